/**
 * Compiles one executable process of a parsed BPMN document to the engine's plain graph, and lists
 * what the interpreter cannot run (element ids and reasons) instead of failing at run time.
 */
import type { ModdleElement } from '../model/parse.ts';
import {
  type CallDef,
  type VariableMapping,
  SUPPORTED_ELEMENT_TYPES,
  SUPPORTED_EVENT_DEFINITIONS,
  type EventDef,
  type GraphFlow,
  type GraphNode,
  type ListenerDef,
  type MultiInstanceDef,
  type ProcessGraph,
  type TimerDef,
} from './graph.ts';

export interface CompileProblem {
  elementId: string;
  elementType: string;
  /** zh */
  reason: string;
  reasonEn: string;
}

export interface CompileResult {
  graph: ProcessGraph | null;
  errors: CompileProblem[];
}

const bare = (type: string) => {
  const local = type.replace(/^[A-Za-z]+:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};
const SKIPPED = new Set(['dataObject', 'dataObjectReference', 'dataStoreReference', 'textAnnotation', 'association', 'group', 'laneSet', 'dataInputAssociation', 'dataOutputAssociation', 'ioSpecification', 'property']);

/** An attribute by plain name: a moddle property, or an unknown attribute under any prefix. */
export function attrOf(el: ModdleElement, name: string): string | undefined {
  const own = el[name];
  if (typeof own === 'string') return own;
  if (typeof own === 'number' || typeof own === 'boolean') return String(own);
  const attrs = el.$attrs ?? {};
  for (const [key, value] of Object.entries(attrs)) {
    if (key === name || key.endsWith(`:${name}`)) return value;
  }
  return undefined;
}

const ATTRS = [
  'assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'dataType', 'text', 'dueDate', 'followUpDate', 'priority',
  'buttons', 'expirationtime', 'extendData', 'xcformKey', 'formKey', 'class', 'expression', 'delegateExpression', 'resultVariable',
  'type', 'topic', 'orgid', 'roleid', 'candidateStarterGroups', 'candidateStarterUsers', 'initiator', 'AttributeHandler', 'deptHead',
  'async', 'asyncBefore', 'asyncAfter', 'collection', 'elementVariable', 'calledElement',
];

function attrsOf(el: ModdleElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ATTRS) {
    const value = attrOf(el, name);
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

const bodyOf = (el: unknown): string | undefined => {
  if (!el || typeof el !== 'object') return undefined;
  const body = (el as { body?: unknown }).body;
  return typeof body === 'string' ? body.trim() : undefined;
};

/** Plain JSON of an extension element (no parent links), for the approval layer's vocabulary. */
function plain(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || value === undefined) return null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
  const el = value as ModdleElement;
  const out: Record<string, unknown> = {};
  if (el.$type) out.$type = el.$type;
  for (const [key, v] of Object.entries(el)) {
    if (key.startsWith('$')) continue;
    out[key] = plain(v, depth + 1);
  }
  for (const [key, v] of Object.entries(el.$attrs ?? {})) if (!key.startsWith('xmlns')) out[key.replace(/^[^:]+:/, '')] = v;
  return out;
}

function timerOf(def: ModdleElement): TimerDef | undefined {
  for (const kind of ['timeDate', 'timeDuration', 'timeCycle'] as const) {
    const body = bodyOf(def[kind]);
    if (body) return { kind, expression: body };
  }
  return undefined;
}

function listenerOf(el: ModdleElement): ListenerDef | undefined {
  const script = el.script as ModdleElement | undefined;
  const fields = ((el.fields as ModdleElement[] | undefined) ?? []).map((f) => {
    const expr = attrOf(f, 'expression') ?? bodyOf(f.expression);
    return expr !== undefined
      ? { name: String(f.name ?? ''), value: expr, kind: 'expression' as const }
      : { name: String(f.name ?? ''), value: attrOf(f, 'stringValue') ?? bodyOf(f.string) ?? (typeof f.string === 'string' ? f.string : ''), kind: 'string' as const };
  });
  const base = { event: attrOf(el, 'event') ?? '', fields, ...(el.id ? { id: el.id } : {}) };
  const timerDef = ((el.eventDefinitions as ModdleElement[] | undefined) ?? [])[0];
  const timer = timerDef ? timerOf(timerDef) : undefined;
  const withTimer = timer ? { ...base, timer } : base;
  const cls = attrOf(el, 'class');
  if (cls) return { ...withTimer, type: 'class', value: cls };
  const expression = attrOf(el, 'expression');
  if (expression) return { ...withTimer, type: 'expression', value: expression };
  const delegate = attrOf(el, 'delegateExpression');
  if (delegate) return { ...withTimer, type: 'delegateExpression', value: delegate };
  if (script) {
    const resource = attrOf(script, 'resource');
    return { ...withTimer, type: 'script', value: typeof script.value === 'string' ? script.value : '', scriptFormat: attrOf(script, 'scriptFormat') ?? 'javascript', ...(resource ? { resource } : {}) };
  }
  return undefined;
}

function refName(ref: unknown): string {
  const r = ref as ModdleElement | undefined;
  return r ? String(r.name ?? r.id ?? '') : '';
}

const list = (text: string | undefined) => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);

