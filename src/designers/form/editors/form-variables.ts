/**
 * The form variables offered where a field is named (/bpmFormVariable/list, form-designer §7): a
 * field named like a variable feeds it. Loaded once per page; a failed load is retried next time.
 */
import { call } from '../../../runtime/api/client.ts';

export interface FormVariableOption {
  /** The variable name, which becomes the field name. */
  variable: string;
  /** The label people read. */
  label: string;
}

interface ListedVariable {
  id?: unknown;
  name?: unknown;
  value?: unknown;
  variable?: unknown;
}

let loading: Promise<FormVariableOption[]> | undefined;

export function loadFormVariables(): Promise<FormVariableOption[]> {
  loading ??= call<ListedVariable[]>('/bpmFormVariable/list', { body: { data: '' }, quiet: true }).then(
    (list) => readVariables(list),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Only entries with a usable variable name; the label falls back to the name. */
export function readVariables(list: unknown): FormVariableOption[] {
  if (!Array.isArray(list)) return [];
  const out: FormVariableOption[] = [];
  for (const item of list as ListedVariable[]) {
    const variable = typeof item?.variable === 'string' ? item.variable : '';
    if (!/^[A-Za-z_$][\w$]*$/.test(variable) || out.some((known) => known.variable === variable)) continue;
    out.push({ variable, label: typeof item.name === 'string' && item.name !== '' ? item.name : variable });
  }
  return out;
}

/** Tests reset the cache between cases. */
export function forgetFormVariables(): void {
  loading = undefined;
}
