/**
 * React views of the designer store. Each reads the smallest slice it needs through
 * useSyncExternalStore, so the panel re-renders for its own widget, not on every edit of the form.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { FormConfig, Widget } from '../../../schemas/form/types.ts';
import type { DesignerStore } from '../core/contract.ts';
import { formFields, type FormField } from '../core/fields.ts';

const noop = () => undefined;

export function useSelectedId(store: DesignerStore): string | null {
  return useSyncExternalStore(store.subscribe, () => store.getState().selectedId);
}

/** Re-renders only when this widget's object changes (per-widget subscription). */
export function useWidget(store: DesignerStore, id: string | null): Widget | undefined {
  return useSyncExternalStore(
    (listener) => (id ? store.subscribeWidget(id, listener) : noop),
    () => (id ? store.getWidget(id) : undefined),
  );
}

export function useFormConfig(store: DesignerStore): FormConfig {
  return useSyncExternalStore(store.subscribe, () => store.getState().form.formConfig);
}

/**
 * One field list per widget tree: the editors of a selection share it, and the next selection (which
 * leaves the tree as it was) finds it again instead of walking some hundred widgets per editor (issue #13).
 */
const fieldsByTree = new WeakMap<readonly Widget[], FormField[]>();

function fieldsOfTree(widgetList: Widget[]): FormField[] {
  let fields = fieldsByTree.get(widgetList);
  if (!fields) fieldsByTree.set(widgetList, (fields = formFields({ widgetList })));
  return fields;
}

/** The form's fields, except the widget being edited; recomputed when the widget tree changes. */
export function useFormFields(store: DesignerStore, exceptId?: string): FormField[] {
  const widgetList = useSyncExternalStore(store.subscribe, () => store.getState().form.widgetList);
  return useMemo(() => fieldsOfTree(widgetList).filter((field) => field.id !== exceptId), [widgetList, exceptId]);
}
