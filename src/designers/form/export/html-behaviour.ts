/**
 * The behaviour of a form in the HTML export: after every input the page reads its data, runs the
 * calculations and writes the results into their controls, applies the linkage rules (hidden items,
 * required marks and rules) and runs the onChange / onFormDataChange scripts of what changed; focus
 * scripts and buttons' onClick run from delegated listeners. Plain ES2017 inside the page's script.
 */
import { calculatedNames, calculationCode, linkageCode, needsState, runScriptCode, scriptsCode, selfOf, watchedNames, withStateArgs, type BehaviourPlan } from './behaviour.ts';
import { helperSource } from './behaviour-helpers.ts';
import { indent, jsString, jsValue, lines } from './code-text.ts';

/** Sub-form name → the calculated columns of its rows. */
function rowTargets(plan: BehaviourPlan): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const calc of plan.calcs) if (calc.rowOf) (out[calc.rowOf] ??= []).push(calc.target);
  return out;
}

export function htmlBehaviourCode(plan: BehaviourPlan): string {
  const { top } = calculatedNames(plan);
  const state = needsState(plan);
  const custom = plan.scripts
    .filter((script) => script.event === 'onValidate' && script.owner !== null)
    .map((script) => `${jsString(script.owner!)}: [{ validator: function (rule, value, callback) { return runScript(${jsString(script.key)}, api.refOf(${jsString(script.owner!)}), rule, value, callback); } }],`);
  const created = plan.scripts.filter((script) => ['onCreated', 'onFormCreated', 'onMounted', 'onFormMounted'].includes(script.event)).sort((a, b) => Number(a.event.includes('Mounted')) - Number(b.event.includes('Mounted')));
  const self = selfOf('api');
  return lines(
    '// What the form does: linkage rules, calculations and event scripts (generated from the designer).',
    helperSource(false, true),
    scriptsCode(plan, false),
    plan.scripts.length > 0 ? runScriptCode(false) : '',
    `function linkageOf(data) {\n${indent(linkageCode(plan, false), 2)}\n}`,
    `function calculate(data) {\n${indent(calculationCode(plan), 2)}\n}`,
    plan.functions !== '' ? `// The form's global functions.\n${plan.functions.replace(/<\/(script)/gi, '<\\/$1')}` : '',
    `var STATEFUL = ${jsValue(plan.stateful)};`,
    `var CALCULATED = ${jsValue(top)};`,
    `var ROW_CALCULATED = ${jsValue(rowTargets(plan))};`,
    `var WATCHED = ${jsValue(watchedNames(plan))};`,
    'var fieldState = {};',
    'var linkage = {};',
    'var current = {};',
    'function stateOf(name) { return Object.assign({}, fieldState[name], linkage[name]); }',
    'function control(name) { return controls(form, false).filter(function (el) { return el.dataset.field === name; })[0]; }',
    'function refresh() {',
    '  var data = collect(true).data;',
    '  calculate(data);',
    '  CALCULATED.forEach(function (name) { var el = control(name); if (el) write(el, data[name]); });',
    '  Object.keys(ROW_CALCULATED).forEach(function (sub) {',
    "    var table = form.querySelector('[data-subform=\"' + sub + '\"]');",
    '    if (!table) return;',
    "    table.querySelectorAll('tbody > tr[data-row]').forEach(function (row, index) {",
    '      controls(row, true).forEach(function (el) { if (ROW_CALCULATED[sub].indexOf(el.dataset.field) >= 0) write(el, (data[sub][index] || {})[el.dataset.field]); });',
    '    });',
    '  });',
    '  linkage = linkageOf(data);',
    '  STATEFUL.forEach(function (name) {',
    '    var el = control(name);',
    "    var item = el && (el.closest('.form-item') || el.closest('.form-control'));",
    '    if (!item) return;',
    '    item.hidden = stateOf(name).hidden === true;',
    "    if (stateOf(name).required !== undefined) item.classList.toggle('required', stateOf(name).required === true);",
    '  });',
    '  current = data;',
    '  return data;',
    '}',
    'var api = makeApi(function (name) { return current[name]; }, function (name, value) { var el = control(name); if (el) write(el, value); refresh(); }, function (name, patch) { fieldState[name] = Object.assign({}, fieldState[name], patch); refresh(); }, function () { return current; });',
    `var customRules = {${custom.length > 0 ? `\n${indent(custom.join('\n'), 2)}\n` : ''}};`,
    state ? `rulesOf = function (key) { return withState(RULES, STATEFUL, stateOf, ${withStateArgs(plan, 'customRules')})[key] || []; };` : '',
    'function changed() {',
    '  var before = current;',
    '  var data = refresh();',
    '  WATCHED.forEach(function (name) {',
    '    if (JSON.stringify(before[name]) === JSON.stringify(data[name])) return;',
    plan.scripts.length > 0 ? "    runScript(name + '.onChange', api.refOf(name), data[name], before[name]);" : '',
    plan.scripts.length > 0 ? "    runScript('form.onFormDataChange', api.form, name, data[name], before[name], data);" : '',
    '  });',
    '}',
    "form.addEventListener('input', changed);",
    "form.addEventListener('change', changed);",
    "form.addEventListener('click', function () { setTimeout(changed); });",
    "form.addEventListener('reset', function () { setTimeout(changed); });",
    plan.scripts.length > 0
      ? [
          'function fieldOf(target) { var box = target.closest && target.closest(\'.form-item, .form-control\'); var el = box && box.querySelector(\'[data-field]\'); return el && !rowOf(el) ? el.dataset.field : null; }',
          "form.addEventListener('focusin', function (e) { var name = fieldOf(e.target); if (name) runScript(name + '.onFocus', api.refOf(name), e); });",
          "form.addEventListener('focusout', function (e) { var name = fieldOf(e.target); if (name) runScript(name + '.onBlur', api.refOf(name), e); });",
          "form.addEventListener('click', function (e) { var button = e.target.closest('[data-script]'); if (button) runScript(button.dataset.script, api.refOf(button.dataset.script.split('.')[0])); });",
        ].join('\n')
      : '',
    'refresh();',
    ...created.map((script) => `runScript(${jsString(script.key)}, ${self(script.owner)});`),
  );
}
