/**
 * Which elements a command stack operation (an edit, an undo, a redo) changed in a way the properties
 * panel shows. bpmn-js reports every element an operation touched (`elements.changed`), moves and
 * re-layouts included; the panel only reads the semantic model, so an operation made only of geometry
 * commands (a shape dragged within its parent, a flow re-routed, a resize) and the reference upkeep
 * bpmn-js runs after each move (lanes' and groups' member lists, which no panel shows) changes nothing
 * it shows and must not re-render it. The module is registered with the Modeler; the panel subscribes through
 * `services.changes`.
 */
import type { BpmnElement } from './modeler.ts';

/** Commands that change only the diagram interchange (positions, sizes, waypoints) or what no panel shows. */
const UNSHOWN_COMMANDS = new Set([
  'connection.layout',
  'connection.updateWaypoints',
  'shape.resize',
  'lane.resize',
  'spaceTool',
  // After every move: a lane's flowNodeRefs, a group's categoryValueRef (empty updates without lanes, groups).
  'lane.updateRefs',
  'group.updateRefs',
  // Composites: their own handlers only run the nested commands, which are judged one by one.
  'elements.move',
  'elements.align',
  'elements.distribute',
]);

/** Moves stay geometric while the element keeps its parent (a new parent is a new semantic container). */
const MOVE_COMMANDS = new Set(['shape.move', 'connection.move']);

export interface CommandContext {
  oldParent?: unknown;
  newParent?: unknown;
}

/** Whether a command (executed or reverted) may change what the panel shows. */
export function isSemanticCommand(command: string, context: CommandContext | undefined): boolean {
  if (UNSHOWN_COMMANDS.has(command)) return false;
  if (MOVE_COMMANDS.has(command)) return context?.newParent !== undefined && context.newParent !== context.oldParent;
  return true;
}

export type ChangeListener = (changed: ReadonlySet<BpmnElement>) => void;

export interface ElementChanges {
  /** Called once per operation that changed the model, with the elements it touched. */
  subscribe(listener: ChangeListener): () => void;
}

export interface ChangeBus {
  on(event: string, callback: (event: { command?: string; context?: CommandContext; elements?: BpmnElement[] }) => void): void;
}

/** The tracker over a modeler's event bus (the module below creates it with the Modeler). */
export function createElementChanges(eventBus: ChangeBus): ElementChanges {
  const listeners = new Set<ChangeListener>();
  let semantic = false;
  let touched: BpmnElement[] = [];
  const judge = (event: { command?: string; context?: CommandContext }) => {
    if (event.command && isSemanticCommand(event.command, event.context)) semantic = true;
  };
  eventBus.on('commandStack.executed', judge);
  eventBus.on('commandStack.reverted', judge);
  // Fired once at the end of the operation, just before commandStack.changed.
  eventBus.on('elements.changed', (event) => {
    touched = event.elements ?? [];
  });
  eventBus.on('commandStack.changed', () => {
    const changed = semantic ? new Set(touched) : null;
    semantic = false;
    touched = [];
    if (changed && changed.size > 0) for (const listener of listeners) listener(changed);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const ElementChangesService = (eventBus: ChangeBus): ElementChanges => createElementChanges(eventBus);
ElementChangesService.$inject = ['eventBus'];

export const elementChangesModule = {
  __init__: ['flowhallElementChanges'],
  flowhallElementChanges: ['factory', ElementChangesService],
};
