/**
 * The table behind each entity. Core tables (accounts, roles …) are typed by hand in db/schema.ts for
 * the auth code, and the entity's fields are checked against their columns; every other entity's
 * table is derived from its file and created or extended at start-up (`syncEntityTables`), so adding
 * an entity needs no migration file. Columns are only ever added, never dropped or retyped.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { columnOf, type EntitySchema, type FieldDef, type FieldType } from '../../schemas/entity/types.ts';
import type { SchemaProblem } from '../../schemas/entity/check.ts';

export const coreTables: Record<string, PgTable> = {
  syt_permission_account: schema.accounts,
  syt_permission_role: schema.roles,
  syt_permission_resources: schema.resources,
  syt_sys_organization: schema.organizations,
  syt_sys_param: schema.sysParams,
  syt_message_type: schema.messageTypes,
  syt_audit_log: schema.auditLog,
};

const sqlTypes: Record<FieldType, string> = {
  string: 'text',
  integer: 'integer',
  number: 'double precision',
  boolean: 'boolean',
  datetime: 'timestamp with time zone',
  date: 'date',
  json: 'jsonb',
};

function columnBuilder(name: string, field: FieldDef) {
  switch (field.type) {
    case 'string':
      return text(name);
    case 'integer':
      return integer(name);
    case 'number':
      return doublePrecision(name);
    case 'boolean':
      return boolean(name);
    case 'datetime':
      return timestamp(name, { withTimezone: true });
    case 'date':
      return date(name, { mode: 'string' });
    case 'json':
      return jsonb(name);
  }
}

export function deriveTable(entity: EntitySchema): PgTable {
  const columns: Record<string, ReturnType<typeof columnBuilder>> = {};
  for (const [key, field] of Object.entries(entity.fields)) columns[key] = columnBuilder(columnOf(key, field), field);
  return pgTable(entity.table, {
    id: text('id').primaryKey(),
    ...columns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
}

export function tableFor(entity: EntitySchema): PgTable {
  return coreTables[entity.table] ?? deriveTable(entity);
}

/** A core-backed entity must name columns that exist in the typed table, under the same keys. */
export function checkCoreColumns(entity: EntitySchema): SchemaProblem[] {
  const table = coreTables[entity.table];
  if (!table) return [];
  const columns = getTableColumns(table);
  const problems: SchemaProblem[] = [];
  for (const [key, field] of Object.entries(entity.fields)) {
    const column = columns[key];
    if (!column) problems.push({ key: `fields.${key}`, message: `table ${entity.table} has no column for "${key}"` });
    else if (column.name !== columnOf(key, field)) {
      problems.push({ key: `fields.${key}.column`, message: `table ${entity.table} maps "${key}" to column ${column.name}` });
    }
  }
  return problems;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Index names are bounded to PostgreSQL's 63 characters. */
const indexName = (table: string, column: string, suffix: string) => `${table}_${column}_${suffix}`.slice(0, 63);

/** DDL for derived tables: create when missing, add missing columns, and index what is searched, sorted, unique or a tree parent. */
export function entityDdl(entity: EntitySchema): string[] {
  if (coreTables[entity.table]) return [];
  const t = quote(entity.table);
  const statements = [
    `create table if not exists ${t} (id text primary key, created_at timestamp with time zone not null default now(), updated_at timestamp with time zone not null default now())`,
  ];
  for (const [key, field] of Object.entries(entity.fields)) {
    statements.push(`alter table ${t} add column if not exists ${quote(columnOf(key, field))} ${sqlTypes[field.type]}`);
  }
  const indexed = new Set<string>([
    ...(entity.search ?? []).map((s) => s.field),
    ...entity.list.columns.filter((c) => c.sortable).map((c) => c.field),
    ...(entity.tree ? [entity.tree.parentField] : []),
    ...Object.entries(entity.fields).filter(([, f]) => f.ref).map(([k]) => k),
  ]);
  for (const [key, field] of Object.entries(entity.fields)) {
    const column = columnOf(key, field);
    if (field.unique) {
      statements.push(`create unique index if not exists ${quote(indexName(entity.table, column, 'uq'))} on ${t} (${quote(column)})`);
    } else if (indexed.has(key) && field.type !== 'json') {
      statements.push(`create index if not exists ${quote(indexName(entity.table, column, 'ix'))} on ${t} (${quote(column)})`);
    }
  }
  return statements;
}

/** Applies the DDL of every derived table in one transaction, serialised across processes by an advisory lock. */
export async function syncEntityTables(database: Database, entities: readonly EntitySchema[]): Promise<void> {
  const statements = entities.flatMap(entityDdl);
  if (statements.length === 0) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
