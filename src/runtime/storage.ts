/**
 * Browser storage entries of spec §3: `{dataType, content, type, datetime}` under a prefixed key;
 * session storage when `type` is given, local storage otherwise.
 */
import { site } from './site.ts';

export interface StoreEntry<T = unknown> {
  dataType: string;
  content: T;
  type: string | undefined;
  datetime: number;
}

const keyOf = (name: string) => `${site.storageKey}-${name}`;
const areaOf = (type: string | undefined): Storage => (type ? window.sessionStorage : window.localStorage);

export function setStore<T>(params: { name: string; content: T; type?: string }): void {
  const entry: StoreEntry<T> = {
    dataType: typeof params.content,
    content: params.content,
    type: params.type,
    datetime: Date.now(),
  };
  areaOf(params.type).setItem(keyOf(params.name), JSON.stringify(entry));
}

/** Reads an entry from session storage first, then local storage; a damaged entry reads as absent. */
export function getStore<T>(params: { name: string; debug?: boolean }): T | StoreEntry<T> | undefined {
  const raw = window.sessionStorage.getItem(keyOf(params.name)) ?? window.localStorage.getItem(keyOf(params.name));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as StoreEntry<T>;
    return params.debug ? entry : entry.content;
  } catch {
    return undefined;
  }
}

export function removeStore(params: { name: string; type?: string }): void {
  if (params.type) areaOf(params.type).removeItem(keyOf(params.name));
  else {
    window.sessionStorage.removeItem(keyOf(params.name));
    window.localStorage.removeItem(keyOf(params.name));
  }
}

/** Every entry of one area (or both), by unprefixed name. */
export function getAllStore(params: { type?: string } = {}): { name: string; content: unknown }[] {
  const areas = params.type ? [areaOf(params.type)] : [window.localStorage, window.sessionStorage];
  const prefix = keyOf('');
  const list: { name: string; content: unknown }[] = [];
  for (const area of areas) {
    for (let i = 0; i < area.length; i++) {
      const key = area.key(i);
      if (!key?.startsWith(prefix)) continue;
      const name = key.slice(prefix.length);
      list.push({ name, content: getStore({ name }) });
    }
  }
  return list;
}

export function clearStore(params: { type?: string } = {}): void {
  for (const { name } of getAllStore(params)) removeStore({ name, ...(params.type ? { type: params.type } : {}) });
}
