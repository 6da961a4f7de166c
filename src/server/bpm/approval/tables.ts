/** Entity tables the approval layer reads (forms, task buttons), derived from their entity files. */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../../schemas/entity/types.ts';
import { tableFor } from '../../entity/tables.ts';
import formEntity from '../../../entities/bpmForm.json' with { type: 'json' };
import buttonEntity from '../../../entities/bpmTaskButton.json' with { type: 'json' };

function derived(entity: unknown): { table: PgTable; col: Record<string, PgColumn> } {
  const table = tableFor(entity as EntitySchema);
  return { table, col: getTableColumns(table) as Record<string, PgColumn> };
}

/** bpm_form: name, conf (form JSON text), fields, status. */
export const formTable = derived(formEntity);
/** bpm_task_button: code, name, nameEn, result, isDefault, sort. */
export const buttonTable = derived(buttonEntity);
