/**
 * The bench:designer forms: a pure generator of VForm 3 JSON with exactly `size` widgets (every node
 * of the tree counts: containers, grid columns, table cells and fields), mixing grids, tables and
 * sub-forms with plain fields between them, cycle after cycle. Options are VForm 3's own defaults
 * for each type, so that both designers open the form a VForm user would have saved.
 *
 * VForm 3's open-source designer has no sub-form widget (a `sub-form` node renders nothing in it), so
 * `forPeer` hands the peer the same form with each sub-form replaced by a card (its only other
 * container that holds a plain widget list) around the same fields: the peer draws as many widgets.
 */

export interface BenchWidget {
  id: string;
  type: string;
  category?: 'container';
  icon: string;
  formItemFlag?: boolean;
  internal?: boolean;
  merged?: boolean;
  options: Record<string, unknown>;
  widgetList?: BenchWidget[];
  cols?: BenchWidget[];
  rows?: Array<{ id: string; merged: boolean; cols: BenchWidget[] }>;
}

export interface BenchForm {
  widgetList: BenchWidget[];
  formConfig: Record<string, unknown>;
}

/** What the bench needs to know of a generated form to drive it. */
export interface FormFacts {
  size: number;
  /** Nodes each designer draws with a box of its own (all but grid columns and table cells). */
  boxed: number;
  fields: number;
  /** Top-level field names, in order (the drag and select steps use these). */
  topFields: string[];
  /** Every field name with its label, in document order. */
  labels: Array<{ name: string; label: string }>;
}

const formConfig = () => ({
  modelName: 'formData',
  refName: 'vForm',
  rulesName: 'rules',
  labelWidth: 80,
  labelPosition: 'left',
  size: '',
  labelAlign: 'label-left-align',
  cssCode: '',
  customClass: '',
  functions: '',
  layoutType: 'PC',
  jsonVersion: 3,
  onFormCreated: '',
  onFormMounted: '',
  onFormDataChange: '',
});

