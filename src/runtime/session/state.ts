/** Session state (spec §3) as jotai atoms, and the calls that fill and clear it. */
import { atom } from 'jotai';
import { call } from '../api/client.ts';
import { getToken, removeToken } from './token.ts';
import { removeStore, setStore } from '../storage.ts';
import { toPermissionMap } from '../../schemas/permissions.ts';

export interface RoleSummary {
  id: string;
  rolecode: string;
  rolename: string;
}

export interface UserInfo {
  humancode: string;
  realname: string;
  user: { id: string; humancode: string; humanname: string; organizationId: string | null; organizationName: string | null };
  role: string;
  roleName: string;
  roles: RoleSummary[];
  permissions: string[];
}

export const userInfoAtom = atom<UserInfo | undefined>(undefined);
export const permissionMapAtom = atom((get) => toPermissionMap(get(userInfoAtom)?.permissions ?? []));

export const isLoggedIn = () => getToken() !== undefined;

export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await call<UserInfo>('/user/getUserInfo', { method: 'GET' });
  setStore({ name: 'userInfo', content: { humancode: info.humancode, realname: info.realname, user: info.user } });
  return info;
}

/** Ends the session on the server (best effort) and clears every trace of it locally. */
export async function logout(): Promise<string> {
  let redirect = '';
  try {
    redirect = await call<string>('/user/logout', { quiet: true });
  } catch {
    // A dead session is still logged out locally.
  }
  clearSession();
  return redirect;
}

export function clearSession(): void {
  removeToken();
  for (const name of ['userInfo', 'menu', 'menuAll', 'tagList', 'lock', 'lockPasswd']) removeStore({ name });
}
