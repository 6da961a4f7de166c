/**
 * The behaviour of a form in the Vue exports: linkage as a computed state, the rules recomputed from
 * it (a hidden field has none, a linkage-required one gains its required rule), calculations in a
 * deep watcher over the model, event scripts as functions run from watchers, lifecycle hooks and the
 * form items' focus events. Vue 3 writes it into `<script setup>`, Vue 2 into the options object.
 */
import type { Widget } from '../../../schemas/form/types.ts';
import { behaviourOf, calculationCode, hasBehaviour, linkageCode, needsState, runScriptCode, scriptOf, scriptsCode, selfOf, watchedNames, withStateArgs, type BehaviourPlan } from './behaviour.ts';
import { helperSource } from './behaviour-helpers.ts';
import { access, indent, jsString, jsValue, lines } from './code-text.ts';
import type { CodeGenOptions } from './options.ts';

export { behaviourOf, hasBehaviour, needsState, type BehaviourPlan };

/** Names the behaviour code declares (hoisted constants must not take them). */
export const BEHAVIOUR_NAMES = ['num', 'finish', 'rowsOf', 'sumRows', 'columnSum', 'text', 'dayNo', 'countDays', 'rangeEnd', 'loose', 'same', 'withState', 'makeApi', 'scripts', 'runScript', 'linkageOf', 'calculate', 'baseRules', 'customRules', 'fieldState', 'linkage', 'stateOf', 'isHidden', 'api', 'fieldEvent', 'computed', 'watch', 'onMounted'];

/** Module-level code both Vue targets share: helpers, scripts, linkageOf, calculate and the form's functions. */
export function vueModuleCode(plan: BehaviourPlan): string {
  return lines(
    '// What the form does: linkage rules, calculations and event scripts (generated from the designer).',
    helperSource(false, needsState(plan)),
    scriptsCode(plan, false),
    plan.scripts.length > 0 ? runScriptCode(false) : '',
    plan.linkage.length > 0 ? `function linkageOf(data) {\n${indent(linkageCode(plan, false), 2)}\n}` : '',
    plan.calcs.length > 0 ? `function calculate(data) {\n${indent(calculationCode(plan), 2)}\n}` : '',
    plan.functions !== '' ? `// The form's global functions.\n${plan.functions.replace(/<\/(script)/gi, '<\\/$1')}` : '',
  );
}

/** The custom validators of onValidate scripts, as element's rules. */
function customRules(plan: BehaviourPlan, refOf: string): string {
  const entries = plan.scripts
    .filter((script) => script.event === 'onValidate' && script.owner !== null)
    .map((script) => `${jsString(script.owner!)}: [{ validator: (rule, value, callback) => runScript(${jsString(script.key)}, ${refOf}(${jsString(script.owner!)}), rule, value, callback), trigger: 'blur' }],`);
  return entries.length > 0 ? `{\n${indent(entries.join('\n'), 2)}\n}` : '{}';
}

function eventCalls(plan: BehaviourPlan, events: readonly string[], self: (owner: string | null) => string): string[] {
  return plan.scripts.filter((script) => events.includes(script.event)).map((script) => `runScript(${jsString(script.key)}, ${self(script.owner)});`);
}

/** Per watched field: its onChange script and the form's onFormDataChange, with VForm's arguments. */
function changeCalls(plan: BehaviourPlan, name: string, model: string, self: (owner: string | null) => string): string[] {
  const out: string[] = [];
  if (scriptOf(plan, name, 'onChange')) out.push(`runScript(${jsString(`${name}.onChange`)}, ${self(name)}, value, oldValue);`);
  if (scriptOf(plan, null, 'onFormDataChange')) out.push(`runScript('form.onFormDataChange', ${self(null)}, ${jsString(name)}, value, oldValue, ${model});`);
  return out;
}

