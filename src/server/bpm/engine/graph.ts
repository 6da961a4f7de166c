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
  | { kind: 'terminate' }
  | { kind: 'unsupported'; type: string };

export interface MultiInstanceDef {
  sequential: boolean;
  cardinality?: string;
  collection?: string;
  elementVariable?: string;
  completionCondition?: string;
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
  /** Sub-process: its start events. */
  starts?: string[];
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

export interface GraphFlow {
  id: string;
  name?: string;
  source: string;
  target: string;
  condition?: string;
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
  attrs: Record<string, string>;
  properties: Record<string, string>;
  extensions: Record<string, unknown>[];
  listeners: ListenerDef[];
  candidateStarters: { orgids: string[]; roleids: string[]; groups: string[]; users: string[] };
  /** For every inclusive gateway: the activities from which a token can still reach it (same scope). */
  reachableFrom: Record<string, string[]>;
}

/** Element kinds the interpreter runs; anything else in an executable process fails the deploy check. */
export const SUPPORTED_ELEMENT_TYPES = [
  'startEvent',
  'endEvent',
  'userTask',
  'manualTask',
  'task',
  'serviceTask',
  'scriptTask',
  'sendTask',
  'receiveTask',
  'businessRuleTask',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  'eventBasedGateway',
  'subProcess',
  'intermediateCatchEvent',
  'intermediateThrowEvent',
  'boundaryEvent',
  'sequenceFlow',
] as const;

/** Event definitions per element kind that the interpreter supports. */
export const SUPPORTED_EVENT_DEFINITIONS: Record<string, readonly string[]> = {
  startEvent: ['none'],
  endEvent: ['none', 'terminate', 'error', 'signal', 'message'],
  intermediateCatchEvent: ['timer', 'message', 'signal'],
  intermediateThrowEvent: ['none', 'signal', 'message'],
  boundaryEvent: ['timer', 'message', 'signal', 'error'],
};

export const isGateway = (type: string) => type.endsWith('Gateway');
export const isActivity = (type: string) => type.endsWith('Task') || type === 'task' || type === 'subProcess';