function eventOf(el: ModdleElement, problems: CompileProblem[]): EventDef | undefined {
  const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (defs.length === 0) return undefined;
  if (defs.length > 1) problems.push({ elementId: el.id ?? '', elementType: bare(el.$type), reason: '不支持多个事件定义', reasonEn: 'multiple event definitions are not supported' });
  const def = defs[0]!;
  const type = bare(def.$type);
  switch (type) {
    case 'timerEventDefinition': {
      const timer = timerOf(def);
      if (!timer) {
        problems.push({ elementId: el.id ?? '', elementType: bare(el.$type), reason: '定时器缺少 timeDate、timeDuration 或 timeCycle', reasonEn: 'timer without timeDate, timeDuration or timeCycle' });
        return { kind: 'unsupported', type };
      }
      return { kind: 'timer', timer };
    }
    case 'messageEventDefinition':
      return { kind: 'message', name: refName(def.messageRef) || String(el.name ?? el.id) };
    case 'signalEventDefinition':
      return { kind: 'signal', name: refName(def.signalRef) || String(el.name ?? el.id) };
    case 'errorEventDefinition': {
      const ref = def.errorRef as ModdleElement | undefined;
      return { kind: 'error', code: ref ? String(ref.errorCode ?? ref.name ?? ref.id ?? '') || null : null };
    }
    case 'escalationEventDefinition': {
      const ref = def.escalationRef as ModdleElement | undefined;
      return { kind: 'escalation', code: ref ? String(ref.escalationCode ?? ref.name ?? ref.id ?? '') || null : null };
    }
    case 'terminateEventDefinition':
      return { kind: 'terminate' };
    default:
      return { kind: 'unsupported', type };
  }
}

function miOf(el: ModdleElement, problems: CompileProblem[]): MultiInstanceDef | undefined {
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  if (!loop) return undefined;
  if (bare(loop.$type) !== 'multiInstanceLoopCharacteristics') {
    problems.push({ elementId: el.id ?? '', elementType: bare(el.$type), reason: '不支持标准循环（请使用多实例）', reasonEn: 'standard loops are not supported (use multi-instance)' });
    return undefined;
  }
  const mi: MultiInstanceDef = { sequential: loop.isSequential === true };
  const cardinality = bodyOf(loop.loopCardinality);
  if (cardinality) mi.cardinality = cardinality;
  const collection = attrOf(loop, 'collection');
  if (collection) mi.collection = collection;
  const elementVariable = attrOf(loop, 'elementVariable');
  if (elementVariable) mi.elementVariable = elementVariable;
  const completion = bodyOf(loop.completionCondition);
  if (completion) mi.completionCondition = completion;
  if (!mi.cardinality && !mi.collection) problems.push({ elementId: el.id ?? '', elementType: bare(el.$type), reason: '多实例需要设置 loopCardinality 或 collection', reasonEn: 'multi-instance needs loopCardinality or collection' });
  return mi;
}

interface Extensions {
  listeners: ListenerDef[];
  taskListeners: ListenerDef[];
  properties: Record<string, string>;
  extensions: Record<string, unknown>[];
}

