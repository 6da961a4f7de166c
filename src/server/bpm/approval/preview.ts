/**
 * Approver preview: before a process is started, walk its graph from the start event on the draft
 * form data (conditions evaluated as the engine would, every user task assumed passed) and answer the
 * path and who each user task would go to. Also used to find the user tasks right after a node (for
 * the handlers the approver chooses).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { modeOfMultiInstance, resolveApprovers } from '../approvers/index.ts';
import { evalCondition } from '../engine/expressions.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { nodeSettings } from './settings.ts';
import type { ApproverSettings } from '../../../schemas/bpmn/settings.ts';
import type { PreviewAnswer, PreviewBranch, PreviewDecision, PreviewStep } from '../../../schemas/bpmn/preview.ts';
import { applySelfPreview, ruleSources, startChooser } from './preview-why.ts';

export type { PreviewStep };

const MAX_STEPS = 500;

/** The flows a token would take out of a node on the given variables (exclusive: first match or default). */
function flowsOut(graph: ProcessGraph, node: GraphNode, variables: Record<string, unknown>, problems: string[], failed?: Set<string>): string[] {
  const holds = (flowId: string) => {
    const condition = graph.flows[flowId]?.condition;
    if (!condition) return true;
    try {
      return evalCondition(condition, variables, flowId);
    } catch (error) {
      problems.push(`${flowId}: ${(error as Error).message}`);
      failed?.add(flowId);
      return false;
    }
  };
  const candidates = node.outgoing.filter((id) => id !== node.default);
  if (node.type === 'parallelGateway') return node.outgoing;
  if (node.type === 'exclusiveGateway') {
    const first = candidates.find(holds);
    return first ? [first] : node.default ? [node.default] : [];
  }
  const taken = candidates.filter(holds);
  return taken.length === 0 && node.default ? [node.default] : taken;
}

/** Which outgoing flows a node takes, for a node whose flows carry conditions or a default (else undefined). */
function decisionOf(graph: ProcessGraph, node: GraphNode, taken: readonly string[], failed: ReadonlySet<string>): PreviewDecision | undefined {
  if (node.type === 'parallelGateway' || !node.outgoing.some((id) => graph.flows[id]?.condition || id === node.default)) return undefined;
  const branch = (flowId: string): PreviewBranch => {
    const flow = graph.flows[flowId];
    const target = flow?.target ?? null;
    return {
      flowId,
      name: flow?.name ?? null,
      expression: flow?.condition ?? null,
      isDefault: flowId === node.default,
      target,
      targetName: (target && graph.nodes[target]?.name) || null,
      ...(failed.has(flowId) ? { failed: true } : {}),
    };
  };
  // An exclusive gateway stops at its first match: flows after it were not looked at, so they are not "not taken" by their condition.
  const looked = node.type === 'exclusiveGateway' && taken[0] && taken[0] !== node.default ? node.outgoing.slice(0, node.outgoing.indexOf(taken[0])) : node.outgoing;
  return { taken: taken.map(branch), notTaken: looked.filter((id) => !taken.includes(id) && id !== node.default).map(branch) };
}

/** Nodes in the order a token would reach them, each once (loops are cut). */
export function walk(graph: ProcessGraph, from: string[], variables: Record<string, unknown>, stopAtUserTasks: boolean, decisions?: Map<string, PreviewDecision>): { nodes: GraphNode[]; problems: string[] } {
  const problems: string[] = [];
  const seen = new Set<string>();
  const out: GraphNode[] = [];
  const queue = [...from];
  for (let steps = 0; queue.length > 0 && steps < MAX_STEPS; steps++) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = graph.nodes[id];
    if (!node) continue;
    out.push(node);
    if (node.type === 'userTask' && stopAtUserTasks && !from.includes(id)) continue;
    if (node.type === 'subProcess' && node.starts?.[0]) queue.push(node.starts[0]);
    const failed = new Set<string>();
    let flows = flowsOut(graph, node, variables, problems, failed);
    const decision = decisions ? decisionOf(graph, node, flows, failed) : undefined;
    if (decision) decisions!.set(node.id, decision);
    // The last node of a sub-process continues after the sub-process.
    if (flows.length === 0 && node.scope && node.type === 'endEvent') flows = flowsOut(graph, graph.nodes[node.scope]!, variables, problems);
    for (const flowId of flows) {
      const target = graph.flows[flowId]?.target;
      if (target) queue.push(target);
    }
  }
  return { nodes: out, problems };
}

