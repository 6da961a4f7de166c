/**
 * The approval operations on one task: pass (2), not pass (3), delegate (6), transfer (7), claim,
 * and the initiator's cancel (4) and urge (催办). Each runs under the instance lock in one transaction
 * (engine.completeTask's check hook or engine.execute) and answers what changed.
 */
import { eq } from 'drizzle-orm';
import type { Lang } from '../../../schemas/envelope.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { accountsByCode } from '../approvers/directory.ts';
import { BUSY, type BpmEngine, type CommandResult } from '../engine/engine.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { EngineError } from '../engine/types.ts';
import { messageTitle, notifyIn } from '../listeners/notify.ts';
import { approverCollections, CHOSEN_VAR } from './assign.ts';
import { requireButton } from './buttons.ts';
import { handover } from './handover.ts';
import { rejectAndEnd } from './system-close.ts';
import { copyConfigured, copyTo, handlersOf } from './notices.ts';
import { chooseNextHandlers } from './next-handlers.ts';
import { refuseReserved } from './reserved.ts';
import { refuseInitiatorAsHandler } from './self-approval.ts';
import { checkNodeForm, codes, forbidden, openTask, opinionOf, refuseDelegated, requireAssignee, requireOpinion } from './rules.ts';
import { nodeForm, nodeSettings } from './settings.ts';

export interface Actor {
  humancode: string;
  lang: Lang;
}

export interface ApproveInput {
  taskId: string;
  reason?: string | null;
  formData?: Record<string, unknown>;
  /** Handlers for the next user task(s), when the node lets the approver choose them. */
  nextUsers?: string[];
  /** Extra CC recipients (needs the copy button). */
  copyUsers?: string[];
}

export interface OperationResult {
  instanceId: string;
  status: string;
  result: number;
  /** Tasks the operation created. */
  tasks: { id: string; activityId: string; name: string | null; assignee: string | null; candidateUsers: string[] }[];
}

export const answer = (r: CommandResult | { instanceId: string; status: string; result: number; tasks: TaskRow[] }): OperationResult => ({
  instanceId: r.instanceId,
  status: r.status,
  result: r.result,
  tasks: r.tasks.map((t) => ({ id: t.id, activityId: t.activityId, name: t.name, assignee: t.assignee, candidateUsers: t.candidateUsers ?? [] })),
});

/** Runs `fn` on the locked instance of a task (a command finding the instance busy waits for it). */
export async function onTask<T>(engine: BpmEngine, taskId: string, actor: string, fn: (run: Run, task: TaskRow) => Promise<T>): Promise<{ value: T; run: Run }> {
  const done = await engine.execute({ taskId }, (run) => fn(run, openTask(run, taskId)), { actor });
  if (done === BUSY) throw new EngineError('conflict', '流程实例正忙，请重试', 'the process instance is busy, try again');
  return done;
}

const resultOf = (run: Run): OperationResult => answer({ instanceId: run.instance.id, status: run.instance.status, result: run.instance.result, tasks: run.createdTasks });

/** Chosen next handlers (next-handlers.ts), merged into the handlers still waiting for their step. */
async function chosenHandlers(run: Run, task: TaskRow, nextUsers: string[], variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const picked = await chooseNextHandlers({ tx: run.tx, graph: run.graph, from: task.activityId, variables, initiator: run.instance.initiator, nextUsers });
  if (Object.keys(picked).length === 0) return {};
  return { [CHOSEN_VAR]: { ...(run.getVariable(undefined, CHOSEN_VAR) as Record<string, unknown> | undefined), ...picked } };
}

/** A body's form data may not set what the server decides (reserved.ts); only the form checkNodeForm validates counts. */
export async function refuseReservedIn(run: Run, task: TaskRow, formData: Record<string, unknown> | undefined): Promise<void> {
  if (!formData) return;
  refuseReserved(run.graph, formData, '/formData', await nodeForm(run.tx, task.definitionId, task.activityId));
}

