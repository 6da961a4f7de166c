/**
 * Pieces the designer parts of the field and display widgets share (src/widgets/<type>/designer.ts):
 * property builders, the property sets VForm gives every field (basic, validation, linkage,
 * calculation, events) and `create` from the model's defaults. Labels and choice labels are i18n keys
 * of the 'designer' namespace (texts in ./designer-i18n.ts), so this stays pure.
 */
import { compileCalc } from '../schemas/form/calc-expression.ts';
import { compilePattern } from '../schemas/form/pattern.ts';
import type { Widget, WidgetOptions } from '../schemas/form/types.ts';
import { isNamedValidator } from '../schemas/form/validators.ts';
import type { I18nText, IdFactory, PaletteEntry, PropertyEditor, PropertyGroup, PropertySpec, WidgetDesigner } from './designer-contract.ts';
import type { WidgetModel } from './model-contract.ts';

type Extra = Pick<PropertySpec, 'check' | 'visible'> & { label?: string };

/** One property; its label key is `prop.<key>` with dots dropped ('linkbuttons.dynamic' → prop.linkbuttonsDynamic). */
export function prop(key: string, editor: PropertyEditor, group: PropertyGroup = 'basic', extra: Extra = {}): PropertySpec {
  const { label, ...rest } = extra;
  const flat = key.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase());
  return { key, group, editor, label: label ?? `prop.${flat}`, ...rest };
}

export const text = (key: string, extra?: Extra, group?: PropertyGroup) => prop(key, { kind: 'text' }, group, extra);
export const textarea = (key: string, rows = 3, extra?: Extra) => prop(key, { kind: 'textarea', rows }, 'basic', extra);
export const toggle = (key: string, extra?: Extra, group?: PropertyGroup) => prop(key, { kind: 'switch' }, group, extra);
export const color = (key: string, extra?: Extra) => prop(key, { kind: 'color' }, 'basic', extra);
export const json = (key: string, extra?: Extra, group?: PropertyGroup) => prop(key, { kind: 'json' }, group, extra);
export function number(key: string, bounds: { min?: number; max?: number; step?: number; precision?: number } = {}, extra?: Extra, group?: PropertyGroup): PropertySpec {
  return prop(key, { kind: 'number', ...bounds }, group, extra);
}

/** A select whose choice labels are `choice.<set>.<value>` ('' is `default`; characters i18next reads as separators become _). */
export function choose(key: string, set: string, values: ReadonlyArray<string | number | boolean>, extra?: Extra, group?: PropertyGroup): PropertySpec {
  const choices = values.map((value) => ({ value, label: `choice.${set}.${value === '' ? 'default' : String(value).replace(/[^\w-]/g, '_')}` }));
  return prop(key, { kind: 'select', choices }, group, extra);
}

/** An event script; `params` are the arguments VForm passes it. */
export function event(key: string, params: readonly string[] = []): PropertySpec {
  return prop(key, { kind: 'code', language: 'javascript', params }, 'event');
}

export const when = (key: string, expected: unknown = true) => (options: WidgetOptions) => options[key] === expected;

const refused = (key: string, params?: I18nText['params']): I18nText => (params ? { key, params } : { key });

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A number that must not exceed (or fall below) another option of the same widget; `other` names it (its label is prop.<other>). */
export function notAbove(other: string): Extra['check'] {
  return (value, options) => (isNumber(value) && isNumber(options[other]) && value > options[other] ? refused('check.notAbove', { other }) : null);
}
export function notBelow(other: string): Extra['check'] {
  return (value, options) => (isNumber(value) && isNumber(options[other]) && value < options[other] ? refused('check.notBelow', { other }) : null);
}
export const positive: Extra['check'] = (value) => (value !== null && value !== undefined && (!isNumber(value) || value <= 0) ? refused('check.positive') : null);
/** A `{a}<+>{b}` source: refused when the renderer and the server could not read it. */
export const calcSource: Extra['check'] = (value) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return refused('check.calcSyntax', { message: '' });
  try {
    compileCalc(value);
    return null;
  } catch (error) {
    return refused('check.calcSyntax', { message: error instanceof Error ? error.message : String(error) });
  }
};

/**
 * The validation setting as the server reads it: a named validator, or a pattern RE2 accepts. Never
 * skipped: before the browser has loaded the pattern engine compilePattern refuses every pattern (so
 * the validation editor waits for the engine before it commits one; the designer page loads it on open).
 */
export const validationSetting: Extra['check'] = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return refused('check.badPattern', { zh: '', en: '' });
  const source = value.trim();
  if (source === '' || isNamedValidator(source)) return null;
  const result = compilePattern(source);
  return result.ok ? null : refused('check.badPattern', { zh: result.reason.zh, en: result.reason.en });
};

/** A list of file extensions ('pdf', 'docx' …). */
export const extensionList: Extra['check'] = (value) =>
  Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === 'string' && /^[a-z0-9]{1,10}$/i.test(item)) ? null : refused('check.extensionList');

/** Request headers: an object of text values. */
export const headerObject: Extra['check'] = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string') ? null : refused('check.headers');

