import { existsSync, readdirSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Widget } from '../../src/schemas/form/types.ts';
import { validateSubmission } from '../../src/schemas/form/validate-submission.ts';
import type { IdFactory, PropertySpec, WidgetDesigner } from '../../src/widgets/designer-contract.ts';
import { designerPartTexts } from '../../src/widgets/designer-i18n.ts';
import { containerDesignerTexts } from '../../src/widgets/container-designer-i18n.ts';
import { designerOf, widgetDesigners } from '../../src/widgets/designers.ts';
import { modelOf, widgetModels } from '../../src/widgets/models.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';

const widgetsDir = new URL('../../src/widgets/', import.meta.url);
const CONTAINERS = new Set(['grid', 'grid-col', 'table', 'table-cell', 'tab', 'tab-pane', 'card', 'inline', 'dynamic', 'sub-form']);
const STRUCTURAL = new Set(['grid-col', 'table-cell', 'tab-pane']);
/** Option keys a designer may set that no model default carries (VForm adds them when first set). */
const CALCULATED_KEYS = new Set(['calculation', 'subcalculation', 'subformmount', 'subformall', 'getdays', 'strsplic']);
/** Options the server reads at start and a model leaves out until set (src/schemas/form/initiator-fill.ts). */
const SERVER_KEYS = new Set(['initiatorFill']);
/** Options a view reads although its model's defaults leave them out (VForm's button has a size). */
const VIEW_ONLY_KEYS: Readonly<Record<string, readonly string[]>> = { button: ['size'] };

function part(type: string): WidgetDesigner {
  const found = designerOf(type);
  if (!found) throw new Error(`no designer part for ${type}`);
  return found;
}

function counterIds(): IdFactory {
  const seen = new Map<string, number>();
  return (type) => {
    const next = (seen.get(type) ?? 0) + 1;
    seen.set(type, next);
    return `${type.replace(/-/g, '')}${next}`;
  };
}

/** A real i18next with both designer-part bundles, as the designer page has them. */
async function designerI18n() {
  const i18n = createInstance();
  await i18n.init({ lng: 'zh', fallbackLng: false, resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false } as Parameters<typeof i18n.init>[0]);
  for (const lang of ['zh', 'en'] as const) {
    i18n.addResourceBundle(lang, 'designer', containerDesignerTexts[lang], true, true);
    i18n.addResourceBundle(lang, 'designer', designerPartTexts[lang], true, true);
  }
  return i18n;
}

function labelsOf(designer: WidgetDesigner): string[] {
  return designer.properties.flatMap((spec: PropertySpec) => [spec.label, ...(spec.editor.kind === 'select' ? spec.editor.choices.map((choice) => choice.label) : [])]);
}

const mine = Object.values(widgetDesigners).filter((designer) => !CONTAINERS.has(designer.type));

