/**
 * One user task on the preview's path: whom the engine would give it to on the variables it would have
 * then (the approver rule, the empty-approver policy, the approver-is-initiator policy), the rule part by
 * part, and the outcomes its buttons offer (those the route simulation may assume).
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import type { AssumedOutcome, PreviewStep } from '../../../schemas/bpmn/preview.ts';
import type { ApproverSettings } from '../../../schemas/bpmn/settings.ts';
import { modeOfMultiInstance, resolveApprovers } from '../approvers/index.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { OPERATION_BUTTONS, offeredCodes } from './buttons.ts';
import { applySelfPreview, ruleSources } from './preview-why.ts';
import { nodeSettings } from './settings.ts';

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

/** The operations an approver of the node may choose that move the token: pass, not pass, return. */
export async function offeredOutcomes(db: Db, graph: ProcessGraph, activityId: string): Promise<AssumedOutcome[]> {
  const offered = await offeredCodes(db, nodeSettings(graph, activityId));
  const has = (operation: keyof typeof OPERATION_BUTTONS) => OPERATION_BUTTONS[operation].some((code) => offered.includes(code));
  return [...(has('pass') ? (['pass'] as const) : []), ...(has('notPass') ? (['reject'] as const) : []), ...(has('back') ? (['return'] as const) : [])];
}

export interface StepScope {
  initiator: string;
  variables: Record<string, unknown>;
  lang: Lang;
}

/** Whom a user task goes to (or why nobody), resolved as the engine resolves it when the token arrives. */
export async function resolveUserStep(db: Db, graph: ProcessGraph, node: GraphNode, scope: StepScope): Promise<PreviewStep> {
  const step: PreviewStep = { activityId: node.id, name: node.name ?? null, type: node.type };
  const settings = nodeSettings(graph, node.id).approver;
  const mode = modeOfMultiInstance(node.mi);
  step.multiApproverMode = mode;
  step.dataType = settings.dataType;
  try {
    const answer = await resolveApprovers(db, { settings, multiApproverMode: mode, initiator: scope.initiator, variables: scope.variables, activityId: node.id, activityName: node.name ?? null });
    step.users = answer.users;
    step.kind = answer.kind;
    if (answer.dropped.length > 0) step.dropped = answer.dropped;
    // The rule named nobody: say that the people shown come from the empty-approver policy, not the rule,
    // or that the policy decides the step with nobody (pass, reject).
    if (answer.fallback) step.emptyFallback = answer.fallback;
    if (answer.decided) step.emptyFallback = { policy: answer.decided, users: [] };
    await applySelfPreview(db, graph, node, step, scope.initiator);
  } catch (error) {
    step.users = [];
    step.problem = error instanceof AppError ? error.describe(scope.lang) : (error as Error).message;
    // resolveApprovers refuses rather than leave a task with nobody: the start is refused the same way.
    step.empty = { policy: 'refuse' };
  }
  step.rule = { dataType: settings.dataType, sources: await ruleSources(db, ruleSettingsOf(settings, node), { initiator: scope.initiator, variables: scope.variables, node, mode }) };
  step.outcomes = await offeredOutcomes(db, graph, node.id);
  return step;
}
