/** Start events, and exclusive gateways that cannot choose a way out. */
import type { ModdleElement } from '../parse.ts';
import { implicitStarts } from '../../engine/compile-graph.ts';
import { bare, bodyOf, finding, flowElements, type Rule } from './types.ts';

const hasStartEvent = (container: ModdleElement) =>
  ((container.flowElements as ModdleElement[] | undefined) ?? []).some((e) => bare(e.$type) === 'startEvent');

export const startEventRequired: Rule = (process, report) => {
  if (!hasStartEvent(process)) report.errors.push(finding(process, 'start-event', '流程没有开始事件', 'the process has no start event'));
  for (const el of flowElements(process)) {
    // Without a start event a sub-process starts every activity and gateway with no incoming flow
    // (BPMN 2.0 §13.3.4, as the engine runs it); only one with none of those cannot start.
    if (bare(el.$type) === 'subProcess' && el.triggeredByEvent !== true && !hasStartEvent(el) && implicitStarts(el).length === 0) {
      report.errors.push(finding(el, 'start-event', '子流程没有可开始的节点：没有开始事件，也没有无入口连线的活动或网关', 'the sub-process has nothing to start: no start event and no activity or gateway without an incoming sequence flow'));
    }
  }
};

export const exclusiveGatewayChoice: Rule = (process, report) => {
  const all = [...flowElements(process)];
  // From the flows' sourceRef, as the engine does: a model may omit the <outgoing> elements.
  const outgoingOf = (el: ModdleElement) => all.filter((f) => bare(f.$type) === 'sequenceFlow' && f.sourceRef === el);
  for (const el of all) {
    if (bare(el.$type) !== 'exclusiveGateway') continue;
    const outgoing = outgoingOf(el);
    if (outgoing.length < 2) continue;
    const defaultFlow = el.default as ModdleElement | undefined;
    const conditional = outgoing.filter((flow) => (bodyOf(flow.conditionExpression) ?? '').trim() !== '');
    if (conditional.length === 0 && !defaultFlow) {
      report.errors.push(finding(el, 'exclusive-gateway', '排他网关的出口都没有条件，也没有默认流', 'no outgoing flow of the exclusive gateway has a condition, and there is no default flow'));
      continue;
    }
    for (const flow of outgoing) {
      const hasCondition = conditional.includes(flow);
      if (flow === defaultFlow && hasCondition) {
        report.warnings.push(finding(flow, 'exclusive-gateway', '默认流上的条件会被忽略', 'the condition on the default flow is ignored'));
      } else if (flow !== defaultFlow && !hasCondition) {
        report.warnings.push(finding(flow, 'exclusive-gateway', '排他网关的该出口没有条件，也不是默认流', 'this flow out of the exclusive gateway has no condition and is not the default'));
      }
    }
  }
};
