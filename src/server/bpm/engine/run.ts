/**
 * One command's run over one locked instance: an agenda of token moves (enter a node, leave it) worked
 * off until every token rests in a wait state, over the in-memory rows of InstanceState. Behaviours
 * (behaviours/*.ts) decide what a node does; this file moves tokens, keeps history, scopes and variables.
 */
import type { Db } from '../../db/client.ts';
import type { CommandResult, StartInput } from './engine.ts';
import type { GraphNode, ListenerDef, ProcessGraph } from './graph.ts';
import type { ExecRow, HistRow, InstanceState, TaskRow } from './state.ts';
import { EngineError, type Behaviour, type EngineHooks } from './types.ts';
import { evalCondition, evalTemplate } from './expressions.ts';
import { attachBoundaries, detach } from './events.ts';
import { childCompleted, enterMultiInstance } from './behaviours/multi-instance.ts';
import { dropTaskJobs } from './behaviours/user-task.ts';
import { cancelCalled, notifyCaller } from './behaviours/call-activity.ts';
import { enterStandardLoop, leaveLoopRun } from './behaviours/standard-loop.ts';
import { outgoingOf } from './conditions.ts';
import { settleJoins } from './joins.ts';

export interface RunDefinition {
  id: string;
  key: string;
  name: string;
  graph: ProcessGraph;
}

export interface CancelOptions {
  /** The result code written on the open tasks (default 4, cancelled). */
  taskResult?: number;
  reason?: string | null;
  /** Keep the execution itself (an interrupting boundary reuses it). */
  keep?: boolean;
}

const MAX_STEPS = 10_000;

export class Run {
  private readonly agenda: (() => Promise<void>)[] = [];
  /** Tasks created during this command, in creation order. */
  readonly createdTasks: TaskRow[] = [];
  /** Executions that enter a catch node already triggered (event-based gateway). */
  readonly fired = new Set<string>();
  ended = false;
  /** Work to run once the command's transaction has committed (webhooks …). */
  readonly afterCommit: (() => Promise<void>)[] = [];
  /** The engine running this command: call activities start their child instance through it. */
  engine: { startInstance(input: StartInput, tx?: Db): Promise<CommandResult> } | undefined;

  constructor(
    readonly tx: Db,
    readonly state: InstanceState,
    readonly definition: RunDefinition,
    readonly hooks: EngineHooks,
    readonly behaviours: Record<string, Behaviour>,
    readonly now: Date,
    readonly actor: string | null,
  ) {}

  get instance() {
    return this.state.instance;
  }
  get graph(): ProcessGraph {
    return this.definition.graph;
  }

  node(id: string | null): GraphNode {
    const node = id ? this.graph.nodes[id] : undefined;
    if (!node) throw new EngineError('failed', `流程定义中没有节点 ${id}`, `the definition has no element ${id}`);
    return node;
  }

  // ---- executions ------------------------------------------------------------------------------

  root(): ExecRow {
    const root = this.state.executions.values().find((e) => e.parentId === null);
    if (!root) throw new EngineError('conflict', '流程实例已结束', 'the process instance has ended');
    return root;
  }
  alive(exec: ExecRow): boolean {
    return !this.ended && this.state.executions.get(exec.id) === exec;
  }
  parent(exec: ExecRow): ExecRow | undefined {
    return exec.parentId ? this.state.executions.get(exec.parentId) : undefined;
  }
  children(exec: ExecRow): ExecRow[] {
    return this.state.executions.values().filter((e) => e.parentId === exec.id);
  }
  /** All token executions (no scope holders), for task lists and moves. */
  tokensAt(activityIds: readonly string[]): ExecRow[] {
    return this.state.executions.values().filter((e) => e.activityId !== null && activityIds.includes(e.activityId));
  }
  isMiChild(exec: ExecRow): boolean {
    const parent = this.parent(exec);
    return !!parent && parent.mi !== null && parent.activityId === exec.activityId;
  }
  newExecution(parent: ExecRow | null, fields: Partial<ExecRow> = {}): ExecRow {
    return this.state.executions.add({
      id: crypto.randomUUID(),
      instanceId: this.instance.id,
      parentId: parent?.id ?? null,
      activityId: null,
      isScope: false,
      isConcurrent: false,
      isActive: true,
      state: 'active',
      flowId: null,
      mi: null,
      createdAt: this.now,
      ...fields,
    });
  }
  touch(exec: ExecRow): void {
    this.state.executions.touch(exec);
  }
  dropExecution(exec: ExecRow): void {
    for (const v of this.state.variables.values()) if (v.executionId === exec.id) this.state.variables.remove(v.id);
    this.state.executions.remove(exec.id);
  }

  // ---- variables -------------------------------------------------------------------------------

