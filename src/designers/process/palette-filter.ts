/**
 * A bpmn-js module that offers only what the engine runs: palette, replace-menu and context-pad entries
 * whose element or event definition is not in SUPPORTED_ELEMENT_TYPES / SUPPORTED_EVENT_DEFINITIONS
 * (src/schemas/bpmn/engine-descriptor.ts, the lists the server's compiler and deploy check read), or
 * that the engine runs only with an implementation the panel cannot set (NEEDS_IMPLEMENTATION), are
 * removed. Register it in the Modeler's additionalModules. `isOffered` is the pure decision (unit tested).
 */
import * as ReplaceOptions from 'bpmn-js/lib/features/replace/ReplaceOptions';
import { SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS } from '../../schemas/bpmn/engine-descriptor.ts';

export interface EntryTarget {
  type: string;
  eventDefinitionType?: string;
  triggeredByEvent?: boolean;
  instantiate?: boolean;
  isForCompensation?: boolean;
}

/** Not flow elements: the engine ignores them, the designer may still draw them. */
const DRAWING_ONLY = ['dataObjectReference', 'dataStoreReference', 'participant', 'lane', 'group', 'textAnnotation', 'association'];

/**
 * Kinds the engine runs only with an implementation the panel does not edit (a camunda:class, delegate
 * expression or expression; the deploy refuses them without one: src/server/bpm/engine/compile-tasks.ts).
 * Offered, a business rule task could only ever be refused (or, before that check, ran as a no-op).
 */
const NEEDS_IMPLEMENTATION = ['businessRuleTask'];

const bare = (type: string) => {
  const local = type.replace(/^.*:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};

/** Whether an element of this kind (and event definition) is something the engine runs, or only drawing. */
export function isOffered(target: EntryTarget): boolean {
  const type = bare(target.type);
  if (DRAWING_ONLY.includes(type)) return true;
  if (!(SUPPORTED_ELEMENT_TYPES as readonly string[]).includes(type) || NEEDS_IMPLEMENTATION.includes(type)) return false;
  if (target.instantiate || target.isForCompensation) return false;
  const allowed = SUPPORTED_EVENT_DEFINITIONS[type];
  if (!allowed) return true;
  const kind = target.eventDefinitionType ? bare(target.eventDefinitionType).replace(/EventDefinition$/, '') : 'none';
  return allowed.includes(kind);
}

/** Replace-menu entry id (actionName) → what it creates, from bpmn-js's own option lists. */
const REPLACE_TARGETS: Map<string, EntryTarget> = (() => {
  const out = new Map<string, EntryTarget>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const option = value as { actionName?: string; target?: EntryTarget };
      if (option.actionName && option.target) out.set(option.actionName, option.target);
      else Object.values(value).forEach(visit);
    }
  };
  visit(Object.values(ReplaceOptions));
  return out;
})();

/** Palette and context-pad entries by id, for those that create a flow element. */
const CREATE_TARGETS: Record<string, EntryTarget> = {
  'create.start-event': { type: 'bpmn:StartEvent' },
  'create.intermediate-event': { type: 'bpmn:IntermediateThrowEvent' },
  'create.end-event': { type: 'bpmn:EndEvent' },
  'create.exclusive-gateway': { type: 'bpmn:ExclusiveGateway' },
  'create.task': { type: 'bpmn:Task' },
  'create.subprocess-expanded': { type: 'bpmn:SubProcess' },
  'append.receive-task': { type: 'bpmn:ReceiveTask' },
  'append.message-intermediate-event': { type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:MessageEventDefinition' },
  'append.timer-intermediate-event': { type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:TimerEventDefinition' },
  'append.condition-intermediate-event': { type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:ConditionalEventDefinition' },
  'append.signal-intermediate-event': { type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:SignalEventDefinition' },
  'append.compensation-activity': { type: 'bpmn:Task', isForCompensation: true },
};

/** Header toggles of the replace menu that make an element the engine does not run (standard loops run: toggle-loop stays). */
const REFUSED_TOGGLES = ['toggle-adhoc'];

/** Keeps the entries the engine runs; entries this module does not know (tools, connect, delete …) stay. */
export function keepSupported<T>(entries: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (REFUSED_TOGGLES.includes(id)) continue;
    const target = REPLACE_TARGETS.get(id) ?? CREATE_TARGETS[id];
    if (target && !isOffered(target)) continue;
    out[id] = entry;
  }
  return out;
}

interface ProviderHost {
  registerProvider(priority: number, provider: object): void;
}
interface PopupMenu {
  registerProvider(id: string, priority: number, provider: object): void;
}

const filterProvider = (method: string) => ({ [method]: () => (entries: Record<string, unknown>) => keepSupported(entries) });

/** Runs after bpmn-js's own providers (low priority) and filters what they offered. */
function PaletteFilter(palette: ProviderHost, popupMenu: PopupMenu, contextPad: ProviderHost) {
  palette.registerProvider(100, filterProvider('getPaletteEntries'));
  contextPad.registerProvider(100, filterProvider('getContextPadEntries'));
  popupMenu.registerProvider('bpmn-replace', 100, { getPopupMenuEntries: () => (entries: Record<string, unknown>) => keepSupported(entries), getPopupMenuHeaderEntries: () => (entries: Record<string, unknown>) => keepSupported(entries) });
}
PaletteFilter.$inject = ['palette', 'popupMenu', 'contextPad'];

export const paletteFilterModule = {
  __init__: ['flowhallPaletteFilter'],
  flowhallPaletteFilter: ['type', PaletteFilter],
};
