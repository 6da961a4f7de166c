/**
 * The user's menu (the resource tree of /sytPermissionResources/treeListByUser) and the pure rules over
 * it: role filtering (§2.8), leaf search (§2.7), where an entry navigates (§2.4: http/https/html paths
 * open embedded in /myiframe) and which entry a path belongs to (runtime menu routes).
 */

export interface MenuNode {
  id: string;
  parentId: string | null;
  type: number;
  label: string;
  labelEn: string | null;
  path: string | null;
  component: string | null;
  icon: string | null;
  permission: string | null;
  query: Record<string, string> | null;
  isAuth: boolean;
  isTab: boolean;
  hidden: boolean;
  sort: number;
  children: MenuNode[];
  /** Optional role list: when present, only these roles see the entry. */
  roles?: string[] | null;
}

export type MenuLanguage = 'zh' | 'en';

export const menuLabel = (node: Pick<MenuNode, 'label' | 'labelEn'>, lang: MenuLanguage): string =>
  lang === 'en' && node.labelEn ? node.labelEn : node.label;

/** §2.8: shown when it has no role list or the list holds the current role; hidden entries never show. */
export function visibleMenu(nodes: readonly MenuNode[], role: string | undefined): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.roles && node.roles.length > 0 && (!role || !node.roles.includes(role))) continue;
    out.push({ ...node, children: visibleMenu(node.children ?? [], role) });
  }
  return out;
}

/** Entries without children, in menu order: what search offers and what a path can resolve to. */
export function leafEntries(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.children && node.children.length > 0) walk(node.children);
      else if (node.path) out.push(node);
    }
  };
  walk(nodes);
  return out;
}

/** A label's spellings: full pinyin without tones or spaces, and the initials (see spell.ts). */
export type Spell = (label: string) => { full: string; initials: string };

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * §2.7 search, widened (issue 16): leaf entries whose zh or en label contains the text anywhere,
 * case-insensitive, or — once pinyin is loaded — whose label's pinyin or initials do ("liucheng",
 * "lc" find 发起流程). Entries whose label starts with the text (the spec's prefix rule) come first.
 */
export function searchMenu(nodes: readonly MenuNode[], text: string, spell?: Spell): MenuNode[] {
  const wanted = squeeze(text);
  if (!wanted) return [];
  const latin = /^[a-z]+$/.test(wanted);
  const rank = (node: MenuNode): number => {
    const labels = [squeeze(node.label), squeeze(node.labelEn ?? '')];
    if (labels.some((label) => label.startsWith(wanted))) return 0;
    if (labels.some((label) => label.includes(wanted))) return 1;
    if (!spell || !latin) return -1;
    const { full, initials } = spell(node.label);
    if (full.startsWith(wanted) || initials.startsWith(wanted)) return 2;
    return full.includes(wanted) || initials.includes(wanted) ? 3 : -1;
  };
  return leafEntries(nodes)
    .map((node) => ({ node, rank: rank(node) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((hit) => hit.node);
}

/** §2.4: starts with http or https, or contains html. */
export const isExternalPath = (path: string): boolean => /^https?:/i.test(path) || path.toLowerCase().includes('html');

export const IFRAME_PATH = '/myiframe/urlPath';

/** Where a menu entry goes: its path with its query, or the embedded page with the entry as query. */
export function menuTarget(node: Pick<MenuNode, 'path' | 'label' | 'labelEn' | 'query' | 'id'>, lang: MenuLanguage = 'zh'): string {
  const path = node.path ?? '';
  const query = { ...node.query };
  if (isExternalPath(path)) {
    const search = new URLSearchParams({ ...query, src: path, name: menuLabel(node, lang), menuId: node.id });
    return `${IFRAME_PATH}?${search.toString()}`;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The leaf whose path is this pathname (runtime menu routes, tab labels). */
export function findMenuByPath(nodes: readonly MenuNode[], pathname: string): MenuNode | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return leafEntries(nodes).find((node) => node.path === clean);
}

/** The ids of the ancestors of an entry, to open the sidebar on it. */
export function ancestorIds(nodes: readonly MenuNode[], id: string): string[] {
  const trail: string[] = [];
  const walk = (list: readonly MenuNode[]): boolean => {
    for (const node of list) {
      if (node.id === id) return true;
      trail.push(node.id);
      if (walk(node.children ?? [])) return true;
      trail.pop();
    }
    return false;
  };
  return walk(nodes) ? [...trail] : [];
}

/**
 * The address the embedded page may load: http(s) or a same-site path. A crafted `javascript:` or
 * `data:` src must never run inside our origin.
 */
export function safeFrameSource(src: string | null | undefined, origin: string): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * External pages need their scripts, forms and their own origin (their cookies); they never get our top
 * window. A page from our own origin must not have both scripts and same-origin, or it could lift its
 * own sandbox: it runs as an opaque origin instead.
 */
export function frameSandbox(src: string, origin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-downloads';
  return new URL(src, origin).origin === origin ? base : `${base} allow-same-origin`;
}
