import { describe, expect, it } from 'vitest';
import { WIDGET_TYPE_KINDS } from '../../src/schemas/form/widget-types.ts';
import type { Widget } from '../../src/schemas/form/types.ts';
import { safeHtmlContent } from '../../src/widgets/html-text/model.ts';
import { modelOf, widgetModels } from '../../src/widgets/models.ts';

const ctx = { lang: 'en' as const, label: 'F' };
const model = (type: string) => {
  const found = modelOf(type);
  if (!found) throw new Error(`no model for ${type}`);
  return found;
};

describe('widget model registry', () => {
  it('has one model per known type, with the kind src/schemas knows it by', () => {
    expect(Object.keys(widgetModels).toSorted()).toEqual(Object.keys(WIDGET_TYPE_KINDS).toSorted());
    for (const [type, kind] of Object.entries(WIDGET_TYPE_KINDS)) expect({ type, kind: model(type).kind }).toEqual({ type, kind });
    expect(modelOf('nope')).toBeUndefined();
    expect(modelOf('constructor')).toBeUndefined();
  });

  it('defaults carry the spec values (§3, §9)', () => {
    expect(model('number').defaults()).toMatchObject({ min: -1e11, max: 1e11, precision: 0, step: 1 });
    expect(model('rate').defaults()).toMatchObject({ max: 5, lowThreshold: 2, highThreshold: 4 });
    expect(model('slider').defaults()).toMatchObject({ min: 0, max: 100, step: 10 });
    expect(model('grid').defaults()).toMatchObject({ gutter: 12 });
    expect(model('grid-col').defaults()).toMatchObject({ span: 12 });
    expect(model('sub-form').defaults()).toMatchObject({ minNum: 1, showBlankRow: true, showRowNumber: true });
    expect(model('tree-select').defaults()).toMatchObject({ width: '250px', height: 300, size: 'small' });
    expect(model('picture-upload').defaults()).toMatchObject({ limit: 3, fileMaxSize: 5, fileTypes: ['jpg', 'jpeg', 'png'] });
    expect(model('file-upload').defaults()).toMatchObject({ limit: 3, fileMaxSize: 5, fileTypes: ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'jpg', 'png'] });
    expect(model('switch').defaults()).toMatchObject({ switchWidth: 40 });
    expect(model('time').defaults()).toMatchObject({ valueFormat: 'HH:mm:ss' });
    expect(model('date').defaults()).toMatchObject({ format: 'yyyy-MM-dd hh:mm:ss' });
    expect(model('sign').defaults()).toMatchObject({ imgWidth: 150, imgHeight: 100 });
    expect(model('barcode').defaults()).toMatchObject({ format: 'CODE128' });
    expect(model('card').defaults()).toMatchObject({ shadow: 'never', showFold: true });
    expect(model('alert').defaults()).toMatchObject({ type: 'info', effect: 'light' });
    // A fresh object each call: the designer mutates what it gets.
    expect(model('input').defaults()).not.toBe(model('input').defaults());
  });

  it('containers list their children in render order', () => {
    const table: Widget = {
      type: 'table',
      id: 't',
      options: { name: 't' },
      rows: [
        { id: 'r1', cols: [{ type: 'table-cell', id: 'a', options: { name: 'a' } }, { type: 'table-cell', id: 'b', merged: true, options: { name: 'b' } }] },
        { id: 'r2', cols: [{ type: 'table-cell', id: 'c', options: { name: 'c' } }] },
      ],
    };
    expect(model('table').children!(table).map((w) => w.id)).toEqual(['a', 'b', 'c']);
  });
});

  const coerce = (type: string, value: unknown, options: Record<string, unknown> = {}) => model(type).coerce!(value, { name: 'f', ...options }, ctx);
  const check = (type: string, value: unknown, options: Record<string, unknown> = {}) => model(type).check!(value, { name: 'f', ...options }, ctx);

