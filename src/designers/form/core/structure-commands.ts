/**
 * Commands that change the shape of the tree: add from the palette, move (drag, up/down), remove,
 * clone, paste and the containers' own actions (table rows/columns/merges, tab panes, grid columns).
 * Each answers a new form and the widget to select, or a refusal the UI shows as it is.
 */
import type { Command } from './contract.ts';
import type { DesignerParts } from './parts.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import { FormSchemaError, normaliseFormSchema } from '../../../schemas/form/migrations.ts';
import { checkDrop, targetList, type DropTarget } from './drop-rules.ts';
import { idFactoryFor, idFactoryFromSet, refreshIds, usedNames } from './ids.ts';
import { indexForm, listOf, replaceAt, rewriteList, subtree, type Location } from './tree.ts';

type Applied = ReturnType<Command['apply']>;

function insert(parts: DesignerParts, form: FormSchema, target: DropTarget, widget: Widget, movingFrom?: string | null): Applied {
  const refusal = checkDrop(parts, form, target, widget, movingFrom);
  if (refusal) return { error: refusal };
  const list = targetList(parts, form, target);
  const owner = target.parentId === null ? null : indexForm(form).get(target.parentId)?.widget ?? null;
  if (listOf(owner, form, list, target.row) === undefined) return { error: { key: 'error.noSuchList' } };
  const next = rewriteList(form, target.parentId, list, target.row, (items) => {
    const at = Math.max(0, Math.min(Math.trunc(target.index), items.length));
    items.splice(at, 0, widget);
    return items;
  });
  return { form: next, select: widget.id };
}

/** Gives any widget of a new subtree whose name is already used a fresh one (a part's create may reuse a name). */
function withUniqueNames(form: FormSchema, widget: Widget): Widget {
  const used = usedNames(form);
  // A fresh name must also miss the new subtree's ids and the names kept so far (ids and names share
  // one space); the factory's own set grows with what it answers.
  const taken = new Set(used);
  for (const item of subtree(widget)) taken.add(item.id);
  const newId = idFactoryFromSet(taken);
  const fix = (item: Widget): Widget => {
    const name = item.options?.name;
    let options = item.options;
    if (typeof name !== 'string' || name === '' || used.has(name)) options = { ...item.options, name: newId(item.type) };
    used.add(options.name);
    taken.add(options.name);
    const copy: Widget = { ...item, options };
    if (Array.isArray(item.widgetList)) copy.widgetList = item.widgetList.map(fix);
    if (Array.isArray(item.cols)) copy.cols = item.cols.map(fix);
    if (Array.isArray(item.tabs)) copy.tabs = item.tabs.map(fix);
    if (Array.isArray(item.rows)) copy.rows = item.rows.map((row) => ({ ...row, cols: row.cols.map(fix) }));
    return copy;
  };
  return fix(widget);
}

function widgetText(type: string): string {
  return `widget.${type}`;
}

function locate(form: FormSchema, id: string): { widget: Widget; location: Location } | { error: I18nText } {
  return indexForm(form).get(id) ?? { error: { key: 'error.widgetMissing', params: { id } } };
}

/**
 * A command on one existing widget: the step is named after its type (known once apply has found it),
 * a missing id is refused, and a table cell (in a table's rows) is left to the table's own actions.
 */
function locatedCommand(id: string, labelKey: string, run: (form: FormSchema, found: { widget: Widget; location: Location }) => Applied, rowsRefusal: (type: string) => I18nText = () => ({ key: 'error.useContainerAction' })): Command {
  let type = '';
  return {
    get label() {
      return { key: labelKey, params: { widget: widgetText(type) } };
    },
    apply(form) {
      const found = locate(form, id);
      if ('error' in found) return found;
      type = found.widget.type;
      if (found.location.list === 'rows') return { error: rowsRefusal(type) };
      return run(form, found);
    },
  };
}

function step(id: string, delta: -1 | 1): Command {
  return locatedCommand(id, delta < 0 ? 'history.moveUp' : 'history.moveDown', (form, { location }) => {
    const items = listOf(location.parent, form, location.list, location.row) ?? [];
    if (delta < 0 && location.index === 0) return { error: { key: 'error.firstCannotMoveUp' } };
    if (delta > 0 && location.index >= items.length - 1) return { error: { key: 'error.lastCannotMoveDown' } };
    const next = rewriteList(form, location.parent?.id ?? null, location.list, location.row, (list) => {
      const [moved] = list.splice(location.index, 1);
      list.splice(location.index + delta, 0, moved!);
      return list;
    });
    return { form: next, select: id };
  });
}

