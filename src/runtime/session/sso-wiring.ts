/** singleSignOn (sso.ts) against the real calls: /oauthClient, the protalLogin parameter, the page location. */
import { call, ApiError } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';
import { feedback } from '../ui/feedback.ts';
import { paramValue } from './params.ts';
import { isLoggedIn } from './state.ts';
import { setUid } from './token.ts';
import { singleSignOn, type SsoOutcome } from './sso.ts';

export function runSingleSignOn(): Promise<SsoOutcome> {
  return singleSignOn(
    {
      isLoggedIn,
      async fetchOauthClient() {
        try {
          return { code: '00000', info: await call('/oauthClient', { quiet: true }) };
        } catch (error) {
          return error instanceof ApiError ? { code: error.code, info: error.info } : { code: '00500', info: '' };
        }
      },
      storeUid: setUid,
      protalLogin: () => paramValue('protalLogin'),
      assign: (url) => window.location.assign(url),
      showError: (text) => void feedback().then(({ message }) => message.error(text)),
    },
    i18n.t('sso.failed'),
  );
}
