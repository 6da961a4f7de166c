/**
 * Browser storage entries of spec §3: `{dataType, content, type, datetime}` under a prefixed key;
 * session storage when `type` is given, local storage otherwise. The areas are injected so the wrapper
 * runs (and is tested) without a browser; the exported functions use the page's own storages.
 */
import { site } from './site.ts';

export interface StoreEntry<T = unknown> {
  dataType: string;
  content: T;
  type: string | undefined;
  datetime: number;
}

export interface StorageAreas {
  session: Storage;
  local: Storage;
}

export function createStorage(areas: () => StorageAreas, prefix: string = site.storageKey) {
  const keyOf = (name: string) => `${prefix}-${name}`;
  const areaOf = (type: string | undefined): Storage => (type ? areas().session : areas().local);

  function setStore<T>(params: { name: string; content: T; type?: string }): void {
    const entry: StoreEntry<T> = {
      dataType: typeof params.content,
      content: params.content,
      type: params.type,
      datetime: Date.now(),
    };
    areaOf(params.type).setItem(keyOf(params.name), JSON.stringify(entry));
  }

  /** Reads session storage first, then local storage; a damaged entry reads as absent. */
  function getStore<T>(params: { name: string; debug?: false }): T | undefined;
  function getStore<T>(params: { name: string; debug: true }): StoreEntry<T> | undefined;
  function getStore<T>(params: { name: string; debug?: boolean }): T | StoreEntry<T> | undefined {
    const { session, local } = areas();
    const raw = session.getItem(keyOf(params.name)) ?? local.getItem(keyOf(params.name));
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as StoreEntry<T>;
      if (!entry || typeof entry !== 'object' || !('content' in entry)) return undefined;
      return params.debug ? entry : entry.content;
    } catch {
      return undefined;
    }
  }

  function removeStore(params: { name: string; type?: string }): void {
    if (params.type) areaOf(params.type).removeItem(keyOf(params.name));
    else {
      areas().session.removeItem(keyOf(params.name));
      areas().local.removeItem(keyOf(params.name));
    }
  }

  /** Every entry of one area (or both), by unprefixed name; keys of other applications are left out. */
  function getAllStore(params: { type?: string } = {}): { name: string; content: unknown }[] {
    const list = params.type ? [areaOf(params.type)] : [areas().local, areas().session];
    const ours = keyOf('');
    const found: { name: string; content: unknown }[] = [];
    for (const area of list) {
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i);
        if (!key?.startsWith(ours)) continue;
        const name = key.slice(ours.length);
        found.push({ name, content: getStore({ name }) });
      }
    }
    return found;
  }

  function clearStore(params: { type?: string } = {}): void {
    for (const { name } of getAllStore(params)) removeStore({ name, ...(params.type ? { type: params.type } : {}) });
  }

  return { setStore, getStore, removeStore, getAllStore, clearStore };
}

const pageStorage = createStorage(() => ({ session: window.sessionStorage, local: window.localStorage }));
export const { setStore, getStore, removeStore, getAllStore, clearStore } = pageStorage;
