/** The three university approval forms of ../shared/corpora/vform (customised VForm 2 exports). */
import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allWidgets, checkFormPatterns, checkFormStructure, fieldWidgets, formSchemaJsonSchema, normaliseFormSchema } from '../../src/schemas/form/index.ts';
import { validateSubmission } from '../../src/schemas/form/validate-submission.ts';
import { modelOf } from '../../src/widgets/models.ts';

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora/vform');
const present = existsSync(corpus);
if (!present) console.warn(`form-corpus: ${corpus} is absent (a clone without ../shared); skipping the corpus tests`);

const read = (file: string) => readFileSync(resolve(corpus, file), 'utf8');
const validate = new Ajv({ allErrors: true, strict: false }).compile(formSchemaJsonSchema);

const forms = [
  // file, table cells, fields found, field types
  { file: 'evection.json', cells: 119, fields: 34, types: ['date-range', 'document-input', 'select'] },
  { file: 'payContract.json', cells: 80, fields: 10, types: ['date', 'date-range', 'department', 'document-input', 'file-upload'] },
  { file: 'schoolToast.json', cells: 24, fields: 4, types: ['date', 'input', 'select', 'textarea'] },
];

describe.skipIf(!present)('corpus forms', () => {
  for (const form of forms) {
    describe(`${form.file}`, () => {
      it('normalises as exported and validates as a schema', () => {
        const schema = normaliseFormSchema(read(form.file));
        const valid = validate(schema);
        expect(valid ? [] : validate.errors?.slice(0, 3)).toEqual([]);
        expect(schema.formConfig).toMatchObject({ modelName: 'formData', labelWidth: 80, layoutType: 'PC' });
        expect(checkFormStructure(schema)).toEqual([]);
        // Its custom validation patterns (none today) would all run on the linear-time engine.
        expect(checkFormPatterns(schema)).toEqual([]);
      });

      it('finds every field, including those inside the merged table cells', () => {
        const schema = normaliseFormSchema(read(form.file));
        expect(allWidgets(schema.widgetList).filter((w) => w.type === 'table-cell')).toHaveLength(form.cells);
        const fields = fieldWidgets(schema);
        expect(fields).toHaveLength(form.fields);
        expect([...new Set(fields.map((f) => f.widget.type))].toSorted()).toEqual(form.types);
        expect(fields.every((f) => f.parents.some((p) => p.type === 'table-cell' || p.type === 'grid-col'))).toBe(true);
        // Every widget type of the corpus has a model (the customised types too).
        expect(allWidgets(schema.widgetList).filter((w) => !modelOf(w.type)).map((w) => w.type)).toEqual([]);
      });

      it('validateSubmission runs: empty data passes (nothing is required), bad values are refused', () => {
        const schema = normaliseFormSchema(read(form.file));
        const empty = validateSubmission(schema, {});
        expect(empty.ok).toBe(true);
        const fields = fieldWidgets(schema);
        const text = fields.find((f) => ['document-input', 'input', 'textarea'].includes(f.widget.type))!;
        const filled = validateSubmission(schema, { [text.name]: '测试内容', notAField: 1 });
        expect(filled.ok && filled.data[text.name]).toBe('测试内容');
        expect(filled.ok && 'notAField' in filled.data).toBe(false);
        const dateRange = fields.find((f) => f.widget.type === 'date-range' || f.widget.type === 'date')!;
        const wrong = validateSubmission(schema, { [dateRange.name]: 'not a date' }, undefined, { lang: 'en' });
        expect(!wrong.ok && wrong.errors.map((e) => e.path)).toEqual([dateRange.name]);
      });
    });
  }

  it('the select of evection.json keeps its default and refuses an option it does not offer', () => {
    const schema = normaliseFormSchema(read('evection.json'));
    const select = fieldWidgets(schema).find((f) => f.widget.type === 'select')!;
    expect(select.widget.options.defaultValue).toBe(1);
    const result = validateSubmission(schema, { [select.name]: 7 });
    expect(!result.ok && result.errors).toEqual([{ path: select.name, message: '[select]的选项不在可选范围内' }]);
    const ok = validateSubmission(schema, {});
    expect(ok.ok && ok.data[select.name]).toBe(1);
  });
});
