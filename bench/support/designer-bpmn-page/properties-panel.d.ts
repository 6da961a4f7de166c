/** The three modules bench:designer-bpmn's floor page takes from bpmn-js-properties-panel (the package ships no types). */
declare module 'bpmn-js-properties-panel' {
  type ModuleDeclaration = Record<string, unknown>;
  export const BpmnPropertiesPanelModule: ModuleDeclaration;
  export const BpmnPropertiesProviderModule: ModuleDeclaration;
  export const CamundaPlatformPropertiesProviderModule: ModuleDeclaration;
}