export function vue3SetupCode(plan: BehaviourPlan, options: CodeGenOptions, rules: string): string {
  const model = options.modelName;
  const state = needsState(plan);
  const self = selfOf('api');
  const watchers = watchedNames(plan).map((name) => `watch(() => ${access(model, name)}, (value, oldValue) => {\n${indent(changeCalls(plan, name, model, self).join('\n'), 2)}\n});`);
  const mounted = eventCalls(plan, ['onMounted', 'onFormMounted'], self);
  return lines(
    state ? 'const fieldState = reactive({});' : '',
    state ? `const linkage = computed(() => ${plan.linkage.length > 0 ? `linkageOf(${model})` : '({})'});` : '',
    state ? 'const stateOf = (name) => Object.assign({}, fieldState[name], linkage.value[name]);' : '',
    state ? 'const isHidden = (name) => stateOf(name).hidden === true;' : '',
    state ? `const api = makeApi((name) => ${model}[name], (name, value) => { ${model}[name] = value; }, (name, patch) => { fieldState[name] = Object.assign({}, fieldState[name], patch); }, () => ${model});` : '',
    state ? `const baseRules = ${rules};` : `const ${options.rulesName} = ${rules};`,
    state ? `const customRules = ${customRules(plan, 'api.refOf')};` : '',
    state ? `const ${options.rulesName} = computed(() => withState(baseRules, ${jsValue(plan.stateful)}, stateOf, ${withStateArgs(plan, 'customRules')}));` : '',
    plan.scripts.length > 0 ? 'const fieldEvent = (key, name, ...args) => runScript(key, name === null ? api.form : api.refOf(name), ...args);' : '',
    plan.calcs.length > 0 ? `watch(${model}, () => calculate(${model}), { deep: true, immediate: true });` : '',
    ...watchers,
    ...eventCalls(plan, ['onCreated', 'onFormCreated'], self),
    mounted.length > 0 ? `onMounted(() => {\n${indent(mounted.join('\n'), 2)}\n});` : '',
  );
}

export interface Vue2Parts {
  data: string[];
  computed: string[];
  created: string[];
  mounted: string[];
  methods: string[];
}

export function vue2Parts(plan: BehaviourPlan, options: CodeGenOptions, rules: string): Vue2Parts {
  const model = `this.${options.modelName}`;
  const state = needsState(plan);
  const self = selfOf('this.api');
  const created: string[] = [];
  if (state) {
    created.push(
      `this.api = makeApi((name) => ${model}[name], (name, value) => { this.$set(${model}, name, value); }, (name, patch) => { this.fieldState = Object.assign({}, this.fieldState, { [name]: Object.assign({}, this.fieldState[name], patch) }); }, () => ${model});`,
    );
  }
  if (plan.calcs.length > 0) created.push(`this.$watch(() => ${model}, () => calculate(${model}), { deep: true, immediate: true });`);
  for (const name of watchedNames(plan)) created.push(`this.$watch(() => ${access(model, name)}, (value, oldValue) => {\n${indent(changeCalls(plan, name, model, self).join('\n'), 2)}\n});`);
  created.push(...eventCalls(plan, ['onCreated', 'onFormCreated'], self));
  return {
    data: state ? ['fieldState: {}'] : [`${options.rulesName}: ${indent(rules, 6).trimStart()}`],
    computed: state
      ? [
          `linkage() {\n  return ${plan.linkage.length > 0 ? `linkageOf(${model})` : '{}'};\n}`,
          `${options.rulesName}() {\n  const customRules = ${indent(customRules(plan, 'this.api.refOf'), 2).trimStart()};\n  return withState(${indent(rules, 2).trimStart()}, ${jsValue(plan.stateful)}, (name) => this.stateOf(name), ${withStateArgs(plan, 'customRules')});\n}`,
        ]
      : [],
    created,
    mounted: eventCalls(plan, ['onMounted', 'onFormMounted'], self),
    methods: [
      ...(state ? ['stateOf(name) {\n  return Object.assign({}, this.fieldState[name], this.linkage[name]);\n}', 'isHidden(name) {\n  return this.stateOf(name).hidden === true;\n}'] : []),
      ...(plan.scripts.length > 0 ? ['fieldEvent(key, name, ...args) {\n  return runScript(key, name === null ? this.api.form : this.api.refOf(name), ...args);\n}'] : []),
    ],
  };
}

/** The attributes a field's form item gains: v-if on a field whose visibility can change, focus scripts. */
export function vueItemAttrs(plan: BehaviourPlan | undefined, widget: Widget, target: 'vue2' | 'vue3'): Record<string, string | undefined> {
  const name = widget.options.name;
  if (!plan) return {};
  const native = target === 'vue2' ? '.native' : '';
  const focus = scriptOf(plan, name, 'onFocus');
  const blur = scriptOf(plan, name, 'onBlur');
  return {
    'v-if': plan.stateful.includes(name) ? `!isHidden(${jsString(name)})` : undefined,
    [`@focusin${native}`]: focus ? `fieldEvent(${jsString(focus.key)}, ${jsString(name)}, $event)` : undefined,
    [`@focusout${native}`]: blur ? `fieldEvent(${jsString(blur.key)}, ${jsString(name)}, $event)` : undefined,
  };
}
