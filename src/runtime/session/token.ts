/** The session token: kept in session storage (spec §3) and sent in the `token` header. */
import { getStore, removeStore, setStore } from '../storage.ts';

const NAME = 'token';

export function getToken(): string | undefined {
  const value = getStore<string>({ name: NAME });
  return typeof value === 'string' && value ? value : undefined;
}

export function setToken(token: string): void {
  setStore({ name: NAME, content: token, type: 'session' });
}

export function removeToken(): void {
  removeStore({ name: NAME });
}
