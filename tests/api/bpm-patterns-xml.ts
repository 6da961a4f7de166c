/** Small BPMN builders for the event and call-activity conformance tests: one process per document, ids as given. */
let seq = 0;
/** A name unique in this test run (message and signal names are global across definitions). */
export const unique = (base: string) => `${base}_${Date.now().toString(36)}_${++seq}`;

export const user = (id: string, extra = '') => `<bpmn:userTask id="${id}" name="${id}" camunda:assignee="user1"${extra ? ` ${extra}` : ''} />`;
export const flow = (source: string, target: string, id = `f_${source}_${target}`) => `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;
/** A chain of flows a → b → c … */
export const chain = (...ids: string[]) => ids.slice(1).map((id, i) => flow(ids[i]!, id)).join('\n');

export interface Declarations {
  messages?: string[];
  signals?: string[];
  errors?: string[];
  escalations?: string[];
}

/** A definitions document whose root elements declare the given messages, signals, errors (code = name) and escalations. */
export function processXml(body: string, decl: Declarations = {}, processId = 'P'): string {
  const roots = [
    ...(decl.messages ?? []).map((m) => `<bpmn:message id="msg_${m}" name="${m}" />`),
    ...(decl.signals ?? []).map((s) => `<bpmn:signal id="sig_${s}" name="${s}" />`),
    ...(decl.errors ?? []).map((e) => `<bpmn:error id="err_${e}" name="${e}" errorCode="${e}" />`),
    ...(decl.escalations ?? []).map((e) => `<bpmn:escalation id="esc_${e}" name="${e}" escalationCode="${e}" />`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://flowhall.example/bpmn">
  ${roots.join('\n  ')}
  <bpmn:process id="${processId}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>`;
}

/** An event with one event definition: kind message|signal|error|escalation|timer, ref the declared name. */
export function event(tag: string, id: string, kind: string, ref = '', attrs = ''): string {
  const refAttr = { message: 'messageRef', signal: 'signalRef', error: 'errorRef', escalation: 'escalationRef' }[kind];
  const refId = { message: 'msg_', signal: 'sig_', error: 'err_', escalation: 'esc_' }[kind];
  const definition =
    kind === 'timer'
      ? `<bpmn:timerEventDefinition><bpmn:${ref.startsWith('R') ? 'timeCycle' : 'timeDuration'} xsi:type="bpmn:tFormalExpression">${ref}</bpmn:${ref.startsWith('R') ? 'timeCycle' : 'timeDuration'}></bpmn:timerEventDefinition>`
      : `<bpmn:${kind}EventDefinition${refAttr && ref ? ` ${refAttr}="${refId}${ref}"` : ''} />`;
  return `<bpmn:${tag} id="${id}" name="${id}"${attrs ? ` ${attrs}` : ''}>${definition}</bpmn:${tag}>`;
}
