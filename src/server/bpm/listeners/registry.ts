/**
 * Class listeners by name. A model's class value is looked up among the bpmFlowListener rows (by
 * value, id or name); a row's value names the built-in (`builtin:sendMessage`) and its
 * bpmFlowListenerParam rows give parameter defaults. A class value that names a built-in directly
 * works without a row. Java class names from imported models resolve to nothing and fail clearly.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sendMessage } from './builtins/send-message.ts';
import { setVariable } from './builtins/set-variable.ts';
import { webhook } from './builtins/webhook.ts';
import type { StoredParam } from './params.ts';
import { listenerParamTable, listenerTable } from './tables.ts';
import type { BuiltinListener } from './types.ts';

export const BUILTIN_PREFIX = 'builtin:';

export class ListenerRegistry {
  private readonly builtins = new Map<string, BuiltinListener>();

  constructor(builtins: readonly BuiltinListener[] = [sendMessage, setVariable, webhook]) {
    for (const builtin of builtins) this.register(builtin);
  }

  register(builtin: BuiltinListener): void {
    this.builtins.set(builtin.name, builtin);
  }

  /** `builtin:name` or `name`. */
  builtin(name: string): BuiltinListener | undefined {
    const bare = name.startsWith(BUILTIN_PREFIX) ? name.slice(BUILTIN_PREFIX.length) : name;
    return this.builtins.get(bare);
  }

  list(): BuiltinListener[] {
    return [...this.builtins.values()];
  }
}

export const defaultListenerRegistry = new ListenerRegistry();

export interface StoredListener {
  id: string;
  name: string;
  value: string;
  valueType: string;
  params: StoredParam[];
}

/** The bpmFlowListener row a class value refers to (its value first, then its id, then its name). */
export async function findStoredListener(tx: Db, reference: string): Promise<StoredListener | undefined> {
  const { table, col } = listenerTable;
  const rows = (await tx
    .select({ id: col.id!, name: col.name!, value: col.value!, valueType: col.valueType! })
    .from(table)
    .where(or(eq(col.value!, reference), eq(col.id!, reference), eq(col.name!, reference)))
    .limit(10)) as { id: string; name: string; value: string; valueType: string }[];
  const row = rows.find((r) => r.value === reference) ?? rows.find((r) => r.id === reference) ?? rows[0];
  if (!row) return undefined;
  const p = listenerParamTable.col;
  const params = (await tx
    .select({ name: p.name!, paramType: p.paramType!, value: p.value!, required: p.required! })
    .from(listenerParamTable.table)
    .where(and(eq(p.listenerId!, row.id)))
    .orderBy(asc(p.name!))) as StoredParam[];
  return { ...row, params };
}
