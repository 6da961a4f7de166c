/**
 * Owns the bpmn-js Modeler of the page: created once on its host element, fed XML, and watched so
 * React re-renders when the command stack or the selection changes (undo/redo states, the panel, the
 * unsaved flag). The modeler chunk is imported here only, so it loads with the designer page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { createModeler, normaliseImport, services, type BpmnElement, type Services } from './modeler.ts';

export interface ModelerState {
  services: Services | null;
  /** Bumps on every command, undo, redo and import: what the panel and toolbar re-read on. */
  version: number;
  selected: BpmnElement[];
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
}

export interface ModelerHandle extends ModelerState {
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

const initial: ModelerState = { services: null, version: 0, selected: [], dirty: false, canUndo: false, canRedo: false, zoom: 1 };

export function useModeler(): ModelerHandle {
  const modelerRef = useRef<Modeler | null>(null);
  const [state, setState] = useState<ModelerState>(initial);
  const [hostElement, setHostElement] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!hostElement) return undefined;
    const modeler = createModeler(hostElement);
    modelerRef.current = modeler;
    // Reachable from the browser tests (and the console) for drawing through the modeling API.
    Object.assign(hostElement, { bpmnModeler: modeler });
    const s = services(modeler);
    const refresh = (change: Partial<ModelerState> = {}) =>
      setState((old) => ({ ...old, services: s, version: old.version + 1, canUndo: s.commandStack.canUndo(), canRedo: s.commandStack.canRedo(), ...change }));
    s.eventBus.on('commandStack.changed', () => refresh({ dirty: true }));
    s.eventBus.on('selection.changed', (event) => refresh({ selected: event.newSelection ?? [] }));
    s.eventBus.on('canvas.viewbox.changed', () => setState((old) => ({ ...old, zoom: s.canvas.zoom() })));
    refresh();
    return () => {
      modeler.destroy();
      modelerRef.current = null;
      setState(initial);
    };
  }, [hostElement]);

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
    setState((old) => ({ ...old, version: old.version + 1, selected: [], dirty: options.dirty === true, canUndo: false, canRedo: false, zoom: s.canvas.zoom() }));
  }, []);

  const exportXml = useCallback(async () => {
    const { xml } = await modelerRef.current!.saveXML({ format: true });
    return xml ?? '';
  }, []);
  const exportSvg = useCallback(async () => (await modelerRef.current!.saveSVG()).svg, []);
  const markSaved = useCallback(() => setState((old) => ({ ...old, dirty: false })), []);
  const setZoom = useCallback((scale: number) => {
    const modeler = modelerRef.current;
    if (modeler) services(modeler).canvas.zoom(scale);
  }, []);

  const get = useCallback(<T,>(name: string): T | undefined => {
    const modeler = modelerRef.current;
    return modeler ? modeler.get<T>(name) : undefined;
  }, []);

  return { ...state, host: setHostElement, importXml, exportXml, exportSvg, markSaved, setZoom, get };
}
