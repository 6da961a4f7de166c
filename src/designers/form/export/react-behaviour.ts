/**
 * The behaviour of a form in the React export: the current values in state (antd's onValuesChange
 * keeps them), linkage computed from them on every render (hidden items get no rules, a
 * linkage-required one its required rule), calculations written back with setFieldsValue, event
 * scripts as typed functions run from onValuesChange, the mount effect and buttons.
 */
import { calculatedNames, calculationCode, linkageCode, needsState, runScriptCode, scriptOf, scriptsCode, selfOf, watchedNames, withStateArgs, type BehaviourPlan } from './behaviour.ts';
import { API_TYPES, helperSource } from './behaviour-helpers.ts';
import { access, indent, jsString, jsValue, lines } from './code-text.ts';
import type { CodeGenOptions } from './options.ts';

export const REACT_BEHAVIOUR_NAMES = ['num', 'finish', 'rowsOf', 'sumRows', 'columnSum', 'text', 'dayNo', 'countDays', 'rangeEnd', 'loose', 'same', 'withState', 'makeApi', 'scripts', 'runScript', 'linkageOf', 'calculate', 'FieldState', 'FormApi', 'WidgetRef', 'values', 'setValues', 'fieldState', 'setFieldState', 'linkage', 'stateOf', 'isHidden', 'currentRules', 'customRules', 'refresh', 'api', 'fieldEvent', 'previous', 'useEffect', 'useRef', 'useState'];

/** Module-level code: types, helpers, scripts, linkageOf, calculate and the form's functions. */
export function reactModuleCode(plan: BehaviourPlan): string {
  const state = needsState(plan);
  return lines(
    '// What the form does: linkage rules, calculations and event scripts (generated from the designer).',
    state ? API_TYPES : '',
    helperSource(true, state),
    scriptsCode(plan, true),
    plan.scripts.length > 0 ? runScriptCode(true) : '',
    plan.linkage.length > 0 ? `function linkageOf(data: Record<string, unknown>): Record<string, FieldState> {\n${indent(linkageCode(plan, true), 2)}\n}` : '',
    plan.calcs.length > 0 ? `function calculate(data: Record<string, unknown>): void {\n${indent(calculationCode(plan), 2)}\n}` : '',
    // Untyped JavaScript would fail the strict compile of a .tsx file: the functions come as a comment to port.
    plan.functions !== '' ? `// The form's global functions (JavaScript as written in the designer; add types to use them here):\n${plan.functions.split('\n').map((line) => `// ${line}`).join('\n')}` : '',
  );
}

