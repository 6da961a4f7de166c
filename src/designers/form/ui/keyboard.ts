/**
 * The designer's keys: Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z) redo, Delete removes the selected widget,
 * Ctrl+C / Ctrl+V copy and paste it (after the selected widget, or into the selected container). Keys
 * typed into an editor (the property panel, a dialog) are left to that editor.
 */
import { useEffect } from 'react';
import type { DesignerStore } from '../core/contract.ts';
import { canDropType } from '../core/drop-rules.ts';
import { commands, designerParts } from './core-link.ts';
import { report, toast, uiText } from './notify.ts';

/** The copied widget; kept in memory too, since the system clipboard may be refused to the page. */
let copied: string | null = null;

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('.ant-modal, .ant-drawer .fd-panel, .fd-panel, .cm-editor')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Where a paste goes: into the selected container when it takes the widget, else right after the selection. */
function pasteTarget(store: DesignerStore, type: string) {
  const { selectedId, form } = store.getState();
  if (!selectedId) return { parentId: null, index: form.widgetList.length };
  const selected = store.getWidget(selectedId);
  const inside = { parentId: selectedId, index: selected?.widgetList?.length ?? 0 };
  if (selected && canDropType(designerParts, form, inside, type)) return inside;
  const parent = store.getParent(selectedId);
  const list = parent ? (parent.widgetList ?? []) : form.widgetList;
  return { parentId: parent?.id ?? null, index: list.findIndex((item) => item.id === selectedId) + 1 };
}

export function copySelected(store: DesignerStore): void {
  const id = store.getState().selectedId;
  const widget = id ? store.getWidget(id) : undefined;
  if (!widget) return;
  copied = JSON.stringify(widget);
  void navigator.clipboard?.writeText(copied).catch(() => undefined);
  toast('success', uiText('copied'));
}

export function pasteCopied(store: DesignerStore): void {
  if (!copied) {
    toast('info', uiText('nothingToPaste'));
    return;
  }
  const type = (JSON.parse(copied) as { type: string }).type;
  report(store.dispatch(commands.pasteWidget(copied, pasteTarget(store, type))));
}

export function useDesignerKeys(store: DesignerStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z' && !event.shiftKey) store.undo();
      else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) store.redo();
      else if (mod && key === 'c') copySelected(store);
      else if (mod && key === 'v') pasteCopied(store);
      else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) {
        const id = store.getState().selectedId;
        if (!id) return;
        report(store.dispatch(commands.removeWidget(id)));
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
