/**
 * The engine's commands. Each opens one transaction (or a savepoint in the caller's), locks the
 * instance row with SELECT … FOR UPDATE, loads its rows, runs the interpreter until every token waits,
 * and writes all effects before commit. No HTTP and no approval rules here: those sit on top.
 */
import { and, eq, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDefinitions, bpmEventSubscriptions, bpmInstances } from '../../db/schema-bpm.ts';
import { BEHAVIOURS } from './behaviours/index.ts';
import { addInstance, bodyAt, removeInstance } from './behaviours/multi-instance.ts';
import { dropTaskJobs } from './behaviours/user-task.ts';
import { fireSubscription, type TimerConfig } from './events.ts';
import type { ProcessGraph } from './graph.ts';
import { Run, type RunDefinition } from './run.ts';
import { lockInstance } from './state-sql.ts';
import { InstanceState, type ExecRow, type InstanceRow, type TaskRow } from './state.ts';
import { expirationDue, nextCycle } from './timers.ts';
import { moveTokens, type MoveOptions } from './move.ts';
import { subscribeEventSubProcesses } from './behaviours/event-sub-process.ts';
import { findEventStarts } from './start-events.ts';
import { EngineError, type Behaviour, type EngineHooks } from './types.ts';

export interface CommandResult {
  instanceId: string;
  /** Tasks the command created. */
  tasks: TaskRow[];
  /** The instance's status after the command. */
  status: string;
  result: number;
}

export interface StartInput {
  definitionId?: string;
  definitionKey?: string;
  initiator: string | null;
  variables?: Record<string, unknown>;
  businessKey?: string | null;
  name?: string | null;
  /** A definition the caller has just found startable (not suspended) in this request: not read again. */
  checkedDefinition?: { id: string; key: string };
  /** A process-level start event (message, timer, signal start); default the none start event. */
  startEventId?: string;
}

export interface CompleteInput {
  taskId: string;
  actor: string | null;
  /** Set on the process scope (or where the name already lives). */
  variables?: Record<string, unknown>;
  /** Set on the task's own execution (gone when it leaves the node). */
  localVariables?: Record<string, unknown>;
  /** The approval code written on the task (2 pass by default; 3 counts as a failed vote in multi-instance). */
  result?: number;
  reason?: string | null;
  formData?: unknown;
  /** Runs under the lock, before anything changes; throw to refuse (permissions, buttons …). */
  check?: (task: TaskRow, run: Run) => void | Promise<void>;
}

type LockMode = 'wait' | 'skip';
/** Answered by a job-driven command when another transaction holds the instance: try again shortly. */
export const BUSY = Symbol('busy');

export class BpmEngine {
  private readonly definitions = new Map<string, RunDefinition>();
  readonly behaviours: Record<string, Behaviour> = { ...BEHAVIOURS };
  /** Where after-commit failures are reported (the server's logger). */
  logger: { warn(data: Record<string, unknown>, message: string): void } | undefined;

  constructor(
    readonly db: Db,
    readonly hooks: EngineHooks = {},
  ) {}

  /** A deployed definition's compiled graph (immutable, so cached by id). */
  async definition(tx: Db, id: string): Promise<RunDefinition> {
    const hit = this.definitions.get(id);
    if (hit) return hit;
    const [row] = await tx.select({ id: bpmDefinitions.id, key: bpmDefinitions.key, name: bpmDefinitions.name, graph: bpmDefinitions.graph }).from(bpmDefinitions).where(eq(bpmDefinitions.id, id));
    if (!row) throw new EngineError('notFound', '流程定义不存在', 'no such process definition');
    const definition = { id: row.id, key: row.key, name: row.name, graph: row.graph as ProcessGraph };
    this.definitions.set(id, definition);
    return definition;
  }

