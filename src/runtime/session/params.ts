/**
 * System parameters read by idOrNameOrType (spec §7.2). The shell's entries (indexUrl, isVisitor,
 * mobileHome, stylogo, protalLogin, isgrey) are public, so the anonymous lookup serves both states.
 * One lookup per name per page load: the guard asks on every anonymous navigation.
 */
import { call } from '../api/client.ts';

export interface SysParam {
  id: string;
  name: string;
  value: string | null;
  img: string | null;
  type: string | null;
  platform: string | null;
}

export type ShellParam = 'indexUrl' | 'isVisitor' | 'mobileHome' | 'stylogo' | 'protalLogin' | 'isgrey';

const cache = new Map<string, Promise<SysParam | null>>();

export function sysParam(name: ShellParam): Promise<SysParam | null> {
  let pending = cache.get(name);
  if (!pending) {
    pending = call<SysParam | null>('/sytSysParam/getNoLogin', { body: { idOrNameOrType: name }, quiet: true }).catch(() => {
      // A failed lookup is retried on the next request rather than cached as "unset".
      cache.delete(name);
      return null;
    });
    cache.set(name, pending);
  }
  return pending;
}

export async function paramValue(name: ShellParam): Promise<string> {
  return (await sysParam(name))?.value?.trim() ?? '';
}
