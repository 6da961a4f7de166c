import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  checkFormStructure,
  childrenOf,
  defaultFormConfig,
  fieldWidgets,
  findWidget,
  FORM_SCHEMA_VERSION,
  formSchemaJsonSchema,
  FormSchemaError,
  migrateFormSchema,
  MIGRATIONS,
  normaliseFormSchema,
  upgradeVForm,
  walkWidgets,
  withConfigDefaults,
} from '../../src/schemas/form/index.ts';
import type { Widget } from '../../src/schemas/form/types.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateSchema = ajv.compile(formSchemaJsonSchema);

describe('form config defaults (§3)', () => {
  it('are those of the spec', () => {
    expect(defaultFormConfig()).toEqual({
      name: '',
      status: 0,
      remark: '',
      modelName: 'formData',
      refName: 'vForm',
      rulesName: 'rules',
      formWidth: '',
      labelWidth: 80,
      labelPosition: 'left',
      size: '',
      labelAlign: 'label-left-align',
      cssCode: '',
      customClass: '',
      functions: '',
      layoutType: 'PC',
    });
  });

  it('fill missing keys, repair wrong kinds and keep unknown keys', () => {
    const config = withConfigDefaults({ labelWidth: '120', labelPosition: 'diagonal', layoutType: 'H5', onFormCreated: 'x', customClass: ['a', '', 3] });
    expect(config).toMatchObject({ labelWidth: 120, labelPosition: 'left', layoutType: 'H5', onFormCreated: 'x', customClass: ['a'], modelName: 'formData' });
  });
});

describe('migrations', () => {
  it('one explicit upgrade per version up to the current one', () => {
    expect(MIGRATIONS).toHaveLength(FORM_SCHEMA_VERSION);
  });

  it('version 0 (a raw VForm export) is upgraded: options, names, ids, numbers, lists, config', () => {
    const raw = {
      widgetList: [
        { type: 'input', options: { name: 'a', customClass: 'wide', minLength: '2' } },
        { type: 'number', id: 'n1' },
        { type: 'file-upload', id: 'f', options: { name: 'f', fileTypes: 'pdf, doc' } },
        { type: 'radio', id: 'r', options: { name: 'r', optionItems: ['x', { value: 2 }] } },
        { type: 'table', id: 't', options: { name: 't' }, rows: [{ cols: [{ type: 'table-cell', id: 'tc', options: { name: 'tc', colspan: '2' }, widgetList: [] }] }] },
        'junk',
        { options: { name: 'no-type' } },
      ],
      formConfig: { labelWidth: 100 },
    };
    const { schema, from } = migrateFormSchema(raw);
    expect(from).toBe(0);
    expect(schema.schemaVersion).toBe(FORM_SCHEMA_VERSION);
    expect(schema.widgetList.map((w) => [w.type, w.id, w.options.name])).toEqual([
      ['input', 'a', 'a'],
      ['number', 'n1', 'n1'],
      ['file-upload', 'f', 'f'],
      ['radio', 'r', 'r'],
      ['table', 't', 't'],
    ]);
    expect(schema.widgetList[0]!.options).toMatchObject({ customClass: 'wide', minLength: 2 });
    expect(schema.widgetList[2]!.options.fileTypes).toEqual(['pdf', 'doc']);
    expect(schema.widgetList[3]!.options.optionItems).toEqual([
      { label: 'x', value: 'x' },
      { label: '2', value: 2 },
    ]);
    const cell = schema.widgetList[4]!.rows![0]!;
    expect(cell.id).toBe('t-row-0');
    expect(cell.cols[0]!.options.colspan).toBe(2);
    expect(schema.formConfig).toMatchObject({ labelWidth: 100, modelName: 'formData', refName: 'vForm', rulesName: 'rules' });
    expect(validateSchema(schema)).toBe(true);
  });

  it('normalising is idempotent and a current schema is kept', () => {
    const once = normaliseFormSchema({ widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }], formConfig: {} });
    expect(normaliseFormSchema(once)).toEqual(once);
    expect(normaliseFormSchema(JSON.stringify(once))).toEqual(once);
  });

  it('refuses what is not a schema, versions from the future and absurd nesting', () => {
    expect(() => normaliseFormSchema('{')).toThrow(FormSchemaError);
    expect(() => normaliseFormSchema([])).toThrow(FormSchemaError);
    expect(() => normaliseFormSchema({ widgetList: [], formConfig: {}, schemaVersion: FORM_SCHEMA_VERSION + 1 })).toThrow(/newer/);
    let deep: Widget = { type: 'card', id: 'c', options: { name: 'c' }, widgetList: [] };
    for (let i = 0; i < 40; i++) deep = { type: 'card', id: `c${i}`, options: { name: `c${i}` }, widgetList: [deep] };
    expect(() => normaliseFormSchema({ widgetList: [deep], formConfig: {} })).toThrow(/deeper/);
  });

  it('upgradeVForm keeps unknown widget types (rendered as a placeholder) and their options', () => {
    const out = upgradeVForm({ widgetList: [{ type: 'mystery', id: 'm', options: { name: 'm', foo: 1 } }] });
    expect((out.widgetList as Widget[])[0]).toMatchObject({ type: 'mystery', options: { foo: 1 } });
  });
});

