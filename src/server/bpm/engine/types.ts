/** The interpreter's seams: element behaviours, and what the layers above plug in (listeners, approvers, services). */
import type { Db } from '../../db/client.ts';
import type { GraphNode, ListenerDef } from './graph.ts';
import type { ExecRow, SubRow, TaskRow } from './state.ts';
import type { Run } from './run.ts';

/** What woke a waiting execution up. */
export type Trigger =
  | { kind: 'task'; task: TaskRow }
  | { kind: 'event'; subscription: SubRow; payload?: Record<string, unknown> }
  | { kind: 'signal' };

/** One element kind: what happens when a token arrives, and when its wait state is triggered. */
export interface Behaviour {
  enter(run: Run, exec: ExecRow, node: GraphNode): Promise<void>;
  /** Resumes a waiting token; the default leaves the node by its outgoing flows. */
  trigger?(run: Run, exec: ExecRow, node: GraphNode, trigger: Trigger): Promise<void>;
}

export interface ListenerInvocation {
  listener: ListenerDef;
  /** start | end | take | create | assignment | complete | delete | update | timeout */
  event: string;
  run: Run;
  execution: ExecRow;
  node: GraphNode | undefined;
  task: TaskRow | undefined;
  /** For take: the sequence flow id. */
  flowId?: string;
}

/** Who a user task goes to, as the approval layer's approver resolution answers it. */
export interface Assignment {
  assignee?: string | null;
  candidateUsers?: string[];
  candidateGroups?: string[];
}

export interface AssignmentRequest {
  run: Run;
  execution: ExecRow;
  node: GraphNode;
  /** The assignment read from the element's attributes (expressions already evaluated). */
  fromAttributes: Assignment;
}

export interface ServiceInvocation {
  run: Run;
  execution: ExecRow;
  node: GraphNode;
  tx: Db;
  getVariable(name: string): unknown;
  setVariable(name: string, value: unknown): void;
}

export interface EngineHooks {
  /** Runs an execution or task listener (src/server/bpm/listeners plugs in here). */
  runListener?(invocation: ListenerInvocation): Promise<void>;
  /** Decides who a new user task goes to; the default reads assignee/candidate attributes. */
  resolveAssignment?(request: AssignmentRequest): Promise<Assignment>;
  /** Service, send and business-rule task implementations by camunda:class or delegate expression name. */
  services?: Record<string, (invocation: ServiceInvocation) => Promise<unknown>>;
  /** Runs a script task body in a sandbox: its result and the variables it set. Script tasks fail without it. */
  runScript?(script: { format: string; body: string }, variables: Record<string, unknown>, run: Run, execution: ExecRow): Promise<{ result: unknown; changes?: Record<string, unknown> }>;
  /**
   * The items of a multi-instance activity when the layer above decides them (a countersign's approvers
   * from the approver settings); undefined = the model's collection / loopCardinality.
   */
  multiInstanceItems?(run: Run, execution: ExecRow, node: GraphNode): Promise<unknown[] | undefined>;
  /** Called after every task a command creates, inside its transaction (todo messages …). */
  onTaskCreated?(run: Run, task: TaskRow): Promise<void>;
  /** The process expiration time passed; the default ends the instance not passed (3). */
  onInstanceExpired?(run: Run): Promise<void>;
  /** Called when an instance ends, inside its transaction (result notices …). */
  onInstanceEnded?(run: Run): Promise<void>;
}

export type EngineErrorCode = 'notFound' | 'conflict' | 'failed';

/** A refusal or a model fault found while running; the routes turn it into an envelope. */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
    this.name = 'EngineError';
  }
}

/** A BPMN error thrown by a service implementation; caught by an error boundary event. */
export class BpmnError extends Error {
  constructor(
    readonly errorCode: string,
    message = errorCode,
  ) {
    super(message);
    this.name = 'BpmnError';
  }
}