/** Code at the top of the component, after useForm. */
export function reactComponentCode(plan: BehaviourPlan, options: CodeGenOptions): string {
  const form = options.refName;
  const state = needsState(plan);
  const { top, rows } = calculatedNames(plan);
  const copyRows = rows.map((name) => `${access('data', name)} = rowsOf(${access('data', name)}).map((row) => ({ ...row }));`);
  const written = [...top, ...rows].map((name) => `${jsString(name)}: ${access('data', name)}`);
  const customs = plan.scripts
    .filter((script) => script.event === 'onValidate' && script.owner !== null)
    .map(
      (script) =>
        `${jsString(script.owner!)}: [{ validator: (rule: unknown, value: unknown) => new Promise<void>((resolve, reject) => { runScript(${jsString(script.key)}, api.refOf(${jsString(script.owner!)}), rule, value, (error?: unknown) => (error ? reject(error) : resolve())); }) }],`,
    );
  const mounted = plan.scripts.filter((script) => ['onCreated', 'onFormCreated', 'onMounted', 'onFormMounted'].includes(script.event)).sort((a, b) => Number(a.event.includes('Mounted')) - Number(b.event.includes('Mounted')));
  const self = selfOf('api');
  return lines(
    `const [values, setValues] = useState<Record<string, unknown>>(${options.modelName});`,
    'const previous = useRef<Record<string, unknown>>(values);',
    state ? 'const [fieldState, setFieldState] = useState<Record<string, FieldState>>({});' : '',
    state ? `const linkage: Record<string, FieldState> = ${plan.linkage.length > 0 ? 'linkageOf(values)' : '{}'};` : '',
    state ? 'const stateOf = (name: string): FieldState => ({ ...fieldState[name], ...linkage[name] });' : '',
    state ? 'const isHidden = (name: string): boolean => stateOf(name).hidden === true;' : '',
    '// Calculated fields are written back; the values state re-renders what depends on them.',
    'const refresh = (all: Record<string, unknown>): Record<string, unknown> => {',
    '  const data: Record<string, unknown> = { ...all };',
    ...copyRows.map((line) => `  ${line}`),
    plan.calcs.length > 0 ? `  calculate(data);\n  ${form}.setFieldsValue({ ${written.join(', ')} });` : '',
    '  setValues(data);',
    '  previous.current = data;',
    '  return data;',
    '};',
    state
      ? `const api = makeApi((name) => ${form}.getFieldValue(name), (name, value) => { ${form}.setFieldsValue({ [name]: value }); refresh(${form}.getFieldsValue(true)); }, (name, patch) => setFieldState((current) => ({ ...current, [name]: { ...current[name], ...patch } })), () => ${form}.getFieldsValue(true));`
      : '',
    state ? `const customRules: Record<string, any[]> = {${customs.length > 0 ? `\n${indent(customs.join('\n'), 2)}\n` : ''}};` : '',
    state ? `const currentRules = withState(${options.rulesName}, ${jsValue(plan.stateful)}, stateOf, ${withStateArgs(plan, 'customRules')});` : '',
    plan.scripts.length > 0 ? 'const fieldEvent = (key: string, name: string | null, ...args: unknown[]) => runScript(key, name === null ? api.form : api.refOf(name), ...args);' : '',
    'useEffect(() => {',
    `  refresh(${form}.getFieldsValue(true));`,
    ...mounted.map((script) => `  runScript(${jsString(script.key)}, ${self(script.owner)});`),
    '}, []); // once, on mount',
  );
}

/** The Form's onValuesChange: recompute, then the onChange and onFormDataChange scripts of what changed. */
export function reactValuesChange(plan: BehaviourPlan): string {
  const watched = watchedNames(plan);
  const calls = watched.map((name) => {
    const out: string[] = [];
    if (scriptOf(plan, name, 'onChange')) out.push(`runScript(${jsString(`${name}.onChange`)}, api.refOf(${jsString(name)}), data[${jsString(name)}], before[${jsString(name)}]);`);
    if (scriptOf(plan, null, 'onFormDataChange')) out.push(`runScript('form.onFormDataChange', api.form, ${jsString(name)}, data[${jsString(name)}], before[${jsString(name)}], data);`);
    return `if (${jsString(name)} in changed) {\n${indent(out.join('\n'), 2)}\n}`;
  });
  return `onValuesChange={(changed: Record<string, unknown>, all: Record<string, unknown>) => {\n  const before = previous.current;\n  const data = refresh(all);\n${indent(calls.join('\n'), 2)}${calls.length > 0 ? '\n' : ''}  void before;\n}}`;
}

/** Form.Item props of a field whose visibility or required flag can change. */
export function reactItemProps(plan: BehaviourPlan | undefined, name: string): Record<string, string> | undefined {
  if (!plan || !needsState(plan) || !plan.stateful.includes(name)) return undefined;
  return { hidden: `{isHidden(${jsString(name)})}`, rules: `{currentRules[${jsString(name)}]}` };
}

export function reactHandler(plan: BehaviourPlan | undefined, name: string, event: string): string | undefined {
  const script = plan ? scriptOf(plan, name, event) : undefined;
  return script ? `() => fieldEvent(${jsString(script.key)}, ${jsString(name)})` : undefined;
}
