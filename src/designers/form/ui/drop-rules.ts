/**
 * The canvas' answer to "may this go here, and if not, why?" while dragging, so the insertion line shows
 * the refusal and its reason before the drop. It asks the core's own drop check (the designer parts'
 * accepts(), internal children, not into itself), the same one the add/move commands apply, so the reason
 * shown is the message the command would give.
 */
import { designerOf } from '../../../widgets/designers.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { DesignerStore } from '../core/contract.ts';
import { checkDrop as coreCheckDrop, typeDropRefusal } from '../core/drop-rules.ts';
import type { ListKey } from '../core/tree.ts';
import { designerParts } from './core-link.ts';
import type { DragPayload, DropTarget } from './dnd.ts';

export function childListOf(type: string): ListKey {
  return designerOf(type)?.childList ?? 'widgetList';
}

/** Why the dragged widget may not be dropped at `target` (a designer text), or null when it may. */
export function checkDrop(store: DesignerStore, payload: DragPayload, target: DropTarget): I18nText | null {
  const form = store.getState().form;
  const place = { parentId: target.ownerId, list: target.list, index: target.index };
  if (payload.source === 'palette') return typeDropRefusal(designerParts, form, place, payload.type);
  const widget = store.getWidget(payload.id);
  const parent = store.getParent(payload.id);
  // The dragged widget is gone (an undo during the drag): nothing to move.
  if (!widget || parent === undefined) return { key: 'error.widgetMissing', params: { id: payload.id } };
  return coreCheckDrop(designerParts, form, place, widget, parent?.id ?? null);
}

export function dropAllowed(store: DesignerStore, payload: DragPayload, target: DropTarget): boolean {
  return checkDrop(store, payload, target) === null;
}