export const SIZES = ['', 'large', 'default', 'small'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/**
 * What every field shows under 'basic', in VForm's panel order. `skip` drops what a widget has no
 * use for (a placeholder on a radio group …); `defaultValue` is the editor of its default value, or
 * absent when the value is not something a designer types (uploads, signatures, people).
 */
export function fieldBasics(defaultValue?: PropertyEditor, skip: readonly string[] = []): PropertySpec[] {
  const list = [
    prop('name', { kind: 'name' }),
    text('label'),
    choose('labelAlign', 'labelAlign', ['', 'label-left-align', 'label-center-align', 'label-right-align']),
    ...(defaultValue ? [prop('defaultValue', defaultValue)] : []),
    text('placeholder'),
    text('columnWidth'),
    choose('size', 'size', SIZES),
    number('labelWidth', { min: 0, max: 1000, precision: 0 }),
    toggle('labelHidden'),
    text('labelTooltip'),
    toggle('hidden'),
    toggle('disabled'),
    toggle('readonly'),
    text('customClass'),
  ];
  return list.filter((spec) => !skip.includes(spec.key));
}

/** Required (with its hint) and the named validator or pattern with its message. */
export function fieldValidation(pattern = true): PropertySpec[] {
  return [
    toggle('required', undefined, 'validation'),
    text('requiredHint', { visible: when('required') }, 'validation'),
    ...(pattern ? [prop('validation', { kind: 'validation' }, 'validation', { check: validationSetting })] : []),
  ];
}

/**
 * initiatorFill: the server writes the starting user's name or account code into this field at start
 * (src/schemas/form/initiator-fill.ts) and ignores what the body sends; for text fields.
 */
export const initiatorFill = (): PropertySpec => choose('initiatorFill', 'initiatorFill', ['', 'name', 'code']);

export const linkage = (): PropertySpec[] => [prop('linkbuttons.dynamic', { kind: 'linkage' }, 'linkage')];

/** The calculated-value settings; `numeric` false keeps only the text template. */
export function calculations(numeric = true): PropertySpec[] {
  const numericSpecs = [
    prop('calculation', { kind: 'calculation', scope: 'form' }, 'calculation', { check: calcSource }),
    prop('subcalculation', { kind: 'calculation', scope: 'subForm' }, 'calculation', { check: calcSource }),
    prop('subformmount', { kind: 'calculation', scope: 'form' }, 'calculation', { check: calcSource }),
    prop('subformall', { kind: 'calculation', scope: 'form' }, 'calculation', { check: calcSource }),
    prop('getdays', { kind: 'days' }, 'calculation'),
  ];
  return [...(numeric ? numericSpecs : []), prop('strsplic', { kind: 'template' }, 'calculation')];
}

/** The scripts every field may carry, plus the widget's own. */
export function fieldEvents(...own: PropertySpec[]): PropertySpec[] {
  return [
    event('onCreated'),
    event('onMounted'),
    event('onChange', ['value', 'oldValue']),
    event('onFocus', ['event']),
    event('onBlur', ['event']),
    event('onValidate', ['rule', 'value', 'callback']),
    ...own,
  ];
}

/** Display widgets (static text, divider …): their name, width, visibility and class. */
export function displayBasics(): PropertySpec[] {
  return [prop('name', { kind: 'name' }), text('columnWidth'), toggle('hidden'), text('customClass')];
}

export const displayEvents = (...own: PropertySpec[]): PropertySpec[] => [event('onCreated'), event('onMounted'), ...own];

/**
 * A new widget as the palette drops it: the model's defaults, the fresh id as its name (VForm does
 * the same), and for a field with no default label the type, so the canvas shows something to click.
 */
export function createFromModel(model: WidgetModel): (newId: IdFactory) => Widget {
  return (newId) => {
    const id = newId(model.type);
    const defaults = model.defaults();
    const label = model.kind === 'field' && !defaults.label ? model.type : defaults.label;
    const options: WidgetOptions = { ...defaults, name: id, ...(label === undefined ? {} : { label }) };
    return { type: model.type, id, formItemFlag: model.kind === 'field', options };
  };
}

/** The designer part of a field or display widget. */
export function widgetDesigner(model: WidgetModel, palette: PaletteEntry | undefined, properties: readonly PropertySpec[]): WidgetDesigner {
  return { type: model.type, ...(palette ? { palette } : {}), properties, create: createFromModel(model) };
}

/** Radio and checkbox groups: the same property list (options, inline or block, buttons, borders); only the palette entry differs. */
export function choiceGroupDesigner(model: WidgetModel, palette: PaletteEntry): WidgetDesigner {
  return widgetDesigner(model, palette, [
    ...fieldBasics({ kind: 'json' }, ['placeholder']),
    prop('optionItems', { kind: 'optionItems' }),
    choose('displayStyle', 'displayStyle', ['inline', 'block']),
    toggle('buttonStyle'),
    toggle('border'),
    ...fieldValidation(false),
    ...linkage(),
    ...fieldEvents(),
  ]);
}
