/**
 * The form of bench:form, generated (deterministic, no randomness): 500 fields of mixed types laid out
 * in 25 blocks of 20 — grids of 4 columns × 5 fields and tables of 5 rows × 4 cells, alternating —
 * with 20 linkage rules (a select hides or requires another field) and 10 calculations (a number is
 * the sum of two others). The same fields are also given as a JSON Schema + uiSchema for @rjsf/antd
 * and as a plain list for the bare antd Form, so the three pages show the same 500 controls.
 *
 * Read by the bench page (browser) and by bench/form.ts (node): plain data; it imports only the §3 form defaults and types.
 */
import { defaultFormConfig } from '../../src/schemas/form/config.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';

export type FieldKind = 'input' | 'textarea' | 'number' | 'select' | 'radio' | 'checkbox' | 'switch' | 'date' | 'time' | 'rate' | 'slider';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** 0…24: the block (grid or table) the field sits in. */
  block: number;
  /** Column of the grid, or cell of the table row (0…3). */
  column: number;
  /** Row of the table / position in the grid column (0…4). */
  row: number;
  choices?: { label: string; value: string }[];
  /** Linkage: while this select equals `when`, `target` is hidden (or required). */
  linkage?: { when: string; target: string; hidden: boolean };
  /** Calculation: this number is `{a}<+>{b}`. */
  sumOf?: [string, string];
}

export const FIELD_COUNT = 500;
export const BLOCKS = 25;
const PER_BLOCK = FIELD_COUNT / BLOCKS;
const COLUMNS = 4;
const LINKAGE_RULES = 20;
const CALCULATIONS = 10;

/** The field the keystroke bench types into: a plain input nothing depends on, in the middle of the form. */
export const TYPED_FIELD = 'f250';

/** Type of field i: mostly inputs, as real approval forms are, then the other controls in turn. */
const KIND_CYCLE: FieldKind[] = ['input', 'input', 'number', 'select', 'input', 'textarea', 'radio', 'date', 'input', 'checkbox', 'switch', 'number', 'time', 'rate', 'input', 'slider'];

const choices = (prefix: string) => [
  { label: `${prefix} 甲`, value: 'a' },
  { label: `${prefix} 乙`, value: 'b' },
  { label: `${prefix} 丙`, value: 'c' },
];