function extensionsOf(el: ModdleElement): Extensions {
  const out: Extensions = { listeners: [], taskListeners: [], properties: {}, extensions: [] };
  const values = ((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  for (const value of values) {
    const type = bare(value.$type);
    if (type === 'executionListener') {
      const l = listenerOf(value);
      if (l) out.listeners.push(l);
    } else if (type === 'taskListener') {
      const l = listenerOf(value);
      if (l) out.taskListeners.push(l);
    } else if (type === 'properties') {
      for (const p of (value.values as ModdleElement[] | undefined) ?? []) if (p.name) out.properties[String(p.name)] = String(p.value ?? '');
    } else {
      out.extensions.push(plain(value) as Record<string, unknown>);
    }
  }
  return out;
}

/** Picks the process to run: the executable one, else the first with a start event. */
function pickProcess(definitions: ModdleElement): ModdleElement | undefined {
  const processes = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  return processes.find((p) => p.isExecutable === true) ?? processes.find((p) => ((p.flowElements as ModdleElement[] | undefined) ?? []).some((e) => e.$type === 'bpmn:StartEvent')) ?? processes[0];
}

export function compileProcess(definitions: ModdleElement): CompileResult {
  const problems: CompileProblem[] = [];
  const process = pickProcess(definitions);
  if (!process) return { graph: null, errors: [{ elementId: String(definitions.id ?? ''), elementType: 'definitions', reason: '文档中没有流程', reasonEn: 'no process in the document' }] };
  const nodes: Record<string, GraphNode> = {};
  const flows: Record<string, GraphFlow> = {};
  const eventSubProcesses: string[] = [];
  const walk = (container: ModdleElement, scope: string | null) => {
    for (const el of (container.flowElements as ModdleElement[] | undefined) ?? []) {
      const type = bare(el.$type);
      const id = el.id ?? '';
      if (type === 'sequenceFlow') {
        const flow: GraphFlow = {
          id,
          source: (el.sourceRef as ModdleElement | undefined)?.id ?? '',
          target: (el.targetRef as ModdleElement | undefined)?.id ?? '',
          listeners: extensionsOf(el).listeners,
        };
        if (el.name) flow.name = String(el.name);
        const condition = bodyOf(el.conditionExpression);
        if (condition) flow.condition = condition;
        flows[id] = flow;
        continue;
      }
      if (SKIPPED.has(type)) continue;
      if (!(SUPPORTED_ELEMENT_TYPES as readonly string[]).includes(type)) {
        problems.push({ elementId: id, elementType: type, reason: `流程引擎不支持该元素（${type}）`, reasonEn: `${type} is not supported by the engine` });
        continue;
      }
      const ext = extensionsOf(el);
      const node: GraphNode = { id, type, scope, incoming: [], outgoing: [], boundaries: [], attrs: attrsOf(el), ...ext };
      if (el.name) node.name = String(el.name);
      const event = eventOf(el, problems);
      if (event) node.event = event;
      const allowed = SUPPORTED_EVENT_DEFINITIONS[type];
      if (allowed && !allowed.includes(event ? (event.kind === 'unsupported' ? event.type : event.kind) : 'none')) {
        const kind = event?.kind === 'unsupported' ? event.type : (event?.kind ?? 'none');
        if (kind === 'compensateEventDefinition') problems.push({ elementId: id, elementType: type, reason: `流程引擎不支持补偿（compensation）事件（${type}）`, reasonEn: `compensation (${type}) is not supported by the engine` });
        else problems.push({ elementId: id, elementType: type, reason: `流程引擎不支持该事件（${kind} ${type}）`, reasonEn: `${kind} ${type} is not supported` });
      }
      if (el.isForCompensation === true) problems.push({ elementId: id, elementType: type, reason: `流程引擎不支持补偿（compensation）处理活动（${type}）`, reasonEn: `compensation handlers (${type}) are not supported by the engine` });
      const mi = miOf(el, problems);
      if (mi) node.mi = mi;
      if (el.default) node.default = (el.default as ModdleElement).id ?? '';
      if (type === 'boundaryEvent') {
        node.attachedTo = (el.attachedToRef as ModdleElement | undefined)?.id ?? '';
        node.cancelActivity = el.cancelActivity !== false;
        // BPMN: an error always interrupts (escalation, message, signal and timer boundaries may not).
        if (node.event?.kind === 'error' && !node.cancelActivity) problems.push({ elementId: id, elementType: type, reason: '错误边界事件总是中断的', reasonEn: 'an error boundary event always interrupts' });
      }
      if (type === 'scriptTask') {
        node.script = { format: String(el.scriptFormat ?? 'javascript'), body: typeof el.script === 'string' ? el.script : '' };
        const rv = attrOf(el, 'resultVariable');
        if (rv) node.script.resultVariable = rv;
      }
      if ((type === 'receiveTask' || type === 'sendTask') && el.messageRef) node.event = { kind: 'message', name: String((el.messageRef as ModdleElement).name ?? (el.messageRef as ModdleElement).id) };
      if (type === 'startEvent') checkStart(el, node, scope, container.triggeredByEvent === true, problems);
      if (type === 'callActivity') node.call = callOf(el, problems);
      if (type === 'subProcess') {
        if (el.triggeredByEvent === true) node.triggeredByEvent = true;
        walk(el, id);
        node.starts = subProcessStarts(el, problems);
      }
      nodes[id] = node;
    }
  };
  walk(process, null);
  for (const node of Object.values(nodes)) {
    if (!node.triggeredByEvent) continue;
    if (node.scope === null) eventSubProcesses.push(node.id);
    else (nodes[node.scope]!.eventSubProcesses ??= []).push(node.id);
    const start = nodes[node.starts?.[0] ?? ''];
    if (start && !start.event) problems.push({ elementId: start.id, elementType: 'startEvent', reason: '事件子流程的开始事件需要消息、定时、信号、错误或升级事件', reasonEn: 'the start event of an event sub-process needs a message, timer, signal, error or escalation trigger' });
    if (node.incoming.length > 0 || node.outgoing.length > 0) problems.push({ elementId: node.id, elementType: 'subProcess', reason: '事件子流程不能有连线', reasonEn: 'an event sub-process has no sequence flows' });
  }
  for (const flow of Object.values(flows)) {
    const source = nodes[flow.source];
    const target = nodes[flow.target];
    if (!source || !target) {
      problems.push({ elementId: flow.id, elementType: 'sequenceFlow', reason: '连线的起点或终点不存在或不受支持', reasonEn: 'source or target is missing or not supported' });
      continue;
    }
    source.outgoing.push(flow.id);
    target.incoming.push(flow.id);
  }
  for (const node of Object.values(nodes)) {
    if (node.type === 'boundaryEvent') {
      const host = node.attachedTo ? nodes[node.attachedTo] : undefined;
      if (!host) problems.push({ elementId: node.id, elementType: 'boundaryEvent', reason: '附着的活动不存在', reasonEn: 'attached to an unknown activity' });
      else host.boundaries.push(node.id);
    }
    if (node.type === 'exclusiveGateway' || node.type === 'inclusiveGateway') {
      if (node.default && !flows[node.default]) problems.push({ elementId: node.id, elementType: node.type, reason: '默认连线不存在', reasonEn: 'default flow does not exist' });
    }
    if (node.type === 'eventBasedGateway') {
      for (const f of node.outgoing) {
        const t = nodes[flows[f]!.target];
        const ok = t && ((t.type === 'intermediateCatchEvent' && t.event && t.event.kind !== 'unsupported') || t.type === 'receiveTask');
        if (!ok) problems.push({ elementId: node.id, elementType: node.type, reason: `连线 ${f} 必须连到定时、消息或信号捕获事件或接收任务`, reasonEn: `flow ${f} must lead to a timer, message or signal catch event or a receive task` });
      }
    }
  }
  const processStarts = Object.values(nodes).filter((n) => n.type === 'startEvent' && n.scope === null);
  const startsOf = (kind: string) => processStarts.filter((n) => n.event?.kind === kind).map((n) => n.id);
  const starts = processStarts.filter((n) => !n.event).map((n) => n.id);
  if (processStarts.length === 0) problems.push({ elementId: process.id ?? '', elementType: 'process', reason: '流程没有开始事件', reasonEn: 'the process has no start event' });
  const ext = extensionsOf(process);
  const attrs = attrsOf(process);
  const graph: ProcessGraph = {
    processId: process.id ?? '',
    nodes,
    flows,
    starts,
    messageStarts: startsOf('message'),
    timerStarts: startsOf('timer'),
    signalStarts: startsOf('signal'),
    eventSubProcesses,
    attrs,
    properties: ext.properties,
    extensions: ext.extensions,
    listeners: ext.listeners,
    candidateStarters: { orgids: list(attrs.orgid), roleids: list(attrs.roleid), groups: list(attrs.candidateStarterGroups), users: list(attrs.candidateStarterUsers) },
    reachableFrom: {},
  };
  if (process.name) graph.name = String(process.name);
  for (const node of Object.values(nodes)) if (node.type === 'inclusiveGateway' && node.incoming.length > 1) graph.reachableFrom[node.id] = reachingNodes(graph, node.id);
  return { graph, errors: problems };
}

const children = (container: ModdleElement) => (container.flowElements as ModdleElement[] | undefined) ?? [];
const isActivity = (type: string) => type === 'task' || type.endsWith('Task') || type === 'subProcess' || type === 'callActivity' || type === 'transaction' || type === 'adHocSubProcess';
const isGateway = (type: string) => type.endsWith('Gateway');

/**
 * The activities and gateways a sub-process without a start event starts at (BPMN 2.0 §13.3.4: "it has
 * no Start Event but Activities and Gateways without incoming Sequence Flows. In the latter case all such
 * Activities and Gateways get a token"). Left out: event sub-processes (started by their trigger),
 * compensation handlers (isForCompensation, or the target of a compensation boundary's association:
 * they run only when compensation is thrown), and boundary events (neither activity nor gateway).
 * Incoming flows are read from the flows' targetRef, as the compiler connects them: a model may omit
 * the <incoming> elements. The model lint (model/rules/structure.ts) asks the same question.
 */
export function implicitStarts(container: ModdleElement): ModdleElement[] {
  const elements = children(container);
  const targets = new Set<unknown>(elements.filter((e) => bare(e.$type) === 'sequenceFlow').map((f) => f.targetRef));
  const compensating = new Set<unknown>();
  for (const artifact of (container.artifacts as ModdleElement[] | undefined) ?? []) {
    const source = artifact.sourceRef as ModdleElement | undefined;
    const compensates = ((source?.eventDefinitions as ModdleElement[] | undefined) ?? []).some((d) => bare(d.$type) === 'compensateEventDefinition');
    if (bare(artifact.$type) === 'association' && source && bare(source.$type) === 'boundaryEvent' && compensates) compensating.add(artifact.targetRef);
  }
  return elements.filter((e) => {
    const type = bare(e.$type);
    if (!isActivity(type) && !isGateway(type)) return false;
    if (e.triggeredByEvent === true || e.isForCompensation === true || compensating.has(e)) return false;
    return !targets.has(e);
  });
}

/**
 * Where a sub-process's tokens start. An event sub-process: its one start event (with a trigger, checked
 * after the walk). An embedded sub-process: its none start event, or, with no start event, one token at
 * each implicit start (in parallel). Several start events in an embedded sub-process are refused: §13.3.4
 * names "a unique empty Start Event", whether all of several would fire is an open question of the
 * standard (OMG issue BPMN21-433), and the lint's single-blank-start-event refuses them already; leaving
 * the start events out says "start everything in parallel" without doubt.
 */
function subProcessStarts(el: ModdleElement, problems: CompileProblem[]): string[] {
  const id = el.id ?? '';
  const problem = (reason: string, reasonEn: string) => problems.push({ elementId: id, elementType: 'subProcess', reason, reasonEn });
  const startEvents = children(el).filter((e) => bare(e.$type) === 'startEvent').map((e) => e.id ?? '');
  if (el.triggeredByEvent === true) {
    if (startEvents.length !== 1) problem('事件子流程必须有且只有一个开始事件', 'an event sub-process needs exactly one start event');
    return startEvents;
  }
  if (startEvents.length > 1) {
    problem('子流程最多只能有一个开始事件（不画开始事件时，所有没有入口连线的活动和网关同时开始）', 'a sub-process has at most one start event (without one, every activity and gateway with no incoming sequence flow starts in parallel)');
    return startEvents;
  }
  if (startEvents.length === 1) return startEvents;
  const implicit = implicitStarts(el).map((e) => e.id ?? '');
  if (implicit.length === 0) problem('子流程没有可开始的节点：没有开始事件，也没有无入口连线的活动或网关', 'the sub-process has nothing to start: no start event and no activity or gateway without an incoming sequence flow');
  return implicit;
}

/**
 * Start events by kind: none, message, timer and signal start a process; an event sub-process starts by
 * message, timer, signal, error or escalation; an ordinary sub-process only by none.
 */
function checkStart(el: ModdleElement, node: GraphNode, scope: string | null, inEventSub: boolean, problems: CompileProblem[]): void {
  const kind = node.event?.kind ?? 'none';
  const problem = (reason: string, reasonEn: string) => problems.push({ elementId: node.id, elementType: 'startEvent', reason, reasonEn });
  if (inEventSub) {
    node.interrupting = el.isInterrupting !== false;
    if ((kind === 'error') && !node.interrupting) problem('错误开始事件必须是中断的', 'an error start event is always interrupting');
    return;
  }
  if (scope !== null && kind !== 'none') problem('子流程的开始事件不能带触发器', 'the start event of a sub-process has no trigger');
  else if (kind === 'error' || kind === 'escalation') problem(`${kind === 'error' ? '错误' : '升级'}开始事件只能用在事件子流程中`, `${kind} start events belong in event sub-processes`);
}

/** camunda:in / camunda:out of a call activity, and the key it calls. */
function callOf(el: ModdleElement, problems: CompileProblem[]): CallDef {
  const calledElement = attrOf(el, 'calledElement') ?? '';
  if (!calledElement) problems.push({ elementId: el.id ?? '', elementType: 'callActivity', reason: '调用活动需要设置被调用流程的标识（calledElement）', reasonEn: 'the call activity needs the key of the process it calls (calledElement)' });
  if (/[$#]\{/.test(calledElement)) problems.push({ elementId: el.id ?? '', elementType: 'callActivity', reason: '被调用流程的标识必须是固定值', reasonEn: 'calledElement must be a fixed process key' });
  const call: CallDef = { calledElement, inputs: [], outputs: [] };
  const values = ((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  for (const value of values) {
    const type = bare(value.$type);
    if (type !== 'in' && type !== 'out') continue;
    const businessKey = attrOf(value, 'businessKey');
    if (type === 'in' && businessKey) {
      call.businessKey = businessKey;
      continue;
    }
    const mapping: VariableMapping = {};
    if (attrOf(value, 'variables') === 'all') mapping.all = true;
    for (const key of ['source', 'sourceExpression', 'target'] as const) {
      const v = attrOf(value, key);
      if (v) mapping[key] = v;
    }
    if (!mapping.all && !(mapping.target && (mapping.source || mapping.sourceExpression))) {
      problems.push({ elementId: el.id ?? '', elementType: 'callActivity', reason: `camunda:${type} 需要 source 或 sourceExpression 以及 target，或 variables="all"`, reasonEn: `camunda:${type} needs source or sourceExpression and target, or variables="all"` });
      continue;
    }
    (type === 'in' ? call.inputs : call.outputs).push(mapping);
  }
  return call;
}

/** Nodes in the same scope from which a token can reach `target` (walking flows backwards, and a boundary's host). */
export function reachingNodes(graph: ProcessGraph, target: string): string[] {
  const seen = new Set<string>();
  const stack = [target];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const node = graph.nodes[id];
    if (!node) continue;
    const preds = node.incoming.map((f) => graph.flows[f]!.source);
    if (node.type === 'boundaryEvent' && node.attachedTo) preds.push(node.attachedTo);
    for (const p of preds) {
      if (p === target || seen.has(p)) continue;
      seen.add(p);
      stack.push(p);
    }
  }
  return [...seen];
}
