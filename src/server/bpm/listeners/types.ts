/**
 * The listener contract between the engine and this module. The engine parses listeners from the model
 * (ListenerDefinition is structurally the engine's ListenerDef, so its compiled graph passes as is),
 * builds a ListenerContext for the moment one fires, and calls `runListener(definition, context)`
 * inside the command's transaction.
 */
import type { Db } from '../../db/client.ts';
import type { ScriptBudget } from './sandbox.ts';

export const EXECUTION_EVENTS = ['start', 'end', 'take'] as const;
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;
export type ExecutionEvent = (typeof EXECUTION_EVENTS)[number];
export type TaskEvent = (typeof TASK_EVENTS)[number];
export type ListenerEvent = ExecutionEvent | TaskEvent;

export const LISTENER_TYPES = ['class', 'expression', 'delegateExpression', 'script'] as const;
export type ListenerType = (typeof LISTENER_TYPES)[number];

/** A camunda:field of the listener: a literal string, or a `${…}` expression evaluated when it fires. */
export interface ListenerField {
  name: string;
  value: string;
  kind: 'string' | 'expression';
}

/** One listener as parsed from the model. */
export interface ListenerDefinition {
  event: string;
  type: ListenerType;
  /** class: a listener name; expression / delegateExpression: JUEL text; script: the script body. */
  value: string;
  /** For scripts: javascript (run in QuickJS) or juel; others are refused. */
  scriptFormat?: string;
  /** External script resource: not supported (nothing is fetched), refused with a clear error. */
  resource?: string;
  fields: ListenerField[];
  id?: string;
}

export interface ListenerTaskInfo {
  id: string;
  name: string | null;
  activityId: string;
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  owner?: string | null;
  dueAt?: Date | null;
  priority?: number | null;
}

export interface ListenerLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** What the engine supplies when a listener fires. */
export interface ListenerContext {
  event: ListenerEvent;
  processInstanceId: string;
  processDefinitionKey?: string;
  processName?: string | null;
  /** The element the listener sits on (null for process-level listeners). */
  activityId: string | null;
  activityName?: string | null;
  /** For take: the sequence flow. */
  flowId?: string;
  /** For task listeners. */
  task?: ListenerTaskInfo;
  /** Humancode of the process initiator. */
  initiator: string | null;
  /** Humancode of whoever runs the command (null for timers and jobs). */
  actor?: string | null;
  /** Variables visible at the element (local over instance). */
  getVariable(name: string): unknown;
  setVariable(name: string, value: unknown): void;
  /** A snapshot of all visible variables, for expression scopes and scripts. */
  variables(): Record<string, unknown>;
  /** The command's transaction: listener writes commit or roll back with it. */
  tx: Db;
  logger: ListenerLogger;
  /** Script time left to the command (shared by its script listeners and script tasks); no bound when absent. */
  scriptBudget?: ScriptBudget;
  /** Work to do once the transaction has committed (e.g. fire-and-forget webhooks); run now when absent. */
  afterCommit?(work: () => Promise<void>): void;
}

/** Parameters a class listener receives: model fields over bpmFlowListenerParam defaults, expressions evaluated. */
export type ListenerParams = Record<string, unknown>;

/** A built-in listener: what a class name (or a bpmFlowListener row's value) resolves to. */
export interface BuiltinListener {
  name: string;
  /** Parameter names it reads, for the deploy check and the designer. */
  params: readonly { name: string; required?: boolean; description: string }[];
  run(context: ListenerContext, params: ListenerParams): Promise<void>;
}
