/**
 * The canvas' answer to "may this go here?" while dragging, so the insertion line shows a refusal
 * before the drop. It asks the core's own drop check (the designer parts' accepts(), internal
 * children, not into itself), the same one the add/move commands apply.
 */
import { designerOf } from '../../../widgets/designers.ts';
import type { DesignerStore } from '../core/contract.ts';
import { canDropType, checkDrop } from '../core/drop-rules.ts';
import type { ListKey } from '../core/tree.ts';
import { designerParts } from './core-link.ts';
import type { DragPayload, DropTarget } from './dnd.ts';

export function childListOf(type: string): ListKey {
  return designerOf(type)?.childList ?? 'widgetList';
}

export function dropAllowed(store: DesignerStore, payload: DragPayload, target: DropTarget): boolean {
  const form = store.getState().form;
  const place = { parentId: target.ownerId, list: target.list, index: target.index };
  if (payload.source === 'palette') return canDropType(designerParts, form, place, payload.type);
  const widget = store.getWidget(payload.id);
  const parent = store.getParent(payload.id);
  if (!widget || parent === undefined) return false;
  return checkDrop(designerParts, form, place, widget, parent?.id ?? null) === null;
}
