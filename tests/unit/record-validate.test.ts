/**
 * The browser's schema check (record-validate.ts, no eval) gives ajv's verdict on the record schemas
 * of every shipped entity: for each writable field, probe values of every JSON type, at and past each
 * limit, matching and not matching its pattern and format, are judged by both, error by error.
 */
import { describe, expect, it } from 'vitest';
import { createAjv, loadEntityFiles } from '../../src/server/entity/registry.ts';
import { recordSchema } from '../../src/schemas/entity/json-schema.ts';
import { uncheckedKeywords, validateSchema } from '../../src/schemas/entity/record-validate.ts';
import { writableFields, type EntitySchema, type FieldDef } from '../../src/schemas/entity/types.ts';
import { entityFieldErrors } from '../../src/schemas/validation-messages.ts';
import { stringFor } from '../support/entity-values.ts';

const shipped = loadEntityFiles().map((f) => f.schema);
const ajv = createAjv();

function probes(key: string, field: FieldDef): unknown[] {
  const values: unknown[] = [null, '', 'abc', 0, -1, 1.5, 12345, true, {}, [], ['x'], { a: 1 }, 'a@b.co', 'not an email', 'https://example.com/x', 'nota uri'];
  values.push('2026-03-14', '2026-02-30', '2026-03-14T09:30:00Z', '2026-03-14T09:30:00', '2026-03-14 09:30:00+08:00');
  if (field.maxLength) values.push('x'.repeat(field.maxLength), 'x'.repeat(field.maxLength + 1), '汉'.repeat(field.maxLength));
  if (field.minimum !== undefined) values.push(field.minimum, field.minimum - 1);
  if (field.maximum !== undefined) values.push(field.maximum, field.maximum + 1);
  if (field.enum) values.push(...field.enum.map((e) => e.value));
  if (field.pattern) {
    try {
      values.push(stringFor(key, field));
    } catch {
      // no matching sample: the non-matching probes above still run
    }
  }
  if (field.type === 'json') values.push([{ key: 'a', kind: 'b' }], [{ key: 'a' }], [{ key: 'a', kind: 'b', x: -1, extra: 1 }], { todo: { limit: 5 } }, { todo: 5 });
  return values;
}

/** What the user reads: the worded errors in both languages. */
const shape = (errors: Parameters<typeof entityFieldErrors>[0] | null | undefined, entity: EntitySchema) =>
  (['zh', 'en'] as const).flatMap((lang) => entityFieldErrors(errors ?? [], lang, entity.fields).map((e) => `${e.path} ${e.message}`)).sort();
const withFields = shipped.filter((s) => writableFields(s).length > 0);

describe('record-validate agrees with ajv', () => {
  it('knows every keyword the shipped record schemas use', () => {
    for (const entity of shipped) {
      for (const mode of ['create', 'update'] as const) expect(uncheckedKeywords(recordSchema(entity, mode)), `${entity.name} ${mode}`).toEqual([]);
    }
  });

  it.each(withFields.map((s) => [s.name, s] as const))('%s: same errors for every probe value of every writable field', (_name, entity) => {
    let compared = 0;
    for (const mode of ['create', 'update'] as const) {
      const schema = recordSchema(entity, mode);
      const validate = ajv.compile(schema);
      for (const [key, field] of writableFields(entity)) {
        for (const value of probes(key, field)) {
          const body = mode === 'update' ? { id: 'x', [key]: value } : { [key]: value };
          validate(body);
          expect(shape(validateSchema(schema, body), entity), `${entity.name}.${key} ${mode} ${JSON.stringify(value).slice(0, 60)}`).toEqual(shape(validate.errors, entity));
          compared += 1;
        }
      }
      // An unknown field and an empty body.
      for (const body of [{ notAField: 1 }, {}]) {
        validate(body);
        expect(shape(validateSchema(schema, body), entity)).toEqual(shape(validate.errors, entity));
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
