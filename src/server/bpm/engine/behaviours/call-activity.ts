/**
 * Call activity: a sub-approval started as its own instance (the newest version of `calledElement`),
 * with the parent's token waiting at the call activity. camunda:in copies parent variables into the
 * child at start, camunda:out copies child variables back when it ends; variables="all" copies all.
 *
 * The two instances are linked by variables the client can never set (`__`): the child's root holds
 * `__caller` {instanceId, executionId, activityId}, the waiting parent execution `__calledInstance`.
 * A command never holds two instance locks, so the other side is reached through a job in its own
 * transaction: the child's end queues `bpm-call-return` for the parent, the parent's cancellation
 * (cancel, not passed, a boundary or a return/jump moving the token away) queues `bpm-call-cancel`.
 *
 * Decided: a child that ends completed (passed or not passed) resumes the parent with its out
 * variables and its result in `calledResult`; a child that is cancelled throws the BPMN error
 * CALLED_PROCESS_CANCELLED at the call activity, which an error boundary (or an error event
 * sub-process) may catch; uncaught, it ends the parent not passed (events.ts#throwError).
 */
import type { GraphNode, VariableMapping } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow } from '../state.ts';
import { throwError } from '../events.ts';
import { evalTemplate } from '../expressions.ts';
import { EngineError, type Behaviour } from '../types.ts';

export const CALL_RETURN_JOB = 'bpm-call-return';
export const CALL_CANCEL_JOB = 'bpm-call-cancel';
export const CALLED_PROCESS_CANCELLED = 'CALLED_PROCESS_CANCELLED';
const CALLER = '__caller';
const CALLED = '__calledInstance';
/**
 * How deep call activities may nest (the top instance is depth 0). A process that calls itself (directly
 * or through others) before any wait state would otherwise start instances without end inside one
 * transaction; the start that goes too deep fails as a whole instead.
 */
export const MAX_CALL_DEPTH = 16;

interface Caller {
  instanceId: string;
  executionId: string;
  activityId: string;
  /** This child's depth in the call chain (1 for a child of a top instance). */
  depth?: number;
}

export interface CallReturnPayload extends Caller {
  childInstanceId: string;
  status: string;
  result: number;
  variables: Record<string, unknown>;
}

/** Applies camunda:in / camunda:out mappings to the visible variables of one side. */
function mapVariables(run: Run, exec: ExecRow, mappings: VariableMapping[], where: string): Record<string, unknown> {
  const visible = run.variables(exec);
  const out: Record<string, unknown> = {};
  for (const m of mappings) {
    if (m.all) {
      for (const [name, value] of Object.entries(visible)) if (!name.startsWith('__')) out[name] = value;
      continue;
    }
    const value = m.sourceExpression ? run.template(m.sourceExpression, exec, where) : visible[m.source!];
    out[m.target!] = value ?? null;
  }
  return out;
}

export const callActivity: Behaviour = {
  async enter(run, exec, node) {
    const call = node.call;
    if (!call || !run.engine) throw new EngineError('failed', `调用活动无法启动子流程（${node.id}）`, `the call activity cannot start its process (${node.id})`);
    const above = run.getVariable(exec, CALLER) as Caller | undefined;
    const depth = (typeof above?.depth === 'number' ? above.depth : above ? 1 : 0) + 1;
    if (depth > MAX_CALL_DEPTH) {
      throw new EngineError('failed', `调用活动嵌套超过 ${MAX_CALL_DEPTH} 层（${node.id}），流程可能在调用自身`, `call depth over ${MAX_CALL_DEPTH} at ${node.id}: the process may be calling itself`);
    }
    exec.state = 'waiting';
    run.touch(exec);
    const variables = mapVariables(run, exec, call.inputs, `${node.id} camunda:in`);
    const caller: Caller = { instanceId: run.instance.id, executionId: exec.id, activityId: node.id, depth };
    const businessKey = call.businessKey ? String(run.template(call.businessKey, exec, `${node.id} businessKey`) ?? '') : run.instance.businessKey;
    const child = await run.engine.startInstance(
      { definitionKey: call.calledElement, initiator: run.instance.initiator, variables: { ...variables, [CALLER]: caller }, businessKey: businessKey || null },
      run.tx,
    );
    run.setLocal(exec, CALLED, child.instanceId);
    // A child with no wait state has already ended and queued its return job: the parent waits for it like any other.
  },
};

/** The child's end (inside its own command; `root` is its root execution, gone from the working set): queue the parent's resumption. */
export function notifyCaller(run: Run, root: ExecRow): void {
  const caller = run.getVariable(root, CALLER) as Caller | undefined;
  if (!caller || typeof caller !== 'object') return;
  const payload: CallReturnPayload = { ...caller, childInstanceId: run.instance.id, status: run.instance.status, result: run.instance.result, variables: run.variables(root) };
  run.state.newJobs.push({ kind: CALL_RETURN_JOB, refId: run.instance.id, dueAt: run.now, payload: { ...payload } });
}

/** The parent's call-activity execution is cancelled: its child instance is cancelled too (by a job). */
export function cancelCalled(run: Run, exec: ExecRow): void {
  const childId = run.getVariable(exec, CALLED);
  if (typeof childId !== 'string') return;
  run.removeLocal(exec, CALLED);
  run.state.newJobs.push({ kind: CALL_CANCEL_JOB, refId: childId, dueAt: run.now, payload: { instanceId: childId } });
}

/** bpm-call-return, on the locked parent: out variables and on, or the cancellation error. Stale returns are ignored. */
export async function resumeCaller(run: Run, payload: CallReturnPayload): Promise<void> {
  if (run.instance.status !== 'running') return;
  const exec = run.state.executions.get(payload.executionId);
  if (!exec || exec.activityId !== payload.activityId || run.getVariable(exec, CALLED) !== payload.childInstanceId) return;
  const node: GraphNode = run.node(payload.activityId);
  run.removeLocal(exec, CALLED);
  if (payload.status === 'cancelled') {
    run.closeHistory(exec, 'cancelled');
    await throwError(run, exec, CALLED_PROCESS_CANCELLED);
    return;
  }
  // The out mappings read the child's final variables, as the child's scope would have shown them.
  const outputs: Record<string, unknown> = {};
  for (const m of node.call?.outputs ?? []) {
    if (m.all) Object.assign(outputs, Object.fromEntries(Object.entries(payload.variables).filter(([name]) => !name.startsWith('__'))));
    else if (m.sourceExpression) outputs[m.target!] = evalTemplate(m.sourceExpression, payload.variables, `${node.id} camunda:out`) ?? null;
    else outputs[m.target!] = payload.variables[m.source!] ?? null;
  }
  run.setVariables(exec, { ...outputs, calledResult: payload.result });
  run.leave(exec);
}
