/**
 * Which command stack operations the properties panel follows (element-changes.ts): a drag, a re-route
 * and bpmn-js's lane/group upkeep after a move change nothing it shows; a property edit, a move into
 * another parent, an undo of an edit do, once per operation, with the elements the operation touched.
 */
import { describe, expect, it } from 'vitest';
import { createElementChanges, isSemanticCommand, type ChangeBus } from '../../src/designers/process/element-changes.ts';
import type { BpmnElement } from '../../src/designers/process/modeler.ts';

type Listener = Parameters<ChangeBus['on']>[1];

function bus() {
  const listeners = new Map<string, Listener[]>();
  return {
    on: (event: string, callback: Listener) => void listeners.set(event, [...(listeners.get(event) ?? []), callback]),
    fire: (event: string, payload: Parameters<Listener>[0] = {}) => (listeners.get(event) ?? []).forEach((callback) => callback(payload)),
  };
}

const task = { id: 'Task_1' } as BpmnElement;
const flow = { id: 'Flow_1' } as BpmnElement;
const parent = {};
const lane = {};

/** One operation as CommandStack reports it: each command executed (or reverted), then the dirty elements. */
function operation(b: ReturnType<typeof bus>, commands: [string, object?][], elements: BpmnElement[], reverted = false) {
  for (const [command, context] of commands) b.fire(reverted ? 'commandStack.reverted' : 'commandStack.executed', { command, context });
  b.fire('elements.changed', { elements });
  b.fire('commandStack.changed', {});
}

const MOVE: [string, object?][] = [
  ['elements.move', {}],
  ['shape.move', { oldParent: parent }],
  ['connection.layout', {}],
  ['lane.updateRefs', {}],
  ['group.updateRefs', {}],
];

describe('isSemanticCommand', () => {
  it('tells geometry and reference upkeep from model edits', () => {
    expect(isSemanticCommand('connection.layout', {})).toBe(false);
    expect(isSemanticCommand('connection.updateWaypoints', {})).toBe(false);
    expect(isSemanticCommand('shape.resize', {})).toBe(false);
    expect(isSemanticCommand('lane.updateRefs', {})).toBe(false);
    expect(isSemanticCommand('shape.move', { oldParent: parent })).toBe(false);
    expect(isSemanticCommand('shape.move', { oldParent: parent, newParent: parent })).toBe(false);
    expect(isSemanticCommand('shape.move', { oldParent: parent, newParent: lane })).toBe(true);
    expect(isSemanticCommand('element.updateProperties', {})).toBe(true);
    expect(isSemanticCommand('element.updateModdleProperties', undefined)).toBe(true);
    expect(isSemanticCommand('shape.create', {})).toBe(true);
    expect(isSemanticCommand('connection.reconnect', {})).toBe(true);
  });
});

describe('createElementChanges', () => {
  it('reports an edit, and its undo, once with the touched elements; a move and its undo not at all', () => {
    const b = bus();
    const changes = createElementChanges(b);
    const seen: string[][] = [];
    const stop = changes.subscribe((changed) => seen.push([...changed].map((element) => element.id)));

    operation(b, MOVE, [task, flow]);
    operation(b, MOVE.toReversed(), [task, flow], true);
    expect(seen).toEqual([]);

    operation(b, [['element.updateProperties', {}]], [task]);
    operation(b, [['element.updateProperties', {}]], [task], true);
    expect(seen).toEqual([['Task_1'], ['Task_1']]);

    // A move that ends in another parent changes the model; a clear (import) reports nothing.
    operation(b, [['elements.move', {}], ['shape.move', { oldParent: parent, newParent: lane }]], [task]);
    b.fire('commandStack.changed', {});
    expect(seen).toEqual([['Task_1'], ['Task_1'], ['Task_1']]);

    stop();
    operation(b, [['element.updateProperties', {}]], [task]);
    expect(seen).toHaveLength(3);
  });

  it('does not carry a move\'s elements into the next edit', () => {
    const b = bus();
    const changes = createElementChanges(b);
    const seen: string[][] = [];
    changes.subscribe((changed) => seen.push([...changed].map((element) => element.id)));
    operation(b, MOVE, [task, flow]);
    operation(b, [['element.updateProperties', {}]], [flow]);
    expect(seen).toEqual([['Flow_1']]);
  });
});
