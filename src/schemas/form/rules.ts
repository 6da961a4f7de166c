/**
 * The validation rules of one field (form-designer §5), as descriptors the renderer attaches to its
 * form item and as a plain check the server runs. Both come from buildRules, so the browser and the
 * server give the same verdict with the same words.
 */
import { formMessage } from './messages.ts';
import type { CalendarDay, WorkCalendar } from './dates.ts';
import type { FieldPermission, Lang, Widget, WidgetOptions } from './types.ts';
import { isEmptyForRules, runValidation } from './validators.ts';
import { labelOf } from './walk.ts';

export type RuleTrigger = 'blur' | 'change';

/** What a widget model adds to the shared rules; src/widgets WidgetModel satisfies it. */
export interface RuleModel {
  isEmpty?(value: unknown, options: WidgetOptions): boolean;
  check?(value: unknown, options: WidgetOptions, context: CheckContext): string[];
}

export interface CheckContext {
  lang: Lang;
  label: string;
  permission?: FieldPermission | undefined;
  /**
   * Set when a newly entered value is checked on the server: the rules that depend on the day (the date
   * window, the range's past days) apply then, and not to a value stored at an earlier step.
   */
  today?: CalendarDay | undefined;
  /** The school calendar (holidays, make-up workdays), set with `today` when the server checks a new value. */
  calendar?: WorkCalendar | undefined;
}

export interface FieldRule {
  kind: 'required' | 'validation' | 'length' | 'widget';
  /** When the renderer runs it (submit runs every rule). */
  trigger: readonly RuleTrigger[];
  /** Marks the label with the required star. */
  required?: boolean;
  /** Messages for a value breaking the rule; empty when it passes. */
  check(value: unknown): string[];
}

export interface RuleState {
  /** Effective required flag (schema, node permission and linkage merged; see field-state.ts). */
  required: boolean;
  /** A hidden field has no rules: hiding clears them, showing rebuilds them. */
  hidden?: boolean;
  lang: Lang;
  /** The widget's model, for its emptiness test and widget-specific checks. */
  model?: RuleModel | undefined;
  permission?: FieldPermission | undefined;
  /** See CheckContext.today. */
  today?: CalendarDay | undefined;
  /** See CheckContext.calendar. */
  calendar?: WorkCalendar | undefined;
}

export function isEmptyValue(widget: Widget, value: unknown, model?: RuleModel): boolean {
  return model?.isEmpty ? model.isEmpty(value, widget.options) : isEmptyForRules(value);
}

export function buildRules(widget: Widget, state: RuleState): FieldRule[] {
  if (state.hidden) return [];
  const options = widget.options ?? ({ name: '' } as WidgetOptions);
  const label = labelOf(widget);
  const { lang, model } = state;
  const empty = (value: unknown) => isEmptyValue(widget, value, model);
  const rules: FieldRule[] = [];

  if (state.required) {
    const hint = typeof options.requiredHint === 'string' && options.requiredHint !== '' ? options.requiredHint : undefined;
    rules.push({
      kind: 'required',
      trigger: ['blur'],
      required: true,
      check: (value) => (empty(value) ? [hint ?? formMessage('required', lang)] : []),
    });
  }

  const validation = typeof options.validation === 'string' ? options.validation.trim() : '';
  if (validation !== '') {
    const hint = typeof options.validationHint === 'string' ? options.validationHint : undefined;
    rules.push({
      kind: 'validation',
      trigger: ['blur', 'change'],
      check: (value) => {
        if (empty(value)) return [];
        const message = runValidation(validation, value, label, lang, hint);
        return message === undefined ? [] : [message];
      },
    });
  }

  const min = positiveInteger(options.minLength);
  const max = positiveInteger(options.maxLength);
  if (min !== undefined || max !== undefined) {
    rules.push({
      kind: 'length',
      trigger: ['blur', 'change'],
      check: (value) => {
        if (typeof value !== 'string' || empty(value)) return [];
        const length = [...value].length;
        if (min !== undefined && length < min) return [formMessage('minLength', lang, { label, min })];
        if (max !== undefined && length > max) return [formMessage('maxLength', lang, { label, max })];
        return [];
      },
    });
  }

  if (model?.check) {
    const check = model.check.bind(model);
    rules.push({
      kind: 'widget',
      trigger: ['blur', 'change'],
      check: (value) => (empty(value) ? [] : check(value, options, { lang, label, permission: state.permission, today: state.today, calendar: state.calendar })),
    });
  }
  return rules;
}

/** Every rule at once (submit, server): the messages of all broken rules, in rule order. */
export function checkValue(widget: Widget, value: unknown, state: RuleState): string[] {
  return buildRules(widget, state).flatMap((rule) => rule.check(value));
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}
