/**
 * The named validators of form-designer §5 and the custom-pattern rule. A custom pattern comes from a
 * schema anybody with designer rights can write, so it runs on the linear-time engine of pattern.ts;
 * the named validators are ours and run as native RegExps.
 */
import { formMessage, type MessageKey } from './messages.ts';
import { compilePattern, loadPatternEngine, MAX_PATTERN_INPUT, patternEngineLoaded, type PatternReason } from './pattern.ts';
import type { FormSchema, Lang } from './types.ts';
import { labelOf, walkWidgets } from './walk.ts';

export type NamedValidator =
  | 'number'
  | 'letter'
  | 'letterAndNumber'
  | 'mobilePhone'
  | 'letterStartNumberIncluded'
  | 'noChinese'
  | 'chinese'
  | 'email'
  | 'url';

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';

export const NAMED_VALIDATORS: Readonly<Record<NamedValidator, RegExp>> = {
  number: /^[-+]?\d+(?:\.\d+)?$/,
  letter: /^[A-Za-z]+$/,
  letterAndNumber: /^[A-Za-z0-9]+$/,
  mobilePhone: /^1[3-9]\d{9}$/,
  letterStartNumberIncluded: /^[A-Za-z][A-Za-z0-9]*$/,
  noChinese: new RegExp(`^[^${HAN}]+$`),
  chinese: new RegExp(`^[${HAN}]+$`),
  email: /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
  url: /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/i,
};

export function isNamedValidator(name: string): name is NamedValidator {
  return Object.hasOwn(NAMED_VALIDATORS, name);
}

export function isEmptyForRules(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * One validation setting applied to one value: no message when it passes or the value is empty.
 * `hint` (validationHint / errorMsg) replaces a named validator's message; for a custom pattern it is
 * shown after the label, as VForm does ([label]hint).
 */
export function runValidation(validation: string, value: unknown, label: string, lang: Lang, hint?: string): string | undefined {
  if (isEmptyForRules(value) || validation.trim() === '') return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  const custom = hint !== undefined && hint !== '' ? hint : undefined;
  if (isNamedValidator(validation)) {
    if (text !== undefined && NAMED_VALIDATORS[validation].test(text)) return undefined;
    return custom ?? formMessage(validation as MessageKey, lang, { label });
  }
  const pattern = compilePattern(validation);
  if (!pattern.ok) return formMessage('badPattern', lang, { label });
  if (text !== undefined && text.length <= MAX_PATTERN_INPUT && pattern.test(text)) return undefined;
  return custom !== undefined ? `[${label}]${custom}` : formMessage('regExp', lang, { label });
}

/** The custom pattern of a widget, when its validation setting is one. */
function customPatternOf(options: { validation?: unknown } | undefined): string | undefined {
  const validation = typeof options?.validation === 'string' ? options.validation.trim() : '';
  return validation !== '' && !isNamedValidator(validation) ? validation : undefined;
}

export interface PatternProblem {
  /** The field's name. */
  name: string;
  message: PatternReason;
}

/** Every field whose custom pattern is refused (a form is refused on save for these), named by label and name. */
export function checkFormPatterns(schema: Pick<FormSchema, 'widgetList'>): PatternProblem[] {
  const problems: PatternProblem[] = [];
  walkWidgets(schema.widgetList, ({ widget }) => {
    const pattern = customPatternOf(widget.options);
    if (pattern === undefined) return;
    const result = compilePattern(pattern);
    if (result.ok) return;
    const name = widget.options.name;
    const label = labelOf(widget);
    problems.push({
      name,
      message: {
        zh: `字段[${label}]（${name}）的校验表达式无效：${result.reason.zh}`,
        en: `The validation pattern of field [${label}] (${name}) is invalid: ${result.reason.en}`,
      },
    });
  });
  return problems;
}

/** Resolves once the custom patterns of the form can run: loads the engine (the browser) only when the form has one. */
export async function preparePatterns(schema: Pick<FormSchema, 'widgetList'>): Promise<void> {
  if (patternEngineLoaded()) return;
  let needed = false;
  walkWidgets(schema.widgetList, ({ widget }) => {
    if (customPatternOf(widget.options) !== undefined) needed = true;
    return !needed;
  });
  if (needed) await loadPatternEngine();
}
