/**
 * Vue single-file components: element-ui on Vue 2 (options API) and element-plus on Vue 3
 * (`<script setup>`). Real templates bound to a data object with the form's rules, not a wrapper
 * around a runtime renderer: the output is code a developer keeps editing.
 */
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import type { ExportContext, RowScope } from '../../../widgets/export-contract.ts';
import { access, escapeHtml, indent, jsString, jsValue, lines } from './code-text.ts';
import { CodeState, renderList } from './code-state.ts';
import { labelOf } from '../../../schemas/form/walk.ts';
import { formRules, hasSubForm, initialData, type CodeRule, rowTemplates } from './form-model.ts';
import type { CodeGenOptions } from './options.ts';
import { formMessage } from '../../../schemas/form/messages.ts';
import { BEHAVIOUR_NAMES, behaviourOf, hasBehaviour, vue2Parts, vue3SetupCode, vueItemAttrs, vueModuleCode, type BehaviourPlan } from './vue-behaviour.ts';
import { scriptOf } from './behaviour.ts';

interface Scope {
  subForm: string;
  row: string;
  index: string;
}

/** element-plus has no medium/mini: its sizes are large, default and small. */
const PLUS_SIZE: Record<string, string> = { large: 'large', medium: 'default', small: 'small', mini: 'small' };

