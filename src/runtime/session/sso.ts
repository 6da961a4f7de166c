/**
 * Single sign-on helper of spec §2.6. Logged in: nothing. Otherwise the OAuth client is fetched and
 * its uid stored, the parameter protalLogin is read, and the browser goes there, or to the OAuth
 * client's url when it is empty. A code other than 00000 shows the answer's info as an error.
 */

export type OauthAnswer = { code: string; info: unknown };

export interface SsoEnv {
  isLoggedIn(): boolean;
  /** The raw envelope of the OAuth client call (never throws for an answered call). */
  fetchOauthClient(): Promise<OauthAnswer>;
  storeUid(uid: string): void;
  protalLogin(): Promise<string>;
  assign(url: string): void;
  showError(text: string): void;
}

export type SsoOutcome = 'already-logged-in' | 'redirected' | 'failed';

interface OauthClientInfo {
  uid?: unknown;
  clientId?: unknown;
  url?: unknown;
}

export async function singleSignOn(env: SsoEnv, fallbackError: string): Promise<SsoOutcome> {
  if (env.isLoggedIn()) return 'already-logged-in';
  const answer = await env.fetchOauthClient();
  if (answer.code !== '00000') {
    env.showError(typeof answer.info === 'string' && answer.info ? answer.info : fallbackError);
    return 'failed';
  }
  const info = (answer.info ?? {}) as OauthClientInfo;
  const uid = typeof info.uid === 'string' ? info.uid : typeof info.clientId === 'string' ? info.clientId : '';
  if (uid) env.storeUid(uid);
  const target = (await env.protalLogin()) || (typeof info.url === 'string' ? info.url : '');
  if (!target) {
    env.showError(fallbackError);
    return 'failed';
  }
  env.assign(target);
  return 'redirected';
}
