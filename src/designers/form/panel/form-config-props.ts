/**
 * The form configuration's properties (form-designer §3 "Form configuration"), described with the same
 * PropertySpec as widget properties so the panel edits both with one set of editors. Labels are
 * `panel.config.*`, choice labels `panel.choice.*` ('designer' namespace).
 */
import type { FormConfig, WidgetOptions } from '../../../schemas/form/types.ts';
import type { I18nText, PropertyEditor, PropertyGroup, PropertySpec } from '../../../widgets/designer-contract.ts';

/** modelName, refName and rulesName become identifiers in the exported Vue and React code. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const identifier = (value: unknown): I18nText | null => (typeof value === 'string' && IDENTIFIER.test(value) ? null : { key: 'panel.identifier' });

function config(key: keyof FormConfig & string, editor: PropertyEditor, group: PropertyGroup = 'basic', check?: PropertySpec['check']): PropertySpec {
  return { key, group, editor, label: `panel.config.${key}`, ...(check ? { check } : {}) };
}

function choices(set: string, values: ReadonlyArray<string | number>): PropertyEditor {
  return { kind: 'select', choices: values.map((value) => ({ value, label: `panel.choice.${set}.${value === '' ? 'default' : String(value)}` })) };
}

export const formConfigProperties: readonly PropertySpec[] = [
  config('name', { kind: 'text', maxLength: 100 }),
  config('remark', { kind: 'textarea', rows: 2 }),
  config('layoutType', choices('layoutType', ['PC', 'Pad', 'H5'])),
  config('labelPosition', choices('labelPosition', ['left', 'top', 'right'])),
  config('labelAlign', choices('labelAlign', ['label-left-align', 'label-center-align', 'label-right-align'])),
  config('labelWidth', { kind: 'number', min: 0, max: 1000, precision: 0 }),
  config('size', choices('size', ['', 'large', 'medium', 'small', 'mini'])),
  config('formWidth', { kind: 'text' }),
  config('customClass', { kind: 'text' }),
  config('modelName', { kind: 'text' }, 'advanced', identifier),
  config('refName', { kind: 'text' }, 'advanced', identifier),
  config('rulesName', { kind: 'text' }, 'advanced', identifier),
  config('cssCode', { kind: 'code', language: 'css' }, 'advanced'),
  config('functions', { kind: 'code', language: 'javascript' }, 'advanced'),
  config('onFormCreated', { kind: 'code', language: 'javascript' }, 'event'),
  config('onFormMounted', { kind: 'code', language: 'javascript' }, 'event'),
  config('onFormDataChange', { kind: 'code', language: 'javascript', params: ['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'] }, 'event'),
  config('onFormValidate', { kind: 'code', language: 'javascript' }, 'event'),
];

/** The config as the option record the specs' checks read. */
export function configAsOptions(formConfig: FormConfig): WidgetOptions {
  return { ...formConfig, name: typeof formConfig.name === 'string' ? formConfig.name : '' } as WidgetOptions;
}
