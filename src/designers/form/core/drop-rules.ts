/**
 * Where a widget may go. The containers decide through their designer parts' `accepts` (a sub-form
 * takes field widgets only, a grid only grid-cols …); the core adds what holds for every container:
 * structural children (grid-col, table-cell, tab-pane: `internal`) stay in the container that made
 * them, and nothing goes into itself.
 */
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import type { DesignerParts } from './parts.ts';
import { indexForm, type ListKey } from './tree.ts';

/** Where to put a widget: the parent (null = the form's top level), its child list and the index in it. */
export interface DropTarget {
  parentId: string | null;
  /** Default: the parent's designer part's childList, else 'widgetList'. */
  list?: ListKey;
  /** For list 'rows' only: the table row. */
  row?: number;
  /** Position in the target list as it is before the drop (what a drop indicator shows); clamped. */
  index: number;
}

/** Why `child` may not be dropped into `parent`, or null when it may. `movingFrom` is the parent id it leaves, for moves. */
export function dropRefusal(parts: DesignerParts, parent: Widget | null, child: Widget, movingFrom?: string | null): I18nText | null {
  const sameParent = movingFrom !== undefined && movingFrom === (parent?.id ?? null);
  if (child.internal === true && !sameParent) return { key: 'error.internalWidget', params: { widget: `widget.${child.type}` } };
  if (parent === null || sameParent) return null;
  const designer = parts.designerOf(parent.type);
  if (designer?.accepts?.({ type: child.type, kind: parts.kindOf(child.type) }) === true) return null;
  return { key: designer?.refusal ?? 'error.dropRefused', params: { widget: `widget.${child.type}`, parent: `widget.${parent.type}` } };
}

/** The drop check of a whole move or insert, including "not into itself". */
export function checkDrop(parts: DesignerParts, form: FormSchema, target: DropTarget, child: Widget, movingFrom?: string | null): I18nText | null {
  if (target.parentId === null) return dropRefusal(parts, null, child, movingFrom);
  const found = indexForm(form).get(target.parentId);
  if (!found) return { key: 'error.widgetMissing', params: { id: target.parentId } };
  if (movingFrom !== undefined && (target.parentId === child.id || found.location.path.includes(child.id))) return { key: 'error.dropIntoItself' };
  return dropRefusal(parts, found.widget, child, movingFrom);
}

/** Why a type from the palette may not be dropped there, or null when it may (the canvas asks while dragging). */
export function typeDropRefusal(parts: DesignerParts, form: FormSchema, target: DropTarget, type: string): I18nText | null {
  const designer = parts.designerOf(type);
  if (!designer) return { key: 'error.unknownType', params: { type } };
  return checkDrop(parts, form, target, { type, id: '', options: { name: '' }, ...(designer.palette ? {} : { internal: true }) });
}

/** Whether a type from the palette may be dropped there. */
export function canDropType(parts: DesignerParts, form: FormSchema, target: DropTarget, type: string): boolean {
  return typeDropRefusal(parts, form, target, type) === null;
}

/** The list a drop goes into when the target does not name one. */
export function targetList(parts: DesignerParts, form: FormSchema, target: DropTarget): ListKey {
  if (target.list) return target.list;
  if (target.parentId === null) return 'widgetList';
  const parent = indexForm(form).get(target.parentId)?.widget;
  return (parent && parts.designerOf(parent.type)?.childList) || 'widgetList';
}
