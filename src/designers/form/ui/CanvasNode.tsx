/**
 * One widget on the canvas: the real widget view (inert), its selection outline and action bar, and
 * its drag source. Each node subscribes to its own widget in the store and is memoised on its id, so
 * an edit re-renders only the nodes whose widget objects the command replaced.
 */
import { memo, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/form/types.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import type { FieldViewProps } from '../../../widgets/view-contract.ts';
import { isRepeating, type RowsApi } from '../../../widgets/sub-form/rows-contract.ts';
import { UnknownWidget, WidgetBoundary } from '../../../runtime/form/WidgetBoundary.tsx';
import { classList, controlSize, itemLabel, type FormLayout } from '../../../runtime/form/layout.ts';
import { childSlots } from '../core/tree.ts';
import { canvasFormApi } from './canvas-api.ts';
import { ActionBar } from './ActionBar.tsx';
import { DropList } from './DropList.tsx';
import { startDrag, endDrag } from './dnd.ts';
import { useDesignerStore, useIsSelected, useWidget } from './store-hooks.ts';
import { useCanvasLayout } from './canvas-layout.ts';
import { childListOf } from './drop-rules.ts';
import { useRevealed } from './reveal.ts';

const noop = () => undefined;

/**
 * `structural`: a grid column, table cell or tab pane, laid out by its parent's view (a Col must stay
 * the flex item of its Row), so it gets no box of its own; its drop list carries its selection.
 */
export const CanvasNode = memo(function CanvasNode({ id, structural = false }: { id: string; structural?: boolean }) {
  const store = useDesignerStore();
  const widget = useWidget(id);
  const selected = useIsSelected(id);
  const layout = useCanvasLayout();
  const box = useRef<HTMLDivElement>(null);
  // Containers always render (their cells are inside); a field or display view may wait (reveal.ts).
  const revealed = useRevealed(box, selected || !widget || widgetRegistry.kindOf(widget) === 'container');
  if (!widget) return null;
  const kind = widgetRegistry.kindOf(widget);
  const entry = widgetRegistry.entryOf(widget.type);
  let body: ReactNode;
  if (kind === 'container' && entry.containerView) body = <ContainerBody widget={widget} layout={layout} structural={structural} />;
  else if (!revealed) body = <StandIn widget={widget} layout={layout} field={kind === 'field'} />;
  else if (kind === 'field' && entry.view) body = <FieldBody widget={widget} layout={layout} />;
  else if (entry.view) body = <DisplayBody widget={widget} layout={layout} />;
  else body = <UnknownWidget type={widget.type} />;
  if (structural) return <div style={{ display: 'contents' }}>{<WidgetBoundary type={widget.type}>{body}</WidgetBoundary>}</div>;
  return (
    <div
      ref={box}
      className={`fd-node fd-node-${kind}${selected ? ' fd-selected' : ''}${widget.options?.hidden ? ' fd-hidden' : ''}`}
      data-fd-id={id}
      data-fd-type={widget.type}
      data-fd-name={typeof widget.options?.name === 'string' ? widget.options.name : undefined}
      draggable
      onDragStart={(event) => {
        event.stopPropagation();
        startDrag(event, { source: 'canvas', id, type: widget.type });
      }}
      onDragEnd={endDrag}
      onClick={(event) => {
        event.stopPropagation();
        store.select(id);
      }}
    >
      {selected ? <ActionBar id={id} /> : null}
      <div className="fd-node-body">
        <WidgetBoundary type={widget.type}>{body}</WidgetBoundary>
      </div>
    </div>
  );
});

/** What a cell shows until its view is revealed: its label and a control-sized bar, about the view's height. */
function StandIn({ widget, layout, field }: { widget: Widget; layout: FormLayout; field: boolean }) {
  const options = widget.options ?? {};
  const text = field && !options.labelHidden && typeof options.label === 'string' ? options.label : '';
  const top = layout.labelPosition === 'top';
  const label = itemLabel(layout, options);
  return (
    <div className={`fd-stand-in${top ? ' fd-stand-in-top' : ''}${field ? '' : ' fd-stand-in-display'}`} aria-busy="true">
      {field ? (
        <span className="fd-stand-in-label" style={top ? undefined : { width: label.width, textAlign: label.align === 'right' ? 'right' : 'left' }}>
          {text}
        </span>
      ) : null}
      <span className="fd-stand-in-control" />
    </div>
  );
}

function useDefaultValue(widget: Widget): unknown {
  const model = widgetRegistry.entryOf(widget.type).model;
  return useMemo(() => widget.options?.defaultValue ?? model?.emptyValue(widget.options ?? {}), [widget.options, model]);
}

function FieldBody({ widget, layout }: { widget: Widget; layout: FormLayout }) {
  const View = widgetRegistry.entryOf(widget.type).view as ComponentType<FieldViewProps> | undefined;
  const value = useDefaultValue(widget);
  if (!View) return null;
  const options = widget.options ?? {};
  const label = itemLabel(layout, options);
  const top = layout.labelPosition === 'top';
  return (
    <Form.Item
      className={`fh-form-item fh-label-${label.align} ${classList(options.customClass)}`.trim()}
      label={options.labelHidden ? undefined : typeof options.label === 'string' ? options.label : ''}
      required={options.required === true}
      labelAlign={label.align === 'right' ? 'right' : 'left'}
      {...(top || options.labelHidden ? {} : { labelCol: { flex: `0 0 ${label.width}px`, style: { width: label.width } } })}
    >
      <View
        widget={widget}
        value={value}
        onChange={noop}
        disabled={options.disabled === true}
        readOnly={false}
        size={controlSize(options.size, layout.size)}
        layoutType={layout.layoutType}
        form={canvasFormApi}
      />
    </Form.Item>
  );
}

function DisplayBody({ widget, layout }: { widget: Widget; layout: FormLayout }) {
  const View = widgetRegistry.entryOf(widget.type).view as ComponentType<FieldViewProps> | undefined;
  if (!View) return null;
  return (
    <div className={`fh-form-display ${classList(widget.options?.customClass)}`.trim()}>
      <View
        widget={widget}
        value={undefined}
        onChange={noop}
        disabled={false}
        readOnly={false}
        size={controlSize(widget.options?.size, layout.size)}
        layoutType={layout.layoutType}
        form={canvasFormApi}
      />
    </div>
  );
}

/** Which widget owns a list a container view asks us to render (the view only hands the list and its key prefix). */
function ownerOfList(container: Widget, list: Widget[], prefix: string | undefined): Widget | 'structural' | null {
  if (list === container.widgetList) return container;
  const slots = childSlots(container).filter((slot) => slot.list !== 'widgetList');
  const structural = new Set(slots.map((slot) => slot.child));
  if (list.length > 0 && list.every((item) => structural.has(item))) return 'structural';
  const holder = slots.find((slot) => slot.child.widgetList === list);
  if (holder) return holder.child;
  const prefixId = prefix?.endsWith('-') ? prefix.slice(0, -1) : undefined;
  if (prefixId === container.id && childListOf(container.type) === 'widgetList') return container;
  return slots.find((slot) => slot.child.id === prefixId)?.child ?? null;
}

function ContainerBody({ widget, layout, structural }: { widget: Widget; layout: FormLayout; structural: boolean }) {
  const { t } = useTranslation('designer');
  const View = widgetRegistry.entryOf(widget.type).containerView;
  const renderWidgets = (list: Widget[], prefix?: string): ReactNode => {
    const owner = ownerOfList(widget, list, prefix);
    if (owner === 'structural' || owner === null) return list.map((child) => <CanvasNode key={child.id} id={child.id} structural={owner === 'structural'} />);
    return <DropList ownerId={owner.id} items={list} structuralOwner={owner !== widget || structural} />;
  };
  if (!View) return null;
  // A sub-form shows one design row: its fields are dropped there, once.
  const rows: RowsApi | undefined = isRepeating(View)
    ? { keys: ['design'], min: 1, add: noop, insert: noop, remove: noop, renderRow: (list) => <DropList key="design" ownerId={widget.id} items={list} structuralOwner={false} /> }
    : undefined;
  const props = { widget, renderWidgets, disabled: false, readOnly: true, layoutType: layout.layoutType, form: canvasFormApi, ...(rows ? { rows } : {}) };
  // A grid column / table cell / tab pane must stay its parent's direct layout child (a Col the flex
  // item of its Row): any box here would shrink the column to its content and wrap the grid.
  if (structural) return <View {...props} />;
  return (
    <div className="fd-container" aria-label={t(`widget.${widget.type}`, { defaultValue: widget.type })}>
      <View {...props} />
    </div>
  );
}