  private chain(exec: ExecRow | undefined): ExecRow[] {
    const out: ExecRow[] = [];
    for (let e = exec; e; e = this.parent(e)) out.push(e);
    return out;
  }
  /** Every variable visible from the execution, nearer scopes winning. */
  variables(exec?: ExecRow): Record<string, unknown> {
    const chain = this.chain(exec ?? this.root()).map((e) => e.id);
    const out: Record<string, unknown> = {};
    const rows = this.state.variables.values();
    for (let i = chain.length - 1; i >= 0; i--) for (const v of rows) if (v.executionId === chain[i]) out[v.name] = v.value;
    return out;
  }
  getVariable(exec: ExecRow | undefined, name: string): unknown {
    const rows = this.state.variables.values();
    for (const e of this.chain(exec ?? this.root())) {
      const row = rows.find((v) => v.executionId === e.id && v.name === name);
      if (row) return row.value;
    }
    return undefined;
  }
  /** Sets where the name already lives (nearest scope), else on the process. */
  setVariable(exec: ExecRow | undefined, name: string, value: unknown): void {
    const rows = this.state.variables.values();
    for (const e of this.chain(exec ?? this.root())) {
      const row = rows.find((v) => v.executionId === e.id && v.name === name);
      if (row) {
        row.value = value ?? null;
        this.state.variables.touch(row);
        return;
      }
    }
    this.setLocal(this.root(), name, value);
  }
  setLocal(exec: ExecRow, name: string, value: unknown): void {
    const row = this.state.variables.values().find((v) => v.executionId === exec.id && v.name === name);
    if (row) {
      row.value = value ?? null;
      this.state.variables.touch(row);
    } else {
      this.state.variables.add({ id: crypto.randomUUID(), instanceId: this.instance.id, executionId: exec.id, name, value: value ?? null });
    }
  }
  removeLocal(exec: ExecRow, name: string): void {
    const row = this.state.variables.values().find((v) => v.executionId === exec.id && v.name === name);
    if (row) this.state.variables.remove(row.id);
  }
  setVariables(exec: ExecRow | undefined, values: Record<string, unknown> | undefined): void {
    for (const [name, value] of Object.entries(values ?? {})) this.setVariable(exec, name, value);
  }
  condition(expression: string, exec: ExecRow, where: string): boolean {
    return evalCondition(expression, this.variables(exec), where);
  }
  template(text: string, exec: ExecRow, where: string): unknown {
    return evalTemplate(text, this.variables(exec), where);
  }

  // ---- history ---------------------------------------------------------------------------------

  openHistory(exec: ExecRow, node: GraphNode, taskId: string | null = null): HistRow {
    this.state.historySeq += 1;
    return this.state.history.add({
      id: crypto.randomUUID(),
      instanceId: this.instance.id,
      executionId: exec.id,
      activityId: node.id,
      activityType: node.type,
      activityName: node.name ?? null,
      taskId,
      startTime: this.now,
      endTime: null,
      outgoing: null,
      endState: null,
      seq: this.state.historySeq,
    });
  }
  openHistoryOf(exec: ExecRow): HistRow | undefined {
    return this.state.history.values().find((h) => h.executionId === exec.id);
  }
  closeHistory(exec: ExecRow, endState: string, outgoing: string[] | null = null): void {
    for (const h of this.state.history.values()) {
      if (h.executionId !== exec.id) continue;
      h.endTime = this.now;
      h.endState = endState;
      h.outgoing = outgoing;
      this.state.closeHistory(h);
    }
  }

  // ---- listeners -------------------------------------------------------------------------------

  async fireListeners(list: ListenerDef[], event: string, exec: ExecRow, node: GraphNode | undefined, task?: TaskRow, flowId?: string): Promise<void> {
    for (const listener of list) {
      if (listener.event !== event) continue;
      if (this.hooks.runListener) {
        await this.hooks.runListener({ listener, event, run: this, execution: exec, node, task, ...(flowId ? { flowId } : {}) });
      } else if (listener.type === 'expression') {
        this.template(listener.value, exec, `listener ${listener.value}`);
      }
    }
  }

  // ---- agenda ----------------------------------------------------------------------------------

  schedule(step: () => Promise<void>): void {
    this.agenda.push(step);
  }

  /** Works the agenda off; inclusive joins are looked at again whenever it runs dry. */
  async drain(): Promise<void> {
    let steps = 0;
    for (;;) {
      while (this.agenda.length > 0) {
        if (++steps > MAX_STEPS) throw new EngineError('failed', '流程陷入无等待的循环', 'the process loops without reaching a wait state');
        await this.agenda.shift()!();
      }
      if (this.ended || !(await settleJoins(this))) return;
    }
  }

  behaviour(node: GraphNode): Behaviour {
    const behaviour = this.behaviours[node.type];
    if (!behaviour) throw new EngineError('failed', `不支持的节点类型 ${node.type}（${node.id}）`, `unsupported element ${node.type} (${node.id})`);
    return behaviour;
  }

  // ---- token moves -----------------------------------------------------------------------------

  enter(exec: ExecRow, nodeId: string, flowId: string | null): void {
    this.schedule(async () => {
      if (!this.alive(exec)) return;
      const node = this.node(nodeId);
      exec.activityId = node.id;
      exec.flowId = flowId;
      exec.state = 'active';
      this.touch(exec);
      if (node.mi && !this.isMiChild(exec)) {
        await this.fireListeners(node.listeners, 'start', exec, node);
        await enterMultiInstance(this, exec, node);
        return;
      }
      if (node.loop) {
        await enterStandardLoop(this, exec, node);
        return;
      }
      await this.enterInner(exec, node);
    });
  }

