/**
 * Native HTML5 drag-and-drop between the palette and the canvas (no DnD dependency: the browser's own
 * events carry everything the designer needs). The dragged thing is kept here as well as in the
 * DataTransfer, because dragover handlers may not read the transfer's data, yet must answer whether
 * the drop is allowed (drop rules) to show the insertion line or the refusal.
 */
import type { ListKey } from '../core/tree.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';

export type DragPayload = { source: 'palette'; type: string } | { source: 'canvas'; id: string; type: string };

export const DRAG_MIME = 'application/x-flowhall-widget';

let current: DragPayload | null = null;

export function startDrag(event: React.DragEvent, payload: DragPayload): void {
  current = payload;
  event.dataTransfer.setData(DRAG_MIME, JSON.stringify(payload));
  // Some browsers start no drag without a text/plain item.
  event.dataTransfer.setData('text/plain', payload.type);
  event.dataTransfer.effectAllowed = payload.source === 'palette' ? 'copy' : 'move';
}

export function endDrag(): void {
  current = null;
  setHint(null);
}

export function draggedPayload(event?: React.DragEvent): DragPayload | null {
  if (current) return current;
  const raw = event?.dataTransfer.getData(DRAG_MIME);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as DragPayload;
  } catch {
    return null;
  }
}

/** A place in the form: the list of `ownerId` (null: the top level) at `index`. */
export interface DropTarget {
  ownerId: string | null;
  list: ListKey;
  index: number;
}

/** The insertion line being shown; each list subscribes and draws it only when it is its own. */
export interface DropHint extends DropTarget {
  allowed: boolean;
  /** Why the place is refused (shown on the red line); absent when allowed. */
  reason?: I18nText | undefined;
}

function sameText(a: I18nText | undefined, b: I18nText | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.key !== b.key) return false;
  const pa = a.params ?? {};
  const pb = b.params ?? {};
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => pa[k] === pb[k]);
}

let hint: DropHint | null = null;
const listeners = new Set<() => void>();

export function setHint(next: DropHint | null): void {
  if (hint === next) return;
  // dragover fires on every pointer move: only a different place, verdict or reason notifies (re-renders).
  if (hint && next && hint.ownerId === next.ownerId && hint.list === next.list && hint.index === next.index && hint.allowed === next.allowed && sameText(hint.reason, next.reason)) return;
  hint = next;
  for (const listener of listeners) listener();
}

export function getHint(): DropHint | null {
  return hint;
}

export function subscribeHint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list key for the root. */
export const ROOT_LIST: ListKey = 'widgetList';
