/**
 * The session token: kept in session storage (spec §3) and sent in the `token` header. A token handed
 * over by single sign-on arrives as a cookie (guard step 1) and is used until the server renews it.
 */
import { getStore, removeStore, setStore } from '../storage.ts';
import { getCookie, removeCookie } from './cookies.ts';

const NAME = 'token';

export function getToken(): string | undefined {
  const value = getStore<string>({ name: NAME });
  if (typeof value === 'string' && value) return value;
  return getCookie('token');
}

export function setToken(token: string): void {
  setStore({ name: NAME, content: token, type: 'session' });
}

export function removeToken(): void {
  removeStore({ name: NAME });
  removeCookie('token');
}

/** The client-generated login uid, or the one handed over by single sign-on. */
export function getUid(): string | undefined {
  const value = getStore<string>({ name: 'uid' });
  return (typeof value === 'string' && value) || getCookie('uid');
}

export function setUid(uid: string): void {
  setStore({ name: 'uid', content: uid, type: 'session' });
}

export function removeUid(): void {
  removeStore({ name: 'uid' });
  removeCookie('uid');
}
