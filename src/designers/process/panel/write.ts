/**
 * Writing a section's answer through bpmn-js commands (one command per change, so undo takes it back
 * whole): attributes with updateProperties, extension elements of one type replaced inside the
 * element's extensionElements with updateModdleProperties.
 */
import { createTree, ENGINE_PREFIX, replaceExtensions, type ExtensionSpec, type TreeSpec } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../modeler.ts';

export function setExtensions(services: Services, element: BpmnElement, local: string, specs: readonly ExtensionSpec[]): void {
  setTreeExtensions(services, element, local, specs.map((spec) => ({ type: `${ENGINE_PREFIX}:${spec.type}`, attrs: spec.attrs })));
}

/** The same with nested elements (listeners, properties, retry cycles): specs built with createTree. */
export function setTreeExtensions(services: Services, element: BpmnElement, local: string, specs: readonly TreeSpec[]): void {
  const bo = element.businessObject;
  const created = specs.map((spec) => createTree(services.bpmnFactory, spec));
  const container = bo.extensionElements as BusinessObject | undefined;
  if (!container) {
    if (created.length === 0) return;
    services.modeling.updateModdleProperties(element, bo, { extensionElements: services.bpmnFactory.create('bpmn:ExtensionElements', { values: created }) });
    return;
  }
  services.modeling.updateModdleProperties(element, container, { values: replaceExtensions((container.values as BusinessObject[] | undefined) ?? [], local, created) });
}