export function benchFields(): FieldSpec[] {
  const fields: FieldSpec[] = [];
  for (let i = 0; i < FIELD_COUNT; i++) {
    const block = Math.floor(i / PER_BLOCK);
    const inBlock = i % PER_BLOCK;
    const kind: FieldKind = i === 250 ? 'input' : KIND_CYCLE[i % KIND_CYCLE.length]!;
    const field: FieldSpec = { name: `f${i}`, label: `字段 ${i}`, kind, block, column: inBlock % COLUMNS, row: Math.floor(inBlock / COLUMNS) };
    if (kind === 'select' || kind === 'radio' || kind === 'checkbox') field.choices = choices(`选项${i}`);
    fields.push(field);
  }
  const isFree = (field: FieldSpec) => field.name !== TYPED_FIELD && !field.linkage && !field.sumOf;
  // Linkage: the first 20 selects each watch over a field 7 places further on (not the typed one).
  const selects = fields.filter((f) => f.kind === 'select').slice(0, LINKAGE_RULES);
  selects.forEach((select, index) => {
    let target = Number(select.name.slice(1)) + 7;
    while (fields[target]!.name === TYPED_FIELD || fields[target]!.kind === 'select') target += 1;
    select.linkage = { when: 'c', target: fields[target]!.name, hidden: index % 2 === 0 };
  });
  // Calculations: 10 numbers, each the sum of the two numbers before it (operands are plain numbers).
  const numbers = fields.filter((f) => f.kind === 'number');
  for (let k = 0; k < CALCULATIONS; k++) {
    const target = numbers[3 * k + 2]!;
    if (!isFree(target)) continue;
    target.sumOf = [numbers[3 * k]!.name, numbers[3 * k + 1]!.name];
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// The VForm widget tree FormRender reads.

let ids = 0;
const id = (type: string) => `${type}${(ids += 1)}`;

function fieldWidget(field: FieldSpec): Widget {
  const options: Widget['options'] = { name: field.name, label: field.label, required: false, hidden: false, disabled: false };
  switch (field.kind) {
    case 'input':
      Object.assign(options, { type: 'text', defaultValue: '', clearable: true });
      break;
    case 'textarea':
      Object.assign(options, { rows: 2, defaultValue: '' });
      break;
    case 'number':
      Object.assign(options, { min: -100000000000, max: 100000000000, precision: 0, step: 1, defaultValue: 0 });
      break;
    case 'select':
    case 'radio':
      Object.assign(options, { optionItems: field.choices, defaultValue: 'a' });
      break;
    case 'checkbox':
      Object.assign(options, { optionItems: field.choices, defaultValue: [] });
      break;
    case 'switch':
      Object.assign(options, { defaultValue: false });
      break;
    case 'date':
      Object.assign(options, { type: 'date', format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD', defaultValue: null });
      break;
    case 'time':
      Object.assign(options, { format: 'HH:mm:ss', valueFormat: 'HH:mm:ss', defaultValue: null });
      break;
    case 'rate':
      Object.assign(options, { max: 5, defaultValue: 0 });
      break;
    case 'slider':
      Object.assign(options, { min: 0, max: 100, step: 10, defaultValue: 0 });
      break;
  }
  if (field.linkage) options.linkbuttons = { dynamic: [{ widgetVal: field.linkage.when, widgetName: field.linkage.target, isHidden: field.linkage.hidden, isRequired: !field.linkage.hidden }] };
  if (field.sumOf) options.calculation = `{${field.sumOf[0]}}<+>{${field.sumOf[1]}}`;
  return { type: field.kind, id: id(field.kind), formItemFlag: true, options };
}

function gridBlock(fields: FieldSpec[]): Widget {
  return {
    type: 'grid',
    id: id('grid'),
    category: 'container',
    options: { name: id('grid'), hidden: false, gutter: 12 },
    cols: Array.from({ length: COLUMNS }, (_, column) => ({
      type: 'grid-col',
      id: id('grid-col'),
      category: 'container',
      internal: true,
      options: { name: id('gridCol'), hidden: false, span: 24 / COLUMNS },
      widgetList: fields.filter((f) => f.column === column).map(fieldWidget),
    })),
  };
}

function tableBlock(fields: FieldSpec[]): Widget {
  const rows = Math.ceil(fields.length / COLUMNS);
  return {
    type: 'table',
    id: id('table'),
    category: 'container',
    options: { name: id('table'), hidden: false },
    rows: Array.from({ length: rows }, (_row, row) => ({
      id: id('table-row'),
      merged: false,
      cols: Array.from({ length: COLUMNS }, (_cell, column) => ({
        type: 'table-cell',
        id: id('table-cell'),
        category: 'container',
        internal: true,
        merged: false,
        options: { name: id('tableCell'), hidden: false, colspan: 1, rowspan: 1, cellWidth: '', cellHeight: '' },
        widgetList: fields.filter((f) => f.row === row && f.column === column).map(fieldWidget),
      })),
    })),
  };
}

export function benchFormSchema(fields: FieldSpec[] = benchFields()): FormSchema {
  ids = 0;
  const widgetList: Widget[] = [];
  for (let block = 0; block < BLOCKS; block++) {
    const inBlock = fields.filter((f) => f.block === block);
    widgetList.push(block % 2 === 0 ? gridBlock(inBlock) : tableBlock(inBlock));
  }
  return {
    widgetList,
    // The §3 defaults, with the form events a VForm export carries (empty).
    formConfig: { ...defaultFormConfig(), onFormCreated: '', onFormMounted: '', onFormDataChange: '' },
  };
}

// ---------------------------------------------------------------------------------------------
// The equivalent JSON Schema for @rjsf/antd. Fields, types, choices and layout order are the same;
// linkage and calculations have no JSON Schema counterpart in rjsf and are left out (rjsf re-renders
// the whole form on every change whatever the rules are).

export interface RjsfForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
}

export function benchRjsfForm(fields: FieldSpec[] = benchFields()): RjsfForm {
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = { 'ui:submitButtonOptions': { norender: true } };
  const formData: Record<string, unknown> = {};
  for (const field of fields) {
    // Labelled choices the standard way (rjsf reads constant oneOf as a select / radio / checkboxes).
    const enumOf = () => ({ oneOf: field.choices!.map((c) => ({ const: c.value, title: c.label })) });
    let property: Record<string, unknown>;
    let ui: Record<string, unknown> = {};
    switch (field.kind) {
      case 'input':
        property = { type: 'string' };
        formData[field.name] = '';
        break;
      case 'textarea':
        property = { type: 'string' };
        ui = { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } };
        formData[field.name] = '';
        break;
      case 'number':
        property = { type: 'integer' };
        ui = { 'ui:widget': 'updown' };
        formData[field.name] = 0;
        break;
      case 'select':
        property = { type: 'string', ...enumOf() };
        formData[field.name] = 'a';
        break;
      case 'radio':
        property = { type: 'string', ...enumOf() };
        ui = { 'ui:widget': 'radio' };
        formData[field.name] = 'a';
        break;
      case 'checkbox':
        property = { type: 'array', items: { type: 'string', ...enumOf() }, uniqueItems: true };
        ui = { 'ui:widget': 'checkboxes' };
        formData[field.name] = [];
        break;
      case 'switch':
        property = { type: 'boolean' };
        formData[field.name] = false;
        break;
      case 'date':
        property = { type: 'string', format: 'date' };
        break;
      case 'time':
        property = { type: 'string', format: 'time' };
        break;
      case 'rate':
        property = { type: 'integer', minimum: 0, maximum: 5 };
        ui = { 'ui:widget': 'range' };
        formData[field.name] = 0;
        break;
      case 'slider':
        property = { type: 'integer', minimum: 0, maximum: 100, multipleOf: 10 };
        ui = { 'ui:widget': 'range' };
        formData[field.name] = 0;
        break;
    }
    properties[field.name] = { title: field.label, ...property };
    if (Object.keys(ui).length > 0) uiSchema[field.name] = ui;
  }
  return { schema: { type: 'object', properties }, uiSchema, formData };
}
