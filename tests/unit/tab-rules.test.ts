/** Spec §2.9 tabs bar rules, and the tag a navigation makes (§2.5 step 4). */
import { describe, expect, it } from 'vitest';
import {
  MAX_TAGS,
  HOME_TAGS,
  activeTagValue,
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  initialTabs,
  isClosable,
  tagFromRoute,
  tagHref,
  tagLabel,
  type Tag,
} from '../../src/runtime/tabs/tab-rules.ts';

const tag = (value: string, label = value): Tag => ({ label, value, path: value.split('?')[0]!, params: {}, query: {}, meta: {}, group: [] });
const home = HOME_TAGS.main;
const translate = (key: string) => `t:${key}`;
const a = tag('/a');
const b = tag('/b');
const c = tag('/c');

describe('two tab lists, each with its home tag', () => {
  it('start as the welcome page and the service hall', () => {
    const tabs = initialTabs();
    expect(tabs.main.map((t) => t.value)).toEqual(['/wel/index']);
    expect(tabs.second.map((t) => t.value)).toEqual(['/service/index/service']);
  });
});

describe('addTag', () => {
  it('appends a new tag and refreshes an open one in place', () => {
    const list = addTag(addTag([home], a), b);
    expect(list.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    const renamed = addTag(list, tag('/a', 'A2'));
    expect(renamed.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    expect(renamed[1]!.label).toBe('A2');
  });

  it('keeps the home tag first and its translated name', () => {
    const list = addTag([home], { ...tag('/wel/index', 'x'), labelKey: undefined });
    expect(list).toHaveLength(1);
    expect(list[0]!.labelKey).toBe('route.home');
  });
});

describe('at most MAX_TAGS tags', () => {
  it('closes the oldest tag after the home tag when one more opens, never the home tag', () => {
    let list: Tag[] = [home];
    for (let i = 1; i < MAX_TAGS; i++) list = addTag(list, tag(`/task?id=${i}`));
    expect(list).toHaveLength(MAX_TAGS);
    list = addTag(list, tag('/task?id=new'));
    expect(list).toHaveLength(MAX_TAGS);
    expect(list[0]).toBe(home);
    expect(list.map((t) => t.value)).not.toContain('/task?id=1');
    expect(list[1]!.value).toBe('/task?id=2');
    expect(list.at(-1)!.value).toBe('/task?id=new');
  });

  it('refreshes an open tag in place without closing any', () => {
    let list: Tag[] = [home];
    for (let i = 1; i < MAX_TAGS; i++) list = addTag(list, tag(`/task?id=${i}`));
    expect(addTag(list, tag('/task?id=1', 'again')).map((t) => t.value)).toEqual(list.map((t) => t.value));
  });
});

describe('closable', () => {
  it('the only tag is not closable', () => {
    expect(isClosable([home], home, 'main')).toBe(false);
    expect(isClosable([a], a, 'main')).toBe(false);
  });

  it('the home tag is not closable while others are open; the others are', () => {
    const list = [home, a, b];
    expect(isClosable(list, home, 'main')).toBe(false);
    expect(isClosable(list, a, 'main')).toBe(true);
    expect(isClosable(list, b, 'main')).toBe(true);
  });

  it('the second list has its own home tag', () => {
    const list = [HOME_TAGS.second, a];
    expect(isClosable(list, HOME_TAGS.second, 'second')).toBe(false);
    expect(isClosable(list, a, 'second')).toBe(true);
  });
});

describe('closeTag', () => {
  it('closing the active tag opens the previous tag', () => {
    const result = closeTag([home, a, b, c], '/b', '/b', 'main');
    expect(result.list.map((t) => t.value)).toEqual(['/wel/index', '/a', '/c']);
    expect(result.navigateTo?.value).toBe('/a');
  });

  it('closing the active first tag opens the new first tag', () => {
    const result = closeTag([a, b, c], '/a', '/a', 'main');
    expect(result.list.map((t) => t.value)).toEqual(['/b', '/c']);
    expect(result.navigateTo?.value).toBe('/b');
  });

  it('closing another tag stays where it is', () => {
    const result = closeTag([home, a, b], '/a', '/b', 'main');
    expect(result.list.map((t) => t.value)).toEqual(['/wel/index', '/b']);
    expect(result.navigateTo).toBeUndefined();
  });

  it('refuses what is not closable, and unknown tags', () => {
    expect(closeTag([home, a], '/wel/index', '/wel/index', 'main').list).toHaveLength(2);
    expect(closeTag([a], '/a', '/a', 'main').list).toHaveLength(1);
    expect(closeTag([home, a], '/zzz', '/a', 'main').list).toHaveLength(2);
  });
});

describe('close others and close all', () => {
  it('close others keeps the home tag and the chosen tag', () => {
    expect(closeOtherTags([home, a, b, c], '/b', 'main').list.map((t) => t.value)).toEqual(['/wel/index', '/b']);
  });

  it('close others brings the home tag back if it was missing', () => {
    expect(closeOtherTags([a, b], '/b', 'main').list.map((t) => t.value)).toEqual(['/wel/index', '/b']);
  });

  it('close all returns to the welcome tag alone', () => {
    const result = closeAllTags([home, a, b], 'main');
    expect(result.list.map((t) => t.value)).toEqual(['/wel/index']);
    expect(result.navigateTo?.value).toBe('/wel/index');
  });
});

describe('tagFromRoute', () => {
  const route = { path: '/p', fullPath: '/p?k=v', query: { k: 'v' }, params: {}, meta: {}, name: { labelKey: 'route.x' } };

  it('keys by full path and names by the route', () => {
    expect(tagFromRoute(route)).toMatchObject({ list: 'main', tag: { value: '/p?k=v', labelKey: 'route.x', path: '/p' } });
  });

  it('query name and src win', () => {
    expect(tagFromRoute({ ...route, query: { name: 'N', src: 'https://s/' } })).toMatchObject({ tag: { value: 'https://s/', label: 'N' } });
  });

  it('isTab = false: none; isTab2: second list', () => {
    expect(tagFromRoute({ ...route, meta: { isTab: false } })).toBeUndefined();
    expect(tagFromRoute({ ...route, meta: { isTab2: true } })?.list).toBe('second');
  });
});

describe('where a tag leads and what it is called', () => {
  it('a path-keyed tag goes to its key; a src-keyed tag back to its embedded page', () => {
    expect(tagHref(tag('/a?x=1'))).toBe('/a?x=1');
    const embedded: Tag = { ...tag('https://s.example/'), path: '/myiframe/urlPath', query: { src: 'https://s.example/', name: 'S' } };
    expect(tagHref(embedded)).toBe('/myiframe/urlPath?src=https%3A%2F%2Fs.example%2F&name=S');
  });

  it('the active tag of a location', () => {
    expect(activeTagValue('/a?x=1', { x: '1' })).toBe('/a?x=1');
    expect(activeTagValue('/myiframe/urlPath?src=s', { src: 's' })).toBe('s');
  });

  it('labels follow the language', () => {
    expect(tagLabel({ labelKey: 'route.home' }, 'en', translate)).toBe('t:route.home');
    expect(tagLabel({ label: '账号', labelEn: 'Accounts' }, 'en', translate)).toBe('Accounts');
    expect(tagLabel({ label: '账号', labelEn: null }, 'en', translate)).toBe('账号');
    expect(tagLabel({ label: '账号', labelEn: 'Accounts' }, 'zh', translate)).toBe('账号');
  });
});
