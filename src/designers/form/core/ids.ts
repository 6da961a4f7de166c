/**
 * Fresh ids and names, unique in the form being edited. VForm names a new widget after its id
 * (input12345); we keep that convention but count up instead of drawing random digits, so names read
 * as input1, input2 … and tests are repeatable.
 */
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import type { IdFactory } from '../../../widgets/designer-contract.ts';
import { allWidgets } from '../../../schemas/form/walk.ts';

/** Every id and options.name in use (ids and names share one space: a new widget's name is its id). */
export function usedNames(form: Pick<FormSchema, 'widgetList'>): Set<string> {
  const used = new Set<string>();
  for (const widget of allWidgets(form.widgetList)) {
    used.add(widget.id);
    const name = widget.options?.name;
    if (typeof name === 'string' && name !== '') used.add(name);
    if (Array.isArray(widget.rows)) for (const row of widget.rows) if (typeof row?.id === 'string') used.add(row.id);
  }
  return used;
}

/** A factory that never answers a value already used in `form` or answered before. */
export function idFactoryFor(form: Pick<FormSchema, 'widgetList'>): IdFactory {
  return idFactoryFromSet(usedNames(form));
}

export function idFactoryFromSet(used: Set<string>): IdFactory {
  return (type: string) => {
    const base = type.replace(/[^A-Za-z0-9]/g, '') || 'widget';
    let n = 1;
    while (used.has(`${base}${n}`)) n++;
    const id = `${base}${n}`;
    used.add(id);
    return id;
  };
}

/**
 * A deep copy of a subtree with fresh ids, names and table row ids (clone, paste). A name equal to
 * the old id follows the new id, the VForm convention; any other name gets a fresh one of its own, so
 * the copy never collides with the original.
 */
export function refreshIds(widget: Widget, newId: IdFactory): Widget {
  const id = newId(widget.type);
  const oldName = widget.options?.name;
  const name = typeof oldName === 'string' && oldName !== '' && oldName !== widget.id ? newId(widget.type) : id;
  const copy: Widget = { ...structuredClone(widget), id, options: { ...structuredClone(widget.options), name } };
  if (Array.isArray(widget.widgetList)) copy.widgetList = widget.widgetList.map((child) => refreshIds(child, newId));
  if (Array.isArray(widget.cols)) copy.cols = widget.cols.map((child) => refreshIds(child, newId));
  if (Array.isArray(widget.tabs)) copy.tabs = widget.tabs.map((child) => refreshIds(child, newId));
  if (Array.isArray(widget.rows)) {
    copy.rows = widget.rows.map((row) => ({
      ...structuredClone(row),
      ...(typeof row.id === 'string' ? { id: newId('row') } : {}),
      cols: Array.isArray(row.cols) ? row.cols.map((child) => refreshIds(child, newId)) : [],
    }));
  }
  return copy;
}