// VForm 3's defaults shared by its form fields, then each type's own.
const FIELD_BASE = {
  labelAlign: '',
  columnWidth: '200px',
  size: '',
  labelWidth: null,
  labelHidden: false,
  disabled: false,
  hidden: false,
  required: false,
  requiredHint: '',
  validation: '',
  validationHint: '',
  customClass: '',
  labelIconClass: null,
  labelIconPosition: 'rear',
  labelTooltip: null,
  onCreated: '',
  onMounted: '',
  onChange: '',
  onValidate: '',
};
const items = (prefix: string) => [1, 2, 3].map((value) => ({ label: `${prefix} ${value}`, value }));
const FIELD_TYPES: Record<string, Record<string, unknown>> = {
  input: { type: 'text', defaultValue: '', placeholder: '', readonly: false, clearable: true, showPassword: false, minLength: null, maxLength: null, showWordLimit: false, prefixIcon: '', suffixIcon: '', appendButton: false, appendButtonDisabled: false, buttonIcon: 'custom-search', onInput: '', onFocus: '', onBlur: '', onAppendButtonClick: '' },
  textarea: { rows: 3, defaultValue: '', placeholder: '', readonly: false, minLength: null, maxLength: null, showWordLimit: false, onInput: '', onFocus: '', onBlur: '' },
  number: { defaultValue: 0, placeholder: '', min: -1e11, max: 1e11, precision: 0, step: 1, controlsPosition: 'right', onFocus: '', onBlur: '' },
  select: { defaultValue: '', placeholder: '', clearable: true, filterable: false, allowCreate: false, remote: false, automaticDropdown: false, multiple: false, multipleLimit: 0, optionItems: items('select'), onRemoteQuery: '', onFocus: '', onBlur: '' },
  radio: { defaultValue: null, displayStyle: 'inline', buttonStyle: false, border: false, optionItems: items('radio') },
  date: { type: 'date', defaultValue: null, placeholder: '', autoFullWidth: true, readonly: false, clearable: true, editable: false, format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD', onFocus: '', onBlur: '' },
  switch: { defaultValue: null, switchWidth: 40, activeText: '', inactiveText: '', activeColor: null, inactiveColor: null },
};
const FIELD_ORDER = Object.keys(FIELD_TYPES);

/** The generator's state: one sequence for names, so that every name is unique and stable. */
class Builder {
  private seq = 0;
  count = 0;
  readonly labels: Array<{ name: string; label: string }> = [];

  private next(prefix: string): string {
    this.seq += 1;
    return `${prefix}${String(this.seq).padStart(4, '0')}`;
  }

  field(): BenchWidget {
    const type = FIELD_ORDER[this.seq % FIELD_ORDER.length]!;
    const name = this.next(type.replace('-', ''));
    const label = `字段 ${name.slice(-4)}`;
    this.count += 1;
    this.labels.push({ name, label });
    return { id: name, type, icon: `${type}-field`, formItemFlag: true, options: { name, label, ...FIELD_BASE, ...FIELD_TYPES[type] } };
  }

  grid(): BenchWidget {
    const name = this.next('grid');
    this.count += 1;
    const cols = [0, 1].map(() => {
      const col = this.next('gridcol');
      this.count += 1;
      return {
        id: col,
        type: 'grid-col',
        category: 'container' as const,
        icon: 'grid-col',
        internal: true,
        widgetList: [this.field(), this.field()],
        options: { name: col, hidden: false, span: 12, offset: 0, push: 0, pull: 0, responsive: false, md: 12, sm: 12, xs: 12, customClass: '' },
      };
    });
    return { id: name, type: 'grid', category: 'container', icon: 'grid', cols, options: { name, hidden: false, gutter: 12, colHeight: null, customClass: '' } };
  }

  table(): BenchWidget {
    const name = this.next('table');
    this.count += 1;
    const rows = [0, 1].map(() => ({
      id: this.next('table-row-'),
      merged: false,
      cols: [0, 1].map(() => {
        const cell = this.next('tablecell');
        this.count += 1;
        return {
          id: cell,
          type: 'table-cell',
          category: 'container' as const,
          icon: 'table-cell',
          internal: true,
          merged: false,
          widgetList: [this.field()],
          options: { name: cell, cellWidth: '', cellHeight: '', colspan: 1, rowspan: 1, customClass: '' },
        };
      }),
    }));
    return { id: name, type: 'table', category: 'container', icon: 'table', rows, options: { name, hidden: false, customClass: '' } };
  }

  subForm(): BenchWidget {
    const name = this.next('subform');
    this.count += 1;
    return {
      id: name,
      type: 'sub-form',
      category: 'container',
      icon: 'sub-form',
      widgetList: [this.field(), this.field(), this.field()],
      options: { name, label: 'sub-form', showBlankRow: true, showRowNumber: true, labelAlign: 'label-top-align', hidden: false, customClass: '' },
    };
  }
}

// Node counts of each block: grid 1 + 2 columns + 4 fields, table 1 + 4 cells + 4 fields, sub-form 1 + 3 fields.
const BLOCKS = [
  { size: 7, make: (b: Builder) => b.grid() },
  { size: 9, make: (b: Builder) => b.table() },
  { size: 4, make: (b: Builder) => b.subForm() },
];
const FIELDS_BETWEEN = 3;

/** A form of exactly `size` widgets (size ≥ 10): blocks with three fields after each, fields to fill up. */
export function generateForm(size: number): { form: BenchForm; facts: FormFacts } {
  if (!Number.isInteger(size) || size < 10) throw new Error(`a bench form needs at least 10 widgets, got ${size}`);
  const builder = new Builder();
  const widgetList: BenchWidget[] = [];
  const topFields: string[] = [];
  const addField = () => {
    const field = builder.field();
    topFields.push(field.id);
    widgetList.push(field);
  };
  for (let block = 0; ; block += 1) {
    const next = BLOCKS[block % BLOCKS.length]!;
    if (builder.count + next.size + FIELDS_BETWEEN > size) break;
    widgetList.push(next.make(builder));
    for (let i = 0; i < FIELDS_BETWEEN; i++) addField();
  }
  while (builder.count < size) addField();
  const structural = countStructural(widgetList);
  return {
    form: { widgetList, formConfig: formConfig() },
    facts: { size: builder.count, boxed: builder.count - structural, fields: builder.labels.length, topFields, labels: builder.labels },
  };
}

function countStructural(list: BenchWidget[]): number {
  let total = 0;
  for (const widget of list) {
    const children = [...(widget.cols ?? []), ...(widget.rows ?? []).flatMap((row) => row.cols)];
    total += children.length + countStructural([...children.flatMap((child) => child.widgetList ?? []), ...(widget.widgetList ?? [])]);
  }
  return total;
}

/** The peer's copy: each sub-form becomes a card around the same fields (see the header). */
export function forPeer(form: BenchForm): BenchForm {
  const convert = (widget: BenchWidget): BenchWidget => {
    const widgetList = widget.widgetList?.map(convert);
    const cols = widget.cols?.map(convert);
    const rows = widget.rows?.map((row) => ({ ...row, cols: row.cols.map(convert) }));
    const copy: BenchWidget = { ...widget, ...(widgetList ? { widgetList } : {}), ...(cols ? { cols } : {}), ...(rows ? { rows } : {}) };
    if (widget.type !== 'sub-form') return copy;
    const name = String(widget.options.name).replace('subform', 'card');
    return { ...copy, id: name, type: 'card', icon: 'card', options: { name, label: 'card', hidden: false, folded: false, showFold: true, cardWidth: '100%', shadow: 'never', customClass: '' } };
  };
  return { formConfig: form.formConfig, widgetList: form.widgetList.map(convert) };
}
