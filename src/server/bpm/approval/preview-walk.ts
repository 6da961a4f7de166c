/**
 * The quick walk to the user tasks a token reaches next, inside a command (the handlers an approver
 * chooses, a called process's first steps): expressions are evaluated, everything else passed as
 * assumed. A script condition is not run here (a command's script time belongs to the command): it
 * counts as not holding, as a condition that cannot be evaluated does.
 */
import { evalCondition } from '../engine/expressions.ts';
import type { ProcessGraph } from '../engine/graph.ts';

const MAX_STEPS = 500;

function flowsOut(graph: ProcessGraph, id: string, variables: Record<string, unknown>): string[] {
  const node = graph.nodes[id]!;
  const holds = (flowId: string) => {
    const flow = graph.flows[flowId];
    if (!flow?.condition) return true;
    if (flow.conditionLanguage === 'javascript') return false;
    try {
      return evalCondition(flow.condition, variables, flowId);
    } catch {
      return false;
    }
  };
  if (node.type === 'parallelGateway') return node.outgoing;
  const candidates = node.outgoing.filter((flowId) => flowId !== node.default);
  if (node.type === 'exclusiveGateway') {
    const first = candidates.find(holds);
    return first ? [first] : node.default ? [node.default] : [];
  }
  const taken = candidates.filter(holds);
  return taken.length === 0 && node.default ? [node.default] : taken;
}

/** The user tasks a token leaving `activityId` would reach next (handlers chosen by the approver go there). */
export function nextUserTasks(graph: ProcessGraph, activityId: string, variables: Record<string, unknown>): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [activityId];
  for (let steps = 0; queue.length > 0 && steps < MAX_STEPS; steps++) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = graph.nodes[id];
    if (!node) continue;
    if (node.type === 'userTask' && id !== activityId) {
      found.push(id);
      continue;
    }
    if (node.type === 'subProcess' && node.starts?.[0]) queue.push(node.starts[0]);
    let flows = flowsOut(graph, id, variables);
    // The last node of a sub-process continues after the sub-process.
    if (flows.length === 0 && node.scope && node.type === 'endEvent') flows = flowsOut(graph, node.scope, variables);
    for (const flowId of flows) {
      const target = graph.flows[flowId]?.target;
      if (target) queue.push(target);
    }
  }
  return found;
}
