/**
 * The tabs bar rules of spec §2.5 step 4 and §2.9, as pure functions over plain lists so they are
 * tested without React: which navigations become tabs, which tabs close, and where closing leads.
 */
import type { RouteMeta, RouteName, RouteTarget } from '../routes/meta.ts';
import { site } from '../site.ts';

export interface Tag extends RouteName {
  label: string;
  /** The key: the query src, or the full path. */
  value: string;
  /** The pathname it was opened at (differs from the key for embedded pages keyed by src). */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: RouteMeta;
  group: string[];
}

/** Two tab lists, each starting with its home tag. */
export type TabListId = 'main' | 'second';
export type TabsState = Record<TabListId, Tag[]>;

const home = (value: string, labelKey: string): Tag => ({ label: '', labelKey, value, path: value, params: {}, query: {}, meta: {}, group: [] });
export const HOME_TAGS: Record<TabListId, Tag> = {
  main: home(site.homePath, 'route.home'),
  second: home(site.secondHomePath, 'route.serviceHall'),
};

export const initialTabs = (): TabsState => ({ main: [HOME_TAGS.main], second: [HOME_TAGS.second] });

/** Step 4: routes with isTab2, and routes not marked isTab = false, become tags (label and key required). */
export function tagFromRoute(route: RouteTarget): { list: TabListId; tag: Tag } | undefined {
  const { meta, query } = route;
  if (!meta.isTab2 && meta.isTab === false) return undefined;
  const value = query.src || route.fullPath;
  const named = query.name ? { label: query.name } : route.name;
  const label = named.label ?? '';
  if (!value || (!label && !named.labelKey)) return undefined;
  const tag: Tag = {
    ...named,
    label,
    value,
    path: route.path,
    params: { ...route.params },
    query: { ...query },
    meta: { ...meta },
    group: [],
  };
  return { list: meta.isTab2 ? 'second' : 'main', tag };
}

/**
 * At most this many tags per list. Each task opened from the todo list is a tag of its own, so a day of
 * approving without closing tabs would grow the bar (and the session storage it is kept in) without end.
 */
export const MAX_TAGS = 20;

/**
 * A tag already open (same key) is refreshed in place; otherwise it is appended, and past MAX_TAGS the
 * oldest tag after the home tag closes. The home tag stays first.
 */
export function addTag(list: readonly Tag[], tag: Tag): Tag[] {
  const index = list.findIndex((t) => t.value === tag.value);
  if (index === -1) return list.length >= MAX_TAGS ? [list[0]!, ...list.slice(2 + list.length - MAX_TAGS), tag] : [...list, tag];
  const next = [...list];
  next[index] = { ...tag, ...(index === 0 && list[0]?.labelKey && !tag.query.name ? { labelKey: list[0].labelKey } : {}) };
  return next;
}

/**
 * The tag open at `fromValue` now stands for `toValue` (a page that changes its own URL in place, e.g.
 * a new form saved gets its id): same position and label, new key and query. Without it the next
 * navigation's addTag would open a second tab. Unchanged when no tag has `fromValue`.
 */
export function retargetTag(list: readonly Tag[], fromValue: string, toValue: string): Tag[] {
  const index = list.findIndex((t) => t.value === fromValue);
  if (index === -1 || fromValue === toValue) return [...list];
  const url = new URL(toValue, 'http://tab.invalid');
  const next = list.filter((t) => t.value !== toValue || t === list[index]);
  const at = next.indexOf(list[index]!);
  next[at] = { ...list[index]!, value: toValue, path: url.pathname, query: Object.fromEntries(url.searchParams.entries()) };
  return next;
}

export const isHomeTag = (tag: Pick<Tag, 'value'>, listId: TabListId): boolean => tag.value === HOME_TAGS[listId].value;

/** §2.9: closable unless it is the only tag; the home tag is not closable while other tags are open. */
export function isClosable(list: readonly Tag[], tag: Tag, listId: TabListId): boolean {
  if (list.length <= 1) return false;
  return !isHomeTag(tag, listId);
}

export interface CloseResult {
  list: Tag[];
  /** Where to go: set when the active tag was closed (or everything was). */
  navigateTo?: Tag;
}

/** Closing the active tag opens the previous tag, or the (new) first tag if the closed one was first. */
export function closeTag(list: readonly Tag[], value: string, activeValue: string | undefined, listId: TabListId): CloseResult {
  const index = list.findIndex((t) => t.value === value);
  const tag = list[index];
  if (!tag || !isClosable(list, tag, listId)) return { list: [...list] };
  const next = list.filter((_, i) => i !== index);
  if (value !== activeValue) return { list: next };
  const target = index === 0 ? next[0] : next[index - 1];
  return target ? { list: next, navigateTo: target } : { list: next };
}

/** Keeps the home tag and the given tag. */
export function closeOtherTags(list: readonly Tag[], keepValue: string, listId: TabListId): CloseResult {
  const kept = list.filter((t) => t.value === keepValue || isHomeTag(t, listId));
  const withHome = kept.some((t) => isHomeTag(t, listId)) ? kept : [HOME_TAGS[listId], ...kept];
  return { list: withHome };
}

/** Back to the home (welcome) tag alone, and go there. */
export function closeAllTags(list: readonly Tag[], listId: TabListId): CloseResult {
  const homeTag = list.find((t) => isHomeTag(t, listId)) ?? HOME_TAGS[listId];
  return { list: [homeTag], navigateTo: homeTag };
}

/** The open tag for a location: keyed by query src when there is one, else by the full path. */
export function activeTagValue(fullPath: string, query: Record<string, string>): string {
  return query.src || fullPath;
}

/** Where a tag navigates: its key is the full path unless it was keyed by src (embedded pages). */
export function tagHref(tag: Tag): string {
  if (tag.query.src && tag.value === tag.query.src) return `${tag.path}?${new URLSearchParams(tag.query).toString()}`;
  return tag.value;
}

/** The label in the current language: i18n key first, then the en label, then the label. */
export function tagLabel(tag: RouteName, lang: 'zh' | 'en', translate: (key: string) => string): string {
  if (tag.labelKey) return translate(tag.labelKey);
  return (lang === 'en' && tag.labelEn) || tag.label || '';
}