function vueContext(target: 'vue2' | 'vue3', state: CodeState, options: CodeGenOptions, scope?: Scope, plan?: BehaviourPlan): ExportContext {
  const ctx: ExportContext = {
    target,
    size: target === 'vue3' ? (PLUS_SIZE[options.size] ?? 'default') : options.size,
    model: (widget) => access(scope ? scope.row : options.modelName, widget.options.name),
    formItem(widget, control) {
      const label = widget.options.labelHidden === true || scope ? undefined : labelOf(widget);
      const attrs = scope
        ? ctx.attrs({
            ':prop': `${jsString(`${scope.subForm}.`)} + ${scope.index} + ${jsString(`.${widget.options.name}`)}`,
            ':rules': `${options.rulesName}[${jsString(`${scope.subForm}.${widget.options.name}`)}]`,
            'label-width': '0',
          })
        : ctx.attrs({ ...vueItemAttrs(plan, widget, target), label, prop: widget.options.name, 'label-width': label === undefined ? '0' : undefined });
      return lines(`<el-form-item ${attrs}>`, indent(control, 2), '</el-form-item>');
    },
    render: (list) => renderList(list, ctx, (text) => `<!-- ${text} -->`),
    attrs(values) {
      const out: string[] = [];
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === null || value === '' || value === false) continue;
        // Expressions are ours (names through access/jsString), so only what would end the attribute is escaped.
        if (key.startsWith(':') || key.startsWith('@') || key.startsWith('v-')) out.push(`${key}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
        else if (typeof value === 'string') out.push(`${key}="${escapeHtml(value)}"`);
        else if (typeof value === 'number' || value === true) out.push(`:${key}="${String(value)}"`);
        else out.push(`:${key}="${state.constant(key, value)}"`);
      }
      return out.join(' ');
    },
    constant: (hint, value) => state.constant(hint, value),
    use: (component) => component,
    text(value) {
      const text = escapeHtml(value);
      // Vue reads {{ }} in text as an expression; v-pre keeps a label's braces literal.
      return text.includes('{{') ? `<span v-pre>${text}</span>` : text;
    },
    rowScope(subForm: Widget): RowScope {
      const name = subForm.options.name;
      const inner: Scope = { subForm: name, row: 'row', index: 'rowIndex' };
      return {
        ctx: vueContext(target, state, options, inner),
        list: access(options.modelName, name),
        row: inner.row,
        index: inner.index,
        newRow: `newRow(${jsString(name)})`,
      };
    },
    word: (key) => state.word(key),
    handler(widget, event) {
      const script = scope || !plan ? undefined : scriptOf(plan, widget.options.name, event);
      return script ? `fieldEvent(${jsString(script.key)}, ${jsString(widget.options.name)})` : undefined;
    },
  };
  return ctx;
}

/** A rule as element's async-validator reads it; a pattern that is no JavaScript RegExp is left out rather than breaking the file. */
export function ruleValue(rule: CodeRule): Record<string, unknown> | undefined {
  const trigger = rule.trigger === 'blur,change' ? ['blur', 'change'] : rule.trigger;
  if (rule.required) return { required: true, message: rule.message, trigger };
  if (!rule.pattern) return undefined;
  try {
    return { pattern: new RegExp(rule.pattern.source, rule.pattern.flags), message: rule.message, trigger };
  } catch {
    return undefined;
  }
}

export function rulesValue(form: FormSchema, lang: 'zh' | 'en'): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [key, rules] of Object.entries(formRules(form.widgetList, lang))) {
    const values = rules.map(ruleValue).filter((rule) => rule !== undefined);
    if (values.length > 0) out[key] = values;
  }
  return out;
}

/** The reserved names of the generated script, so hoisted constants never shadow them. */
function reserved(options: CodeGenOptions): string[] {
  return [options.modelName, options.refName, options.rulesName, 'rowTemplates', 'newRow', 'submitForm', 'resetForm', 'emit', 'ref', 'reactive', 'row', 'rowIndex', 'item', ...BEHAVIOUR_NAMES];
}

function template(target: 'vue2' | 'vue3', body: string, ctx: ExportContext, options: CodeGenOptions): string {
  const formAttrs = [
    `ref="${options.refName}"`,
    `:model="${options.modelName}"`,
    `:rules="${options.rulesName}"`,
    `label-position="${options.labelPosition}"`,
    `label-width="${options.labelWidth}px"`,
    `size="${ctx.size}"`,
    target === 'vue2' ? '@submit.native.prevent' : '@submit.prevent',
  ].join(' ');
  return lines(
    '<template>',
    '  <div class="generated-form">',
    `    <el-form ${formAttrs}>`,
    indent(body, 6),
    '      <el-form-item class="form-actions">',
    `        <el-button type="primary" @click="submitForm">${escapeHtml(ctx.word('submit'))}</el-button>`,
    `        <el-button @click="resetForm">${escapeHtml(ctx.word('reset'))}</el-button>`,
    '      </el-form-item>',
    '    </el-form>',
    '  </div>',
    '</template>',
  );
}

function style(options: CodeGenOptions): string {
  const base = ['.generated-form table.form-table { width: 100%; border-collapse: collapse; }', '.generated-form table.form-table td { border: 1px solid #e4e7ed; padding: 4px; }', '.generated-form .sub-form-table { width: 100%; }'];
  return lines('<style scoped>', ...base, options.cssCode.trim(), '</style>');
}

export function exportVue(form: FormSchema, target: 'vue2' | 'vue3', options: CodeGenOptions): string {
  const lang = options.lang ?? 'zh';
  const state = new CodeState(lang, reserved(options));
  const found = behaviourOf(form, formMessage('required', lang));
  const plan = hasBehaviour(found) ? found : undefined;
  const ctx = vueContext(target, state, options, undefined, plan);
  const body = ctx.render(form.widgetList);
  const data = jsValue(initialData(form.widgetList), 0);
  const rules = jsValue(rulesValue(form, lang), 0);
  const rows = jsValue(rowTemplates(form.widgetList), 0);
  const hasRows = hasSubForm(form.widgetList);
  const script = target === 'vue2' ? vue2Script(state, options, data, rules, rows, hasRows, plan) : vue3Script(state, options, data, rules, rows, hasRows, plan);
  return `${template(target, body, ctx, options)}\n\n${script}\n\n${style(options)}\n`;
}

/** A Vue 2 lifecycle hook with its statements, or nothing. */
function hook(name: string, body: string[]): string {
  return body.length > 0 ? `  ${name}() {\n${indent(body.join('\n'), 4)}\n  },` : '';
}

function vue2Script(state: CodeState, options: CodeGenOptions, data: string, rules: string, rows: string, hasRows: boolean, plan: BehaviourPlan | undefined): string {
  const parts = plan ? vue2Parts(plan, options, rules) : { data: [`${options.rulesName}: ${indent(rules, 6).trimStart()}`], computed: [], created: [], mounted: [], methods: [] };
  const dataEntries = [
    `${options.modelName}: ${indent(data, 6).trimStart()}`,
    ...parts.data,
    ...(hasRows ? [`rowTemplates: ${indent(rows, 6).trimStart()}`] : []),
    ...[...state.constants].map(([name, value]) => `${name}: ${indent(jsValue(value), 6).trimStart()}`),
  ];
  return lines(
    '<script>',
    plan ? vueModuleCode(plan) + '\n' : '',
    'export default {',
    "  name: 'GeneratedForm',",
    '  data() {',
    '    return {',
    dataEntries.map((entry) => `      ${entry},`).join('\n'),
    '    };',
    '  },',
    parts.computed.length > 0 ? `  computed: {\n${parts.computed.map((entry) => `${indent(entry, 4)},`).join('\n')}\n  },` : '',
    hook('created', parts.created),
    hook('mounted', parts.mounted),
    '  methods: {',
    ...parts.methods.map((entry) => `${indent(entry, 4)},`),
    hasRows ? '    newRow(name) {\n      return JSON.parse(JSON.stringify(this.rowTemplates[name]));\n    },' : '',
    '    submitForm() {',
    `      this.$refs[${jsString(options.refName)}].validate((valid) => {`,
    '        if (!valid) return;',
    '        // The validated data: send it to your server here.',
    `        this.$emit('submit', JSON.parse(JSON.stringify(this.${options.modelName})));`,
    '      });',
    '    },',
    '    resetForm() {',
    `      this.$refs[${jsString(options.refName)}].resetFields();`,
    '    },',
    '  },',
    '};',
    '</script>',
  );
}

function vue3Script(state: CodeState, options: CodeGenOptions, data: string, rules: string, rows: string, hasRows: boolean, plan: BehaviourPlan | undefined): string {
  const used = plan ? ['computed', 'watch', 'onMounted'].filter((name) => new RegExp(`\\b${name}\\(`).test(vue3SetupCode(plan, options, rules))) : [];
  return lines(
    '<script setup>',
    `import { ${[...used, 'reactive', 'ref'].sort().join(', ')} } from 'vue';`,
    '',
    plan ? vueModuleCode(plan) + '\n' : '',
    "const emit = defineEmits(['submit']);",
    `const ${options.refName} = ref();`,
    `const ${options.modelName} = reactive(${data});`,
    plan ? vue3SetupCode(plan, options, rules) : `const ${options.rulesName} = ${rules};`,
    hasRows ? `const rowTemplates = ${rows};\nconst newRow = (name) => JSON.parse(JSON.stringify(rowTemplates[name]));` : '',
    ...[...state.constants].map(([name, value]) => `const ${name} = ${jsValue(value)};`),
    '',
    'const submitForm = () => {',
    `  ${options.refName}.value.validate((valid) => {`,
    '    if (!valid) return;',
    '    // The validated data: send it to your server here.',
    `    emit('submit', JSON.parse(JSON.stringify(${options.modelName})));`,
    '  });',
    '};',
    `const resetForm = () => ${options.refName}.value.resetFields();`,
    '</script>',
  );
}
