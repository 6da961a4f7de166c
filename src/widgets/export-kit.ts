/**
 * Pieces the widgets' export snippets (src/widgets/<type>/export.ts) share: option lists in each
 * library's shape, date formats per library, the HTML controls' data attributes the generated page's
 * script reads, and the exporter of a corpus alias. Pure.
 */
import type { OptionItem, Widget, WidgetOptions } from '../schemas/form/types.ts';
import type { ExportContext, WidgetExporter } from './export-contract.ts';

export function optionsOf(widget: Widget): WidgetOptions {
  return widget.options ?? { name: '' };
}

export function itemsOf(widget: Widget): OptionItem[] {
  const items = optionsOf(widget).optionItems;
  return Array.isArray(items) ? items.filter((item) => item && typeof item === 'object') : [];
}

/** Option items as plain {label, value, disabled?, children?} (what element and antd both read). */
export function plainItems(items: readonly OptionItem[]): OptionItem[] {
  return items.map((item) => ({
    label: String(item.label ?? ''),
    value: item.value,
    ...(item.disabled === true ? { disabled: true } : {}),
    ...(Array.isArray(item.children) && item.children.length > 0 ? { children: plainItems(item.children) } : {}),
  }));
}

/** Tree items flattened to one level, labels joined by ' / ' (the HTML page's selects). */
export function flatItems(items: readonly OptionItem[], prefix = '', depth = 0): OptionItem[] {
  if (depth > 16) return [];
  return items.flatMap((item) => {
    const label = prefix === '' ? String(item.label ?? '') : `${prefix} / ${String(item.label ?? '')}`;
    return [{ label, value: item.value, ...(item.disabled ? { disabled: true } : {}) }, ...(Array.isArray(item.children) ? flatItems(item.children, label, depth + 1) : [])];
  });
}

/**
 * A VForm date format (element-ui tokens: yyyy, dd) for the target: element-plus and antd use dayjs
 * tokens (YYYY, DD).
 */
