/**
 * Owns the bpmn-js Modeler of the page: created once on its host element, fed XML, and watched so
 * React re-renders when what the page shows changes: the toolbar's undo/redo and unsaved states, the
 * zoom. The selection (the panel's element) is not page state: it is a small store the panel's host
 * subscribes to (`useSelection`), so a click on a shape re-renders the panel alone, not the page and its
 * toolbar (issue 14: select at 1,000 elements). Edits inside a diagram do not re-render the page: the panel
 * follows its own element through `services.changes` (element-changes.ts). Updates the canvas does not
 * wait for are transitions (a new diagram's panel) or wait for the next paint (toolbar states, zoom).
 * The modeler chunk is imported here only, so it loads with the designer page.
 */
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { createModeler, normaliseImport, services, type BpmnElement, type Services } from './modeler.ts';

export interface ModelerState {
  services: Services | null;
  /** Bumps on every import (a new diagram): the panel remounts on it. */
  version: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
}

/** The selected elements, outside React state: read on demand or subscribed to. */
export interface SelectionStore {
  get(): BpmnElement[];
  subscribe(listener: () => void): () => void;
}

export interface ModelerHandle extends ModelerState {
  selection: SelectionStore;
  host: (element: HTMLDivElement | null) => void;
  /** `dirty`: the import is an edit of the model (auto-layout, redraw), not a load. */
  importXml(xml: string, options?: { dirty?: boolean }): Promise<void>;
  /** A bpmn-js service by name (overlays, toggleMode …) for the tools; undefined before the modeler exists. */
  get<T>(name: string): T | undefined;
  exportXml(): Promise<string>;
  exportSvg(): Promise<string>;
  markSaved(): void;
  setZoom(scale: number): void;
}

const sameElements = (a: BpmnElement[], b: BpmnElement[]) => a.length === b.length && a.every((element, index) => element === b[index]);

const initial: ModelerState = { services: null, version: 0, dirty: false, canUndo: false, canRedo: false, zoom: 1 };

const NOTHING: BpmnElement[] = [];

function createSelectionStore(): SelectionStore & { set(selected: BpmnElement[], notify: boolean): void } {
  let current = NOTHING;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(selected, notify) {
      if (sameElements(current, selected)) return;
      current = selected.length === 0 ? NOTHING : selected;
      if (notify) for (const listener of listeners) listener();
    },
  };
}

/** The selection, re-rendering the calling component (only it) when it changes. */
export function useSelection(store: SelectionStore): BpmnElement[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useModeler(): ModelerHandle {
  const modelerRef = useRef<Modeler | null>(null);
  const [selection] = useState(createSelectionStore);
  const [state, setState] = useState<ModelerState>(initial);
  const [hostElement, setHostElement] = useState<HTMLDivElement | null>(null);
  // What the page was last given: an event that changes nothing in it schedules no render at all.
  const shown = useRef<ModelerState>(initial);
  const publish = useCallback((change: Partial<ModelerState>) => {
    const now = shown.current;
    if (Object.entries(change).every(([key, value]) => now[key as keyof ModelerState] === value)) return;
    shown.current = { ...now, ...change };
    setState(shown.current);
  }, []);

  useEffect(() => {
    if (!hostElement) return undefined;
    const modeler = createModeler(hostElement);
    modelerRef.current = modeler;
    // Reachable from the browser tests (and the console) for drawing through the modeling API.
    Object.assign(hostElement, { bpmnModeler: modeler });
    const s = services(modeler);
    // After the next paint: the canvas result of the command is on screen before the toolbar re-renders.
    const follow = (change: Partial<ModelerState>) => requestAnimationFrame(() => setTimeout(() => startTransition(() => publish(change))));
    s.eventBus.on('commandStack.changed', (event) => {
      // The import's own clear is not an edit (importXml sets dirty itself).
      const edited = (event as { trigger?: string }).trigger !== 'clear';
      follow({ canUndo: s.commandStack.canUndo(), canRedo: s.commandStack.canRedo(), ...(edited ? { dirty: true } : {}) });
    });
    // Urgent: the panel shows the clicked element in the frame after the click (its host alone renders).
    const select = (selected: BpmnElement[]) => selection.set(selected, true);
    // A drag empties the selection while it runs and selects the dragged shapes at its end (or restores
    // the one from before when cancelled): the page keeps showing the selection from before the drag and
    // then takes the one the drag left, often the same (no render). drag.cleanup ends every drag, even
    // one whose start a listener refused; the microtask runs after that cleanup's own restore.
    let dragging = false;
    s.eventBus.on('drag.start', () => {
      dragging = true;
    });
    s.eventBus.on('drag.cleanup', () => {
      dragging = false;
      queueMicrotask(() => select(s.selection.get()));
    });
    s.eventBus.on('selection.changed', (event) => {
      if (!dragging) select(event.newSelection ?? []);
    });
    s.eventBus.on('canvas.viewbox.changed', () => follow({ zoom: s.canvas.zoom() }));
    publish({ services: s, canUndo: s.commandStack.canUndo(), canRedo: s.commandStack.canRedo() });
    return () => {
      modeler.destroy();
      modelerRef.current = null;
      shown.current = initial;
      selection.set(NOTHING, true);
      setState(initial);
    };
  }, [hostElement, publish, selection]);

  const importXml = useCallback(async (xml: string, options: { dirty?: boolean } = {}) => {
    const modeler = modelerRef.current;
    if (!modeler) throw new Error('modeler not ready');
    const { warnings } = await modeler.importXML(normaliseImport(xml));
    // Spec §8: import warnings go to the console only.
    if (warnings.length > 0) console.warn('bpmn import warnings', warnings);
    const s = services(modeler);
    s.commandStack.clear();
    s.canvas.zoom('fit-viewport', 'auto');
    if (s.canvas.zoom() > 1) s.canvas.zoom(1, 'auto');
    const zoom = s.canvas.zoom();
    // The new diagram is drawn; its panel follows in a transition so that drawing is painted first: the
    // emptied selection is not announced, the panel's host reads it in that transition's render.
    selection.set(NOTHING, false);
    startTransition(() => publish({ version: shown.current.version + 1, dirty: options.dirty === true, canUndo: false, canRedo: false, zoom }));
  }, [publish, selection]);

  const exportXml = useCallback(async () => {
    const { xml } = await modelerRef.current!.saveXML({ format: true });
    return xml ?? '';
  }, []);
  const exportSvg = useCallback(async () => (await modelerRef.current!.saveSVG()).svg, []);
  const markSaved = useCallback(() => publish({ dirty: false }), [publish]);
  const setZoom = useCallback((scale: number) => {
    const modeler = modelerRef.current;
    if (modeler) services(modeler).canvas.zoom(scale);
  }, []);

  const get = useCallback(<T,>(name: string): T | undefined => {
    const modeler = modelerRef.current;
    return modeler ? modeler.get<T>(name) : undefined;
  }, []);

  return { ...state, selection, host: setHostElement, importXml, exportXml, exportSvg, markSaved, setZoom, get };
}