/** 通过 (2): the node's form checked and kept on the task, the token moves on. A delegated task goes back to its owner. */
export async function approveTask(engine: BpmEngine, db: Db, input: ApproveInput, actor: Actor): Promise<OperationResult> {
  const command = {
    taskId: input.taskId,
    actor: actor.humancode,
    result: 2,
    variables: {} as Record<string, unknown>,
    reason: null as string | null,
    formData: undefined as unknown,
    check: async (task: TaskRow, run: Run) => {
      if (task.owner) throw new Delegated();
      requireAssignee(task, actor.humancode);
      await refuseReservedIn(run, task, input.formData);
      const settings = nodeSettings(run.graph, task.activityId);
      await requireButton(run.tx, settings, 'pass');
      const data = await checkNodeForm(run, task, settings, input.formData, actor.lang);
      const opinion = opinionOf(settings, input.reason, { ...input.formData, ...data });
      requireOpinion(settings, opinion);
      const extraCopies = codes(input.copyUsers);
      if (extraCopies.length > 0) await requireButton(run.tx, settings, 'copy');
      const merged = { ...run.variables(), ...data, outcome: '通过' };
      const chosen = await chosenHandlers(run, task, codes(input.nextUsers), merged);
      const collections = await approverCollections(run.tx, run.graph, { ...merged, ...chosen }, run.instance.initiator);
      command.variables = { ...data, outcome: '通过', ...chosen, ...collections };
      command.reason = opinion;
      command.formData = data;
      if (extraCopies.length > 0) {
        await copyTo(run.tx, { instanceId: run.instance.id, processName: run.instance.name, taskId: task.id, activityId: task.activityId, taskName: task.name, receivers: extraCopies, creator: actor.humancode, reason: opinion });
      }
      await copyConfigured(run, task, 'after');
    },
  };
  try {
    return answer(await engine.completeTask(command));
  } catch (error) {
    if (error instanceof Delegated) return resolveDelegated(engine, db, input, actor);
    throw error;
  }
}

/** Thrown by the pass check for a delegated task: its pass is a hand-back instead (nothing was written). */
class Delegated extends Error {}

/** The delegate's pass: their opinion is kept on their task and the task goes back to the owner. */
async function resolveDelegated(engine: BpmEngine, db: Db, input: ApproveInput, actor: Actor): Promise<OperationResult> {
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    if (!task.owner) throw new EngineError('conflict', '任务状态已变化，请刷新后重试', 'the task changed meanwhile, refresh and try again');
    await refuseReservedIn(run, task, input.formData);
    const settings = nodeSettings(run.graph, task.activityId);
    const data = await checkNodeForm(run, task, settings, input.formData, actor.lang);
    const opinion = opinionOf(settings, input.reason, { ...input.formData, ...data });
    requireOpinion(settings, opinion);
    run.setVariables(undefined, data);
    await handover(run, task, { result: 2, reason: opinion, formData: data, assignee: task.owner, owner: null, kind: 'back' });
  });
  return resultOf(finished);
}

/** 不通过 (3): the task is closed not passed and the instance ends not passed. */
export async function rejectTask(engine: BpmEngine, db: Db, input: { taskId: string; reason?: string | null; formData?: Record<string, unknown> }, actor: Actor): Promise<OperationResult> {
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    const settings = nodeSettings(run.graph, task.activityId);
    await requireButton(run.tx, settings, 'notPass');
    const opinion = opinionOf(settings, input.reason, input.formData);
    requireOpinion(settings, opinion);
    await rejectAndEnd(run, task, opinion);
  });
  return resultOf(finished);
}

/** 委派 (6) and 转办 (7): the task goes to another person; a delegated one comes back to its owner. */
export async function reassignTask(engine: BpmEngine, db: Db, input: { taskId: string; userCode: string; reason?: string | null }, actor: Actor, kind: 'delegate' | 'transfer'): Promise<OperationResult> {
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    refuseDelegated(task);
    const settings = nodeSettings(run.graph, task.activityId);
    await requireButton(run.tx, settings, kind);
    const target = input.userCode.trim();
    if (target === actor.humancode) throw new AppError('validation', { message: { zh: '不能委派或转办给自己', en: 'you cannot hand the task to yourself' }, errors: [{ path: '/userCode', message: target }] });
    if (!(await accountsByCode(run.tx, [target])).get(target)?.usable) throw new AppError('validation', { message: { zh: `用户不可用：${target}`, en: `unusable user: ${target}` }, errors: [{ path: '/userCode', message: target }] });
    refuseInitiatorAsHandler(run.graph, task.activityId, run.instance.initiator, [target], '/userCode');
    await handover(run, task, {
      result: kind === 'delegate' ? 6 : 7,
      reason: input.reason?.trim() || null,
      assignee: target,
      owner: kind === 'delegate' ? actor.humancode : task.owner,
      kind,
    });
  });
  return resultOf(finished);
}

