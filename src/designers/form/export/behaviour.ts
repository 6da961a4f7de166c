/**
 * What a form does besides holding values, as the generated code needs it (issue #13: exports carry
 * linkage rules, calculations, string templates, day counts and event scripts as real code, not a
 * runtime wrapper). This module reads the schema with the renderer's own readers (linkageEntries,
 * formCalculations, compileCalc) and writes target-neutral JavaScript over a data object named
 * `data`: the Vue, React and HTML exporters wrap it in watchers, effects or event listeners.
 */
import { compileCalc } from '../../../schemas/form/calc-expression.ts';
import { formCalculations, isWorkingDatatype, type Calculation } from '../../../schemas/form/calculations.ts';
import { linkageEntries, type LinkageEntry } from '../../../schemas/form/linkage.ts';
import type { Expr } from '../../../schemas/expression/ast.ts';
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import { paramsOf } from '../../../runtime/form/scripts/events.ts';
import { access, jsString, jsValue } from './code-text.ts';
import { isField, isSubForm, walkForm } from './form-model.ts';

/** Widget events wired in every target; onFocus/onBlur need a DOM wrapper (Vue, HTML); onClick a button. */
const WIDGET_EVENTS = ['onCreated', 'onMounted', 'onChange', 'onFocus', 'onBlur', 'onValidate', 'onClick'] as const;
const FORM_EVENTS = ['onFormCreated', 'onFormMounted', 'onFormDataChange', 'onFormValidate'] as const;

export interface ScriptEntry {
  /** `name.event` for a widget's script, `form.event` for the form's. */
  key: string;
  /** The widget's name; null for a form event. */
  owner: string | null;
  event: string;
  params: string[];
  body: string;
}