export function removeWidget(id: string): Command {
  return locatedCommand(id, 'history.remove', (form, { widget, location }) => {
    const items = listOf(location.parent, form, location.list, location.row) ?? [];
    if (widget.internal === true && items.length <= 1) return { error: { key: 'error.lastChild', params: { widget: widgetText(widget.type) } } };
    const next = rewriteList(form, location.parent?.id ?? null, location.list, location.row, (list) => list.filter((_, i) => i !== location.index));
    // The spec's rule: the neighbour (next, else previous) or else the parent becomes selected.
    const neighbour = items[location.index + 1] ?? items[location.index - 1];
    return { form: next, select: neighbour?.id ?? location.parent?.id ?? null };
  });
}

const internal = (type: string): I18nText => ({ key: 'error.internalWidget', params: { widget: widgetText(type) } });

export function cloneWidget(id: string): Command {
  return locatedCommand(
    id,
    'history.clone',
    (form, { widget, location }) => {
      if (widget.internal === true) return { error: internal(widget.type) };
      const copy = refreshIds(widget, idFactoryFor(form));
      const next = rewriteList(form, location.parent?.id ?? null, location.list, location.row, (list) => {
        list.splice(location.index + 1, 0, copy);
        return list;
      });
      return { form: next, select: copy.id };
    },
    internal,
  );
}

export function makeStructureCommands(parts: DesignerParts) {
  /**
   * `initial.label`: the caption the UI names the new widget with (its localized palette name), set
   * only on a widget whose options carry a label at all (a grid or a divider has none to set).
   */
  function addWidget(type: string, target: DropTarget, initial: { label?: string } = {}): Command {
    return {
      label: { key: 'history.add', params: { widget: widgetText(type) } },
      apply(form) {
        const designer = parts.designerOf(type);
        if (!designer) return { error: { key: 'error.unknownType', params: { type } } };
        let created = designer.create(idFactoryFor(form));
        const label = initial.label?.trim();
        if (label && typeof created.options?.label === 'string') created = { ...created, options: { ...created.options, label } };
        const widget = withUniqueNames(form, created);
        return insert(parts, form, target, widget);
      },
    };
  }

  function moveWidget(id: string, target: DropTarget): Command {
    return locatedCommand(id, 'history.move', (form, { widget, location }) => {
      const from = location.parent?.id ?? null;
      const refusal = checkDrop(parts, form, target, widget, from);
      if (refusal) return { error: refusal };
      const list = targetList(parts, form, target);
      let index = target.index;
      const sameList = from === target.parentId && list === location.list && target.row === location.row;
      if (sameList && location.index < index) index--;
      if (sameList && index === location.index) return { form, select: id };
      const removed = rewriteList(form, from, location.list, location.row, (items) => items.filter((_, i) => i !== location.index));
      return insert(parts, removed, { ...target, list, index }, widget, from);
    });
  }

  /** Pastes a copied widget (its JSON text or object) with fresh ids and names, under the drop rules. */
  function pasteWidget(widgetJson: unknown, target: DropTarget): Command {
    let type = '';
    return {
      get label() {
        return { key: 'history.paste', params: { widget: widgetText(type) } };
      },
      apply(form) {
        const parsed = readWidget(widgetJson);
        if ('error' in parsed) return parsed;
        type = parsed.widget.type;
        const copy = refreshIds(parsed.widget, idFactoryFor(form));
        return insert(parts, form, target, copy);
      },
    };
  }

  function runContainerAction(containerId: string, actionKey: string, targetId?: string): Command {
    let label = actionKey;
    return {
      get label() {
        return { key: 'history.containerAction', params: { action: label } };
      },
      apply(form) {
        const found = locate(form, containerId);
        if ('error' in found) return found;
        const action = parts.designerOf(found.widget.type)?.actions?.find((item) => item.key === actionKey);
        if (!action) return { error: { key: 'error.unknownAction', params: { action: actionKey } } };
        label = action.label;
        if (action.enabled && !action.enabled(found.widget, targetId)) return { error: { key: 'error.actionDisabled', params: { action: action.label } } };
        const result = action.run(found.widget, targetId, idFactoryFor(form));
        if ('error' in result) return result;
        const next = replaceAt(form, found.location, result.widget);
        const ids = new Set(subtree(result.widget).map((widget) => widget.id));
        const select = result.select ?? (targetId !== undefined && ids.has(targetId) ? targetId : containerId);
        return { form: next, select };
      },
    };
  }

  return { addWidget, moveWidget, moveUp: (id: string) => step(id, -1), moveDown: (id: string) => step(id, 1), removeWidget, cloneWidget, pasteWidget, runContainerAction };
}

/** A pasted widget, read as leniently as an opened form (VForm exports included). */
export function readWidget(input: unknown): { widget: Widget } | { error: I18nText } {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { error: { key: 'error.pasteInvalid' } };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as Widget).type !== 'string') return { error: { key: 'error.pasteInvalid' } };
  try {
    const [widget] = normaliseFormSchema({ widgetList: [value], formConfig: {} }).widgetList;
    return widget ? { widget } : { error: { key: 'error.pasteInvalid' } };
  } catch (error) {
    if (error instanceof FormSchemaError) return { error: { key: 'error.pasteInvalid' } };
    throw error;
  }
}
