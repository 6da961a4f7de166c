/**
 * Compiles one executable process of a parsed BPMN document to the engine's plain graph, and lists
 * what the interpreter cannot run (element ids and reasons) instead of failing at run time.
 */
import type { ModdleElement } from '../model/parse.ts';
import { processToRun } from '../model/rules/types.ts';
import { attrOf, attrsOf, bare, extensionsOf, list, refName, timerOf } from './compile-read.ts';
import { loopOf } from './compile-loops.ts';
import { callOf, checkStart, subProcessStarts } from './compile-scopes.ts';
import { ignoredPools } from './compile-pools.ts';
import { listenerScriptRefusal, readCondition, scriptTaskRefusal } from './compile-scripts.ts';
import { implementationRefusal } from './compile-tasks.ts';
import { SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS, type EventDef, type GraphFlow, type GraphNode, type ListenerDef, type ProcessGraph } from './graph.ts';

export { implicitStarts } from './compile-scopes.ts';
export { attrOf } from './compile-read.ts';

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

const SKIPPED = new Set(['dataObject', 'dataObjectReference', 'dataStoreReference', 'textAnnotation', 'association', 'group', 'laneSet', 'dataInputAssociation', 'dataOutputAssociation', 'ioSpecification', 'property']);

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

export function compileProcess(definitions: ModdleElement): CompileResult {
  const problems: CompileProblem[] = [];
  const process = processToRun(definitions);
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
        const condition = readCondition(el.conditionExpression as ModdleElement | undefined);
        if (condition.kind === 'refused') problems.push({ elementId: id, elementType: type, reason: condition.reason, reasonEn: condition.reasonEn });
        else if (condition.kind !== 'none') flow.condition = condition.body;
        if (condition.kind === 'script') flow.conditionLanguage = 'javascript';
        checkListeners(flow.listeners, id, type, problems);
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
      checkListeners([...ext.listeners, ...ext.taskListeners], id, type, problems);
      const { mi, loop } = loopOf(el, problems);
      if (mi) node.mi = mi;
      if (loop) node.loop = loop;
      if (el.default) node.default = (el.default as ModdleElement).id ?? '';
      if (type === 'boundaryEvent') {
        node.attachedTo = (el.attachedToRef as ModdleElement | undefined)?.id ?? '';
        node.cancelActivity = el.cancelActivity !== false;
        // BPMN: an error always interrupts (escalation, message, signal and timer boundaries may not).
        if (node.event?.kind === 'error' && !node.cancelActivity) problems.push({ elementId: id, elementType: type, reason: '错误边界事件总是中断的', reasonEn: 'an error boundary event always interrupts' });
      }
      const unimplemented = implementationRefusal(el);
      if (unimplemented) problems.push({ elementId: id, elementType: type, ...unimplemented });
      if (type === 'scriptTask') {
        const refusal = scriptTaskRefusal(el);
        if (refusal) problems.push({ elementId: id, elementType: type, ...refusal });
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
  // What other pools hold would be silently ignored (compile-pools.ts); a pool marked not executable is only documentation.
  for (const pool of ignoredPools(definitions, process)) {
    if (!pool.documented) problems.push({ elementId: String(pool.element.id ?? ''), elementType: bare(pool.element.$type), reason: pool.reason, reasonEn: pool.reasonEn });
  }
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
  checkListeners(ext.listeners, process.id ?? '', 'process', problems);
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

/** Script listeners the engine would fail on when they fire (compile-scripts.ts). */
function checkListeners(listeners: ListenerDef[], elementId: string, elementType: string, problems: CompileProblem[]): void {
  for (const listener of listeners) {
    const refusal = listenerScriptRefusal(listener);
    if (refusal) problems.push({ elementId, elementType, ...refusal });
  }
}
