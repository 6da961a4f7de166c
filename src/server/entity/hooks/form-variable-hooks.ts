/**
 * Form variables (bpmFormVariable): the two calls the designers make beside the generic family
 * (form-designer §7, process-designer §7). The spec gives only `list {data}` → "options with id, name,
 * value" (the echo values a node's field permission may take as its default) and `format {fields}`; the
 * rest is designed here:
 *
 * - list {data?}: every variable as an echo option `{id, name, value}` — name is the label people read,
 *   value the expression that echoes it (`${initiator}`), plus `variable`, `valueType`, `systemVariable`.
 *   `data` narrows it: a keyword (matched in the variable name or label, caselessly) or
 *   `{keyword?, valueType?, systemVariable?}`. System variables come first, then by name.
 * - format {fields}: the variables a form's fields make, without saving anything: each field with a
 *   value (a designer field `{name, label, type}` or a widget `{type, options: {name, label}}`) becomes
 *   `{name, label, valueType, source: 'form', id}` — the stored variable's id and label when one of that
 *   name exists, else id null and the value type its widget type implies. Fields without a usable
 *   variable name (containers, names such as `a-b`) are answered in `skipped` with the reason.
 */
import { asc, desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bool, object, str } from '../../http/body.ts';
import { columnsOf } from '../query.ts';
import type { EntityHooks, HookContext, Row } from '../hooks.ts';

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The value type a widget's value has; anything not listed holds text. */
const WIDGET_VALUE_TYPES: Record<string, string> = {
  number: 'number',
  slider: 'number',
  rate: 'number',
  switch: 'boolean',
  date: 'date',
  'date-range': 'date',
  time: 'date',
  'time-range': 'date',
  person: 'user',
  department: 'dept',
  deptcheck: 'dept',
};

const filterSchema = object({ keyword: str(100), valueType: str(20), systemVariable: bool() });
const fieldSchema = {
  type: 'object',
  properties: {
    name: str(100),
    label: str(200),
    type: str(50),
    // A widget of the form designer: only its name and label are read; its other options pass unread.
    options: { type: 'object', properties: { name: str(100), label: str(200) } },
  },
};

interface Variable {
  id: string;
  name: string;
  label: string;
  valueType: string;
  systemVariable: boolean;
}

async function allVariables({ tx, runtime }: HookContext): Promise<Variable[]> {
  const col = (key: string) => columnsOf(runtime)[key] as PgColumn;
  const rows = await tx
    .select({ id: col('id'), name: col('name'), label: col('label'), valueType: col('valueType'), systemVariable: col('systemVariable') })
    .from(runtime.table)
    .orderBy(desc(col('systemVariable')), asc(col('name')));
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), label: String(r.label ?? r.name), valueType: String(r.valueType ?? 'string'), systemVariable: r.systemVariable === true }));
}

export const formVariableHooks: EntityHooks = {
  actions: {
    list: {
      body: object({ data: { anyOf: [str(100), filterSchema, { type: 'null' }] } }),
      async run(body, hook) {
        const data = body.data;
        const filter = typeof data === 'string' ? { keyword: data } : ((data ?? {}) as { keyword?: string; valueType?: string; systemVariable?: boolean });
        const keyword = filter.keyword?.trim().toLowerCase();
        return (await allVariables(hook))
          .filter((v) => !keyword || v.name.toLowerCase().includes(keyword) || v.label.toLowerCase().includes(keyword))
          .filter((v) => filter.valueType === undefined || v.valueType === filter.valueType)
          .filter((v) => filter.systemVariable === undefined || v.systemVariable === filter.systemVariable)
          .map((v) => ({ id: v.id, name: v.label, value: `\${${v.name}}`, variable: v.name, valueType: v.valueType, systemVariable: v.systemVariable }));
      },
    },
    format: {
      body: object({ fields: { type: 'array', maxItems: 500, items: fieldSchema } }, ['fields']),
      async run(body, hook) {
        const known = new Map((await allVariables(hook)).map((v) => [v.name, v]));
        const variables: Row[] = [];
        const skipped: { index: number; name: string | null; reason: string }[] = [];
        const seen = new Set<string>();
        (body.fields as { name?: string; label?: string; type?: string; options?: { name?: string; label?: string } }[]).forEach((field, index) => {
          const name = field.name ?? field.options?.name ?? null;
          if (!name) return void skipped.push({ index, name, reason: 'no name (not a field with a value)' });
          if (!VARIABLE_NAME.test(name)) return void skipped.push({ index, name, reason: 'not a variable name (letters, digits and _, not starting with a digit)' });
          if (seen.has(name)) return void skipped.push({ index, name, reason: 'a duplicate of an earlier field' });
          seen.add(name);
          const stored = known.get(name);
          const label = field.label ?? field.options?.label ?? name;
          variables.push({
            id: stored?.id ?? null,
            name,
            label: stored?.label ?? label,
            valueType: stored?.valueType ?? WIDGET_VALUE_TYPES[field.type ?? ''] ?? 'string',
            source: 'form',
            systemVariable: stored?.systemVariable ?? false,
          });
        });
        return { variables, skipped };
      },
    },
  },
};