  /**
   * Runs `fn` on the locked instance and writes its effects. The approval layer uses it for its own row
   * moves, so they share the lock and the transaction with the interpreter.
   */
  async execute<T>(target: string | { taskId: string }, fn: (run: Run) => Promise<T>, options: { tx?: Db; lock?: LockMode; actor?: string | null } = {}): Promise<{ value: T; run: Run } | typeof BUSY> {
    const body = async (tx: Db) => {
      const byTask = typeof target !== 'string';
      const locked = await lockInstance(tx, byTask ? target : { instanceId: target }, !byTask && options.lock === 'skip');
      if (!locked) {
        if (byTask) throw new EngineError('notFound', '任务不存在', 'no such task');
        if (options.lock === 'skip') {
          const [exists] = await tx.select({ id: bpmInstances.id }).from(bpmInstances).where(eq(bpmInstances.id, target));
          if (exists) return BUSY;
        }
        throw new EngineError('notFound', '流程实例不存在', 'no such process instance');
      }
      const state = InstanceState.of(locked.instance, locked.rows);
      const run = new Run(tx, state, await this.definition(tx, locked.instance.definitionId), this.hooks, this.behaviours, new Date(), options.actor ?? null);
      run.engine = this;
      const value = await fn(run);
      await run.drain();
      await state.flush(tx);
      return { value, run };
    };
    const answer = await (options.tx ? options.tx.transaction((tx) => body(tx as unknown as Db)) : this.db.transaction((tx) => body(tx as unknown as Db)));
    if (answer !== BUSY) await this.afterCommit(answer.run);
    return answer;
  }

  /**
   * Runs the work listeners queued for after the commit. Inside a caller's transaction this is after the
   * command's savepoint, not the caller's commit: callers that need more pass their own afterCommit.
   */
  private async afterCommit(run: Run): Promise<void> {
    for (const work of run.afterCommit.splice(0)) {
      try {
        await work();
      } catch (error) {
        this.logger?.warn({ err: error, instanceId: run.instance.id }, 'after-commit work of a process command failed');
      }
    }
  }

  private async must<T>(target: string | { taskId: string }, fn: (run: Run) => Promise<T>, options: { tx?: Db; actor?: string | null } = {}): Promise<{ value: T; run: Run }> {
    const answer = await this.execute(target, fn, options);
    if (answer === BUSY) throw new EngineError('conflict', '流程实例正忙，请重试', 'the process instance is busy, try again');
    return answer;
  }

  private static requireRunning(run: Run): void {
    if (run.instance.status !== 'running') throw new EngineError('conflict', '流程实例已结束', 'the process instance has ended');
  }

  /** The newest version for a key (or the given id), refused when missing or suspended. */
  private async startable(db: Db, input: StartInput): Promise<{ id: string; key: string }> {
    const where = input.definitionId ? eq(bpmDefinitions.id, input.definitionId) : eq(bpmDefinitions.key, input.definitionKey ?? '');
    const [row] = await db.select({ id: bpmDefinitions.id, key: bpmDefinitions.key, suspended: bpmDefinitions.suspended }).from(bpmDefinitions).where(where).orderBy(desc(bpmDefinitions.version)).limit(1);
    if (!row) throw new EngineError('notFound', '流程定义不存在', 'no such process definition');
    if (row.suspended) throw new EngineError('conflict', '流程定义已挂起，不能发起', 'the process definition is suspended');
    return row;
  }

