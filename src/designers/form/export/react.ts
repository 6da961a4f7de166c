/**
 * The React export (issue #13; no VForm designer offers one): one antd + TypeScript component. The
 * form's model becomes antd's initialValues, its rules typed FormRule lists on each Form.Item, a
 * sub-form a Form.List; the component reports the validated values through onSubmit.
 */
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import { labelOf } from '../../../schemas/form/walk.ts';
import type { ExportContext, RowScope } from '../../../widgets/export-contract.ts';
import { exporterOf } from '../../../widgets/exporters.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { identifierFrom, indent, jsString, jsValue, lines } from './code-text.ts';
import { CodeState, renderList } from './code-state.ts';
import { formRules, initialValue, isField, isSubForm, walkForm } from './form-model.ts';
import type { CodeGenOptions } from './options.ts';
import { ruleValue } from './vue.ts';
import { formMessage } from '../../../schemas/form/messages.ts';
import { behaviourOf, hasBehaviour, type BehaviourPlan } from './behaviour.ts';
import { REACT_BEHAVIOUR_NAMES, reactComponentCode, reactHandler, reactItemProps, reactModuleCode, reactValuesChange } from './react-behaviour.ts';

interface Scope {
  subForm: string;
  row: string;
}

const ANTD_SIZE: Record<string, string> = { large: 'large', medium: 'middle', small: 'small', mini: 'small' };
/** Attribute text that needs no escaping inside JSX double quotes. */
const PLAIN = /^[^"'{}<>&\\\n\r]*$/;

function reactContext(state: CodeState, options: CodeGenOptions, ruleKeys: ReadonlySet<string>, scope?: Scope, plan?: BehaviourPlan): ExportContext {
  const ctx: ExportContext = {
    target: 'react',
    size: ANTD_SIZE[options.size] ?? 'middle',
    model: (widget) => (scope ? `{[${scope.row}.name, ${jsString(widget.options.name)}]}` : `{${jsString(widget.options.name)}}`),
    formItem(widget, control, extra) {
      const key = scope ? `${scope.subForm}.${widget.options.name}` : widget.options.name;
      const form = ctx.use('Form');
      const label = widget.options.labelHidden === true ? undefined : labelOf(widget);
      const stateful = scope ? undefined : reactItemProps(plan, widget.options.name);
      const parts = [
        label !== undefined ? `label=${ctx.text(label)}` : '',
        `name=${ctx.model(widget)}`,
        ...(stateful ? [`hidden=${stateful.hidden}`, `rules=${stateful.rules}`] : [ruleKeys.has(key) ? `rules={${options.rulesName}[${jsString(key)}]}` : '']),
        ...Object.entries(extra?.react ?? {}).map(([name, value]) => `${name}=${value}`),
      ].filter(Boolean);
      return lines(`<${form}.Item ${parts.join(' ')}>`, indent(control, 2), `</${form}.Item>`);
    },
    render: (list) => renderList(list, ctx, (text) => `{/* ${text.replace(/\*\//g, '')} */}`),
    attrs(values) {
      const out: string[] = [];
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === null || value === '' || value === false) continue;
        if (key.startsWith(':')) out.push(`${key.slice(1)}={${String(value)}}`);
        else if (typeof value === 'string') out.push(PLAIN.test(value) ? `${key}="${value}"` : `${key}={${jsString(value)}}`);
        else if (typeof value === 'number' || value === true) out.push(`${key}={${String(value)}}`);
        else out.push(`${key}={${state.constant(key, value)}}`);
      }
      return out.join(' ');
    },
    constant: (hint, value) => state.constant(hint, value),
    use(component) {
      state.imports.add(component);
      return component;
    },
    text: (value) => `{${jsString(String(value ?? ''))}}`,
    rowScope(subForm: Widget): RowScope {
      const name = subForm.options.name;
      const inner: Scope = { subForm: name, row: 'field' };
      return { ctx: reactContext(state, options, ruleKeys, inner), list: `{${jsString(name)}}`, row: 'field', index: 'rowIndex', newRow: `newRow(${jsString(name)})` };
    },
    word: (key) => state.word(key),
    handler: (widget, event) => (scope ? undefined : reactHandler(plan, widget.options.name, event)),
  };
  return ctx;
}

/** The initial value as the antd control takes it; null and '' become absent (antd's empty). */
function reactValue(widget: Widget): unknown {
  const exporter = exporterOf(widget.type);
  const value = initialValue(widget);
  const mapped = exporter?.reactInitialValue ? exporter.reactInitialValue(value, widget) : value;
  return mapped === null || mapped === '' ? undefined : mapped;
}

function reactRow(subForm: Widget): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  walkForm(widgetRegistry.childrenOf(subForm), ({ widget }) => {
    if (isField(widget)) row[widget.options.name] = reactValue(widget);
  });
  return row;
}

function reactData(list: readonly Widget[]): { values: Record<string, unknown>; rows: Record<string, Record<string, unknown>> } {
  const values: Record<string, unknown> = {};
  const rows: Record<string, Record<string, unknown>> = {};
  walkForm(list, ({ widget }) => {
    if (isSubForm(widget) && widget.options?.name) {
      const row = reactRow(widget);
      rows[widget.options.name] = row;
      values[widget.options.name] = Array.from({ length: Math.max(1, Number(widget.options.minNum) || 1) }, () => ({ ...row }));
      return false;
    }
    if (isField(widget)) values[widget.options.name] = reactValue(widget);
  });
  return { values, rows };
}

