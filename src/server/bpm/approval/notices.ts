/**
 * What happens around a task besides the token moves: todo messages, CC (抄送) rows and messages,
 * supervise (督办) jobs and the result notice. Everything is written in the command's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { CopyItem, SuperviseItem } from '../../../schemas/bpmn/index.ts';
import type { Db } from '../../db/client.ts';
import { bpmCopies, bpmTasks, bpmInstances } from '../../db/schema-bpm.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { accountsByCode, orgChain, orgMembers, orgsByRef, roleMembers } from '../approvers/directory.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { messageTitle, notify, notifyIn } from '../listeners/notify.ts';
import { nodeSettings } from './settings.ts';

export const SUPERVISE_JOB = 'bpm-supervise';

/** Who should act on a task: its assignee, else its candidates. */
export const handlersOf = (task: Pick<TaskRow, 'assignee' | 'candidateUsers'>): string[] => (task.assignee ? [task.assignee] : (task.candidateUsers ?? []));

/** CC items as humancodes: users by humancode, departments by their members, roles by their members. */
export async function copyReceivers(tx: Db, items: readonly CopyItem[]): Promise<string[]> {
  const out: string[] = [];
  for (const item of items) {
    const ids = item.people.map((p) => p.id);
    if (item.type === 'user') out.push(...ids);
    else if (item.type === 'dept') out.push(...(await orgMembers(tx, (await orgsByRef(tx, ids)).map((o) => o.id))));
    else out.push(...(await roleMembers(tx, ids.map((id) => id.replace(/^ROLE[_:]?/, '')))));
  }
  const found = await accountsByCode(tx, out);
  return [...new Set(out)].filter((code) => found.get(code)?.usable);
}

export interface CopyInput {
  instanceId: string;
  processName: string | null;
  taskId: string | null;
  activityId: string | null;
  taskName: string | null;
  receivers: readonly string[];
  creator: string | null;
  reason?: string | null;
}

/** Writes one bpm_copy row and one 抄送 message per receiver; answers the receivers written. */
export async function copyTo(tx: Db, input: CopyInput): Promise<string[]> {
  const receivers = [...new Set(input.receivers.filter(Boolean))];
  if (receivers.length === 0) return [];
  const now = new Date();
  await tx.insert(bpmCopies).values(
    receivers.map((userCode) => ({ instanceId: input.instanceId, taskId: input.taskId, activityId: input.activityId, userCode, creator: input.creator, reason: input.reason ?? null, createTime: now })),
  );
  await notify(tx, {
    type: 'copy',
    receivers,
    title: messageTitle('copy', { processName: input.processName, taskName: input.taskName }),
    processInstanceId: input.instanceId,
    taskId: input.taskId,
    sender: input.creator,
  });
  return receivers;
}

/** CC the node's configured recipients (copyTime before: when the task is created; after: when it is passed). */
export async function copyConfigured(run: Run, task: TaskRow, moment: 'before' | 'after'): Promise<void> {
  const settings = nodeSettings(run.graph, task.activityId);
  if (settings.copyItems.length === 0 || settings.extendData.copyTime !== moment) return;
  await copyTo(run.tx, {
    instanceId: run.instance.id,
    processName: run.instance.name,
    taskId: task.id,
    activityId: task.activityId,
    taskName: task.name,
    receivers: await copyReceivers(run.tx, settings.copyItems),
    creator: moment === 'after' ? (task.assignee ?? run.actor) : run.instance.initiator,
  });
}

/** Activities already CC'd before in this command (a multi-instance node creates several tasks at once). */
const copiedBefore = new WeakMap<Run, Set<string>>();

/** Engine hook onTaskCreated: todo message, CC before, supervise jobs. Hand-overs only send the todo. */
export async function onTaskCreated(run: Run, task: TaskRow): Promise<void> {
  notifyIn(run, {
    type: 'todo',
    receivers: handlersOf(task),
    title: messageTitle('todo', { processName: run.instance.name, taskName: task.name }),
    processInstanceId: run.instance.id,
    taskId: task.id,
    sender: run.actor,
  });
  if ((task.extra as { handover?: unknown } | null)?.handover) return;
  let done = copiedBefore.get(run);
  if (!done) copiedBefore.set(run, (done = new Set()));
  if (!done.has(task.activityId)) {
    done.add(task.activityId);
    await copyConfigured(run, task, 'before');
  }
  for (const item of nodeSettings(run.graph, task.activityId).superviseItems) scheduleSupervise(run, task, item);
}

function scheduleSupervise(run: Run, task: TaskRow, item: SuperviseItem): void {
  if (!item.time) return;
  run.state.newJobs.push({
    kind: SUPERVISE_JOB,
    refId: `${task.id}:${item.type}`,
    dueAt: new Date(item.time),
    payload: { instanceId: run.instance.id, taskId: task.id, type: item.type, people: item.people.map((p) => p.id) },
  });
}

/** The supervise job: while the task is still open, its leaders get a 督办 message. */
export const superviseHandler: JobHandler = {
  async run(job, tx) {
    const payload = job.payload as { instanceId: string; taskId: string; type: 'deptleader' | 'supdeptleader'; people: string[] };
    const [task] = await tx.select().from(bpmTasks).where(and(eq(bpmTasks.id, payload.taskId), eq(bpmTasks.status, 'open')));
    if (!task) return null;
    let receivers = payload.people;
    if (receivers.length === 0) {
      // No one named: the head of the handler's department, or of the department above it.
      const handler = handlersOf(task)[0];
      const account = handler ? (await accountsByCode(tx, [handler])).get(handler) : undefined;
      const chain = await orgChain(tx, account?.organizationId ?? null);
      const org = payload.type === 'deptleader' ? chain[0] : chain[1];
      receivers = org?.head ? [org.head] : [];
    }
    const [instance] = await tx.select({ name: bpmInstances.name }).from(bpmInstances).where(eq(bpmInstances.id, payload.instanceId));
    await notify(tx, {
      type: 'supervise',
      receivers,
      title: messageTitle('supervise', { processName: instance?.name ?? null, taskName: task.name }),
      content: `当前处理人：${handlersOf(task).join('、')}`,
      processInstanceId: payload.instanceId,
      taskId: task.id,
      sender: 'system',
    });
    return null;
  },
};

/** Engine hook onInstanceEnded: the initiator learns the result. */
export async function onInstanceEnded(run: Run): Promise<void> {
  if (!run.instance.initiator) return;
  notifyIn(run, {
    type: 'result',
    receivers: [run.instance.initiator],
    title: messageTitle('result', { processName: run.instance.name, result: run.instance.result }),
    content: run.instance.endReason,
    processInstanceId: run.instance.id,
    sender: run.actor,
  });
}
