// These packages ship no types; these are the parts the designer's tools use.
declare module 'bpmn-js-token-simulation/lib/modeler' {
  const module: Record<string, unknown>;
  export default module;
}

declare module 'bpmn-js-differ' {
  export interface DiffResult {
    _added: Record<string, { $type: string; id: string; name?: string }>;
    _removed: Record<string, { $type: string; id: string; name?: string }>;
    _changed: Record<string, { model: { $type: string; id: string; name?: string }; attrs: Record<string, { oldValue: unknown; newValue: unknown }> }>;
    _layoutChanged: Record<string, { $type: string; id: string; name?: string }>;
  }
  /** A moddle element as the handler sees it. */
  export interface DiffElement {
    $type: string;
    id?: string;
    [key: string]: unknown;
  }
  /** Collects the differ's findings; diff() answers the handler it was given (the default one when none). */
  export class ChangeHandler implements DiffResult {
    _added: DiffResult['_added'];
    _removed: DiffResult['_removed'];
    _changed: DiffResult['_changed'];
    _layoutChanged: DiffResult['_layoutChanged'];
    _isTracked(element: DiffElement): { element: DiffElement; property: string } | undefined;
    changed(model: DiffElement, property: string, older?: unknown, newer?: unknown): void;
    added(model: DiffElement, property: string, element: DiffElement, index: number): void;
    removed(model: DiffElement, property: string, element: DiffElement, index: number): void;
  }
  export function diff(oldDefinitions: unknown, newDefinitions: unknown, handler?: ChangeHandler): DiffResult;
}

// The package's types sit behind an export path the resolver does not read; the unit test of the diff needs only this.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
  }
}
