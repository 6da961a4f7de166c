/**
 * The bpmn-js Modeler as the designer uses it: the Camunda vocabulary with Flowhall's types merged in
 * (the descriptor the server parses with, so what the panels write is what the engine reads), the
 * empty diagram of a new model, and the few services the page and the panels call, typed narrowly.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import TokenSimulationModule from 'bpmn-js-token-simulation/lib/modeler';
import { paletteFilterModule } from './palette-filter.ts';
import { elementChangesModule, type ElementChanges } from './element-changes.ts';
import camundaJson from 'camunda-bpmn-moddle/resources/camunda.json';
import { aliasEngineNamespaces, withFlowhallVocabulary, type ModdleDescriptor } from '../../schemas/bpmn/index.ts';

export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;

/** Zoom kept inside 0.2–4 and on the 0.1 grid (float sums drift otherwise). */
export function nextZoom(current: number, delta: number): number {
  const stepped = Math.round((current + delta) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

export interface BpmnElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
  parent?: BpmnElement;
  waypoints?: unknown;
  labelTarget?: unknown;
  source?: BpmnElement;
  target?: BpmnElement;
}

/** A moddle element: typed properties plus get/set and the extension container. */
export interface BusinessObject {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  $parent?: BusinessObject;
  extensionElements?: { values?: BusinessObject[] } | undefined;
  conditionExpression?: BusinessObject | undefined;
  default?: BusinessObject | undefined;
  loopCharacteristics?: BusinessObject | undefined;
  body?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}

export interface Modeling {
  updateProperties(element: BpmnElement, props: Record<string, unknown>): void;
  updateModdleProperties(element: BpmnElement, target: BusinessObject, props: Record<string, unknown>): void;
  createShape(shape: unknown, position: { x: number; y: number }, parent: BpmnElement): BpmnElement;
  connect(source: BpmnElement, target: BpmnElement): BpmnElement;
}
export interface BpmnFactory {
  create(type: string, attrs?: Record<string, unknown>): BusinessObject;
}
export interface CommandStack {
  execute(command: string, context: object): void;
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
  clear(): void;
}
export interface Canvas {
  zoom(scale?: number | 'fit-viewport', center?: 'auto'): number;
  getRootElement(): BpmnElement;
}
export interface Selection {
  get(): BpmnElement[];
  select(element: BpmnElement | BpmnElement[]): void;
}
export interface ElementRegistry {
  get(id: string): BpmnElement | undefined;
  filter(fn: (element: BpmnElement) => boolean): BpmnElement[];
}
export interface AlignElements {
  trigger(elements: BpmnElement[], type: AlignType): void;
}
export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';
export interface EventBus {
  on(event: string, callback: (event: { element?: BpmnElement; newSelection?: BpmnElement[] }) => void): void;
  off(event: string, callback: unknown): void;
}

export interface Services {
  modeling: Modeling;
  bpmnFactory: BpmnFactory;
  commandStack: CommandStack;
  canvas: Canvas;
  selection: Selection;
  elementRegistry: ElementRegistry;
  alignElements: AlignElements;
  eventBus: EventBus;
  moddle: { create(type: string, attrs?: Record<string, unknown>): BusinessObject };
  /** The operations that changed the model (not mere moves): what the properties panel follows. */
  changes: ElementChanges;
}

export function services(modeler: Modeler): Services {
  const get = <T>(name: string) => modeler.get<T>(name);
  return {
    modeling: get('modeling'),
    bpmnFactory: get('bpmnFactory'),
    commandStack: get('commandStack'),
    canvas: get('canvas'),
    selection: get('selection'),
    elementRegistry: get('elementRegistry'),
    alignElements: get('alignElements'),
    eventBus: get('eventBus'),
    moddle: get('moddle'),
    changes: get('flowhallElementChanges'),
  };
}

/** One `updateModdleProperties` of a batch: the moddle object and its new properties. */
export interface ModdleUpdate {
  target: BusinessObject;
  props: Record<string, unknown>;
}

/** The command that runs several moddle updates as one entry of the command stack. */
export const BATCH_UPDATE = 'flowhall.moddleUpdates';

/**
 * Its handler: the updates run as nested commands in preExecute, and the command stack undoes nested
 * commands with their parent, so one undo takes them all back (a new error and the event's reference
 * to it, ErrorEscalationGroup). No execute or revert of its own: the nested commands hold the changes.
 */
class ModdleUpdatesHandler {
  static $inject = ['modeling'];
  constructor(private readonly modeling: Modeling) {}
  preExecute(context: { element: BpmnElement; updates: ModdleUpdate[] }): void {
    for (const { target, props } of context.updates) this.modeling.updateModdleProperties(context.element, target, props);
  }
}

function registerModdleUpdates(commandStack: { registerHandler(command: string, handler: unknown): void }): void {
  commandStack.registerHandler(BATCH_UPDATE, ModdleUpdatesHandler);
}
registerModdleUpdates.$inject = ['commandStack'];

export const moddleUpdatesModule = { __init__: [registerModdleUpdates] };

/** Several moddle updates on behalf of `element` as one command (one undo step). */
export function updateModdleBatch(s: Pick<Services, 'commandStack'>, element: BpmnElement, updates: ModdleUpdate[]): void {
  s.commandStack.execute(BATCH_UPDATE, { element, updates });
}

export const engineDescriptor = withFlowhallVocabulary(camundaJson as unknown as ModdleDescriptor);

export function createModeler(container: HTMLElement): Modeler {
  // Token simulation (toolbar: simulation on/off) plays tokens through the diagram; editing is off while it runs.
  return new Modeler({ container, keyboard: { bindTo: document }, additionalModules: [TokenSimulationModule, paletteFilterModule, elementChangesModule, moddleUpdatesModule], moddleExtensions: { camunda: engineDescriptor } });
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A new model: one process with a start event, named after the model. */
export function emptyDiagram(key: string, name: string): string {
  const id = key || 'Process_1';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_1" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${escapeXml(id)}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(id)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Flowable and Activiti files read as ours: their namespace URIs become the engine's before import. */
export const normaliseImport = (xml: string): string => aliasEngineNamespaces(xml);