  /** Starts an instance at the process's none start event. */
  async startInstance(input: StartInput, tx?: Db): Promise<CommandResult> {
    const work = async (db: Db) => {
      const row = input.checkedDefinition ?? (await this.startable(db, input));
      const definition = await this.definition(db, row.id);
      const start = input.startEventId ?? definition.graph.starts[0];
      const startNode = start ? definition.graph.nodes[start] : undefined;
      if (!start || startNode?.type !== 'startEvent' || startNode.scope !== null) {
        if (!input.startEventId && (definition.graph.messageStarts?.length || definition.graph.timerStarts?.length || definition.graph.signalStarts?.length)) {
          throw new EngineError('failed', '该流程只能由消息、信号或定时器启动', 'this process starts only by a message, signal or timer');
        }
        throw new EngineError('failed', '流程没有开始事件', 'the process has no start event');
      }
      const now = new Date();
      const instance: InstanceRow = {
        id: crypto.randomUUID(),
        definitionId: row.id,
        definitionKey: row.key,
        name: input.name ?? definition.name,
        businessKey: input.businessKey ?? null,
        status: 'running',
        result: 1,
        initiator: input.initiator,
        startTime: now,
        endTime: null,
        endReason: null,
        version: 0,
      };
      const state = new InstanceState(instance);
      state.instanceNew = true;
      const run = new Run(db, state, definition, this.hooks, this.behaviours, now, input.initiator);
      run.engine = this;
      const root = run.newExecution(null, { isScope: true, state: 'waiting' });
      run.setVariables(root, { initiator: input.initiator, ...input.variables });
      const initiatorVar = definition.graph.nodes[start]?.attrs.initiator;
      if (initiatorVar) run.setLocal(root, initiatorVar, input.initiator);
      scheduleExpiry(run, root);
      await run.fireListeners(definition.graph.listeners, 'start', root, undefined);
      subscribeEventSubProcesses(run, root);
      const token = run.newExecution(root);
      run.enter(token, start, null);
      await run.drain();
      await state.flush(db);
      return run;
    };
    const run = await (tx ? tx.transaction((t) => work(t as unknown as Db)) : this.db.transaction((t) => work(t as unknown as Db)));
    await this.afterCommit(run);
    return EngineResult(run);
  }

  private static openTask(run: Run, taskId: string): TaskRow {
    const task = run.state.tasks.get(taskId);
    if (!task) throw new EngineError('conflict', '任务已处理或已取消', 'the task has already been completed or cancelled');
    return task;
  }

  /** Completes a user task and moves its token on. */
  async completeTask(input: CompleteInput, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(
      { taskId: input.taskId },
      async (run) => {
        BpmEngine.requireRunning(run);
        const task = BpmEngine.openTask(run, input.taskId);
        await input.check?.(task, run);
        const exec = run.state.executions.get(task.executionId)!;
        const node = run.node(task.activityId);
        run.setVariables(exec, input.variables);
        for (const [name, value] of Object.entries(input.localVariables ?? {})) run.setLocal(exec, name, value);
        task.status = 'completed';
        task.result = input.result ?? 2;
        task.endTime = run.now;
        if (input.reason !== undefined) task.reason = input.reason;
        if (input.formData !== undefined) task.formData = input.formData;
        if (!task.assignee && input.actor) task.assignee = input.actor;
        if (run.isMiChild(exec)) {
          if (task.result === 2) run.setVariable(exec, 'passCount', Number(run.getVariable(exec, 'passCount') ?? 0) + 1);
          if (task.result === 3) run.setVariable(exec, 'failCount', Number(run.getVariable(exec, 'failCount') ?? 0) + 1);
        }
        await run.fireListeners(node.taskListeners, 'complete', exec, node, task);
        run.state.closeTask(task);
        dropTaskJobs(run, task);
        const behaviour = run.behaviour(node);
        if (behaviour.trigger) await behaviour.trigger(run, exec, node, { kind: 'task', task });
        else run.leave(exec);
      },
      { tx, actor: input.actor },
    );
    return EngineResult(finished);
  }

  /** Takes a candidate task: it becomes the actor's. */
  async claimTask(input: { taskId: string; actor: string; check?: (task: TaskRow, run: Run) => void | Promise<void> }, tx?: Db): Promise<TaskRow> {
    const { value } = await this.must(
      { taskId: input.taskId },
      async (run) => {
        const task = BpmEngine.openTask(run, input.taskId);
        if (task.assignee && task.assignee !== input.actor) throw new EngineError('conflict', '任务已被他人签收', 'the task has been claimed by someone else');
        await input.check?.(task, run);
        task.assignee = input.actor;
        task.claimTime = run.now;
        run.state.tasks.touch(task);
        const node = run.node(task.activityId);
        await run.fireListeners(node.taskListeners, 'assignment', run.state.executions.get(task.executionId)!, node, task);
        return task;
      },
      { tx, actor: input.actor },
    );
    return value;
  }

