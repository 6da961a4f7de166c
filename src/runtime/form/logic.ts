/**
 * The renderer's door to the pure form model (src/schemas/form): field state (schema, node permission,
 * linkage), rules, linkage and calculations. The store asks only these, so the browser gives the same
 * verdicts with the same words as the server's validateSubmission.
 */
import {
  baseFieldState,
  buildRules,
  compileLinkage,
  computeCalculation,
  effectiveRequired,
  formCalculations,
  withLinkage,
  withPermission,
  type Calculation,
  type CompiledLinkage,
  type FieldState,
  type LinkageOverride,
  type WorkCalendar,
} from '../../schemas/form/index.ts';
import type { FieldPermission, FormData, FormSchema, Widget } from '../../schemas/form/types.ts';
import type { WidgetModel } from '../../widgets/model-contract.ts';
import { currentLang } from './i18n.ts';

export type Trigger = 'blur' | 'change' | 'submit';

/** The state a widget renders with. */
export interface WidgetState {
  hidden: boolean;
  /** Required and writable: the star shows and the required rule binds. */
  required: boolean;
  disabled: boolean;
  readonly: boolean;
}

/** What a script or the page set through the form API; wins over schema and linkage (not over a node that hides). */
export type StateOverride = Partial<Pick<WidgetState, 'hidden' | 'required' | 'disabled'>>;

export function schemaState(widget: Widget, permission: FieldPermission | undefined): FieldState {
  return withPermission(baseFieldState(widget), permission);
}

export function effectiveState(base: FieldState, linkage: LinkageOverride | undefined, api: StateOverride | undefined): WidgetState {
  const linked = withLinkage(base, linkage);
  const state: FieldState = {
    ...linked,
    hidden: api?.hidden !== undefined && !linked.lockedHidden && !linked.reason ? api.hidden : linked.hidden,
    required: api?.required ?? linked.required,
    disabled: api?.disabled !== undefined && !linked.reason ? api.disabled : linked.disabled,
  };
  return { hidden: state.hidden, required: effectiveRequired(state), disabled: state.disabled, readonly: state.readonly };
}

/** The message of one value for a trigger (submit runs every rule), or undefined. */
export function fieldMessage(
  widget: Widget,
  value: unknown,
  context: { state: WidgetState; trigger: Trigger; model?: WidgetModel | undefined; permission?: FieldPermission | undefined },
): string | undefined {
  const rules = buildRules(widget, {
    required: context.state.required,
    hidden: context.state.hidden,
    lang: currentLang(),
    model: context.model,
    permission: context.permission,
  });
  for (const rule of rules) {
    if (context.trigger !== 'submit' && !rule.trigger.includes(context.trigger)) continue;
    const [message] = rule.check(value);
    if (message) return message;
  }
  return undefined;
}

export interface FormLogic {
  linkage: CompiledLinkage;
  calculations: Calculation[];
}

export function compileLogic(schema: FormSchema): FormLogic {
  return { linkage: compileLinkage(schema), calculations: formCalculations(schema) };
}

export function calculate(calc: Calculation, data: FormData, row: Record<string, unknown> | undefined, calendar: WorkCalendar | undefined): unknown {
  return computeCalculation(calc, { data, row, calendar });
}

export type { Calculation, LinkageOverride, WorkCalendar };
