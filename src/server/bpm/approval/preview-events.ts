/**
 * What the preview's path shows beside the way it goes: events that could take the token elsewhere
 * (boundary events on a step; the other events an event-based gateway waits for, the first to happen
 * winning), and the process a call activity starts. The path itself follows the normal way: a step
 * completes before its boundary events fire, and an event-based gateway goes on with the event it
 * waits for rather than the deadline beside it.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import type { PreviewAlternative, PreviewCall, PreviewEvent } from '../../../schemas/bpmn/preview.ts';
import { evalTemplate } from '../engine/expressions.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { nextUserTasks } from './preview-walk.ts';
import { resolveUserStep, type StepScope } from './preview-step.ts';

export function eventOf(node: GraphNode): PreviewEvent {
  const event = node.event;
  switch (event?.kind) {
    case 'timer':
      return { kind: 'timer', timer: event.timer.kind, detail: event.timer.expression };
    case 'message':
    case 'signal':
      return { kind: event.kind, detail: event.name };
    case 'error':
    case 'escalation':
      return { kind: event.kind, detail: event.code };
    default:
      return { kind: 'other', detail: null };
  }
}

/** The node a token reaches after `node` (its first outgoing flow's target). */
function after(graph: ProcessGraph, node: GraphNode): Pick<PreviewAlternative, 'target' | 'targetName'> {
  const target = node.outgoing.map((id) => graph.flows[id]?.target).find(Boolean) ?? null;
  return { target, targetName: (target && graph.nodes[target]?.name) || null };
}

/** The boundary events on a step, each as where the token could go instead. */
export function boundaryAlternatives(graph: ProcessGraph, node: GraphNode): PreviewAlternative[] {
  return node.boundaries.flatMap((id) => {
    const boundary = graph.nodes[id];
    if (!boundary) return [];
    return [{ via: 'boundary' as const, activityId: id, name: boundary.name ?? null, event: eventOf(boundary), interrupting: boundary.cancelActivity !== false, ...after(graph, boundary) }];
  });
}

/**
 * An event-based gateway's way on: the first branch that waits for something other than time (a
 * message, a signal, a receive task), since a timer beside it is the deadline for waiting; the first
 * branch when all are timers. The other branches are the alternatives.
 */
export function eventGatewayChoice(graph: ProcessGraph, node: GraphNode): { flowId: string | undefined; alternatives: PreviewAlternative[] } {
  const waits = node.outgoing.flatMap((flowId) => {
    const target = graph.flows[flowId]?.target;
    const catcher = target ? graph.nodes[target] : undefined;
    return catcher ? [{ flowId, catcher }] : [];
  });
  const normal = waits.find((w) => w.catcher.event?.kind !== 'timer') ?? waits[0];
  const alternatives = waits
    .filter((w) => w !== normal)
    .map((w): PreviewAlternative => ({ via: 'eventGateway', activityId: w.catcher.id, name: w.catcher.name ?? null, event: eventOf(w.catcher), ...after(graph, w.catcher) }));
  return { flowId: normal?.flowId, alternatives };
}

/** The variables the called process starts with: the camunda:in mappings over the caller's (call-activity.ts). */
function inputsOf(node: GraphNode, variables: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of node.call?.inputs ?? []) {
    if (m.all) {
      for (const [name, value] of Object.entries(variables)) if (!name.startsWith('__')) out[name] = value;
      continue;
    }
    try {
      out[m.target!] = (m.sourceExpression ? evalTemplate(m.sourceExpression, variables, `${node.id} camunda:in`) : variables[m.source!]) ?? null;
    } catch {
      // The engine would fail the call here; the called process is still shown, without this variable.
    }
  }
  return out;
}

/** The process a call activity starts (its newest deployed version), and whom its first user tasks go to. */
export async function calledProcess(db: Db, node: GraphNode, scope: StepScope): Promise<PreviewCall> {
  const key = node.call?.calledElement ?? '';
  const [row] = await db
    .select({ name: bpmDefinitions.name, version: bpmDefinitions.version, graph: bpmDefinitions.graph })
    .from(bpmDefinitions)
    .where(eq(bpmDefinitions.key, key))
    .orderBy(desc(bpmDefinitions.version))
    .limit(1);
  if (!row) return { key, deployed: false, name: null, version: null, firstSteps: [] };
  const graph = row.graph as ProcessGraph;
  // The child starts with the mapped variables and the caller's initiator, as the engine starts it.
  const variables = { ...inputsOf(node, scope.variables), initiator: scope.initiator };
  const first = [...new Set(graph.starts.flatMap((start) => nextUserTasks(graph, start, variables)))];
  const firstSteps = [];
  for (const id of first) {
    const step = await resolveUserStep(db, graph, graph.nodes[id]!, { ...scope, variables });
    firstSteps.push({ activityId: step.activityId, name: step.name, type: step.type, users: step.users ?? [], ...(step.kind ? { kind: step.kind } : {}), ...(step.multiApproverMode ? { multiApproverMode: step.multiApproverMode } : {}), ...(step.problem ? { problem: step.problem } : {}), ...(step.emptyFallback ? { emptyFallback: step.emptyFallback } : {}) });
  }
  return { key, deployed: true, name: row.name ?? null, version: row.version, firstSteps };
}
