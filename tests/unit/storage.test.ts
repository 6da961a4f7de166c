/** Spec §3 storage entries {dataType, content, type, datetime} under the key prefix, on fake Storage areas. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../src/runtime/storage.ts';

/** The Web Storage interface over a Map, enough for the wrapper. */
class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let session: FakeStorage;
let local: FakeStorage;
let store: ReturnType<typeof createStorage>;
beforeEach(() => {
  session = new FakeStorage();
  local = new FakeStorage();
  store = createStorage(() => ({ session, local }), 'fh');
});

describe('setStore', () => {
  it('writes local storage without a type, with the prefixed key and the entry shape', () => {
    vi.setSystemTime(new Date(2026, 0, 1));
    store.setStore({ name: 'language', content: 'en' });
    expect(JSON.parse(local.getItem('fh-language')!)).toEqual({ dataType: 'string', content: 'en', datetime: new Date(2026, 0, 1).getTime() });
    expect(session.length).toBe(0);
    vi.useRealTimers();
  });

  it('writes session storage when a type is given', () => {
    store.setStore({ name: 'token', content: 'abc', type: 'session' });
    expect(JSON.parse(session.getItem('fh-token')!)).toMatchObject({ dataType: 'string', content: 'abc', type: 'session' });
    expect(local.length).toBe(0);
  });

  it('records the content type of objects, numbers and booleans', () => {
    store.setStore({ name: 'o', content: { a: 1 } });
    store.setStore({ name: 'n', content: 3 });
    store.setStore({ name: 'b', content: false });
    expect(['o', 'n', 'b'].map((name) => store.getStore({ name, debug: true })?.dataType)).toEqual(['object', 'number', 'boolean']);
  });
});

describe('getStore', () => {
  it('answers the content, or the whole entry with debug', () => {
    store.setStore({ name: 'menu', content: [{ id: 1 }], type: 'session' });
    expect(store.getStore({ name: 'menu' })).toEqual([{ id: 1 }]);
    expect(store.getStore({ name: 'menu', debug: true })).toMatchObject({ content: [{ id: 1 }], type: 'session' });
  });

  it('prefers session storage over local storage', () => {
    store.setStore({ name: 'x', content: 'local' });
    store.setStore({ name: 'x', content: 'session', type: 'session' });
    expect(store.getStore({ name: 'x' })).toBe('session');
  });

  it('reads a missing or damaged entry as absent', () => {
    expect(store.getStore({ name: 'none' })).toBeUndefined();
    local.setItem('fh-bad', '{not json');
    local.setItem('fh-odd', '"just a string"');
    expect(store.getStore({ name: 'bad' })).toBeUndefined();
    expect(store.getStore({ name: 'odd' })).toBeUndefined();
  });
});

describe('removeStore, getAllStore, clearStore', () => {
  beforeEach(() => {
    store.setStore({ name: 'a', content: 1 });
    store.setStore({ name: 'b', content: 2, type: 'session' });
    local.setItem('other-app', 'keep me');
  });

  it('removes from one area with a type, from both without', () => {
    store.setStore({ name: 'a', content: 'session a', type: 'session' });
    store.removeStore({ name: 'a', type: 'session' });
    expect(store.getStore({ name: 'a' })).toBe(1);
    store.removeStore({ name: 'a' });
    expect(store.getStore({ name: 'a' })).toBeUndefined();
  });

  it('lists only our own entries', () => {
    expect(store.getAllStore().sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'a', content: 1 },
      { name: 'b', content: 2 },
    ]);
    expect(store.getAllStore({ type: 'session' })).toEqual([{ name: 'b', content: 2 }]);
  });

  it('clears our entries of one area or both, never another application’s keys', () => {
    store.clearStore({ type: 'session' });
    expect(session.length).toBe(0);
    expect(store.getStore({ name: 'a' })).toBe(1);
    store.clearStore();
    expect(local.getItem('fh-a')).toBeNull();
    expect(local.getItem('other-app')).toBe('keep me');
  });
});