describe('value coercion and checks', () => {

  it('text fields take text and print numbers', () => {
    expect(coerce('input', 12)).toEqual({ value: '12' });
    expect(coerce('input', null)).toEqual({ value: '' });
    expect(coerce('textarea', { a: 1 })).toEqual({ error: 'The value of [F] is invalid' });
    expect(coerce('document-input', '公文')).toEqual({ value: '公文' });
  });

  it('number, switch, rate, slider', () => {
    expect(coerce('number', ' 3.5 ')).toEqual({ value: 3.5 });
    expect(coerce('number', '')).toEqual({ value: null });
    expect(coerce('number', 'x')).toEqual({ error: 'Invalid number format' });
    expect(coerce('switch', 'true')).toEqual({ value: true });
    expect(coerce('switch', 'yes')).toHaveProperty('error');
    expect(coerce('rate', 4.5, { allowHalf: true })).toEqual({ value: 4.5 });
    expect(coerce('rate', 4.5)).toHaveProperty('error');
    expect(coerce('rate', 6)).toHaveProperty('error');
    expect(coerce('slider', 50)).toEqual({ value: 50 });
    expect(coerce('slider', 150)).toHaveProperty('error');
    expect(coerce('slider', [10, 40], { range: true })).toEqual({ value: [10, 40] });
    expect(coerce('slider', [40, 10], { range: true })).toHaveProperty('error');
  });

  it('choices: option membership, multiple lists, multipleLimit; remote and allowCreate are open', () => {
    const optionItems = [
      { label: 'A', value: 1 },
      { label: 'B', value: 2 },
    ];
    expect(check('radio', '2', { optionItems })).toEqual([]);
    expect(check('radio', 3, { optionItems })).toEqual(['[F] holds an option that is not offered']);
    expect(coerce('checkbox', 1)).toEqual({ value: [1] });
    expect(check('checkbox', [1, 3], { optionItems })).toHaveLength(1);
    expect(coerce('select', [1, 2], { multiple: true })).toEqual({ value: [1, 2] });
    expect(coerce('select', [1, 2])).toHaveProperty('error');
    expect(check('select', [1, 2], { optionItems, multiple: true, multipleLimit: 1 })).toEqual(['[F] allows at most 1 choices']);
    expect(check('select', 'new', { optionItems, allowCreate: true })).toEqual([]);
    expect(check('select', 'x', { optionItems, remote: true })).toEqual([]);
  });

  it('cascader paths and tree-select nodes are checked against the tree', () => {
    const optionItems = [{ label: 'A', value: 'a', children: [{ label: 'A1', value: 'a1' }] }];
    expect(check('cascader', ['a', 'a1'], { optionItems })).toEqual([]);
    expect(check('cascader', ['a1'], { optionItems })).toHaveLength(1);
    expect(check('cascader', [['a'], ['a', 'a1']], { optionItems, multiple: true })).toEqual([]);
    expect(check('tree-select', 'a1', { optionItems })).toEqual([]);
    expect(check('tree-select', 'zz', { optionItems })).toHaveLength(1);
  });

  it('dates and times', () => {
    expect(coerce('date', '2026-11-21')).toEqual({ value: '2026-11-21' });
    expect(coerce('date', '2026-13-01')).toHaveProperty('error');
    expect(coerce('date-range', ['2026-11-01', '2026-11-03'])).toEqual({ value: ['2026-11-01', '2026-11-03'] });
    expect(coerce('date-range', ['2026-11-03', '2026-11-01'])).toHaveProperty('error');
    expect(coerce('time', '08:30:00')).toEqual({ value: '08:30:00' });
    expect(coerce('time', '25:00')).toHaveProperty('error');
    expect(coerce('time-range', ['08:00:00', '09:00:00'])).toEqual({ value: ['08:00:00', '09:00:00'] });
  });

  it('people, organisations, uploads, signature, barcode, colour', () => {
    expect(coerce('person', [{ id: 7, humanname: '张三', extra: 'dropped' }])).toEqual({ value: [{ id: '7', humanname: '张三' }] });
    expect(coerce('person', [{ id: 1 }, { id: 2 }], { multiple: false })).toHaveProperty('error');
    expect(coerce('deptcheck', ['1', 2])).toEqual({ value: ['1', '2'] });
    expect(coerce('department', '9')).toEqual({ value: ['9'] });
    expect(coerce('file-upload', [{ name: 'a.pdf', url: '/file/view/1', size: 3, secret: 'x' }])).toEqual({ value: [{ name: 'a.pdf', url: '/file/view/1', size: 3 }] });
    expect(coerce('picture-upload', [{ name: 'a.png' }])).toHaveProperty('error');
    expect(coerce('sign', 'data:image/png;base64,iVBORw0KGgo=')).toEqual({ value: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(coerce('sign', 'data:text/html;base64,PHNjcmlwdD4=')).toHaveProperty('error');
    expect(coerce('sign', 'javascript:alert(1)')).toHaveProperty('error');
    expect(coerce('barcode', '20260102030405042')).toEqual({ value: '20260102030405042' });
    expect(coerce('barcode', '条码')).toHaveProperty('error');
    expect(coerce('color', '#409EFF')).toEqual({ value: '#409EFF' });
    expect(coerce('color', 'red;background:url(x)')).toHaveProperty('error');
  });

  it('sub-form rows are records; minNum counts them', () => {
    expect(coerce('sub-form', [{ a: 1 }])).toEqual({ value: [{ a: 1 }] });
    expect(coerce('sub-form', [1])).toEqual({ error: 'The rows of [F] are invalid' });
    expect(check('sub-form', [])).toEqual(['[F] needs at least 1 rows']);
    expect(check('sub-form', [], { minNum: 0 })).toEqual([]);
  });

  it('rich text and html-text content are sanitised; empty markup is empty', () => {
    expect(coerce('rich-editor', '<img src="x" onerror="alert(1)"><b style="color:red;background:url(x)">b</b>')).toEqual({ value: '<img src="x" /><b style="color:red">b</b>' });
    expect(model('rich-editor').isEmpty!('<p><br></p>', { name: 'f' })).toBe(true);
    expect(model('rich-editor').isEmpty!('<p>x</p>', { name: 'f' })).toBe(false);
    expect(safeHtmlContent('<div style="height:120px"></div><script>x</script>')).toBe('<div style="height:120px"></div>');
  });
});

describe('hostile values', () => {
  const junk: unknown[] = [
    null,
    undefined,
    '',
    0,
    -1,
    Number.NaN,
    Infinity,
    true,
    'x'.repeat(200_000),
    [],
    [null],
    [[[[]]]],
    {},
    JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": 1}}'),
    { id: { toString: 'x' } },
    Array.from({ length: 5000 }, (_, i) => i),
    [{ url: 1 }],
    ['2026-01-01', { a: 1 }],
  ];

  it('no model throws on any value, and coerce answers a value or an error', () => {
    for (const [type, widgetModel] of Object.entries(widgetModels)) {
      const options = { ...widgetModel.defaults(), name: 'f', optionItems: [{ label: 'A', value: 1, children: [{ label: 'B', value: 2 }] }] };
      for (const value of junk) {
        const coerced = widgetModel.coerce?.(value, options, ctx) ?? { value };
        expect({ type, ok: 'value' in coerced || 'error' in coerced }).toEqual({ type, ok: true });
        if ('value' in coerced && widgetModel.check) widgetModel.check(coerced.value, options, ctx);
        widgetModel.isEmpty?.(value, options);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
