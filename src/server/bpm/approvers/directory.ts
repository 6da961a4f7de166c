/**
 * The organisation facts approver resolution reads: accounts (valid, not deleted), role members,
 * organisation members and heads up the tree, and organisation attribute holders
 * (bpmOrgAttribute + bpmOrgAttributeConfig). Every read runs in the caller's transaction.
 */
import { and, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ROLE_DISABLED, accountRoles, accounts, organizations, roles } from '../../db/schema.ts';
import type { EntitySchema } from '../../../schemas/entity/types.ts';
import { tableFor } from '../../entity/tables.ts';
import attributeEntity from '../../../entities/bpmOrgAttribute.json' with { type: 'json' };
import attributeConfigEntity from '../../../entities/bpmOrgAttributeConfig.json' with { type: 'json' };

function derived(entity: unknown): { table: PgTable; col: Record<string, PgColumn> } {
  const table = tableFor(entity as EntitySchema);
  return { table, col: getTableColumns(table) as Record<string, PgColumn> };
}

export const attributeTable = derived(attributeEntity);
export const attributeConfigTable = derived(attributeConfigEntity);

export interface AccountFacts {
  humancode: string;
  organizationId: string | null;
  usable: boolean;
}

export interface OrgFacts {
  id: string;
  parentId: string | null;
  head: string | null;
}

/** Accounts by humancode; usable means valid and not deleted. */
export async function accountsByCode(tx: Db, codes: readonly string[]): Promise<Map<string, AccountFacts>> {
  const out = new Map<string, AccountFacts>();
  if (codes.length === 0) return out;
  const rows = await tx
    .select({ humancode: accounts.humancode, organizationId: accounts.organizationId, validflag: accounts.validflag, delFlag: accounts.delFlag })
    .from(accounts)
    .where(inArray(accounts.humancode, [...new Set(codes)]));
  for (const row of rows) out.set(row.humancode, { humancode: row.humancode, organizationId: row.organizationId, usable: row.validflag && !row.delFlag });
  return out;
}

/**
 * Humancodes of the members of roles given by id or rolecode, in display order. A role disabled after
 * deploy names nobody, so the node's empty-approver policy decides (as the deploy check would have).
 */
export async function roleMembers(tx: Db, refs: readonly string[]): Promise<string[]> {
  if (refs.length === 0) return [];
  const rows = await tx
    .select({ humancode: accounts.humancode })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .where(and(or(inArray(roles.id, [...refs]), inArray(roles.rolecode, [...refs])), ne(roles.status, ROLE_DISABLED)))
    .orderBy(accounts.displayorder, accounts.humancode);
  return rows.map((r) => r.humancode);
}

/**
 * The process administrators of 审批人为空时 → admin: the accounts holding a super-administrator role (a
 * model names no administrators of its own), in display order.
 */
export async function superAdministrators(tx: Db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ humancode: accounts.humancode, displayorder: accounts.displayorder })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .where(and(eq(roles.superAdmin, true), ne(roles.status, ROLE_DISABLED)))
    .orderBy(accounts.displayorder, accounts.humancode);
  return rows.map((r) => r.humancode);
}

/** Organisations given by id or code. */
export async function orgsByRef(tx: Db, refs: readonly string[]): Promise<OrgFacts[]> {
  if (refs.length === 0) return [];
  const rows = await tx
    .select({ id: organizations.id, parentId: organizations.parentId, head: organizations.orgHeadHumaCode, code: organizations.code })
    .from(organizations)
    .where(and(or(inArray(organizations.id, [...refs]), inArray(organizations.code, [...refs])), eq(organizations.validflag, true)));
  // Keep the order the designer listed them in.
  const rank = (row: { id: string; code: string }) => Math.min(...[refs.indexOf(row.id), refs.indexOf(row.code)].filter((i) => i >= 0));
  return rows.sort((a, b) => rank(a) - rank(b)).map(({ id, parentId, head }) => ({ id, parentId, head: head?.trim() || null }));
}

/** Direct members of organisations (not of their sub-organisations), in display order. */
export async function orgMembers(tx: Db, orgIds: readonly string[]): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const rows = await tx
    .select({ humancode: accounts.humancode })
    .from(accounts)
    .where(inArray(accounts.organizationId, [...orgIds]))
    .orderBy(accounts.displayorder, accounts.humancode);
  return rows.map((r) => r.humancode);
}

/** The organisation and its ancestors, nearest first (bounded, so a cycle in bad data cannot loop). */
export async function orgChain(tx: Db, orgId: string | null): Promise<OrgFacts[]> {
  const chain: OrgFacts[] = [];
  let next = orgId;
  while (next && chain.length < 32 && !chain.some((o) => o.id === next)) {
    const [row] = await tx
      .select({ id: organizations.id, parentId: organizations.parentId, head: organizations.orgHeadHumaCode })
      .from(organizations)
      .where(eq(organizations.id, next));
    if (!row) break;
    chain.push({ id: row.id, parentId: row.parentId, head: row.head?.trim() || null });
    next = row.parentId;
  }
  return chain;
}

/** Attribute ids for refs given by id or code. */
export async function attributeIds(tx: Db, refs: readonly string[]): Promise<string[]> {
  if (refs.length === 0) return [];
  const { table, col } = attributeTable;
  const rows = (await tx
    .select({ id: col.id! })
    .from(table)
    .where(or(inArray(col.id!, [...refs]), inArray(col.code!, [...refs])))) as { id: string }[];
  return rows.map((r) => r.id);
}

export interface AttributeHolder {
  configId: string;
  attributeId: string;
  organizationId: string;
  humancode: string;
}

/** Configuration rows: by their own ids, or by attribute (and optionally organisation). */
export async function attributeHolders(
  tx: Db,
  query: { configIds?: readonly string[]; attributeIds?: readonly string[]; organizationIds?: readonly string[] },
): Promise<AttributeHolder[]> {
  const { table, col } = attributeConfigTable;
  const conditions = [];
  if (query.configIds) {
    if (query.configIds.length === 0) return [];
    conditions.push(inArray(col.id!, [...query.configIds]));
  }
  if (query.attributeIds) {
    if (query.attributeIds.length === 0) return [];
    conditions.push(inArray(col.attributeId!, [...query.attributeIds]));
  }
  if (query.organizationIds) {
    if (query.organizationIds.length === 0) return [];
    conditions.push(inArray(col.organizationId!, [...query.organizationIds]));
  }
  return (await tx
    .select({ configId: col.id!, attributeId: col.attributeId!, organizationId: col.organizationId!, humancode: col.humancode! })
    .from(table)
    .where(and(...conditions))
    .orderBy(col.humancode!)) as AttributeHolder[];
}
