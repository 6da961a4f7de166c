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
  export function diff(oldDefinitions: unknown, newDefinitions: unknown): DiffResult;
}

// The package's types sit behind an export path the resolver does not read; the unit test of the diff needs only this.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
  }
}
