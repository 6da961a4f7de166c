/**
 * Session state (spec §3) as jotai atoms in one store that React and the plain modules (guard, api
 * handlers) share, and the calls that fill and clear it.
 */
import { atom, createStore } from 'jotai';
import { call } from '../api/client.ts';
import { getToken, getUid, removeToken, removeUid } from './token.ts';
import { removeStore, setStore } from '../storage.ts';
import { toPermissionMap } from '../../schemas/permissions.ts';
import type { MenuNode } from '../menu/menu-model.ts';
import { initialTabs, type TabsState } from '../tabs/tab-rules.ts';
import { storedAtom } from './stored-atom.ts';

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

/** The one store: <Provider store={appStore}> in App, and appStore.get/set outside React. */
export const appStore = createStore();

export const userInfoAtom = atom<UserInfo | undefined>(undefined);
export const permissionMapAtom = atom((get) => toPermissionMap(get(userInfoAtom)?.permissions ?? []));
/** The active role first: role checks pass for the role in use (and admin, spec §6). */
export const activeRolesAtom = atom((get) => {
  const info = get(userInfoAtom);
  return info ? [info.role] : [];
});

const isMenu = (value: unknown): value is MenuNode[] => Array.isArray(value);
/** The side menu of the active role; undefined until loaded. Session storage holds it (spec §3). */
export const menuAtom = storedAtom<MenuNode[] | undefined>('menu', undefined, { type: 'session', valid: isMenu });
/** The top (horizontal) menu: 信息门户, 服务大厅, 管理后台 … */
export const topMenuAtom = storedAtom<MenuNode[] | undefined>('topMenu', undefined, { type: 'session', valid: isMenu });

const isTabs = (value: unknown): value is TabsState =>
  typeof value === 'object' && value !== null && Array.isArray((value as TabsState).main) && Array.isArray((value as TabsState).second);
export const tabsAtom = storedAtom<TabsState>('tagList', initialTabs(), { type: 'session', valid: isTabs });

export interface LockState {
  locked: boolean;
  password: string;
  /** Where unlocking returns to. */
  returnTo?: string;
}
const isLock = (value: unknown): value is LockState => typeof value === 'object' && value !== null && 'locked' in value && 'password' in value;
export const lockAtom = storedAtom<LockState>('lock', { locked: false, password: '' }, { type: 'session', valid: isLock });

export const isLoggedIn = () => getToken() !== undefined;

export async function fetchUserInfo(uid: string | undefined = getUid()): Promise<UserInfo> {
  const info = await call<UserInfo>('/user/getUserInfo', { method: 'GET', ...(uid ? { query: { uid } } : {}) });
  setStore({ name: 'userInfo', content: { humancode: info.humancode, realname: info.realname, user: info.user } });
  appStore.set(userInfoAtom, info);
  return info;
}

export async function loadMenus(): Promise<MenuNode[]> {
  const [menu, top] = await Promise.all([
    call<MenuNode[]>('/sytPermissionResources/treeListByUser', { body: { type: 0 } }),
    call<MenuNode[]>('/user/getTopMenu', { method: 'GET', quiet: true }).catch(() => [] as MenuNode[]),
  ]);
  appStore.set(menuAtom, menu);
  appStore.set(topMenuAtom, top);
  ending = false;
  return menu;
}

let ending = false;
/**
 * Whether this tab's session was cleared (logout, or a token the server no longer knows) and the move
 * to the login page is under way: a menu route then waits instead of calling the path unknown (404).
 * Reset by the next menu load.
 */
export const sessionEnding = (): boolean => ending;

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

/** Spec §4: token, menus, roles, tags and lock go; so does the cached user info. */
export function clearSession(): void {
  ending = true;
  removeToken();
  removeUid();
  removeStore({ name: 'userInfo' });
  appStore.set(userInfoAtom, undefined);
  appStore.set(menuAtom, undefined);
  appStore.set(topMenuAtom, undefined);
  appStore.set(tabsAtom, initialTabs());
  appStore.set(lockAtom, { locked: false, password: '' });
}
