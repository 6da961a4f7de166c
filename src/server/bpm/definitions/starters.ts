/**
 * Who may start a definition, described for the definitions page: the same reading of the candidate
 * starters as mayStart (service.ts) — orgids, roleids, DEPT/ROLE-prefixed groups, bare groups taken as a
 * role or an organisation, users by account —, with each reference resolved to a name. A key's newest
 * version decides for every version (start.ts), so a row is described by its key's newest starters.
 */
import { desc, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, organizations, roles } from '../../db/schema.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';

interface StoredStarters {
  orgids?: string[];
  roleids?: string[];
  groups?: string[];
  users?: string[];
}

export interface StarterRef {
  /** As written in the model (an id, a code or an account). */
  ref: string;
  /** The name it resolves to; null when nothing has that id or code, so nobody is admitted by it. */
  name: string | null;
}

export interface StartersView {
  /** No starter named: every signed-in user may start. */
  all: boolean;
  orgs: StarterRef[];
  roles: StarterRef[];
  users: StarterRef[];
}

/** The starters of each key's newest version, described; keys without a definition are absent. */
export async function startersOfKeys(db: Db, keys: readonly string[]): Promise<Map<string, StartersView>> {
  const out = new Map<string, StartersView>();
  if (keys.length === 0) return out;
  const newest = await db
    .selectDistinctOn([bpmDefinitions.key], { key: bpmDefinitions.key, candidateStarters: bpmDefinitions.candidateStarters })
    .from(bpmDefinitions)
    .where(inArray(bpmDefinitions.key, [...new Set(keys)]))
    .orderBy(bpmDefinitions.key, desc(bpmDefinitions.version));
  const parsed = newest.map((row) => ({ key: row.key, ...split(row.candidateStarters as StoredStarters | null) }));
  const orgRefs = new Set<string>();
  const roleRefs = new Set<string>();
  const userRefs = new Set<string>();
  for (const p of parsed) {
    p.orgs.forEach((r) => orgRefs.add(r));
    p.roles.forEach((r) => roleRefs.add(r));
    p.users.forEach((r) => userRefs.add(r));
    p.either.forEach((r) => (orgRefs.add(r), roleRefs.add(r)));
  }
  const [orgNames, roleNames, userNames] = await Promise.all([orgNamesOf(db, [...orgRefs]), roleNamesOf(db, [...roleRefs]), userNamesOf(db, [...userRefs])]);
  for (const p of parsed) {
    const view: StartersView = { all: p.orgs.length + p.roles.length + p.users.length + p.either.length === 0, orgs: [], roles: [], users: [] };
    for (const ref of p.orgs) view.orgs.push({ ref, name: orgNames.get(ref) ?? null });
    for (const ref of p.roles) view.roles.push({ ref, name: roleNames.get(ref) ?? null });
    for (const ref of p.either) {
      // A bare group admits both a role and an organisation of that id or code (mayStart); show what it names.
      if (roleNames.has(ref)) view.roles.push({ ref, name: roleNames.get(ref)! });
      if (orgNames.has(ref)) view.orgs.push({ ref, name: orgNames.get(ref)! });
      if (!roleNames.has(ref) && !orgNames.has(ref)) view.roles.push({ ref, name: null });
    }
    for (const ref of p.users) view.users.push({ ref, name: userNames.get(ref) ?? null });
    out.set(p.key, view);
  }
  return out;
}

function split(s: StoredStarters | null): { orgs: string[]; roles: string[]; users: string[]; either: string[] } {
  const orgs = [...(s?.orgids ?? [])];
  const roleList = [...(s?.roleids ?? [])];
  const either: string[] = [];
  for (const g of s?.groups ?? []) {
    if (g.startsWith('DEPT')) orgs.push(g.slice(4));
    else if (g.startsWith('ROLE')) roleList.push(g.slice(4));
    else either.push(g);
  }
  return { orgs: unique(orgs), roles: unique(roleList), users: unique(s?.users ?? []), either: unique(either) };
}

const unique = (list: string[]) => [...new Set(list.filter((x) => x !== ''))];

async function orgNamesOf(db: Db, refs: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (refs.length === 0) return names;
  const rows = await db.select({ id: organizations.id, code: organizations.code, name: organizations.name }).from(organizations).where(or(inArray(organizations.id, refs), inArray(organizations.code, refs)));
  for (const row of rows) {
    names.set(row.id, row.name);
    names.set(row.code, row.name);
  }
  return names;
}

async function roleNamesOf(db: Db, refs: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (refs.length === 0) return names;
  const rows = await db.select({ id: roles.id, code: roles.rolecode, name: roles.rolename }).from(roles).where(or(inArray(roles.id, refs), inArray(roles.rolecode, refs)));
  for (const row of rows) {
    names.set(row.id, row.name);
    names.set(row.code, row.name);
  }
  return names;
}

async function userNamesOf(db: Db, refs: string[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await db.select({ code: accounts.humancode, name: accounts.humanname }).from(accounts).where(inArray(accounts.humancode, refs));
  return new Map(rows.map((r) => [r.code, r.name]));
}
