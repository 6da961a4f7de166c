/**
 * What the empty-approver policy (审批人为空时) did for an execution's next task, from the assignment
 * (assign.ts, which has the resolver's answer) to the task-created hook (empty-approver.ts), within one
 * command.
 */
import type { ApproverResolution } from '../approvers/index.ts';
import type { Run } from '../engine/run.ts';

/** What the policy did to a task, kept on it (`extra.emptyApproval`). */
export interface EmptyApprovalNote {
  policy: 'users' | 'admin' | 'pass' | 'reject';
  /** Whom users / admin gave the task to. */
  users: string[];
}

/** Per command: executions whose next task the empty-approver policy decided. */
const notes = new WeakMap<Run, Map<string, EmptyApprovalNote>>();

/** Called by the assignment with the resolver's answer: remembers what the policy did, if anything. */
export function noteEmptyPolicy(run: Run, executionId: string, resolution: ApproverResolution): void {
  const note: EmptyApprovalNote | null = resolution.decided
    ? { policy: resolution.decided, users: [] }
    : resolution.fallback
      ? { policy: resolution.fallback.policy, users: resolution.fallback.users }
      : null;
  if (!note) return;
  let perRun = notes.get(run);
  if (!perRun) notes.set(run, (perRun = new Map()));
  perRun.set(executionId, note);
}

/** The note for an execution's new task, taken (a later task there starts afresh). */
export function takeEmptyNote(run: Run, executionId: string): EmptyApprovalNote | undefined {
  const perRun = notes.get(run);
  const note = perRun?.get(executionId);
  perRun?.delete(executionId);
  return note;
}