export interface BehaviourPlan {
  linkage: LinkageEntry[];
  calcs: Calculation[];
  scripts: ScriptEntry[];
  /** Top-level fields whose visibility and required flag can change (linkage targets; every field when scripts may call setHidden). */
  stateful: string[];
  /** The requiredHint of stateful fields that have one; the others use requiredDefault. */
  requiredMessages: Record<string, string>;
  requiredDefault: string;
  /** formConfig.functions, kept as written. */
  functions: string;
  /** Sub-form name → its column names. */
  columns: Map<string, Set<string>>;
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export function behaviourOf(form: FormSchema, requiredDefault: string): BehaviourPlan {
  const columns = new Map<string, Set<string>>();
  const topFields: Widget[] = [];
  const scripts: ScriptEntry[] = [];
  walkForm(form.widgetList, ({ widget, subForm }) => {
    const name = widget.options?.name;
    if (subForm && typeof name === 'string' && name !== '') {
      const set = columns.get(subForm.options.name) ?? new Set<string>();
      set.add(name);
      columns.set(subForm.options.name, set);
    }
    if (subForm || typeof name !== 'string' || name === '') return;
    if (isField(widget) && !isSubForm(widget)) topFields.push(widget);
    for (const event of WIDGET_EVENTS) {
      const body = widget.options[event];
      if (!blank(body)) scripts.push({ key: `${name}.${event}`, owner: name, event, params: paramsOf(event, {}), body: String(body) });
    }
  });
  const config = (form.formConfig ?? {}) as Record<string, unknown>;
  for (const event of FORM_EVENTS) {
    if (!blank(config[event])) scripts.push({ key: `form.${event}`, owner: null, event, params: paramsOf(event, {}), body: String(config[event]) });
  }
  const linkage = linkageEntries(form.widgetList);
  const names = new Set(topFields.map((widget) => widget.options.name));
  const targets = new Set(linkage.flatMap((entry) => entry.targets).filter((name) => names.has(name)));
  const stateful = scripts.length > 0 ? [...names] : [...targets];
  const requiredMessages: Record<string, string> = {};
  for (const widget of topFields) {
    if (!stateful.includes(widget.options.name)) continue;
    const hint = widget.options.requiredHint;
    if (typeof hint === 'string' && hint !== '') requiredMessages[widget.options.name] = hint;
  }
  return {
    linkage,
    calcs: formCalculations(form).filter((calc) => !calc.error),
    scripts,
    stateful,
    requiredMessages,
    requiredDefault,
    functions: blank(config.functions) ? '' : String(config.functions),
    columns,
  };
}

export function hasBehaviour(plan: BehaviourPlan): boolean {
  return plan.linkage.length > 0 || plan.calcs.length > 0 || plan.scripts.length > 0 || plan.functions !== '';
}

/** The arguments after stateOf of the generated withState call: the hints, the default message, the custom rules. */
export function withStateArgs(plan: BehaviourPlan, custom: string): string {
  return `${jsValue(plan.requiredMessages)}, ${jsString(plan.requiredDefault)}, ${custom}`;
}

/** Whether the generated code needs the field state and the script API. */
export function needsState(plan: BehaviourPlan): boolean {
  return plan.stateful.length > 0 || plan.scripts.length > 0;
}

/** The body of `linkageOf(data)`: one statement per rule, in the renderer's order (a later match wins). */
export function linkageCode(plan: BehaviourPlan, typed: boolean): string {
  const type = typed ? ': Record<string, FieldState>' : '';
  const out = [`const state${type} = {};`];
  for (const entry of plan.linkage) {
    const flags: Record<string, boolean> = {};
    if (entry.hidden !== undefined) flags.hidden = entry.hidden;
    if (entry.required !== undefined) flags.required = entry.required;
    if (Object.keys(flags).length === 0) continue;
    const set = entry.targets.map((target) => `state[${jsString(target)}] = Object.assign({}, state[${jsString(target)}], ${jsValue(flags)});`);
    out.push(`if (same(${access('data', entry.watch)}, ${jsValue(entry.value)})) {`, ...set.map((line) => `  ${line}`), '}');
  }
  out.push('return state;');
  return out.join('\n');
}

/** A calculation expression's JavaScript: names read through `read`, operators as written. */
function exprCode(expr: Expr, names: ReadonlyMap<string, string>, read: (name: string) => string): string {
  switch (expr.kind) {
    case 'literal':
      return typeof expr.value === 'number' ? String(expr.value) : 'NaN';
    case 'identifier':
      return `num(${read(names.get(expr.name) ?? '')})`;
    case 'unary':
      return `(${expr.operator}${exprCode(expr.operand, names, read)})`;
    case 'binary':
      return `(${exprCode(expr.left, names, read)} ${expr.operator} ${exprCode(expr.right, names, read)})`;
    default:
      return 'NaN';
  }
}

function arithmetic(source: string, read: (name: string) => string): string {
  const compiled = compileCalc(source);
  return exprCode(compiled.expr, compiled.placeholders, read);
}

/** The value of one calculation; `row` is the loop variable when the target repeats in a sub-form. */
function calcValue(calc: Calculation, plan: BehaviourPlan): string {
  const own = calc.rowOf ? plan.columns.get(calc.rowOf) : undefined;
  const read = (name: string): string => (own?.has(name) ? access('row', name) : access('data', name));
  switch (calc.kind) {
    case 'calculation':
    case 'subcalculation':
      return `finish(${arithmetic(calc.source, read)})`;
    case 'subformmount': {
      const sub = calc.subForms[0];
      if (!sub) return `finish(${arithmetic(calc.source, read)})`;
      const cols = plan.columns.get(sub);
      const inRow = (name: string): string => (cols?.has(name) ? access('r', name) : access('data', name));
      return `sumRows(rowsOf(${access('data', sub)}), (r) => finish(${arithmetic(calc.source, inRow)}))`;
    }
    case 'subformall': {
      const column = (name: string): string => {
        const sub = calc.subForms.find((candidate) => plan.columns.get(candidate)?.has(name));
        return sub ? `columnSum(rowsOf(${access('data', sub)}), ${jsString(name)})` : read(name);
      };
      return `finish(${arithmetic(calc.source, column)})`;
    }
    case 'getdays': {
      const spec = JSON.parse(calc.source) as { datatype?: unknown };
      const fields = calc.dependencies;
      const working = isWorkingDatatype(spec.datatype);
      const ends = fields.length === 1 ? [`rangeEnd(${read(fields[0]!)}, 0)`, `rangeEnd(${read(fields[0]!)}, 1)`] : [read(fields[0]!), read(fields[1]!)];
      return `countDays(${ends[0]}, ${ends[1]}, ${String(working)})`;
    }
    case 'strsplic': {
      const parts: string[] = [];
      let last = 0;
      for (const match of calc.source.matchAll(/\{([^{}]+)\}/g)) {
        if (match.index > last) parts.push(jsString(calc.source.slice(last, match.index)));
        parts.push(`text(${read(match[1]!.trim())})`);
        last = match.index + match[0].length;
      }
      if (last < calc.source.length) parts.push(jsString(calc.source.slice(last)));
      return parts.length > 0 ? parts.join(' + ') : "''";
    }
  }
}

/** The body of `calculate(data)`: every calculation in tree order, twice (a result read by a later one settles). */
export function calculationCode(plan: BehaviourPlan): string {
  const statements = plan.calcs.map((calc) => {
    const value = calcValue(calc, plan);
    return calc.rowOf ? `for (const row of rowsOf(${access('data', calc.rowOf)})) ${access('row', calc.target)} = ${value};` : `${access('data', calc.target)} = ${value};`;
  });
  return ['for (let pass = 0; pass < 2; pass++) {', ...statements.map((line) => `  ${line}`), '}'].join('\n');
}

/** Calculated targets: top-level names and sub-form names whose rows hold one. */
export function calculatedNames(plan: BehaviourPlan): { top: string[]; rows: string[] } {
  const top = new Set<string>();
  const rows = new Set<string>();
  for (const calc of plan.calcs) {
    if (calc.rowOf) rows.add(calc.rowOf);
    else top.add(calc.target);
  }
  return { top: [...top], rows: [...rows] };
}

/** A script body safe inside a script element (`</script` cannot end it). */
function safeBody(body: string): string {
  return body.replace(/<\/(script)/gi, '<\\/$1');
}

/** `const scripts = { 'name.event': function (params) { body }, … };` — each event script kept as written. */
export function scriptsCode(plan: BehaviourPlan, typed: boolean): string {
  if (plan.scripts.length === 0) return '';
  const entries = plan.scripts.map((script) => {
    const self = typed ? `this: ${script.owner === null ? 'FormApi' : 'WidgetRef'}` : '';
    const params = [self, ...script.params.map((param) => (typed ? `${param}: any` : param))].filter(Boolean).join(', ');
    const body = safeBody(script.body).split('\n').map((line) => `    ${line}`).join('\n');
    return `  ${jsString(script.key)}: function (${params}) {\n${body}\n  },`;
  });
  const type = typed ? ': Record<string, (this: any, ...args: any[]) => unknown>' : '';
  return [`// The form's event scripts as written in the designer: \`this\` is the widget (or the form) as VForm gives it.`, `const scripts${type} = {`, ...entries, '};'].join('\n');
}

/** runScript(key, self, …args): runs one script if the form has it; a failing script is logged, never thrown into the form. */
export function runScriptCode(typed: boolean): string {
  const sig = typed ? '(key: string, self: unknown, ...args: unknown[]): unknown' : '(key, self, ...args)';
  return `function runScript${sig} {\n  const script = scripts[key];\n  if (!script) return undefined;\n  try {\n    return script.apply(self, args);\n  } catch (error) {\n    console.error(key, error);\n    return undefined;\n  }\n}`;
}

/** `this` of a script in generated code: the form API or the named widget's ref (`base` is `api` or `this.api`). */
export function selfOf(base: string): (owner: string | null) => string {
  return (owner) => (owner === null ? `${base}.form` : `${base}.refOf(${jsString(owner)})`);
}

export function scriptOf(plan: BehaviourPlan, owner: string | null, event: string): ScriptEntry | undefined {
  return plan.scripts.find((script) => script.owner === owner && script.event === event);
}

/** Names whose value change the code must see (onChange scripts, onFormDataChange). */
export function watchedNames(plan: BehaviourPlan): string[] {
  const all = scriptOf(plan, null, 'onFormDataChange') !== undefined;
  return plan.stateful.length > 0 && all ? plan.stateful : plan.scripts.filter((s) => s.event === 'onChange' && s.owner !== null).map((s) => s.owner!);
}