export function dateFormat(format: unknown, ctx: ExportContext, fallback: string): string {
  const text = typeof format === 'string' && format !== '' ? format : fallback;
  return ctx.target === 'vue2' ? text : text.replace(/yyyy/g, 'YYYY').replace(/yy/g, 'YY').replace(/dd/g, 'DD');
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Shared control flags. */
export function flags(widget: Widget): { disabled: boolean; readonly: boolean; placeholder: string | undefined } {
  const options = optionsOf(widget);
  return { disabled: options.disabled === true, readonly: options.readonly === true, placeholder: str(options.placeholder) };
}

/**
 * The generated page's script reads every control by these attributes: data-field names the value,
 * data-kind says how to read it (text, number, bool, radio, checks, multi, range, files, html).
 */
export function htmlField(ctx: ExportContext, widget: Widget, kind: string): Record<string, unknown> {
  return { 'data-field': ctx.model(widget), 'data-kind': kind };
}

/** `<option>`s of an HTML select; values carry their JSON so numbers come back as numbers. */
export function htmlOptions(ctx: ExportContext, items: readonly OptionItem[], empty?: string): string {
  const out = empty !== undefined ? [`<option value="">${ctx.text(empty)}</option>`] : [];
  for (const item of items) out.push(`<option ${ctx.attrs({ value: String(item.value), 'data-json': JSON.stringify(item.value), disabled: item.disabled === true })}>${ctx.text(item.label)}</option>`);
  return out.join('\n');
}

/** Radio or checkbox inputs of an HTML page, one per option, inside the field's group. */
export function htmlChoices(ctx: ExportContext, widget: Widget, type: 'radio' | 'checkbox'): string {
  const group = `${ctx.model(widget)}`;
  const inputs = itemsOf(widget).map(
    (item) => `<label class="choice"><input ${ctx.attrs({ type, name: group, value: String(item.value), 'data-json': JSON.stringify(item.value), disabled: item.disabled === true || optionsOf(widget).disabled === true })}> ${ctx.text(item.label)}</label>`,
  );
  return `<div ${ctx.attrs({ ...htmlField(ctx, widget, type === 'radio' ? 'radio' : 'checks'), class: 'choices' })}>\n${inputs.join('\n')}\n</div>`;
}

/** The exporter of a customised VForm type that borrows a built-in widget's snippets. */
export function aliasExporter(type: string, base: WidgetExporter): WidgetExporter {
  return { type, vue: base.vue, html: base.html, react: base.react };
}

/** An inline style object's CSS text, for the HTML and Vue targets; entries without a value are dropped. */
export function cssText(style: Readonly<Record<string, string | undefined>>): string | undefined {
  const parts = Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '' && /^[^;{}<>"]*$/.test(value))
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** The same style as a React style object literal (`{{ fontSize: '13px' }}`), or undefined. */
export function reactStyle(style: Readonly<Record<string, string | undefined>>): string | undefined {
  const parts = Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '' && /^[^;{}<>"'\\]*$/.test(value))
    .map(([key, value]) => `${key}: '${value}'`);
  return parts.length > 0 ? `{{ ${parts.join(', ')} }}` : undefined;
}

/** A CSS length: numbers and bare digits get px. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : /^[\w.%() ,-]+$/.test(text) ? text : undefined;
}

/**
 * Date and date-range pickers: el-date-picker (type date… or daterange…) / a date input or two / antd
 * DatePicker or DatePicker.RangePicker; formats in each library's tokens. The schema keeps date
 * strings and antd's pickers take dayjs objects, so the React export starts them empty.
 */
const withTime = (kind: unknown) => kind === 'datetime' || kind === 'datetimerange';

export function datePickerExporter(type: string, range: boolean): WidgetExporter {
  return {
    type,
    vue(widget, ctx) {
      const o = optionsOf(widget);
      const f = flags(widget);
      const attrs = ctx.attrs({
        'v-model': ctx.model(widget),
        type: str(o.type) ?? (range ? 'daterange' : 'date'),
        format: dateFormat(o.format, ctx, 'yyyy-MM-dd'),
        'value-format': dateFormat(o.valueFormat, ctx, 'yyyy-MM-dd'),
        placeholder: range ? undefined : f.placeholder,
        'start-placeholder': range ? str(o.startPlaceholder) : undefined,
        'end-placeholder': range ? str(o.endPlaceholder) : undefined,
        disabled: f.disabled,
        readonly: f.readonly,
        clearable: o.clearable === true,
        editable: range ? undefined : o.editable === true,
      });
      return ctx.formItem(widget, `<el-date-picker ${attrs} />`);
    },
    html(widget, ctx) {
      const o = optionsOf(widget);
      const f = flags(widget);
      if (range) {
        const input = `<input ${ctx.attrs({ type: 'date', disabled: f.disabled, readonly: f.readonly })}>`;
        return ctx.formItem(widget, `<span ${ctx.attrs({ ...htmlField(ctx, widget, 'range'), class: 'range' })}>${input} – ${input}</span>`);
      }
      const kind = withTime(o.type) ? 'datetime-local' : o.type === 'month' ? 'month' : 'date';
      return ctx.formItem(widget, `<input ${ctx.attrs({ type: kind, ...htmlField(ctx, widget, 'text'), disabled: f.disabled, readonly: f.readonly })}>`);
    },
    reactInitialValue: () => undefined,
    react(widget, ctx) {
      const o = optionsOf(widget);
      const f = flags(widget);
      if (range) return ctx.formItem(widget, `<${ctx.use('DatePicker')}.RangePicker ${ctx.attrs({ format: dateFormat(o.format, ctx, 'YYYY-MM-DD'), disabled: f.disabled, allowClear: o.clearable === true })} />`);
      const attrs = ctx.attrs({ showTime: withTime(o.type), picker: o.type === 'month' || o.type === 'year' || o.type === 'week' ? o.type : undefined, format: dateFormat(o.format, ctx, 'YYYY-MM-DD'), placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true });
      return ctx.formItem(widget, `<${ctx.use('DatePicker')} ${attrs} />`);
    },
  };
}