/** The user tasks a token leaving `activityId` would reach next (handlers chosen by the approver go there). */
export function nextUserTasks(graph: ProcessGraph, activityId: string, variables: Record<string, unknown>): string[] {
  return walk(graph, [activityId], variables, true)
    .nodes.filter((n) => n.type === 'userTask' && n.id !== activityId)
    .map((n) => n.id);
}

/**
 * The settings the rule view splits into parts. A countersign (or any-one) node assigns each of its
 * instances through the loop's element variable (`${approver}`): that assignee is the loop's plumbing,
 * not a rule part. Left in, it showed as an expression naming nobody; the node's people are its
 * candidates (the loop's collection), which the remaining parts resolve.
 */
export function ruleSettingsOf(settings: ApproverSettings, node: Pick<GraphNode, 'mi'>): ApproverSettings {
  const variable = node.mi?.elementVariable?.trim();
  const assignee = settings.assignee.trim();
  if (!variable || !assignee) return settings;
  const perInstance = /^\$\{\s*([A-Za-z_$][\w$]*)\s*\}$/.exec(assignee);
  return perInstance?.[1] === variable ? { ...settings, assignee: '' } : settings;
}

export async function previewApprovers(db: Db, input: { definitionId?: string; definitionKey?: string; formData: Record<string, unknown>; initiator: string; lang?: 'zh' | 'en' }): Promise<PreviewAnswer> {
  if (!input.definitionId && !input.definitionKey) throw new AppError('validation', { errors: [{ path: '/processDefinitionId', message: { zh: '请提供 /processDefinitionId 或 /processDefinitionKey', en: '/processDefinitionId or /processDefinitionKey is required' } }] });
  const [row] = await db
    .select({ id: bpmDefinitions.id, graph: bpmDefinitions.graph })
    .from(bpmDefinitions)
    .where(input.definitionId ? eq(bpmDefinitions.id, input.definitionId) : eq(bpmDefinitions.key, input.definitionKey!))
    .orderBy(desc(bpmDefinitions.version))
    .limit(1);
  if (!row) throw notFound('流程定义不存在', 'no such process definition');
  return previewGraph(db, row.graph as ProcessGraph, row.id, input);
}

/**
 * The preview on a compiled graph: the start page's (a deployed version) and the designer's route
 * simulation (the unsaved XML, compiled but not deployed) run this same walk and resolution.
 */
export async function previewGraph(db: Db, graph: ProcessGraph, definitionId: string, input: { formData: Record<string, unknown>; initiator: string; lang?: 'zh' | 'en' }): Promise<PreviewAnswer> {
  // Every user task is assumed passed, as the path after it shows.
  const variables: Record<string, unknown> = { ...input.formData, initiator: input.initiator, outcome: '通过', passCount: 0, failCount: 0 };
  const decisions = new Map<string, PreviewDecision>();
  const { nodes, problems } = walk(graph, graph.starts, variables, false, decisions);
  const steps: PreviewStep[] = [];
  for (const node of nodes) {
    const step: PreviewStep = { activityId: node.id, name: node.name ?? null, type: node.type };
    const decision = decisions.get(node.id);
    if (decision) step.decision = decision;
    if (node.type === 'userTask') {
      const settings = nodeSettings(graph, node.id).approver;
      const mode = modeOfMultiInstance(node.mi);
      step.multiApproverMode = mode;
      step.dataType = settings.dataType;
      try {
        const answer = await resolveApprovers(db, { settings, multiApproverMode: mode, initiator: input.initiator, variables, activityId: node.id, activityName: node.name ?? null });
        step.users = answer.users;
        step.kind = answer.kind;
        if (answer.dropped.length > 0) step.dropped = answer.dropped;
        // The rule named nobody: say that the people shown come from the empty-approver policy, not the rule,
        // or that the policy decides the step with nobody (pass, reject).
        if (answer.fallback) step.emptyFallback = answer.fallback;
        if (answer.decided) step.emptyFallback = { policy: answer.decided, users: [] };
        await applySelfPreview(db, graph, node, step, input.initiator);
      } catch (error) {
        step.users = [];
        step.problem = error instanceof AppError ? error.describe(input.lang ?? 'zh') : (error as Error).message;
        // resolveApprovers refuses rather than leave a task with nobody: the start is refused the same way.
        step.empty = { policy: 'refuse' };
      }
      step.rule = { dataType: settings.dataType, sources: await ruleSources(db, ruleSettingsOf(settings, node), { initiator: input.initiator, variables, node, mode }) };
    }
    steps.push(step);
  }
  return { definitionId, steps, problems, chooser: await startChooser(db, graph, [...new Set(graph.starts.flatMap((start) => nextUserTasks(graph, start, variables)))], variables, input.initiator) };
}
