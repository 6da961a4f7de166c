/** The entity tables listeners read and write, derived from their entity files like the entity runtime does. */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../../schemas/entity/types.ts';
import { tableFor } from '../../entity/tables.ts';
import listenerEntity from '../../../entities/bpmFlowListener.json' with { type: 'json' };
import paramEntity from '../../../entities/bpmFlowListenerParam.json' with { type: 'json' };
import messageEntity from '../../../entities/sytMessageSend.json' with { type: 'json' };

function derived(entity: unknown): { table: PgTable; col: Record<string, PgColumn> } {
  const table = tableFor(entity as EntitySchema);
  return { table, col: getTableColumns(table) as Record<string, PgColumn> };
}

/** bpm_flow_listener: name, listenertype, eventType, valueType, value, systemListener, remark. */
export const listenerTable = derived(listenerEntity);
/** bpm_flow_listener_param: listenerId, name, paramType (string | expression), value, required. */
export const listenerParamTable = derived(paramEntity);
/** syt_message_send: the personal messages of /sytMessageSend. */
export const messageTable = derived(messageEntity);