  /** Ends a running instance with a result: cancelled by the initiator (4), not passed (3) … */
  async endInstance(input: { instanceId: string; result: number; reason?: string | null; actor?: string | null; status?: 'completed' | 'cancelled'; taskResult?: number }, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(
      input.instanceId,
      async (run) => {
        BpmEngine.requireRunning(run);
        const status = input.status ?? (input.result === 4 ? 'cancelled' : 'completed');
        await run.endInstance(status, input.result, input.reason ?? null, input.taskResult);
      },
      { tx, actor: input.actor ?? null },
    );
    return EngineResult(finished);
  }

  cancelInstance(input: { instanceId: string; reason?: string | null; actor?: string | null }, tx?: Db): Promise<CommandResult> {
    return this.endInstance({ ...input, result: 4, status: 'cancelled' }, tx);
  }

  /**
   * Delivers a message to the execution waiting for it (by instance, business key, or the only one);
   * when no instance waits (and none was named), it starts the process with that message start event.
   */
  async correlateMessage(input: { name: string; instanceId?: string; businessKey?: string; variables?: Record<string, unknown>; initiator?: string | null }, tx?: Db): Promise<CommandResult> {
    const db = tx ?? this.db;
    const conditions = [eq(bpmEventSubscriptions.eventType, 'message'), eq(bpmEventSubscriptions.eventName, input.name)];
    if (input.instanceId) conditions.push(eq(bpmEventSubscriptions.instanceId, input.instanceId));
    let candidates = await db.select({ instanceId: bpmEventSubscriptions.instanceId }).from(bpmEventSubscriptions).where(and(...conditions));
    if (input.businessKey !== undefined) {
      const keyed = await db.select({ id: bpmInstances.id }).from(bpmInstances).where(eq(bpmInstances.businessKey, input.businessKey));
      const ids = new Set(keyed.map((k) => k.id));
      candidates = candidates.filter((c) => ids.has(c.instanceId));
    }
    const instanceIds = [...new Set(candidates.map((c) => c.instanceId))];
    if (instanceIds.length === 0 && input.instanceId === undefined) {
      // Nobody waits: the message starts the process whose message start event has its name.
      const [starter, other] = await findEventStarts(db, 'message', input.name);
      if (other) throw new EngineError('conflict', `多个流程以消息 ${input.name} 开始`, `several processes start by message ${input.name}`);
      if (starter) return this.startInstance({ definitionId: starter.definitionId, startEventId: starter.activityId, initiator: input.initiator ?? null, variables: input.variables ?? {}, businessKey: input.businessKey ?? null }, tx);
    }
    if (instanceIds.length === 0) throw new EngineError('notFound', `没有等待消息 ${input.name} 的流程`, `no process waits for message ${input.name}`);
    if (instanceIds.length > 1) throw new EngineError('conflict', `多个流程在等待消息 ${input.name}`, `several processes wait for message ${input.name}`);
    const { run: finished } = await this.must(instanceIds[0]!, async (run) => {
      const sub = run.state.subscriptions.values().find((s) => s.eventType === 'message' && s.eventName === input.name);
      if (!sub) throw new EngineError('conflict', '消息已被处理', 'the message was already handled');
      await fireSubscription(run, sub, input.variables);
    }, { tx });
    return EngineResult(finished);
  }