describe('JSON Schema of the form schema', () => {
  it('is strict on structure: widgets need type, id and options.name', () => {
    expect(validateSchema({ widgetList: [], formConfig: {} })).toBe(true);
    expect(validateSchema({ widgetList: [{ type: 'input', id: 'a', options: {} }], formConfig: {} })).toBe(false);
    expect(validateSchema({ widgetList: [{ id: 'a', options: { name: 'a' } }], formConfig: {} })).toBe(false);
    expect(validateSchema({ widgetList: [{ type: 'grid', id: 'g', options: { name: 'g' }, cols: [{ type: 'grid-col', options: { name: 'c' } }] }], formConfig: {} })).toBe(false);
    expect(validateSchema({ widgetList: [] })).toBe(false);
  });

  it('is lenient on option keys of customised designers', () => {
    expect(validateSchema({ widgetList: [{ type: 'file-text', id: 'a', options: { name: 'a', fontFamily: 'KaiTi', isBold: 'bold' } }], formConfig: { onFormValidate: '' } })).toBe(true);
  });

  it('checkFormStructure reports duplicate names and containers inside sub-forms', () => {
    const problems = checkFormStructure({
      widgetList: [
        { type: 'input', id: 'a', options: { name: 'a' } },
        { type: 'card', id: 'c', options: { name: 'c' }, widgetList: [{ type: 'input', id: 'a2', options: { name: 'a' } }] },
        { type: 'sub-form', id: 's', options: { name: 's' }, widgetList: [{ type: 'grid', id: 'g', options: { name: 'g' }, cols: [] }] },
      ],
    });
    expect(problems.map((p) => [p.code, p.name, p.message.en])).toEqual([
      ['duplicateName', 'a', 'Duplicate name: a'],
      ['subFormChild', 'g', 'A sub-form accepts only field widgets: g'],
    ]);
  });
});

describe('walker', () => {
  const list: Widget[] = [
    {
      type: 'grid',
      id: 'g',
      options: { name: 'g' },
      cols: [{ type: 'grid-col', id: 'gc', options: { name: 'gc' }, widgetList: [{ type: 'input', id: 'a', formItemFlag: true, options: { name: 'a', label: 'A' } }] }],
    },
    {
      type: 'table',
      id: 't',
      options: { name: 't' },
      rows: [{ id: 'r', cols: [{ type: 'table-cell', id: 'tc', options: { name: 'tc' }, widgetList: [{ type: 'select', id: 'b', formItemFlag: true, options: { name: 'b' } }] }] }],
    },
    {
      type: 'tab',
      id: 'tab',
      options: { name: 'tab' },
      tabs: [{ type: 'tab-pane', id: 'p', options: { name: 'p' }, widgetList: [{ type: 'card', id: 'c', options: { name: 'c' }, widgetList: [{ type: 'inline', id: 'i', options: { name: 'i' }, widgetList: [{ type: 'dynamic', id: 'd', options: { name: 'd' }, widgetList: [{ type: 'date', id: 'e', options: { name: 'e' } }] }] }] }] }],
    },
    { type: 'sub-form', id: 's', options: { name: 's' }, widgetList: [{ type: 'number', id: 'n', options: { name: 'n' } }] },
    { type: 'static-text', id: 'st', options: { name: 'st' } },
    { type: 'document-input', id: 'di', formItemFlag: false, options: { name: 'di' } },
    { type: 'custom-x', id: 'x', formItemFlag: true, options: { name: 'x' } },
  ];

  it('finds fields in grid, table, tab, card, inline and dynamic containers, and marks sub-form fields', () => {
    expect(fieldWidgets(list).map((f) => [f.name, f.subForm ?? null])).toEqual([
      ['a', null],
      ['b', null],
      ['e', null],
      ['s', null],
      ['n', 's'],
      ['di', null],
      ['x', null],
    ]);
    expect(fieldWidgets(list)[0]!.label).toBe('A');
    expect(fieldWidgets(list)[2]!.parents.map((w) => w.type)).toEqual(['tab', 'tab-pane', 'card', 'inline', 'dynamic']);
  });

  it('walks in order, can skip children, and finds widgets by name', () => {
    const seen: string[] = [];
    walkWidgets(list, ({ widget }) => {
      seen.push(widget.id);
      return widget.type !== 'tab';
    });
    expect(seen).toEqual(['g', 'gc', 'a', 't', 'tc', 'b', 'tab', 's', 'n', 'st', 'di', 'x']);
    expect(findWidget(list, 'e')?.type).toBe('date');
    expect(findWidget(list, 'nope')).toBeUndefined();
    expect(childrenOf(list[1]!).map((w) => w.id)).toEqual(['tc']);
  });
});
