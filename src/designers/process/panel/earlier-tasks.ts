/**
 * The user tasks that come before an element on some path, and the variables each leaves for what
 * follows (spec §2 "placeholder panel listing earlier user tasks"). Pure: reads moddle elements (the
 * modeler's business objects or a parsed file), no React, no bpmn-js services.
 *
 * The walk goes backwards over sequence flows (sourceRef/targetRef, as the engine reads them; a
 * node's incoming list is not trusted), through gateways, and across sub-process boundaries:
 * - a node with no incoming flow inside a sub-process (its start event, or a start-less first node)
 *   continues before the sub-process; inside an event sub-process, whatever its parent scope ran may
 *   have come before the event fired;
 * - a sub-process reached from its outgoing flow has run: its inner nodes without an outgoing flow
 *   are walked back from (so its inner steps come nearer than what came before it);
 * - a boundary event continues before the activity it is attached to (that activity has not
 *   completed when its boundary fires, except for what ran inside an attached sub-process).
 * Call activities are opaque (the called process is an instance of its own).
 *
 * The variables are the ones the approval layer and the engine set when a user task completes
 * (src/server/bpm/approval/operations.ts, engine/behaviours/multi-instance.ts): `outcome` (通过 on a
 * pass, 驳回 when returned), the node form's fields the step may write, and for a multi-approver node
 * its collection variable (the people it went to) and passCount / failCount. outcome, passCount and
 * failCount are process-wide: they hold the latest such step's values.
 */
import { readUserTaskSettings, type ModdleLike } from '../../../schemas/bpmn/index.ts';

type El = ModdleLike & { id?: string; name?: string; $parent?: El };

const flowElementsOf = (container: El | undefined): El[] => ((container?.flowElements as El[] | undefined) ?? []);
const isSubProcess = (el: El) => el.$type === 'bpmn:SubProcess' || el.$type === 'bpmn:Transaction' || el.$type === 'bpmn:AdHocSubProcess';
const isFlow = (el: El) => el.$type === 'bpmn:SequenceFlow';

/** Incoming flows per target, built once per container from the flows' targetRef. */
class Flows {
  private readonly incoming = new Map<El, El[]>();
  private readonly outgoing = new Map<El, El[]>();
  private readonly indexed = new Set<El>();

  private index(container: El | undefined): void {
    if (!container || this.indexed.has(container)) return;
    this.indexed.add(container);
    for (const el of flowElementsOf(container)) {
      if (!isFlow(el)) continue;
      const source = el.sourceRef as El | undefined;
      const target = el.targetRef as El | undefined;
      if (target) this.incoming.set(target, [...(this.incoming.get(target) ?? []), el]);
      if (source) this.outgoing.set(source, [...(this.outgoing.get(source) ?? []), el]);
    }
  }

  into(node: El): El[] {
    this.index(node.$parent);
    return this.incoming.get(node) ?? [];
  }

  outOf(node: El): El[] {
    this.index(node.$parent);
    return this.outgoing.get(node) ?? [];
  }
}

/** What may have run just before `node` finished or fired: the nodes one step back. */
function before(node: El, flows: Flows): El[] {
  if (node.$type === 'bpmn:BoundaryEvent') {
    const host = node.attachedToRef as El | undefined;
    if (!host) return [];
    // The host has not completed; what ran inside an attached sub-process has.
    return [...before(host, flows), ...(isSubProcess(host) ? flowElementsOf(host).filter((el) => !isFlow(el)) : [])];
  }
  const sources = flows.into(node).map((flow) => flow.sourceRef as El | undefined).filter((el): el is El => !!el);
  if (sources.length > 0) return sources;
  const scope = node.$parent;
  if (!scope || !isSubProcess(scope)) return [];
  // An event sub-process fires while its parent scope runs: any node there may have run before.
  if (scope.triggeredByEvent === true) return [...before(scope, flows), ...flowElementsOf(scope.$parent).filter((el) => el !== scope && !isFlow(el))];
  return before(scope, flows);
}

/**
 * One step back from a visited node. A sub-process has completed: the walk goes back from its inner
 * ends (nodes without an outgoing flow, event sub-processes among them), which reaches what came
 * before it through its inner start; an empty one goes straight to what came before it.
 */
function stepBack(node: El, flows: Flows): El[] {
  if (!isSubProcess(node)) return before(node, flows);
  const ends = flowElementsOf(node).filter((el) => !isFlow(el) && el.$type !== 'bpmn:BoundaryEvent' && flows.outOf(el).length === 0);
  return ends.length > 0 ? ends : before(node, flows);
}

/**
 * User tasks before `element` on some path, nearest first (ties in document order). For a sequence
 * flow the walk starts at its source, which counts (its condition is evaluated after the source
 * completes); a node itself is never listed, even in a loop.
 */
export function earlierUserTasks(element: ModdleLike): ModdleLike[] {
  const start = element as El;
  const flows = new Flows();
  const seen = new Set<El>([start]);
  const found: El[] = [];
  let frontier: El[] = isFlow(start) ? [start.sourceRef as El].filter(Boolean) : before(start, flows);
  while (frontier.length > 0) {
    const next: El[] = [];
    for (const node of frontier) {
      if (seen.has(node)) continue;
      seen.add(node);
      if (node.$type === 'bpmn:UserTask') found.push(node);
      next.push(...stepBack(node, flows));
    }
    frontier = next;
  }
  return found;
}

export type PlaceholderKind = 'outcome' | 'approvers' | 'passCount' | 'failCount' | 'field';

export interface Placeholder {
  /** The variable name; the placeholder is `${name}`. */
  name: string;
  kind: PlaceholderKind;
  /** A form field's label. */
  label?: string;
}

/** A `${name}` or bare `name` collection, as the approval layer fills it (approval/assign.ts collectionName). */
function collectionVariable(text: unknown): string | null {
  const match = typeof text === 'string' ? /^\s*(?:[$#]\{\s*([A-Za-z_]\w*)\s*\}|([A-Za-z_]\w*))\s*$/.exec(text) : null;
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The engine descriptor reads the collection as a property; an unaliased file keeps it in $attrs. */
function collectionOf(loop: ModdleLike): unknown {
  if (typeof loop.collection === 'string') return loop.collection;
  return Object.entries(loop.$attrs ?? {}).find(([key]) => key.endsWith(':collection'))?.[1];
}

/**
 * The variables a completed user task leaves: outcome; for a multi-approver node its collection (when
 * a plain variable) and the pass / fail counts; the fields of its form (given, as loaded) that its
 * field permissions leave writable.
 */
export function taskPlaceholders(task: ModdleLike, formFields: readonly { name: string; label: string }[]): Placeholder[] {
  const out: Placeholder[] = [{ name: 'outcome', kind: 'outcome' }];
  const loop = task.loopCharacteristics as ModdleLike | undefined;
  if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics') {
    const collection = collectionVariable(collectionOf(loop));
    if (collection) out.push({ name: collection, kind: 'approvers' });
    out.push({ name: 'passCount', kind: 'passCount' }, { name: 'failCount', kind: 'failCount' });
  }
  const permissions = new Map(readUserTaskSettings(task).fieldPermissions.map((row) => [row.name, row]));
  for (const field of formFields) {
    const permission = permissions.get(field.name);
    if (permission && (permission.hidden || permission.disabled)) continue;
    out.push({ name: field.name, kind: 'field', label: field.label });
  }
  return out;
}
