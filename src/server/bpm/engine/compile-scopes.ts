/**
 * The compiler's scope rules: where the tokens of a sub-process start (its start event, or every
 * activity and gateway without an incoming flow), which start events a scope allows, and what a call
 * activity hands over (camunda:in / camunda:out).
 */
import type { ModdleElement } from '../model/parse.ts';
import type { CompileProblem } from './compile-graph.ts';
import { attrOf, bare } from './compile-read.ts';
import type { CallDef, GraphNode, VariableMapping } from './graph.ts';

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
export function subProcessStarts(el: ModdleElement, problems: CompileProblem[]): string[] {
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
export function checkStart(el: ModdleElement, node: GraphNode, scope: string | null, inEventSub: boolean, problems: CompileProblem[]): void {
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
export function callOf(el: ModdleElement, problems: CompileProblem[]): CallDef {
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

