/**
 * The code generator's options (form-designer §2 "Code generator dialog") and their validation.
 * Pure: the dialog shows the messages, exportForm refuses the same options, so a bad modelName can
 * never reach generated code (it is pasted there as a JavaScript identifier).
 */
import type { FormSchema } from '../../../schemas/form/types.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';

export type ExportTarget = 'json' | 'vue2' | 'vue3' | 'html' | 'react';
export const EXPORT_TARGETS: readonly ExportTarget[] = ['json', 'vue2', 'vue3', 'html', 'react'];

export type CodeSize = 'large' | 'medium' | 'small' | 'mini';
export const CODE_SIZES: readonly CodeSize[] = ['large', 'medium', 'small', 'mini'];
export type CodeLabelPosition = 'left' | 'right' | 'top';
export const CODE_LABEL_POSITIONS: readonly CodeLabelPosition[] = ['left', 'right', 'top'];

export interface CodeGenOptions {
  modelName: string;
  refName: string;
  rulesName: string;
  labelPosition: CodeLabelPosition;
  labelWidth: number;
  size: CodeSize;
  cssCode: string;
  /** Language of the generated messages and buttons; zh unless given. */
  lang?: 'zh' | 'en';
}

/** The options as the dialog opens: from the form's configuration, size medium (spec §9). */
export function defaultCodeGenOptions(form?: Pick<FormSchema, 'formConfig'>): CodeGenOptions {
  const config = form?.formConfig;
  const position = CODE_LABEL_POSITIONS.find((p) => p === config?.labelPosition) ?? 'left';
  const width = Number(config?.labelWidth);
  return {
    modelName: nonEmpty(config?.modelName, 'formData'),
    refName: nonEmpty(config?.refName, 'vForm'),
    rulesName: nonEmpty(config?.rulesName, 'rules'),
    labelPosition: position,
    labelWidth: Number.isFinite(width) && width >= 0 ? width : 80,
    size: 'medium',
    cssCode: typeof config?.cssCode === 'string' ? config.cssCode : '',
  };
}

function nonEmpty(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Names the generated script declares itself; a user's modelName equal to one of them would shadow it.
 * Reserved words of JavaScript are refused too.
 */
const TAKEN = new Set([
  'newRow', 'rowTemplates', 'submitForm', 'resetForm', 'onFinish', 'form', 'css', 'data', 'methods', 'ref', 'reactive', 'React', 'Form', 'Vue',
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false',
  'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public',
  'await', 'async', 'undefined', 'NaN', 'Infinity', 'arguments', 'eval',
]);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;
/** Closing the style block from inside it would let cssCode write markup into the page. */
const STYLE_BREAK = /<\s*\/\s*style/i;

export type CodeGenErrors = Partial<Record<keyof CodeGenOptions, I18nText>>;

/** Every problem by option; empty when the options can be generated. Messages are 'designer' ns keys. */
export function validateCodeGenOptions(options: Partial<CodeGenOptions>): CodeGenErrors {
  const errors: CodeGenErrors = {};
  const names = ['modelName', 'refName', 'rulesName'] as const;
  for (const key of names) {
    const value = options[key];
    if (typeof value !== 'string' || value.trim() === '') errors[key] = { key: 'export.error.required' };
    else if (!IDENTIFIER.test(value)) errors[key] = { key: 'export.error.identifier', params: { value } };
    else if (TAKEN.has(value)) errors[key] = { key: 'export.error.reserved', params: { value } };
  }
  for (const key of names) {
    if (errors[key]) continue;
    const twin = names.find((other) => other !== key && options[other] === options[key]);
    if (twin) errors[key] = { key: 'export.error.sameName', params: { value: String(options[key]) } };
  }
  if (!CODE_LABEL_POSITIONS.includes(options.labelPosition as CodeLabelPosition)) errors.labelPosition = { key: 'export.error.choice' };
  const width = options.labelWidth;
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 0 || width > 1000) errors.labelWidth = { key: 'export.error.labelWidth' };
  if (!CODE_SIZES.includes(options.size as CodeSize)) errors.size = { key: 'export.error.choice' };
  const css = options.cssCode ?? '';
  if (typeof css !== 'string' || STYLE_BREAK.test(css)) errors.cssCode = { key: 'export.error.css' };
  else if (css.length > 100_000) errors.cssCode = { key: 'export.error.cssLength' };
  if (options.lang !== undefined && options.lang !== 'zh' && options.lang !== 'en') errors.lang = { key: 'export.error.choice' };
  return errors;
}

export function hasErrors(errors: CodeGenErrors): boolean {
  return Object.keys(errors).length > 0;
}
