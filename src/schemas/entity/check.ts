/**
 * Cross-checks an entity file beyond its JSON Schema: every field it names exists, references point
 * at known entities, sorting and searching only use declared fields. Answers problems as
 * `{key, message}` with the JSON path of the offending key.
 */
import type { EntitySchema } from './types.ts';
import { SYSTEM_FIELDS } from './types.ts';

export interface SchemaProblem {
  key: string;
  message: string;
}

export function checkEntity(entity: EntitySchema, known: ReadonlySet<string>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const fields = new Set([...Object.keys(entity.fields), ...SYSTEM_FIELDS]);
  const need = (key: string, field: string | undefined) => {
    if (field !== undefined && !fields.has(field)) problems.push({ key, message: `unknown field "${field}"` });
  };
  need('labelField', entity.labelField);
  entity.list.columns.forEach((c, i) => need(`list.columns[${i}].field`, c.field));
  need('list.defaultSort.field', entity.list.defaultSort?.field);
  const master = entity.list.master?.field;
  if (master !== undefined && !entity.fields[master]?.ref) problems.push({ key: 'list.master.field', message: `"${master}" is not a reference field` });
  entity.search?.forEach((s, i) => need(`search[${i}].field`, s.field));
  need('tree.parentField', entity.tree?.parentField);
  need('softDelete.field', entity.softDelete?.field);
  const lazyCall = entity.tree?.lazyCall;
  if (lazyCall !== undefined && lazyCall !== 'queryList' && entity.aliases?.[lazyCall]?.of !== 'queryList') {
    problems.push({ key: 'tree.lazyCall', message: `"${lazyCall}" is neither queryList nor an alias of it` });
  }
  need('stateField', entity.stateField);
  entity.rowLinks?.forEach((link, i) => Object.entries(link.query ?? {}).forEach(([param, field]) => need(`rowLinks[${i}].query.${param}`, field)));
  entity.form?.order?.forEach((f, i) => need(`form.order[${i}]`, f));
  entity.form?.omit?.forEach((f, i) => need(`form.omit[${i}]`, f));
  if (entity.softDelete && entity.fields[entity.softDelete.field]?.type !== 'boolean') {
    problems.push({ key: 'softDelete.field', message: 'the soft-delete flag must be a boolean field' });
  }
  for (const [key, field] of Object.entries(entity.fields)) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(key)) problems.push({ key: `fields.${key}`, message: 'is a system field' });
    if (field.ref && !known.has(field.ref.entity)) {
      problems.push({ key: `fields.${key}.ref.entity`, message: `unknown entity "${field.ref.entity}"` });
    }
    if (field.pattern !== undefined && !isRegExp(field.pattern)) {
      problems.push({ key: `fields.${key}.pattern`, message: 'is not a valid regular expression' });
    }
    if (field.audience && (field.type !== 'json' || field.jsonSchema)) problems.push({ key: `fields.${key}.audience`, message: 'an audience is a json field without its own jsonSchema' });
    if (typeof field.file === 'object' && field.type !== 'string') problems.push({ key: `fields.${key}.file`, message: 'a checked file is a string field' });
    if (field.hidden && field.unique) problems.push({ key: `fields.${key}`, message: 'a hidden field cannot be unique' });
  }
  return problems;
}

function isRegExp(pattern: string): boolean {
  try {
    return new RegExp(pattern, 'u') instanceof RegExp;
  } catch {
    return false;
  }
}
