/**
 * The preview's route: from the start event, the nodes a token would reach in order, each once (loops
 * are cut), on variables that change as the engine changes them along the way. Conditions are judged as
 * the engine judges them (preview-conditions.ts); a user task is resolved when the token arrives, on the
 * variables of that moment, and left as assumed (preview-outcomes.ts: everyone passes unless the
 * simulation says otherwise); a reject or a return ends the path there. Boundary events and an
 * event-based gateway's other events are named as alternatives, a call activity names the process it
 * starts (preview-events.ts). Nothing is written: a simulation never touches an instance.
 */
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import type { PreviewBranch, PreviewDecision, PreviewStep, SimulationAssumptions } from '../../../schemas/bpmn/preview.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { judgeFlow, previewBudget, type ConditionScope } from './preview-conditions.ts';
import { boundaryAlternatives, calledProcess, eventGatewayChoice } from './preview-events.ts';
import { leaveUserTask } from './preview-outcomes.ts';
import { resolveUserStep } from './preview-step.ts';

const MAX_STEPS = 500;

export interface RouteInput {
  graph: ProcessGraph;
  initiator: string;
  lang: Lang;
  /** The process variables at start (the form's values, the initiator); updated along the way. */
  variables: Record<string, unknown>;
  assumptions?: SimulationAssumptions | undefined;
}

interface Judged {
  flows: string[];
  failed: Set<string>;
  undecided: Set<string>;
}

/** The flows a token takes out of a node (exclusive: the first that holds, else the default). */
async function flowsOut(graph: ProcessGraph, node: GraphNode, scope: ConditionScope, problems: string[]): Promise<Judged> {
  const failed = new Set<string>();
  const undecided = new Set<string>();
  const holds = async (flowId: string) => {
    const verdict = await judgeFlow(graph.flows[flowId]!, flowId, node.id, scope);
    if ('holds' in verdict) return verdict.holds;
    if ('failed' in verdict) {
      problems.push(`${flowId}: ${verdict.failed}`);
      failed.add(flowId);
    } else {
      problems.push(`${flowId}: ${verdict.undecided}`);
      undecided.add(flowId);
    }
    return false;
  };
  if (node.type === 'parallelGateway') return { flows: node.outgoing, failed, undecided };
  const candidates = node.outgoing.filter((id) => id !== node.default && graph.flows[id]);
  const taken: string[] = [];
  for (const id of candidates) {
    if (!(await holds(id))) continue;
    taken.push(id);
    if (node.type === 'exclusiveGateway') break;
  }
  return { flows: taken.length === 0 && node.default ? [node.default] : taken, failed, undecided };
}

function branchOf(graph: ProcessGraph, node: GraphNode, flowId: string, judged: Judged): PreviewBranch {
  const flow = graph.flows[flowId];
  const target = flow?.target ?? null;
  return {
    flowId,
    name: flow?.name ?? null,
    expression: flow?.condition ?? null,
    isDefault: flowId === node.default,
    target,
    targetName: (target && graph.nodes[target]?.name) || null,
    ...(flow?.conditionLanguage ? { language: flow.conditionLanguage } : {}),
    ...(judged.failed.has(flowId) ? { failed: true } : {}),
    ...(judged.undecided.has(flowId) ? { undecided: true } : {}),
  };
}

/** Which outgoing flows a node takes, for a node whose flows carry conditions or a default (else undefined). */
function decisionOf(graph: ProcessGraph, node: GraphNode, judged: Judged): PreviewDecision | undefined {
  const taken = judged.flows;
  if (node.type === 'parallelGateway' || !node.outgoing.some((id) => graph.flows[id]?.condition || id === node.default)) return undefined;
  // An exclusive gateway stops at its first match: flows after it were not looked at, so they are not "not taken" by their condition.
  const looked = node.type === 'exclusiveGateway' && taken[0] && taken[0] !== node.default ? node.outgoing.slice(0, node.outgoing.indexOf(taken[0])) : node.outgoing;
  return { taken: taken.map((id) => branchOf(graph, node, id, judged)), notTaken: looked.filter((id) => !taken.includes(id) && id !== node.default).map((id) => branchOf(graph, node, id, judged)) };
}

/** The nodes in the order a token would reach them, each a step with its reasons. */
export async function previewRoute(db: Db, input: RouteInput): Promise<{ steps: PreviewStep[]; problems: string[] }> {
  const { graph, variables } = input;
  const problems: string[] = [];
  const scope: ConditionScope = { variables, initiator: input.initiator, lang: input.lang, budget: previewBudget() };
  const passedBefore: { activityId: string; name: string | null }[] = [];
  const steps: PreviewStep[] = [];
  const seen = new Set<string>();
  const queue = [...graph.starts];
  for (let count = 0; queue.length > 0 && count < MAX_STEPS; count++) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = graph.nodes[id];
    if (!node) continue;
    let step: PreviewStep = { activityId: node.id, name: node.name ?? null, type: node.type };
    steps.push(step);
    if (node.type === 'userTask') {
      step = Object.assign(step, await resolveUserStep(db, graph, node, { initiator: input.initiator, variables, lang: input.lang }));
      step.assumed = leaveUserTask({ graph, node, step, assumption: input.assumptions?.[node.id], variables, passedBefore, problem: (text) => problems.push(text) });
      if (step.assumed.ends) {
        if (node.boundaries.length > 0) step.alternatives = boundaryAlternatives(graph, node);
        // Not passed ends the whole instance, every branch with it; a return moves this branch's token back.
        if (step.assumed.outcome === 'reject') break;
        continue;
      }
      if (step.emptyFallback?.policy !== 'pass') passedBefore.push({ activityId: node.id, name: step.name });
    }
    if (node.boundaries.length > 0) step.alternatives = boundaryAlternatives(graph, node);
    if (node.type === 'callActivity' && node.call) {
      step.call = await calledProcess(db, node, { initiator: input.initiator, variables, lang: input.lang });
      // The path goes on as if the called process passed (the engine hands its result over as calledResult).
      variables.calledResult = 2;
    }
    if (node.type === 'subProcess' && node.starts?.[0]) queue.push(node.starts[0]);
    let judged: Judged;
    if (node.type === 'eventBasedGateway') {
      const choice = eventGatewayChoice(graph, node);
      judged = { flows: choice.flowId ? [choice.flowId] : [], failed: new Set(), undecided: new Set() };
      step.decision = { taken: judged.flows.map((flowId) => branchOf(graph, node, flowId, judged)), notTaken: [] };
      if (choice.alternatives.length > 0) step.alternatives = choice.alternatives;
    } else {
      judged = await flowsOut(graph, node, scope, problems);
      const decision = decisionOf(graph, node, judged);
      if (decision) step.decision = decision;
    }
    // The last node of a sub-process continues after the sub-process.
    if (judged.flows.length === 0 && node.scope && node.type === 'endEvent') judged = await flowsOut(graph, graph.nodes[node.scope]!, scope, problems);
    for (const flowId of judged.flows) {
      const target = graph.flows[flowId]?.target;
      if (target) queue.push(target);
    }
  }
  return { steps, problems };
}