/** 签收: a candidate takes the task. */
export async function claimTask(engine: BpmEngine, taskId: string, actor: Actor): Promise<OperationResult> {
  const task = await engine.claimTask({
    taskId,
    actor: actor.humancode,
    check: (t) => {
      if (!(t.candidateUsers ?? []).includes(actor.humancode)) throw forbidden('您不是该任务的候选人', 'you are not a candidate of this task');
    },
  });
  return answer({ instanceId: task.instanceId, status: 'running', result: 1, tasks: [task] });
}

/** 取消 (4): the initiator cancels a running instance; its open tasks are cancelled. */
export async function cancelInstance(engine: BpmEngine, input: { instanceId: string; reason?: string | null }, actor: Actor): Promise<OperationResult> {
  const done = await engine.execute(
    input.instanceId,
    async (run) => {
      if (run.instance.initiator !== actor.humancode) throw forbidden('只有发起人可以取消流程', 'only the initiator may cancel the process');
      if (run.instance.status !== 'running') throw new EngineError('conflict', '流程实例已结束', 'the process instance has ended');
      const open = run.state.tasks.values();
      await run.endInstance('cancelled', 4, input.reason?.trim() || '发起人取消');
      notifyIn(run, {
        type: 'notice',
        receivers: open.flatMap(handlersOf),
        title: `通知：${run.instance.name ?? '流程'}已被发起人取消`,
        processInstanceId: run.instance.id,
        sender: actor.humancode,
      });
    },
    { actor: actor.humancode },
  );
  if (done === BUSY) throw new EngineError('conflict', '流程实例正忙，请重试', 'the process instance is busy, try again');
  return resultOf(done.run);
}

/** One urge per task and person in this window. */
export const URGE_INTERVAL_MS = 10 * 60 * 1000;

/** 催办: the initiator reminds the handlers of the open tasks (or of one task); rate-limited per task and person. */
export async function urge(engine: BpmEngine, input: { instanceId: string; taskId?: string; reason?: string | null }, actor: Actor): Promise<{ urged: number }> {
  const done = await engine.execute(
    input.instanceId,
    async (run) => {
      if (run.instance.initiator !== actor.humancode) throw forbidden('只有发起人可以催办', 'only the initiator may urge');
      if (run.instance.status !== 'running') throw new EngineError('conflict', '流程实例已结束', 'the process instance has ended');
      const tasks = run.state.tasks.values().filter((t) => !input.taskId || t.id === input.taskId);
      if (tasks.length === 0) throw new EngineError('conflict', '没有可催办的任务', 'no open task to urge');
      // The handler reads who urged them: the initiator's name, not their account code.
      const [urger] = await run.tx.select({ name: accounts.humanname }).from(accounts).where(eq(accounts.humancode, actor.humancode));
      for (const task of tasks) {
        const extra = (task.extra ?? {}) as { urges?: Record<string, string> };
        const last = extra.urges?.[actor.humancode];
        if (last && run.now.getTime() - Date.parse(last) < URGE_INTERVAL_MS) {
          const minutes = Math.ceil((URGE_INTERVAL_MS - (run.now.getTime() - Date.parse(last))) / 60_000);
          throw new AppError('tooManyAttempts', { message: { zh: `催办过于频繁，请 ${minutes} 分钟后再试`, en: `urged too often, try again in ${minutes} minute(s)` } });
        }
        task.extra = { ...extra, urges: { ...extra.urges, [actor.humancode]: run.now.toISOString() } };
        run.state.tasks.touch(task);
        notifyIn(run, {
          type: 'urge',
          receivers: handlersOf(task),
          title: messageTitle('urge', { processName: run.instance.name, taskName: task.name, by: urger?.name || actor.humancode }),
          content: input.reason?.trim() || null,
          processInstanceId: run.instance.id,
          taskId: task.id,
          sender: actor.humancode,
        });
      }
      return tasks.length;
    },
    { actor: actor.humancode },
  );
  if (done === BUSY) throw new EngineError('conflict', '流程实例正忙，请重试', 'the process instance is busy, try again');
  return { urged: done.value };
}