  /**
   * Runs the node's own behaviour for a token (an MI child skips the body and the boundaries; a standard
   * loop's later runs keep the boundaries attached by the first).
   */
  async enterInner(exec: ExecRow, node: GraphNode, options: { attachBoundaries?: boolean } = {}): Promise<void> {
    this.openHistory(exec, node);
    await this.fireListeners(node.listeners, 'start', exec, node);
    if (node.boundaries.length > 0 && options.attachBoundaries !== false && !this.isMiChild(exec)) {
      attachBoundaries(this, exec, node);
    }
    await this.behaviour(node).enter(this, exec, node);
  }

  /** Leaves the token's node by the given flows, or by the node's outgoing flows whose conditions hold. */
  leave(exec: ExecRow, flows?: string[]): void {
    this.schedule(async () => {
      if (!this.alive(exec)) return;
      const node = this.node(exec.activityId);
      if (node.loop) {
        await leaveLoopRun(this, exec, node, flows);
        return;
      }
      const chosen = flows ?? (await outgoingOf(this, exec, node));
      detach(this, exec);
      await this.fireListeners(node.listeners, 'end', exec, node);
      this.closeHistory(exec, 'completed', chosen);
      if (this.isMiChild(exec)) {
        await childCompleted(this, exec, node);
        return;
      }
      await this.takeFlows(exec, chosen);
    });
  }

  async takeFlows(exec: ExecRow, flows: string[]): Promise<void> {
    if (flows.length === 0) {
      await this.endToken(exec);
      return;
    }
    const parent = this.parent(exec) ?? null;
    for (const [index, flowId] of flows.entries()) {
      const flow = this.graph.flows[flowId]!;
      const token = index === 0 ? exec : this.newExecution(parent, { isConcurrent: true });
      if (flows.length > 1 && index === 0) {
        exec.isConcurrent = true;
        this.touch(exec);
      }
      await this.fireListeners(flow.listeners, 'take', token, undefined, undefined, flowId);
      this.enter(token, flow.target, flowId);
    }
  }

  /** A token with nowhere to go ends; its scope completes when it was the last one. */
  async endToken(exec: ExecRow): Promise<void> {
    const parent = this.parent(exec);
    this.dropExecution(exec);
    if (parent) await this.scopeMaybeDone(parent);
  }

  async scopeMaybeDone(scope: ExecRow): Promise<void> {
    if (!this.alive(scope) || this.children(scope).length > 0 || scope.mi !== null) return;
    if (scope.parentId === null) {
      await this.endInstance('completed', this.instance.result === 1 ? 2 : this.instance.result, null);
      return;
    }
    // A sub-process whose last token ended: the scope execution leaves it as an ordinary token.
    scope.isScope = false;
    this.touch(scope);
    this.leave(scope);
  }

  /** Cancels an execution and everything under it: open tasks, subscriptions, timers, history. */
  async cancelExecution(exec: ExecRow, options: CancelOptions = {}): Promise<void> {
    for (const child of this.children(exec)) await this.cancelExecution(child, { ...options, keep: false });
    for (const task of this.state.tasks.values().filter((t) => t.executionId === exec.id)) {
      task.status = 'cancelled';
      task.result = options.taskResult ?? 4;
      task.endTime = this.now;
      if (options.reason !== undefined) task.reason = options.reason;
      const node = this.graph.nodes[task.activityId];
      if (node) await this.fireListeners(node.taskListeners, 'delete', exec, node, task);
      this.state.closeTask(task);
      dropTaskJobs(this, task);
    }
    detach(this, exec);
    if (exec.activityId && this.graph.nodes[exec.activityId]?.type === 'callActivity') cancelCalled(this, exec);
    this.closeHistory(exec, 'cancelled');
    if (options.keep) {
      for (const v of this.state.variables.values()) if (v.executionId === exec.id && exec.parentId !== null) this.state.variables.remove(v.id);
      exec.mi = null;
      exec.isScope = false;
      exec.state = 'active';
      this.touch(exec);
    } else if (exec.parentId !== null) {
      this.dropExecution(exec);
    }
  }

  /** Ends the instance: every token is cancelled, the row gets its status and result. */
  async endInstance(status: 'completed' | 'cancelled', result: number, reason: string | null, taskResult?: number): Promise<void> {
    {
      if (this.ended) return;
      const root = this.state.executions.values().find((e) => e.parentId === null);
      if (root) {
        await this.cancelExecution(root, { keep: true, taskResult: taskResult ?? 4, reason });
        this.state.executions.remove(root.id);
      }
      this.ended = true;
      const instance = this.instance;
      instance.status = status;
      instance.result = result;
      instance.endTime = this.now;
      instance.endReason = reason;
      this.state.instanceDirty = true;
      this.state.dropJob('bpm-expire', instance.id);
      // A called instance tells its caller (call-activity.ts).
      if (root) notifyCaller(this, root);
      await this.hooks.onInstanceEnded?.(this);
    }
  }
}