  /** The instance a thrown message goes to: one waiting with the business key, else the longest waiting. */
  async messageReceiver(name: string, businessKey: string | null, tx?: Db): Promise<string | undefined> {
    const db = tx ?? this.db;
    const rows = await db
      .select({ instanceId: bpmEventSubscriptions.instanceId, businessKey: bpmInstances.businessKey })
      .from(bpmEventSubscriptions)
      .innerJoin(bpmInstances, eq(bpmInstances.id, bpmEventSubscriptions.instanceId))
      .where(and(eq(bpmEventSubscriptions.eventType, 'message'), eq(bpmEventSubscriptions.eventName, name)))
      .orderBy(bpmEventSubscriptions.createdAt);
    return (rows.find((r) => businessKey !== null && r.businessKey === businessKey) ?? rows[0])?.instanceId;
  }

  /** Throws a signal to every instance waiting for it (and starts processes with that signal start); answers how many instances caught it. */
  async throwSignal(input: { name: string; variables?: Record<string, unknown> }): Promise<number> {
    const rows = await this.db.selectDistinct({ instanceId: bpmEventSubscriptions.instanceId }).from(bpmEventSubscriptions).where(and(eq(bpmEventSubscriptions.eventType, 'signal'), eq(bpmEventSubscriptions.eventName, input.name)));
    let caught = 0;
    for (const { instanceId } of rows) {
      const delivered = await this.deliverSignal(instanceId, input.name, input.variables);
      if (delivered) caught += 1;
    }
    // Processes with a signal start event of that name start once each.
    for (const starter of await findEventStarts(this.db, 'signal', input.name)) {
      await this.startInstance({ definitionId: starter.definitionId, startEventId: starter.activityId, initiator: null, variables: input.variables ?? {} });
      caught += 1;
    }
    return caught;
  }

  /** Delivers a signal inside one instance (a bpm-signal job or throwSignal). */
  async deliverSignal(instanceId: string, name: string, variables?: Record<string, unknown>, tx?: Db, lock: LockMode = 'wait'): Promise<boolean | typeof BUSY> {
    const answer = await this.execute(instanceId, async (run) => {
      if (run.instance.status !== 'running') return false;
      const subs = run.state.subscriptions.values().filter((s) => s.eventType === 'signal' && s.eventName === name);
      for (const sub of subs) if (run.state.subscriptions.get(sub.id)) await fireSubscription(run, sub, variables);
      return subs.length > 0;
    }, { ...(tx ? { tx } : {}), lock });
    return answer === BUSY ? BUSY : answer.value;
  }

  /** Fires a timer subscription (job kind bpm-timer); answers the next due date of a cycle, or null. */
  async fireTimer(subscriptionId: string, instanceId: string, tx: Db): Promise<Date | null | typeof BUSY> {
    const answer = await this.execute(instanceId, async (run) => {
      const sub = run.state.subscriptions.get(subscriptionId);
      if (!sub || run.instance.status !== 'running') return null;
      const config = sub.config as TimerConfig;
      const next = config.period ? nextCycle(config, run.now, run.now) : null;
      if (next) {
        sub.config = { ...config, remaining: next.remaining ?? null };
        run.state.subscriptions.touch(sub);
      }
      await fireSubscription(run, sub);
      // A cycle keeps firing while its host waits (non-interrupting boundary); the job is re-armed.
      return next && run.state.subscriptions.get(sub.id) ? next.due : null;
    }, { tx, lock: 'skip' });
    return answer === BUSY ? BUSY : answer.value;
  }

  /**
   * A due date or a timeout timer of a task (jobs bpm-task-due, bpm-task-timeout): fires the task's
   * timeout listeners (those without a timer of their own at the due date) while the task is open.
   */
  async fireTaskTimeout(taskId: string, instanceId: string, listenerIndex: number | null, tx: Db): Promise<null | typeof BUSY> {
    const answer = await this.execute(instanceId, async (run) => {
      const task = run.state.tasks.get(taskId);
      if (!task || run.instance.status !== 'running') return null;
      const node = run.node(task.activityId);
      const exec = run.state.executions.get(task.executionId)!;
      const listeners = node.taskListeners.filter((l, i) => l.event === 'timeout' && (listenerIndex === null ? !l.timer : i === listenerIndex));
      await run.fireListeners(listeners, 'timeout', exec, node, task);
      return null;
    }, { tx, lock: 'skip' });
    return answer === BUSY ? BUSY : null;
  }

