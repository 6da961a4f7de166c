/**
 * Reading a form into the designer: a VForm 2.2.x export, our stored schema, or a /bpmForm/get record
 * whose conf holds one. The designer keeps what it opens as it is (a designer that rewrote every
 * option on open would turn one edit into a diff of the whole file); it repairs only what it cannot
 * edit without: missing ids or names, ids used twice, junk entries in child lists, a missing
 * formConfig. Each repair is reported so the UI can say what changed.
 */
import type { Command } from './contract.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import { defaultFormConfig, isRecord } from '../../../schemas/form/config.ts';
import { FormSchemaError, MAX_WIDGET_DEPTH, MAX_WIDGETS, migrateFormSchema } from '../../../schemas/form/migrations.ts';
import { idFactoryFromSet } from './ids.ts';

export interface OpenedForm {
  form: FormSchema;
  /** What was repaired: 'error.*'-style texts naming each (duplicate id, missing name …). */
  repairs: I18nText[];
}

export type OpenResult = OpenedForm | { error: I18nText };

/** An empty form with the default configuration of form-designer §3. */
export function emptyForm(): FormSchema {
  return { widgetList: [], formConfig: defaultFormConfig() };
}

export function openForm(input: unknown): OpenResult {
  let value = input;
  try {
    if (typeof value === 'string') value = JSON.parse(value);
  } catch {
    return { error: { key: 'error.importNotJson' } };
  }
  // A /bpmForm/get answer or record: the schema is in conf (a JSON string or an object).
  if (isRecord(value) && !Array.isArray(value.widgetList) && 'conf' in value) return openForm(value.conf);
  if (isRecord(value) && !Array.isArray(value.widgetList) && isRecord(value.formJson)) return openForm(value.formJson);
  if (!isRecord(value) || !Array.isArray(value.widgetList)) return { error: { key: 'error.importNoWidgetList' } };
  try {
    // Only to refuse versions newer than this code; the form itself is kept as written.
    migrateFormSchema({ schemaVersion: value.schemaVersion, widgetList: [], formConfig: {} });
  } catch (error) {
    if (error instanceof FormSchemaError) return { error: { key: 'error.importTooNew', params: { version: String(value.schemaVersion) } } };
    throw error;
  }
  const repairs: I18nText[] = [];
  const seen = new Set<string>();
  collectIds(value.widgetList, seen, 0);
  const fresh = idFactoryFromSet(seen);
  const taken = new Set<string>();
  let count = 0;
  const repairList = (list: unknown[], depth: number): Widget[] | { error: I18nText } => {
    if (depth > MAX_WIDGET_DEPTH) return { error: { key: 'error.importTooDeep', params: { depth: MAX_WIDGET_DEPTH } } };
    const out: Widget[] = [];
    let changed = false;
    for (const item of list) {
      if (!isRecord(item) || typeof item.type !== 'string' || item.type === '') {
        changed = true;
        repairs.push({ key: 'repair.droppedEntry' });
        continue;
      }
      if (++count > MAX_WIDGETS) return { error: { key: 'error.importTooLarge', params: { max: MAX_WIDGETS } } };
      const repaired = repairWidget(item as Widget, depth);
      if ('error' in repaired) return repaired;
      if (repaired.widget !== item) changed = true;
      out.push(repaired.widget);
    }
    return changed ? out : (list as Widget[]);
  };
  const repairWidget = (widget: Widget, depth: number): { widget: Widget } | { error: I18nText } => {
    let next = widget;
    const copy = (): Widget => (next === widget ? (next = { ...widget }) : next);
    if (typeof widget.id !== 'string' || widget.id === '' || taken.has(widget.id)) {
      const id = fresh(widget.type);
      repairs.push({ key: typeof widget.id === 'string' && widget.id !== '' ? 'repair.duplicateId' : 'repair.missingId', params: { id: String(widget.id ?? ''), fresh: id } });
      copy().id = id;
    }
    taken.add(next.id);
    if (!isRecord(widget.options) || typeof widget.options.name !== 'string' || widget.options.name === '') {
      const name = typeof widget.options?.name === 'number' ? String(widget.options.name) : next.id;
      repairs.push({ key: 'repair.missingName', params: { id: next.id, name } });
      copy().options = { ...(isRecord(widget.options) ? widget.options : {}), name };
    }
    for (const key of ['widgetList', 'cols', 'tabs'] as const) {
      const children = widget[key];
      if (!Array.isArray(children)) continue;
      const repaired = repairList(children, depth + 1);
      if ('error' in repaired) return repaired;
      if (repaired !== children) copy()[key] = repaired;
    }
    if (Array.isArray(widget.rows)) {
      let rowsChanged = false;
      const rows = [];
      for (const row of widget.rows as unknown[]) {
        if (!isRecord(row) || !Array.isArray(row.cols)) {
          rowsChanged = true;
          repairs.push({ key: 'repair.droppedEntry' });
          continue;
        }
        const cols = repairList(row.cols, depth + 1);
        if ('error' in cols) return cols;
        if (cols !== row.cols) rowsChanged = true;
        rows.push(cols === row.cols ? row : { ...row, cols });
      }
      if (rowsChanged) copy().rows = rows as unknown as Widget['rows'];
    }
    return { widget: next };
  };
  const widgetList = repairList(value.widgetList, 0);
  if ('error' in widgetList) return widgetList;
  let formConfig = value.formConfig;
  if (!isRecord(formConfig)) {
    formConfig = defaultFormConfig();
    repairs.push({ key: 'repair.defaultConfig' });
  }
  return { form: { ...(value as object), widgetList, formConfig } as FormSchema, repairs };
}

function collectIds(list: unknown, seen: Set<string>, depth: number): void {
  if (!Array.isArray(list) || depth > MAX_WIDGET_DEPTH) return;
  for (const item of list) {
    if (!isRecord(item)) continue;
    if (typeof item.id === 'string') seen.add(item.id);
    if (isRecord(item.options) && typeof item.options.name === 'string') seen.add(item.options.name);
    for (const key of ['widgetList', 'cols', 'tabs']) collectIds(item[key], seen, depth + 1);
    if (Array.isArray(item.rows)) for (const row of item.rows) if (isRecord(row)) collectIds(row.cols, seen, depth + 1);
  }
}

/** Replaces the whole form by an imported one, as one undoable step (the toolbar's import JSON). */
export function importForm(json: unknown): Command {
  return replaceForm(json, { key: 'history.import' });
}

/**
 * Replaces the whole form by a built-in template, as one undoable step named after it ('载入模板 请假申请').
 * `title` is the template's 'designer' key (template.leave.title), nested at display time so the step
 * follows the language.
 */
export function loadTemplate(json: unknown, title: string): Command {
  return replaceForm(json, { key: 'history.loadTemplate', params: { template: title } });
}

/**
 * Puts back the draft a reload found over the loaded form, as one undoable step named for what it is
 * ('恢复草稿'), not as an import the user never made.
 */
export function restoreDraft(json: unknown): Command {
  return replaceForm(json, { key: 'history.restoreDraft' });
}

function replaceForm(json: unknown, label: I18nText): Command {
  return {
    label,
    apply() {
      const opened = openForm(json);
      if ('error' in opened) return opened;
      return { form: opened.form, select: null };
    },
  };
}