describe('the registry of designer parts', () => {
  it('has a part for every widget type the registry and the models know, under its own type', () => {
    const types = new Set([...widgetRegistry.types(), ...Object.keys(widgetModels)]);
    expect(types.size).toBeGreaterThan(40);
    for (const type of types) expect({ type, part: designerOf(type)?.type }).toEqual({ type, part: type });
    expect(Object.keys(widgetDesigners).toSorted()).toEqual([...types].toSorted());
  });

  it('finds a designer.ts in every widget folder (a new widget without one fails here)', () => {
    const folders = readdirSync(widgetsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/model.ts`, widgetsDir)));
    expect(folders.length).toBeGreaterThan(40);
    for (const folder of folders) expect({ folder: folder.name, designer: existsSync(new URL(`${folder.name}/designer.ts`, widgetsDir)) }).toEqual({ folder: folder.name, designer: true });
  });

  it('answers undefined for unknown types and object-prototype names', () => {
    expect(designerOf('nope')).toBeUndefined();
    expect(designerOf('constructor')).toBeUndefined();
    expect(designerOf('__proto__')).toBeUndefined();
  });

  it('puts every widget but the structural children on the palette, in a known group with an antd icon', () => {
    const icons = new Set(readdirSync(new URL('../../node_modules/@ant-design/icons/lib/icons/', import.meta.url)).map((file) => file.replace(/\.(js|d\.ts)$/, '')));
    for (const designer of Object.values(widgetDesigners)) {
      if (STRUCTURAL.has(designer.type)) continue;
      const palette = designer.palette;
      expect({ type: designer.type, group: palette && ['container', 'basic', 'advanced', 'custom'].includes(palette.group) }).toEqual({ type: designer.type, group: true });
      if (!palette) continue;
      expect({ type: designer.type, icon: icons.has(`${palette.icon}Outlined`) }).toEqual({ type: designer.type, icon: true });
      expect(Number.isFinite(palette.order)).toBe(true);
    }
    for (const type of ['document-input', 'department', 'file-title', 'file-text']) expect(part(type).palette?.group).toBe('custom');
    expect(part('input').palette?.group).toBe('basic');
    expect(part('sign').palette?.group).toBe('advanced');
  });

  it('lists each property once per widget', () => {
    for (const designer of Object.values(widgetDesigners)) {
      const keys = designer.properties.map((spec) => spec.key);
      expect({ type: designer.type, duplicates: keys.filter((key, index) => keys.indexOf(key) !== index) }).toEqual({ type: designer.type, duplicates: [] });
    }
  });
});

describe('texts of the designer parts', () => {
  it('labels every palette entry, property and choice in zh and in en', async () => {
    const i18n = await designerI18n();
    const missing: string[] = [];
    for (const designer of Object.values(widgetDesigners)) {
      for (const key of [`widget.${designer.type}`, ...labelsOf(designer)]) {
        for (const lng of ['zh', 'en']) if (!i18n.exists(key, { ns: 'designer', lng })) missing.push(`${lng} ${designer.type}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps zh and en on the same keys', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    expect(keys(designerPartTexts.en)).toEqual(keys(designerPartTexts.zh));
  });

  it('names the other property in a bound refusal, through the property label', async () => {
    const i18n = await designerI18n();
    const min = part('number').properties.find((spec) => spec.key === 'min');
    const refusal = min?.check?.(10, { name: 'n', min: 0, max: 5 });
    expect(refusal).toEqual({ key: 'check.notAbove', params: { other: 'max' } });
    expect(i18n.t(refusal!.key, { ns: 'designer', lng: 'zh', ...refusal!.params })).toBe('不能大于「最大值」');
    expect(i18n.t(refusal!.key, { ns: 'designer', lng: 'en', ...refusal!.params })).toBe('Must not be greater than “Maximum”');
  });
});

describe('new widgets from the palette', () => {
  it('take their options from the model defaults, with the fresh id as name (and the type as a field label)', () => {
    for (const designer of mine) {
      const model = modelOf(designer.type)!;
      const widget = designer.create(counterIds());
      const defaults = model.defaults();
      const label = model.kind === 'field' && !defaults.label ? designer.type : defaults.label;
      expect(widget.type).toBe(designer.type);
      expect(widget.options).toEqual({ ...defaults, name: widget.id, ...(label === undefined ? {} : { label }) });
      expect(widget.formItemFlag).toBe(model.kind === 'field');
      expect(widgetRegistry.kindOf(widget)).toBe(model.kind);
    }
  });

  it('carry every default of the model in containers too (the container parts add their children)', () => {
    for (const type of CONTAINERS) {
      const widget = part(type).create(counterIds());
      const defaults = modelOf(type)!.defaults();
      for (const key of Object.keys(defaults)) expect({ type, key, present: Object.hasOwn(widget.options, key) }).toEqual({ type, key, present: true });
    }
  });

  it('use ids from the factory, so two drops of one type differ', () => {
    const ids = counterIds();
    const first = part('input').create(ids);
    const second = part('input').create(ids);
    expect([first.id, second.id]).toEqual(['input1', 'input2']);
    expect(second.options.name).toBe('input2');
  });

  it('edit only options their model knows, or the calculation settings VForm adds when first set', () => {
    for (const designer of mine) {
      const defaults = modelOf(designer.type)!.defaults();
      const unknown = designer.properties.map((spec) => spec.key.split('.')[0]!).filter((key) => !Object.hasOwn(defaults, key) && !CALCULATED_KEYS.has(key) && !SERVER_KEYS.has(key) && !(VIEW_ONLY_KEYS[designer.type] ?? []).includes(key));
      expect({ type: designer.type, unknown }).toEqual({ type: designer.type, unknown: [] });
    }
  });

  it('make a form the server accepts when one of each is dropped and nothing is filled in', () => {
    const ids = counterIds();
    const widgetList: Widget[] = mine.map((designer) => designer.create(ids));
    const result = validateSubmission({ widgetList }, {}, null, { lang: 'en' });
    expect(result.ok).toBe(true);
    const fieldNames = widgetList.filter((widget) => widget.formItemFlag).map((widget) => widget.options.name);
    expect(fieldNames.length).toBeGreaterThan(20);
    const data = result.ok ? result.data : {};
    expect(fieldNames.filter((name) => !Object.hasOwn(data, name))).toEqual([]);
  });
});

function propertyOf(type: string, key: string): PropertySpec {
  const found = part(type).properties.find((item) => item.key === key);
  if (!found) throw new Error(`${type} has no ${key}`);
  return found;
}

describe('property checks and visibility', () => {

  it('refuses bounds that cross', () => {
    expect(propertyOf('number', 'max').check?.(-1, { name: 'n', min: 0 })).toEqual({ key: 'check.notBelow', params: { other: 'min' } });
    expect(propertyOf('number', 'max').check?.(10, { name: 'n', min: 0 })).toBeNull();
    expect(propertyOf('input', 'minLength').check?.(9, { name: 'n', maxLength: 4 })?.key).toBe('check.notAbove');
    expect(propertyOf('input', 'minLength').check?.(9, { name: 'n', maxLength: null })).toBeNull();
    expect(propertyOf('rate', 'lowThreshold').check?.(5, { name: 'n', highThreshold: 4 })?.key).toBe('check.notAbove');
    expect(propertyOf('slider', 'step').check?.(0, { name: 'n' })?.key).toBe('check.positive');
    expect(propertyOf('file-upload', 'fileMaxSize').check?.(-2, { name: 'n' })?.key).toBe('check.positive');
  });

  it('refuses a formula the renderer and the server could not read', () => {
    const calc = propertyOf('number', 'calculation');
    expect(calc.check?.('{a}<+>{b}', { name: 'n' })).toBeNull();
    expect(calc.check?.('', { name: 'n' })).toBeNull();
    expect(calc.check?.('{a}<+>', { name: 'n' })?.key).toBe('check.calcSyntax');
    expect(calc.check?.('alert(1)', { name: 'n' })?.key).toBe('check.calcSyntax');
    expect(propertyOf('input', 'subcalculation').editor).toEqual({ kind: 'calculation', scope: 'subForm' });
  });

  it('judges the validation setting as the server does: named validators and RE2 patterns', () => {
    const validation = propertyOf('input', 'validation');
    expect(validation.check?.('mobilePhone', { name: 'n' })).toBeNull();
    expect(validation.check?.('^\\d{6}$', { name: 'n' })).toBeNull();
    const refusal = validation.check?.('(a)\\1', { name: 'n' });
    expect(refusal?.key).toBe('check.badPattern');
    expect(String(refusal?.params?.en)).not.toBe('');
  });

  it('checks upload headers and file types as data', () => {
    expect(propertyOf('file-upload', 'headers').check?.({ 'X-A': 'b' }, { name: 'n' })).toBeNull();
    expect(propertyOf('file-upload', 'headers').check?.({ a: 1 }, { name: 'n' })?.key).toBe('check.headers');
    expect(propertyOf('picture-upload', 'fileTypes').check?.(['jpg', 'png'], { name: 'n' })).toBeNull();
    expect(propertyOf('picture-upload', 'fileTypes').check?.(['.jpg;rm'], { name: 'n' })?.key).toBe('check.extensionList');
    expect(propertyOf('picture-upload', 'fileTypes').check?.('jpg', { name: 'n' })?.key).toBe('check.extensionList');
  });

  it('shows dependent properties only when they apply', () => {
    expect(propertyOf('input', 'buttonIcon').visible?.({ name: 'n', appendButton: false })).toBe(false);
    expect(propertyOf('input', 'buttonIcon').visible?.({ name: 'n', appendButton: true })).toBe(true);
    expect(propertyOf('select', 'multipleLimit').visible?.({ name: 'n', multiple: true })).toBe(true);
    expect(propertyOf('date', 'bdate').visible?.({ name: 'n', disabledDateType: '' })).toBe(false);
    expect(propertyOf('date', 'bdate').visible?.({ name: 'n', disabledDateType: 'out-date' })).toBe(true);
  });

  it('offers linkage, calculations and events where VForm does', () => {
    const kinds = (type: string) => new Set(part(type).properties.map((item) => item.editor.kind));
    expect(kinds('select').has('linkage')).toBe(true);
    expect(kinds('number').has('calculation')).toBe(true);
    expect(kinds('number').has('days')).toBe(true);
    expect(kinds('textarea').has('template')).toBe(true);
    expect(kinds('textarea').has('calculation')).toBe(false);
    expect(kinds('cascader').has('optionItems')).toBe(true);
    expect(part('cascader').properties.find((item) => item.key === 'optionItems')?.editor).toEqual({ kind: 'optionItems', tree: true });
    expect(part('button').properties.find((item) => item.key === 'onClick')?.group).toBe('event');
    expect(part('input').properties.find((item) => item.key === 'onChange')?.editor).toEqual({ kind: 'code', language: 'javascript', params: ['value', 'oldValue'] });
  });
});
