/**
 * One widget of the tree, looked up in the registry: a container renders its children through this
 * same node, a field gets its form item and its own atoms, a display widget renders as is, and an
 * unknown type shows a placeholder. Each node is memoised on its widget, so a change re-renders only
 * the nodes whose atoms changed.
 */
import { memo, useCallback, useContext, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { Widget } from '../../schemas/form/types.ts';
import { FORM_EVENT } from '../../widgets/alert/view.tsx';
import { isRepeating, type RowsApi } from '../../widgets/sub-form/rows-contract.ts';
import { RowContext, useFormContext, type RowScope } from './context.ts';
import { nameOf } from './field-index.ts';
import { useWidgetActions, type ActionProps } from './actions.ts';
import { FieldItem } from './FieldItem.tsx';
import { formText } from './i18n.ts';
import { classList, controlSize } from './layout.ts';
import { runScript } from './script-host.ts';
import { UnknownWidget, WidgetBoundary } from './WidgetBoundary.tsx';

export const WidgetNode = memo(function WidgetNode({ widget }: { widget: Widget }) {
  const { registry } = useFormContext();
  const kind = registry.kindOf(widget);
  const entry = registry.entryOf(widget.type);
  let body: ReactNode;
  if (kind === 'container' && entry.containerView) body = <ContainerNode widget={widget} />;
  else if (kind === 'field' && entry.view) body = <FieldItem widget={widget} />;
  else if (kind === 'display' && entry.view) body = <DisplayNode widget={widget} />;
  else body = <UnknownWidget type={widget.type} />;
  return <WidgetBoundary type={widget.type}>{body}</WidgetBoundary>;
});

/** Renders a list of widgets (containers hand this to their views as renderWidgets). */
export function renderWidgetList(list: Widget[] | undefined, keyPrefix = ''): ReactNode {
  return (list ?? []).map((child, i) => <WidgetNode key={`${keyPrefix}${child.id ?? i}`} widget={child} />);
}

function useWidgetState(name: string) {
  const { store } = useFormContext();
  const state = useAtomValue(store.stateAtom(name));
  const formDisabled = useAtomValue(store.formDisabled);
  return { ...state, disabled: state.disabled || formDisabled };
}

function useLifecycle(widget: Widget) {
  const { host, api } = useFormContext();
  const row = useContext(RowContext);
  useEffect(() => {
    const args = { widgetName: nameOf(widget), ...(row ? { subFormName: row.subForm, rowIndex: row.rowIndex } : {}) };
    void runScript(host, 'onCreated', widget.options?.onCreated, api, args).then(() => runScript(host, 'onMounted', widget.options?.onMounted, api, args));
    // Once per mounted widget, as VForm's created/mounted hooks.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const ContainerNode = memo(function ContainerNode({ widget }: { widget: Widget }) {
  const context = useFormContext();
  const { registry, api, layout, readOnly, store } = context;
  const name = nameOf(widget);
  const state = useWidgetState(name);
  useLifecycle(widget);
  const View = registry.entryOf(widget.type).containerView;
  const renderWidgets = useCallback((list: Widget[], keyPrefix?: string) => renderWidgetList(list, keyPrefix), []);
  const repeats = isRepeating(View);
  const keys = useAtomValue(repeats ? store.rowsAtom(name) : store.formDisabled);
  const rows = useMemo<RowsApi | undefined>(() => {
    if (!repeats || !Array.isArray(keys)) return undefined;
    const rowKeys = keys as readonly string[];
    return {
      keys: rowKeys,
      min: store.minRows(name),
      add: () => store.insertRow(name, rowKeys.length, 'add'),
      insert: (index) => store.insertRow(name, index, 'insert'),
      remove: (index) => {
        if (!store.removeRow(name, index)) context.hint(formText('minRows', { n: store.minRows(name) }));
      },
      renderRow: (list, index) => <RowNode key={rowKeys[index]} subForm={name} rowKey={rowKeys[index] as string} rowIndex={index} list={list} />,
    };
  }, [repeats, keys, store, name, context]);
  if (!View || state.hidden) return null;
  const props = { widget, renderWidgets, disabled: state.disabled, readOnly, layoutType: layout.layoutType, form: api, ...(rows ? { rows } : {}) };
  return (
    // No box of its own: a grid's columns must stay the flex items of its row.
    <div className="fh-form-container" style={{ display: 'contents' }} data-widget={name}>
      <View {...props} />
    </div>
  );
});

function RowNode({ subForm, rowKey, rowIndex, list }: RowScope & { list: Widget[] }) {
  const value = useMemo<RowScope>(() => ({ subForm, rowKey, rowIndex }), [subForm, rowKey, rowIndex]);
  return <RowContext.Provider value={value}>{renderWidgetList(list, `${rowKey}-`)}</RowContext.Provider>;
}

const noop = () => undefined;

const DisplayNode = memo(function DisplayNode({ widget }: { widget: Widget }) {
  const { registry, api, layout, readOnly, host } = useFormContext();
  const name = nameOf(widget);
  const state = useWidgetState(name);
  useLifecycle(widget);
  const onAction = useWidgetActions(widget);
  const ref = useRef<HTMLDivElement>(null);
  // Display views without an onAction seam (alert's close) report events as a bubbling DOM event.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ event?: unknown; args?: Record<string, unknown> }>).detail;
      if (detail?.event === 'onClose') void runScript(host, 'onClose', widget.options?.onClose, api, { widgetName: name, ...detail.args });
    };
    element.addEventListener(FORM_EVENT, listener);
    return () => element.removeEventListener(FORM_EVENT, listener);
  }, [host, api, widget, name]);
  const View = registry.entryOf(widget.type).view as ComponentType<ActionProps> | undefined;
  if (!View || state.hidden) return null;
  return (
    <div ref={ref} className={`fh-form-display ${classList(widget.options?.customClass)}`.trim()} data-widget={name}>
      <View
        widget={widget}
        value={undefined}
        onChange={noop}
        disabled={state.disabled}
        readOnly={readOnly}
        size={controlSize(widget.options?.size, layout.size)}
        layoutType={layout.layoutType}
        form={api}
        onAction={onAction}
      />
    </div>
  );
});
