/**
 * The Drizzle columns of an entity's table and the selection answered to clients. The list reads
 * themselves (filters, sort, paging) are compiled to SQL text in compiled-read.ts.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityRuntime } from './registry.ts';
import { SYSTEM_FIELDS, visibleFields } from '../../schemas/entity/types.ts';

type Column = PgColumn;

const columnCache = new WeakMap<EntityRuntime, Record<string, Column>>();

/** getTableColumns copies the table's column map on each call; the map never changes, so keep one per entity. */
export function columnsOf(runtime: EntityRuntime): Record<string, Column> {
  let columns = columnCache.get(runtime);
  if (!columns) {
    columns = getTableColumns(runtime.table) as Record<string, Column>;
    columnCache.set(runtime, columns);
  }
  return columns;
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
