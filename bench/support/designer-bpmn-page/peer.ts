/**
 * bench:designer-bpmn's floor: a plain bpmn-js Modeler with the Camunda 7 properties panel, as its
 * README sets it up, and a file input that imports the chosen diagram (fit to the viewport, at most
 * 100 %, as Flowhall's designer does after an import), the General group open. Nothing else.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, CamundaPlatformPropertiesProviderModule } from 'bpmn-js-properties-panel';
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/diagram-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import '@bpmn-io/properties-panel/dist/assets/properties-panel.css';

const modeler = new Modeler({
  container: '#canvas',
  keyboard: { bindTo: document },
  // The General group open, as Flowhall's basic info is: the name field is where a user types.
  propertiesPanel: { parent: '#panel', layout: { groups: { general: { open: true } } } },
  additionalModules: [BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, CamundaPlatformPropertiesProviderModule],
  moddleExtensions: { camunda: camundaModdle },
});

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
}

async function open(file: File | undefined): Promise<void> {
  if (!file) return;
  await modeler.importXML(await file.text());
  const canvas = modeler.get<Canvas>('canvas');
  canvas.zoom('fit-viewport', 'auto');
  if (canvas.zoom() > 1) canvas.zoom(1, 'auto');
}

const input = document.getElementById('open') as HTMLInputElement;
input.addEventListener('change', () => {
  void open(input.files?.[0]).catch((error: unknown) => console.error(error));
});
document.body.dataset.ready = '1';
