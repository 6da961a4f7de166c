/**
 * A list widgets are dropped into (the form's top level, a grid column, a table cell, a tab pane, a
 * card, a sub-form row …): its widgets, the insertion line while dragging, and the drop itself. The
 * innermost list under the pointer takes the event; a refused place shows a red line with the reason on
 * it (the core's refusal: 子表单中只能放置字段组件 …) and no drop.
 */
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/form/types.ts';
import { commands } from './core-link.ts';
import { useCanvasNode } from './canvas-layout.ts';
import { ActionBar } from './ActionBar.tsx';
import { draggedPayload, endDrag, getHint, setHint, subscribeHint, type DropTarget } from './dnd.ts';
import { checkDrop } from './drop-rules.ts';
import { designerText, report, toast } from './notify.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './drop-reason.css';
import { useDesignerStore, useIsSelected } from './store-hooks.ts';

interface Props {
  /** null: the form's top level. */
  ownerId: string | null;
  items: readonly Widget[];
  /** The owner is a grid column / table cell / tab pane: this list draws its selection. */
  structuralOwner: boolean;
  className?: string;
}

/** Where among the list's children the pointer is: before the first child whose box starts after it. */
function indexAt(element: HTMLElement, event: DragEvent): number {
  const children = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.fdIndex !== undefined);
  for (const child of children) {
    const box = child.getBoundingClientRect();
    const index = Number(child.dataset.fdIndex);
    if (event.clientY < box.top) return index;
    if (event.clientY > box.bottom) continue;
    // Side by side (inline rows): left half before, right half after; stacked: top half before.
    const sideBySide = box.width < element.clientWidth * 0.9;
    if (sideBySide ? event.clientX < box.left + box.width / 2 : event.clientY < box.top + box.height / 2) return index;
  }
  return children.length;
}

export function DropList({ ownerId, items, structuralOwner, className }: Props) {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  const CanvasNode = useCanvasNode();
  const ref = useRef<HTMLDivElement>(null);
  // The hint object is kept while the place, verdict and reason stay (dnd.ts), so a list re-renders only when
  // its own line appears, moves, changes its reason or goes; the other lists keep answering null.
  const hint = useSyncExternalStore(subscribeHint, () => {
    const current = getHint();
    return current && current.ownerId === ownerId ? current : null;
  });
  const hintIndex = hint ? hint.index : -1;
  const ownerSelected = useIsSelected(ownerId ?? '');
  const selected = structuralOwner && ownerSelected;

  // Inside a flex row (an inline container) the list lays its widgets out in a row as well.
  const [row, setRow] = useState(false);
  useLayoutEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent) return;
    // oxlint-disable-next-line react(set-state-in-effect) -- measured once after layout
    const style = getComputedStyle(parent);
    setRow(ownerId !== null && style.display.includes('flex') && style.flexDirection.startsWith('row') && style.flexWrap === 'wrap' && parent.children.length === 1);
  }, [ownerId]);

  const targetAt = useCallback((event: DragEvent): DropTarget | null => (ref.current ? { ownerId, list: 'widgetList', index: indexAt(ref.current, event) } : null), [ownerId]);

  const onDragOver = (event: DragEvent) => {
    const payload = draggedPayload(event);
    const target = targetAt(event);
    if (!payload || !target) return;
    event.stopPropagation();
    const reason = checkDrop(store, payload, target);
    const allowed = reason === null;
    if (allowed) event.preventDefault();
    event.dataTransfer.dropEffect = allowed ? (payload.source === 'palette' ? 'copy' : 'move') : 'none';
    setHint({ ...target, allowed, reason: reason ?? undefined });
  };

  const onDrop = (event: DragEvent) => {
    const payload = draggedPayload(event);
    const target = targetAt(event);
    event.preventDefault();
    event.stopPropagation();
    endDrag();
    if (!payload || !target) return;
    const reason = checkDrop(store, payload, target);
    if (reason) {
      toast('warning', designerText(reason));
      return;
    }
    const place = { parentId: target.ownerId, list: target.list, index: target.index };
    report(store.dispatch(payload.source === 'palette' ? commands.addWidget(payload.type, place, { label: t(`widget.${payload.type}`, { defaultValue: payload.type }) }) : commands.moveWidget(payload.id, place)));
  };

  const line = (index: number) => {
    if (!hint || hintIndex !== index) return null;
    if (hint.allowed) return <div key={`hint-${index}`} className="fd-drop-line" />;
    // Translated here, once per change of the hint, not on every dragover.
    const text = hint.reason ? designerText(hint.reason) : '';
    return (
      <div key={`hint-${index}`} className="fd-drop-line fd-drop-refused" title={text}>
        {text ? (
          <span className="fd-drop-reason" role="status" data-testid="fd-drop-reason">
            {text}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <div
      ref={ref}
      className={`fd-list${items.length === 0 ? ' fd-list-empty' : ''}${row ? ' fd-list-row' : ''}${selected ? ' fd-selected' : ''}${structuralOwner ? ' fd-list-slot' : ''} ${className ?? ''}`.trim()}
      data-fd-list={ownerId ?? 'root'}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setHint(null);
      }}
      onDrop={onDrop}
      onClick={
        structuralOwner && ownerId
          ? (event) => {
              event.stopPropagation();
              store.select(ownerId);
            }
          : undefined
      }
    >
      {selected && ownerId ? <ActionBar id={ownerId} /> : null}
      {items.map((item, index) => [
        line(index),
        <div key={item.id} className="fd-item" data-fd-index={index}>
          <CanvasNode id={item.id} />
        </div>,
      ])}
      {line(items.length)}
      {items.length === 0 ? <div className="fd-list-placeholder">{ownerId === null ? t('ui.emptyCanvas') : t('ui.emptyList')}</div> : null}
    </div>
  );
}
