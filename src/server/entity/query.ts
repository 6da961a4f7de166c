/**
 * Turns a validated queryParam into SQL conditions. Field names and operators come only from the
 * entity schema (the request was validated against the derived schema first, so unknown keys never
 * reach here); values travel as bound parameters.
 */
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type Column = PgColumn;
import type { EntityRuntime } from './registry.ts';
import { SYSTEM_FIELDS, fieldDefOf, visibleFields, type FieldDef } from '../../schemas/entity/types.ts';

export const columnsOf = (runtime: EntityRuntime) => getTableColumns(runtime.table) as Record<string, Column>;

function column(runtime: EntityRuntime, key: string): Column {
  const col = columnsOf(runtime)[key];
  if (!col) throw new Error(`entity ${runtime.schema.name} has no column ${key}`);
  return col;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A value without any letter that has a case (digits, CJK, punctuation) matches the same rows with LIKE as
 * with ILIKE, and LIKE is several times cheaper: on UTF-8 text ILIKE lowers every value it scans. A search
 * such as 姓名 张 or a number fragment is then a plain LIKE; anything with a cased letter stays ILIKE, and so
 * does a combining mark (a full lower-casing may produce one, as İ → i̇).
 */
const caseless = (value: string) => value.toLowerCase() === value.toUpperCase() && !/\p{M}/u.test(value);

/** Datetime bounds arrive as strings; a timestamp column compares against a Date. */
function bound(field: FieldDef | undefined, value: unknown): unknown {
  if (field?.type === 'datetime' && typeof value === 'string') return new Date(value);
  return value;
}

export function whereOf(runtime: EntityRuntime, queryParam: Record<string, unknown> = {}): SQL | undefined {
  const { schema } = runtime;
  const conditions: (SQL | undefined)[] = [];
  if (schema.softDelete) conditions.push(eq(column(runtime, schema.softDelete.field), false));
  for (const search of schema.search ?? []) {
    const value = queryParam[search.field];
    if (value === undefined || value === '') continue;
    const col = column(runtime, search.field);
    const field = fieldDefOf(schema, search.field);
    switch (search.op) {
      case 'like': {
        const text = String(value);
        const pattern = `%${escapeLike(text)}%`;
        conditions.push(caseless(text) ? like(col, pattern) : ilike(col, pattern));
        break;
      }
      case 'equals':
        conditions.push(value === null ? isNull(col) : eq(col, bound(field, value)));
        break;
      case 'range': {
        const [from, to] = value as unknown[];
        if (from !== undefined && from !== null && from !== '') conditions.push(gte(col, bound(field, from)));
        if (to !== undefined && to !== null && to !== '') conditions.push(lte(col, bound(field, to)));
        break;
      }
      case 'in': {
        const list = value as unknown[];
        conditions.push(list.length === 0 ? sql`false` : inArray(col, list.map((v) => bound(field, v))));
        break;
      }
    }
  }
  const parentField = schema.tree?.parentField;
  if (parentField && parentField in queryParam) {
    const parent = queryParam[parentField];
    conditions.push(parent === null || parent === '' ? isNull(column(runtime, parentField)) : eq(column(runtime, parentField), parent));
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

export function orderOf(runtime: EntityRuntime, sort?: { field: string; order?: 'asc' | 'desc' }): SQL[] {
  const chosen = sort ?? runtime.schema.list.defaultSort;
  const idColumn = column(runtime, 'id');
  if (!chosen) {
    // Not every core table keeps timestamps (syt_message_type has none): fall back to the id alone.
    const created = columnsOf(runtime).createdAt;
    return created ? [desc(created), asc(idColumn)] : [asc(idColumn)];
  }
  const col = column(runtime, chosen.field);
  // The id breaks ties so that paging is stable.
  return [chosen.order === 'desc' ? desc(col) : asc(col), asc(idColumn)];
}

/** The columns answered to clients: visible fields plus the system fields. */
export function selectionOf(runtime: EntityRuntime): Record<string, Column> {
  const all = columnsOf(runtime);
  // Only the system columns the table has: syt_message_type keeps no timestamps, and an undefined
  // column in a drizzle selection failed every read of that entity with a 500.
  const selection: Record<string, Column> = {};
  for (const key of SYSTEM_FIELDS) if (all[key]) selection[key] = all[key];
  for (const [key] of visibleFields(runtime.schema)) selection[key] = all[key]!;
  return selection;
}
