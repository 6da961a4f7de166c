/**
 * What the shell does when a call fails (spec §8): a toast with the answer's info (or 服务异常), an
 * entry in the error log, and for 00002/00003 the invalid-token flow of §4.
 */
import { setApiHandlers } from '../api/client.ts';
import { recordError } from '../errors/log-store.ts';
import { i18n } from '../i18n/index.ts';
import { feedback } from '../ui/feedback.ts';
import { clearSession, logout } from './state.ts';
import { getToken, removeToken } from './token.ts';
import { paramValue } from './params.ts';
import { createInvalidTokenFlow } from './invalid-token.ts';

export function installApiHandlers(navigate: (to: string) => void): void {
  const flow = createInvalidTokenFlow({
    hasToken: () => getToken() !== undefined,
    clearToken: removeToken,
    indexUrl: () => paramValue('indexUrl'),
    assign: (url) => window.location.assign(url),
    confirmRelogin: () =>
      new Promise<void>((resolve) => {
        void feedback().then(({ modal }) => {
          modal.warning({
            title: i18n.t('session.relogin'),
            okText: i18n.t('common.knowIt'),
            closable: false,
            keyboard: false,
            onOk: () => resolve(),
          });
        });
      }),
    logout: async () => {
      await logout();
    },
    // The router's dynamic part is the menu and the tabs: both go with the session.
    resetRouter: clearSession,
    clearUserCache: clearSession,
    goPortal: () => navigate('/portal'),
  });

  setApiHandlers({
    onError: (error) => {
      recordError('api', error, `${error.path} ${error.code} ${error.status}`);
      void feedback().then(({ message }) => message.error(error.info || i18n.t('common.serviceError')));
    },
    onTokenInvalid: () => void flow.handle(),
  });
}
