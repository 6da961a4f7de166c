/**
 * The edit dialog's own check: the very record schema the server compiles (schemas/entity/json-schema)
 * with the server's wording, so a value the dialog accepts is one the server accepts and a refusal reads
 * the same on both sides. The server still checks again. ajv cannot run here (it compiles with eval,
 * which the page's CSP forbids): record-validate.ts interprets the schema and is held to ajv by a test.
 */
import { recordSchema } from '../../schemas/entity/json-schema.ts';
import { validateSchema } from '../../schemas/entity/record-validate.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { entityFieldErrors } from '../../schemas/validation-messages.ts';

type Row = Record<string, unknown>;
export type FieldMessages = Record<string, string[]>;

const derived = new WeakMap<EntitySchema, Partial<Record<'create' | 'update', Record<string, unknown>>>>();

function schemaOf(entity: EntitySchema, mode: 'create' | 'update'): Record<string, unknown> {
  const byMode = derived.get(entity) ?? {};
  derived.set(entity, byMode);
  return (byMode[mode] ??= recordSchema(entity, mode));
}

/** The body the dialog sends: empty inputs become null, as the server expects of an optional field. */
export function bodyOf(data: Row): Row {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === undefined || v === '' ? null : v]));
}

/**
 * Messages per field key for the dialog's values. An empty required field is reported in the server's words for a
 * missing one (of the null the dialog sends it would say "must be a string", which helps nobody).
 */
export function checkRecord(entity: EntitySchema, mode: 'create' | 'update', data: Row, lang: 'zh' | 'en'): FieldMessages {
  const body = bodyOf(data);
  const result: FieldMessages = {};
  const empty = new Set<string>();
  for (const [key, field] of Object.entries(entity.fields)) {
    if (!field.required || field.readOnly || field.hidden) continue;
    const value = body[key];
    const missing = value === null || value === undefined;
    // An update may leave a field out; a create with a default gets the default from the server.
    if (missing && (key in body || (mode === 'create' && field.default === undefined))) {
      empty.add(key);
      const [message] = entityFieldErrors([{ keyword: 'required', instancePath: '', params: { missingProperty: key } }], lang, entity.fields);
      result[key] = [message!.message];
    }
  }
  const withoutEmpty = Object.fromEntries(Object.entries(body).filter(([k]) => !empty.has(k)));
  const errors = validateSchema(schemaOf(entity, mode), mode === 'update' ? { ...withoutEmpty, id: 'x' } : withoutEmpty);
  if (errors.length) {
    for (const error of entityFieldErrors(errors, lang, entity.fields)) {
      const key = error.path.split('/')[1] ?? '';
      if (empty.has(key) || key === 'id') continue;
      // Inside a JSON field the pointer goes on past the field: name the field, keep the inner path.
      const label = entity.fields[key]?.label[lang];
      const message = label && error.message.startsWith(`/${key}/`) ? `${label} ${error.message.slice(key.length + 2)}` : error.message;
      (result[key] ??= []).push(message);
    }
  }
  return result;
}
