/**
 * Builds the ListenerContext of src/server/bpm/listeners for a listener the interpreter fires, so
 * registerBpm can plug `runListener` into EngineHooks.runListener; and the script-task hook on the same
 * QuickJS sandbox.
 */
import type { ListenerContext, ListenerDefinition, ListenerEvent, ListenerLogger } from '../listeners/types.ts';
import { type ScriptBudget, transactionScriptBudget } from '../listeners/sandbox.ts';
import type { ExecRow } from './state.ts';
import type { Run } from './run.ts';
import { isJavaScript } from './compile-scripts.ts';
import { EngineError, type EngineHooks, type ListenerInvocation } from './types.ts';

/*
 * Scripts run inside the command's transaction, and on PGlite that transaction holds the only
 * connection, so every other request waits while a script runs. Running them before the transaction
 * is not possible in general: a script task's input is the state the command reached under the
 * instance lock (variables set by the listeners and tasks before it in the same command), and its
 * failure must roll the command back. So scripts stay inside, with the time they may hold the
 * transaction bounded: one budget per command (one Run), shared by its script tasks and script
 * listeners, far below the per-script limit (TRANSACTION_SCRIPT_MS against DEFAULT_SCRIPT_LIMITS).
 * The same bound holds on PostgreSQL, where a command also holds the instance's row lock and a pooled
 * connection, so a model behaves the same on both databases.
 */
const budgets = new WeakMap<Run, ScriptBudget>();

function budgetOf(run: Run): ScriptBudget {
  let budget = budgets.get(run);
  if (!budget) {
    budget = transactionScriptBudget();
    budgets.set(run, budget);
  }
  return budget;
}

export function listenerContext(invocation: ListenerInvocation, logger: ListenerLogger): ListenerContext {
  const { run, execution, node, task } = invocation;
  const context: ListenerContext = {
    event: invocation.event as ListenerEvent,
    processInstanceId: run.instance.id,
    processDefinitionKey: run.definition.key,
    processName: run.instance.name,
    activityId: node?.id ?? null,
    activityName: node?.name ?? null,
    initiator: run.instance.initiator,
    actor: run.actor,
    getVariable: (name) => run.getVariable(execution, name),
    setVariable: (name, value) => run.setVariable(execution, name, value),
    variables: () => run.variables(execution),
    tx: run.tx,
    scriptBudget: budgetOf(run),
    logger,
    afterCommit: (work) => {
      run.afterCommit.push(work);
    },
  };
  if (invocation.flowId) context.flowId = invocation.flowId;
  if (task) {
    context.task = {
      id: task.id,
      name: task.name,
      activityId: task.activityId,
      assignee: task.assignee,
      candidateUsers: task.candidateUsers ?? [],
      candidateGroups: task.candidateGroups ?? [],
      owner: task.owner,
      dueAt: task.dueDate,
      priority: task.priority,
    };
  }
  return context;
}

type RunListener = (definition: ListenerDefinition, context: ListenerContext) => Promise<void>;
type RunScript = (
  source: string,
  variables: Record<string, unknown>,
  options: { globals?: Record<string, unknown>; budget?: ScriptBudget },
) => Promise<{ result: unknown; changes: Record<string, unknown> }>;

/** The listener and script-task hooks on top of the listeners module. */
export function listenerHooks(runListener: RunListener, runSandboxedScript: RunScript, logger: ListenerLogger): Pick<EngineHooks, 'runListener' | 'runScript'> {
  return {
    runListener: (invocation) => runListener(invocation.listener as ListenerDefinition, listenerContext(invocation, logger)),
    runScript: async (script, variables, run: Run, execution: ExecRow) => {
      // The deploy refuses other formats (compile-scripts.ts); a definition deployed before that check still fails clearly.
      if (!isJavaScript(script.format)) throw new EngineError('failed', `流程引擎只运行 JavaScript 脚本，不支持脚本格式「${script.format}」`, `the engine runs JavaScript scripts only, not scriptFormat "${script.format}"`);
      const globals = { processInstanceId: run.instance.id, activityId: execution.activityId, initiator: run.instance.initiator };
      return runSandboxedScript(script.body, variables, { globals, budget: budgetOf(run) });
    },
  };
}
