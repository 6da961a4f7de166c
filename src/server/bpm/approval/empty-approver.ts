/**
 * 审批人为空时 when a task is created: the resolver (approvers/resolve.ts) answered what the node's
 * extendData `emptyapprove` decided for a rule that found nobody usable; the assignment notes it per
 * execution (empty-notes.ts), and the new task carries it (`extra.emptyApproval`) for the history. pass
 * and reject close the task at once, as the platform's own decision (system-close.ts); users and admin
 * leave it open for the people they gave. refuse never gets here: the resolver refuses the command.
 */
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { takeEmptyNote } from './empty-notes.ts';
import { passBySystem, rejectBySystem } from './system-close.ts';

/**
 * Called for every new task before its notices: records the policy on the task, and closes it when the
 * policy decided the step (pass: the token moves on; reject: the instance ends not passed). Answers
 * true when the task was closed.
 */
export async function emptyPolicyOnTaskCreated(run: Run, task: TaskRow): Promise<boolean> {
  const note = takeEmptyNote(run, task.executionId);
  if (!note) return false;
  task.extra = { ...(task.extra as Record<string, unknown> | null), emptyApproval: note };
  run.state.tasks.touch(task);
  if (note.policy === 'pass') await passBySystem(run, task, 'emptyPass');
  else if (note.policy === 'reject') await rejectBySystem(run, task, 'emptyReject');
  else return false;
  return true;
}
