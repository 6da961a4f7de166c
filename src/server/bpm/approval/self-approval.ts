/**
 * 审批人与发起人为同一人: when a step's approvers resolve to the initiator, the step's extendData
 * `selfapprove` decides — allow (they approve their own request), skip (default: the task passes on its
 * own, 自动跳过, and stays in the history), deptHead (the head of the initiator's department gets it).
 * Steps designed for the initiator (dataType INITIATOR, or an attribute reading the initiator variable:
 * the applicant's own fill-in step, where a return to the initiator lands) are not approvals of oneself.
 */
import { resolveApprovers } from '../approvers/index.ts';
import { dropTaskJobs } from '../engine/behaviours/user-task.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import type { Assignment } from '../engine/types.ts';
import { referencedNames } from '../../../schemas/expression/index.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { nodeSettings } from './settings.ts';

/** Stored on a skipped task as its reason (rows written before the marker below keep it, too). */
export const SKIPPED_REASON = '审批人与发起人相同，自动跳过';
const SKIPPED_REASON_EN = 'the approver is the initiator: passed automatically';

/** What the policy did to a task, kept on the task (`extra.selfApproval`) for the history. */
export interface SelfApprovalNote {
  policy: 'skip' | 'deptHead' | 'dropped';
  initiator: string;
}

/** Whether a task's extra says the policy passed it (no one acted there). */
export const isSkipped = (extra: unknown): boolean => (extra as { selfApproval?: SelfApprovalNote } | null)?.selfApproval?.policy === 'skip';

export const skippedReason = (lang: Lang): string => (lang === 'en' ? SKIPPED_REASON_EN : SKIPPED_REASON);

/** Per command: executions whose next task the policy touched. */
const notes = new WeakMap<Run, Map<string, SelfApprovalNote>>();

const readsInitiator = (graph: ProcessGraph, text: string): boolean => {
  if (!/[$#]\{/.test(text)) return false;
  const initiatorVars = new Set(['initiator', ...Object.values(graph.nodes).flatMap((n) => (n.attrs.initiator ? [n.attrs.initiator] : []))]);
  try {
    return referencedNames(text).some((name) => initiatorVars.has(name));
  } catch {
    return false;
  }
};

/** A step meant for the initiator: dataType INITIATOR or an approver attribute that reads the initiator variable. */
export function designedForInitiator(graph: ProcessGraph, activityId: string): boolean {
  const { approver } = nodeSettings(graph, activityId);
  if (approver.dataType === 'INITIATOR') return true;
  const attrs = graph.nodes[activityId]?.attrs ?? {};
  return [approver.assignee, ...approver.candidateUsers, attrs.collection ?? '', graph.nodes[activityId]?.mi?.collection ?? ''].some((text) => readsInitiator(graph, text));
}

/** Whether the initiator may handle a step: its policy is `allow`, or the step is meant for them. */
export const initiatorMayHandle = (graph: ProcessGraph, activityId: string): boolean =>
  nodeSettings(graph, activityId).extendData.selfapprove === 'allow' || designedForInitiator(graph, activityId);

/**
 * Refuses (00005 at `path`) putting the initiator on a step they may not handle. The policy above runs
 * when a task is created; a hand-over (delegate, transfer, add-sign) names its person afterwards, and
 * would otherwise let an approver pass the initiator's own request to the initiator.
 */
export function refuseInitiatorAsHandler(graph: ProcessGraph, activityId: string, initiator: string | null, users: readonly string[], path: string): void {
  if (!initiator || !users.includes(initiator) || initiatorMayHandle(graph, activityId)) return;
  const where = graph.nodes[activityId]?.name ?? activityId;
  const message = { zh: `发起人不能审批自己的申请（节点「${where}」）`, en: `the initiator cannot approve their own request ("${where}")` };
  throw new AppError('validation', { message, errors: [{ path, message }] });
}

function note(run: Run, executionId: string, value: SelfApprovalNote): void {
  let perRun = notes.get(run);
  if (!perRun) notes.set(run, (perRun = new Map()));
  perRun.set(executionId, value);
}

/** The resolved assignment after the node's self-approval policy (called by resolveAssignment). */
export async function applySelfApprovalPolicy(run: Run, executionId: string, node: GraphNode, assignment: Assignment): Promise<Assignment> {
  const initiator = run.instance.initiator;
  if (!initiator || node.type !== 'userTask') return assignment;
  const policy = nodeSettings(run.graph, node.id).extendData.selfapprove;
  if (policy === 'allow' || designedForInitiator(run.graph, node.id)) return assignment;
  const candidates = assignment.candidateUsers ?? [];
  if (assignment.assignee !== initiator) {
    if (assignment.assignee || !candidates.includes(initiator)) return assignment;
    const others = candidates.filter((code) => code !== initiator);
    if (others.length > 0) {
      // Others can take it: the initiator is only taken out of the candidates.
      note(run, executionId, { policy: 'dropped', initiator });
      return { ...assignment, candidateUsers: others };
    }
  }
  if (policy === 'skip') {
    note(run, executionId, { policy: 'skip', initiator });
    return { ...assignment, assignee: initiator, candidateUsers: [] };
  }
  const head = await resolveApprovers(run.tx, {
    settings: { dataType: 'HEAD', assignee: '', candidateUsers: [], candidateGroups: [], candidateAttr: [], text: '' },
    initiator,
    variables: {},
    activityId: node.id,
    activityName: node.name ?? null,
  });
  note(run, executionId, { policy: 'deptHead', initiator });
  return { ...assignment, assignee: head.users[0]!, candidateUsers: [] };
}

/**
 * Called for every new task before its notices: records what the policy did on the task, and passes
 * a skipped one at once (as the engine completes a task). Answers true when the task was skipped.
 */
export async function selfApprovalOnTaskCreated(run: Run, task: TaskRow): Promise<boolean> {
  const perRun = notes.get(run);
  const done = perRun?.get(task.executionId);
  if (!done) return false;
  perRun!.delete(task.executionId);
  task.extra = { ...(task.extra as Record<string, unknown> | null), selfApproval: done };
  run.state.tasks.touch(task);
  if (done.policy !== 'skip') return false;
  await passAtOnce(run, task, SKIPPED_REASON);
  return true;
}

/**
 * Passes a task the moment it is created, as the engine completes a task (listeners, multi-instance
 * pass count, the token moves on). Used for skipped steps and for the initiator's step the start submits.
 */
export async function passAtOnce(run: Run, task: TaskRow, reason: string | null): Promise<void> {
  const exec = run.state.executions.get(task.executionId)!;
  const node = run.node(task.activityId);
  task.status = 'completed';
  task.result = 2;
  task.endTime = run.now;
  task.reason = reason;
  if (run.isMiChild(exec)) run.setVariable(exec, 'passCount', Number(run.getVariable(exec, 'passCount') ?? 0) + 1);
  await run.fireListeners(node.taskListeners, 'complete', exec, node, task);
  run.state.closeTask(task);
  dropTaskJobs(run, task);
  // The command answers the tasks waiting for someone; a skipped one waits for nobody.
  const index = run.createdTasks.indexOf(task);
  if (index >= 0) run.createdTasks.splice(index, 1);
  const behaviour = run.behaviour(node);
  if (behaviour.trigger) await behaviour.trigger(run, exec, node, { kind: 'task', task });
  else run.leave(exec);
}
