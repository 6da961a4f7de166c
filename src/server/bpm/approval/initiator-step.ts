/**
 * The initiator's own step (dataType INITIATOR, or an approver reading the initiator variable) and the
 * return to the initiator (README "Return" and "Resubmit"). When the start reaches such a step in a
 * process whose start form is that step's form, the start itself is what the step would ask for: the
 * task is passed by the start (`extra.submittedByStart`) instead of waiting as a second submission.
 * It stays a completed step of the initiator, so a return with target `initiator` (or to that step)
 * lands there again: the initiator's open task, whose form is the start form, edited and resubmitted
 * through /bpmTask/approve (page /bpm/process-instance/edit).
 */
import type { ProcessGraph } from '../engine/graph.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { designedForInitiator, passAtOnce } from './self-approval.ts';
import { definitionForms } from './settings.ts';

/** An open task at the initiator's own step held by the initiator: the resubmit (/edit) of a return. */
export function isResubmitStep(graph: ProcessGraph, activityId: string, initiator: string | null, assignee: string | null): boolean {
  return !!initiator && assignee === initiator && graph.nodes[activityId]?.type === 'userTask' && !graph.nodes[activityId]?.mi && designedForInitiator(graph, activityId);
}

/**
 * Called for every new task: passes the initiator's step reached by the start command when the step's
 * form is the start form. Answers true when it did (no todo notice then).
 */
export async function passedByStart(run: Run, task: TaskRow): Promise<boolean> {
  // The start command is the run that created the instance: both carry the command's clock.
  if (run.instance.startTime.getTime() !== run.now.getTime()) return false;
  if (!isResubmitStep(run.graph, task.activityId, run.instance.initiator, task.assignee)) return false;
  const forms = await definitionForms(run.tx, task.definitionId);
  if (!forms.start || (forms.nodes.get(task.activityId) ?? null) !== null) return false;
  task.extra = { ...(task.extra as Record<string, unknown> | null), submittedByStart: true };
  await passAtOnce(run, task, null);
  return true;
}