/** The component's name: from the form's name when it makes an identifier, else GeneratedForm. */
export function componentName(form: FormSchema): string {
  const name = typeof form.formConfig?.name === 'string' ? form.formConfig.name : '';
  const id = identifierFrom(name.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')), 'GeneratedForm');
  const pascal = id.charAt(0).toUpperCase() + id.slice(1);
  return /^[A-Z][A-Za-z0-9]*$/.test(pascal) ? pascal : 'GeneratedForm';
}

export function exportReact(form: FormSchema, options: CodeGenOptions): string {
  const lang = options.lang ?? 'zh';
  const rules: Record<string, unknown[]> = {};
  for (const [key, list] of Object.entries(formRules(form.widgetList, lang))) {
    const values = list.map(ruleValue).filter((rule) => rule !== undefined).map(({ trigger: _trigger, ...rule }) => rule);
    if (values.length > 0) rules[key] = values;
  }
  const name = componentName(form);
  const state = new CodeState(lang, [options.modelName, options.refName, options.rulesName, name, 'rowTemplates', 'newRow', 'css', 'onSubmit', 'field', 'fields', 'add', 'remove', 'rowIndex', 'values', ...REACT_BEHAVIOUR_NAMES]);
  const found = behaviourOf(form, formMessage('required', lang));
  const plan = hasBehaviour(found) ? found : undefined;
  const ctx = reactContext(state, options, new Set(Object.keys(rules)), undefined, plan);
  const form$ = ctx.use('Form');
  const button = ctx.use('Button');
  const body = ctx.render(form.widgetList);
  const { values, rows } = reactData(form.widgetList);
  const hasRows = Object.keys(rows).length > 0;
  const css = ['.generated-form table.form-table { width: 100%; border-collapse: collapse; }', '.generated-form table.form-table td { border: 1px solid #f0f0f0; padding: 4px; }', '.generated-form .sub-form-row { display: flex; gap: 8px; align-items: flex-start; flex-wrap: wrap; }', options.cssCode.trim()].filter(Boolean).join('\n');
  const layout = options.labelPosition === 'top' ? 'vertical' : 'horizontal';
  const formProps = [
    `form={${options.refName}}`,
    `name="${options.refName}"`,
    `layout="${layout}"`,
    layout === 'horizontal' ? `labelAlign="${options.labelPosition === 'right' ? 'right' : 'left'}"` : '',
    layout === 'horizontal' ? `labelCol={{ style: { width: ${options.labelWidth} } }}` : '',
    `size="${ctx.size}"`,
    `initialValues={${options.modelName}}`,
    'onFinish={(values: Record<string, unknown>) => onSubmit?.(values)}',
    plan ? reactValuesChange(plan) : '',
  ].filter(Boolean);
  const imports = [...state.imports].sort();
  return lines(
    `// Generated by the Flowhall form designer: an antd form component (React + TypeScript).`,
    `import { ${imports.join(', ')} } from 'antd';`,
    "import type { FormRule } from 'antd';",
    plan ? "import { useEffect, useRef, useState } from 'react';" : '',
    '',
    `const ${options.rulesName} = ${jsValue(rules)} satisfies Record<string, FormRule[]>;`,
    '',
    `const ${options.modelName}: Record<string, unknown> = ${jsValue(values)};`,
    hasRows ? `\nconst rowTemplates: Record<string, Record<string, unknown>> = ${jsValue(rows)};\nconst newRow = (name: string): Record<string, unknown> => structuredClone(rowTemplates[name] ?? {});` : '',
    // An empty list is an option list filled at run time: typed, so strict mode does not infer any[].
    ...[...state.constants].map(([constName, value]) => (Array.isArray(value) && value.length === 0 ? `const ${constName}: { label: string; value: string }[] = [];` : `const ${constName} = ${jsValue(value)};`)),
    `const css = ${jsString(css)};`,
    plan ? `\n${reactModuleCode(plan)}` : '',
    '',
    `export interface ${name}Props {`,
    '  /** Called with the validated values. */',
    '  onSubmit?: (values: Record<string, unknown>) => void;',
    '}',
    '',
    `export default function ${name}({ onSubmit }: ${name}Props) {`,
    `  const [${options.refName}] = ${form$}.useForm();`,
    plan ? indent(reactComponentCode(plan, options), 2) : '',
    '  return (',
    '    <div className="generated-form">',
    '      <style>{css}</style>',
    `      <${form$} ${formProps.join(' ')}>`,
    indent(body, 8),
    `        <${form$}.Item>`,
    `          <${button} type="primary" htmlType="submit">${ctx.text(ctx.word('submit'))}</${button}>{' '}`,
    `          <${button} onClick={() => ${options.refName}.resetFields()}>${ctx.text(ctx.word('reset'))}</${button}>`,
    `        </${form$}.Item>`,
    `      </${form$}>`,
    '    </div>',
    '  );',
    '}',
  ) + '\n';
}