  /** The process expiration time passed (job bpm-expire): the instance ends not passed (3) unless a hook decides. */
  async expireInstance(instanceId: string, tx: Db): Promise<null | typeof BUSY> {
    const answer = await this.execute(instanceId, async (run) => {
      if (run.instance.status !== 'running') return null;
      if (this.hooks.onInstanceExpired) await this.hooks.onInstanceExpired(run);
      else await run.endInstance('completed', 3, '流程已超过办理期限');
      return null;
    }, { tx, lock: 'skip' });
    return answer === BUSY ? BUSY : null;
  }

  /** Moves tokens (return / 驳回, withdraw / 撤回, jump): see move.ts. */
  async moveTokens(input: MoveOptions & { instanceId: string; actor?: string | null }, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(input.instanceId, async (run) => {
      BpmEngine.requireRunning(run);
      await moveTokens(run, input);
    }, { tx, actor: input.actor ?? null });
    return EngineResult(finished);
  }

  /** 加签: one more instance on the running multi-instance body at `activityId`. */
  async addMultiInstance(input: { instanceId: string; activityId: string; element?: unknown; variables?: Record<string, unknown>; actor?: string | null }, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(input.instanceId, async (run) => {
      BpmEngine.requireRunning(run);
      await addInstance(run, bodyAt(run, input.activityId), input.element, input.variables);
    }, { tx, actor: input.actor ?? null });
    return EngineResult(finished);
  }

  /** 减签: removes the instance of an open task, or a queued element of a sequential body. */
  async removeMultiInstance(input: { instanceId: string; activityId: string; taskId?: string; element?: unknown; actor?: string | null }, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(input.instanceId, async (run) => {
      BpmEngine.requireRunning(run);
      const body = bodyAt(run, input.activityId);
      let child: ExecRow | undefined;
      if (input.taskId) {
        const task = BpmEngine.openTask(run, input.taskId);
        child = run.state.executions.get(task.executionId);
        if (!child || child.parentId !== body.id) {
          // The task may sit inside a multi-instance sub-process: walk up to the body's child.
          for (let e = child; e; e = run.parent(e)) if (e.parentId === body.id) child = e;
        }
        if (!child || child.parentId !== body.id) throw new EngineError('conflict', '任务不属于该多实例节点', 'the task is not an instance of that activity');
      }
      await removeInstance(run, body, child ? { child } : { element: input.element });
    }, { tx, actor: input.actor ?? null });
    return EngineResult(finished);
  }

  /** Wakes a receive task (or other waiting node) of an execution without a message. */
  async trigger(input: { instanceId: string; executionId: string; variables?: Record<string, unknown> }, tx?: Db): Promise<CommandResult> {
    const { run: finished } = await this.must(input.instanceId, async (run) => {
      const exec = run.state.executions.get(input.executionId);
      if (!exec || exec.state !== 'waiting') throw new EngineError('conflict', '该执行不在等待状态', 'the execution is not waiting');
      run.setVariables(exec, input.variables);
      run.leave(exec);
    }, { tx });
    return EngineResult(finished);
  }
}

export const EXPIRE_JOB = 'bpm-expire';

/** The process's expirationtime (a duration such as P3D, a date, or a number of days) becomes a bpm-expire job. */
function scheduleExpiry(run: Run, root: ExecRow): void {
  const text = run.graph.attrs.expirationtime;
  if (!text) return;
  const value = String(run.template(text, root, 'expirationtime') ?? '').trim();
  if (!value) return;
  const due = expirationDue(value, run.now);
  run.state.newJobs.push({ kind: EXPIRE_JOB, refId: run.instance.id, dueAt: due, payload: { instanceId: run.instance.id } });
}

function EngineResult(run: Run): CommandResult {
  return { instanceId: run.instance.id, tasks: run.createdTasks, status: run.instance.status, result: run.instance.result };
}
