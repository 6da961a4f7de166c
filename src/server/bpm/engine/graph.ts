/**
 * The compiled process: a plain, JSON-serialisable graph stored on the definition, so an instance never
 * re-parses XML. compile-graph.ts builds it from the moddle tree.
 */

export interface ListenerDef {
  event: string;
  /** class | expression | delegateExpression | script */
  type: 'class' | 'expression' | 'delegateExpression' | 'script';
  value: string;
  scriptFormat?: string;
  resource?: string;
  fields: { name: string; value: string; kind: 'string' | 'expression' }[];
  /** Task listener with event timeout: its timer. */
  timer?: TimerDef;
  id?: string;
}

export interface TimerDef {
  kind: 'timeDate' | 'timeDuration' | 'timeCycle';
  expression: string;
}

export type EventDef =
  | { kind: 'timer'; timer: TimerDef }
  | { kind: 'message'; name: string }
  | { kind: 'signal'; name: string }
  | { kind: 'error'; code: string | null }
  | { kind: 'escalation'; code: string | null }
  | { kind: 'terminate' }
  | { kind: 'unsupported'; type: string };

export interface MultiInstanceDef {
  sequential: boolean;
  cardinality?: string;
  collection?: string;
  elementVariable?: string;
  completionCondition?: string;
}

/** A standard loop (behaviours/standard-loop.ts): the activity runs again while its condition holds, at most `maximum` times. */
export interface StandardLoopDef {
  /** Checked after each run, or before each run with testBefore; absent: run `maximum` times. */
  condition?: string;
  /** Set when the condition is an inline JavaScript script (else it is an expression). */
  conditionLanguage?: 'javascript';
  testBefore: boolean;
  maximum?: number;
}

export interface GraphNode {
  id: string;
  /** The BPMN type without prefix: userTask, exclusiveGateway, boundaryEvent … */
  type: string;
  name?: string;
  /** The enclosing sub-process id, or null at process level. */
  scope: string | null;
  incoming: string[];
  outgoing: string[];
  default?: string;
  event?: EventDef;
  /** Boundary events: the activity they sit on and whether they cancel it. */
  attachedTo?: string;
  cancelActivity?: boolean;
  /** Boundary events attached to this activity. */
  boundaries: string[];
  mi?: MultiInstanceDef;
  loop?: StandardLoopDef;
  /**
   * Sub-process: where a token starts when it is activated. Its start event; or, when it has none, every
   * activity and gateway inside with no incoming flow, each getting a token (BPMN 2.0 §13.3.4).
   */
  starts?: string[];
  /** An event sub-process (triggeredByEvent): started by its start event's trigger, never by a flow. */
  triggeredByEvent?: boolean;
  /** Sub-process: the event sub-processes directly inside it (event-sub-process.ts). */
  eventSubProcesses?: string[];
  /** Start event of an event sub-process: whether it cancels the rest of its scope (default true). */
  interrupting?: boolean;
  /** Call activity: what it starts and the variables it hands over (call-activity.ts). */
  call?: CallDef;
  /** Attributes of the element (camunda and our vocabulary, unprefixed): assignee, formKey, class … */
  attrs: Record<string, string>;
  /** camunda:properties as name → value. */
  properties: Record<string, string>;
  /** Extension elements other than listeners/properties, as plain objects (buttons, FieldsPermission …). */
  extensions: Record<string, unknown>[];
  listeners: ListenerDef[];
  taskListeners: ListenerDef[];
  script?: { format: string; body: string; resultVariable?: string };
  conditionExpression?: string;
}

/** camunda:in / camunda:out: one variable (source or sourceExpression → target), or all of them. */
export interface VariableMapping {
  source?: string;
  sourceExpression?: string;
  target?: string;
  all?: boolean;
}

export interface CallDef {
  /** The key of the process to start (its newest version). */
  calledElement: string;
  inputs: VariableMapping[];
  outputs: VariableMapping[];
  /** camunda:in businessKey="…": the child's business key (an expression). */
  businessKey?: string;
}

export interface GraphFlow {
  id: string;
  name?: string;
  source: string;
  target: string;
  condition?: string;
  /**
   * Set when the condition is an inline JavaScript script, run in the script sandbox (conditions.ts);
   * absent, `condition` is an expression. Readers that only evaluate expressions must not take a
   * script for one.
   */
  conditionLanguage?: 'javascript';
  /** Execution listeners of the flow (event take). */
  listeners: ListenerDef[];
}

export interface ProcessGraph {
  processId: string;
  name?: string;
  nodes: Record<string, GraphNode>;
  flows: Record<string, GraphFlow>;
  /** Process-level none start events. */
  starts: string[];
  /** Process-level message, timer and signal start events (start-events.ts); absent in graphs compiled before them. */
  messageStarts?: string[];
  timerStarts?: string[];
  signalStarts?: string[];
  /** Event sub-processes directly in the process. */
  eventSubProcesses?: string[];
  attrs: Record<string, string>;
  properties: Record<string, string>;
  extensions: Record<string, unknown>[];
  listeners: ListenerDef[];
  candidateStarters: { orgids: string[]; roleids: string[]; groups: string[]; users: string[] };
  /** For every inclusive gateway: the activities from which a token can still reach it (same scope). */
  reachableFrom: Record<string, string[]>;
}

// The lists of what runs live with the engine descriptor in src/schemas/bpmn, so the designer's palette
// (src/designers/process/palette-filter.ts) and the deploy check read the same lists.
export { SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS } from '../../../schemas/bpmn/engine-descriptor.ts';

export const isGateway = (type: string) => type.endsWith('Gateway');
export const isActivity = (type: string) => type.endsWith('Task') || type === 'task' || type === 'subProcess';
