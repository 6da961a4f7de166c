/**
 * Messages thrown by a process (intermediate message throw, message end event, a send task with a
 * message and no implementation). Another instance may be the receiver, and a command never holds two
 * instance locks, so a thrown message becomes a `bpm-message` job delivered in its own transaction
 * (BpmEngine.deliverMessage): to the instance waiting for it (the thrower's business key first), else it
 * starts the process whose message start event has that name; a message nobody takes is dropped.
 */
import type { Run } from './run.ts';
import type { ExecRow } from './state.ts';

export const MESSAGE_JOB = 'bpm-message';

export interface MessagePayload {
  name: string;
  businessKey: string | null;
  /** The sending instance (for the logs). */
  from: string;
}

export function sendMessage(run: Run, exec: ExecRow, name: string): void {
  const resolved = /[$#]\{/.test(name) ? String(run.template(name, exec, name)) : name;
  const payload: MessagePayload = { name: resolved, businessKey: run.instance.businessKey, from: run.instance.id };
  run.state.newJobs.push({ kind: MESSAGE_JOB, refId: `${run.instance.id}:${crypto.randomUUID()}`, dueAt: run.now, payload: { ...payload } });
}
