/** A jotai atom mirrored into a spec §3 storage entry, so state survives a reload of the page. */
import { atom, type WritableAtom } from 'jotai';
import { getStore, removeStore, setStore } from '../storage.ts';

export type StoredAtom<T> = WritableAtom<T, [T | ((previous: T) => T)], void>;

/**
 * `type` set: session storage (this tab, until logout); absent: local storage (this browser).
 * `valid` rejects a stored value of the wrong shape (an old version, a hand edit).
 */
export function storedAtom<T>(name: string, initial: T, options: { type?: 'session'; valid?: (value: unknown) => value is T } = {}): StoredAtom<T> {
  const read = (): T => {
    if (typeof window === 'undefined') return initial;
    const value = getStore<unknown>({ name });
    if (value === undefined) return initial;
    return !options.valid || options.valid(value) ? (value as T) : initial;
  };
  const base = atom<T>(read());
  return atom(
    (get) => get(base),
    (get, set, update: T | ((previous: T) => T)) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(get(base)) : update;
      set(base, next);
      // Outside a browser (unit tests) the state lives in memory only.
      if (typeof window === 'undefined') return;
      // Back to the initial value (compared by content): no entry, so logout leaves nothing behind.
      if (JSON.stringify(next) === JSON.stringify(initial)) removeStore({ name });
      else setStore({ name, content: next, ...(options.type ? { type: options.type } : {}) });
    },
  );
}
