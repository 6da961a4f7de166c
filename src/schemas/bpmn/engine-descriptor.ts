/** The ready engine descriptor: camunda-bpmn-moddle's vocabulary plus Flowhall's, for bpmn-moddle and bpmn-js. */
import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import { type ModdleDescriptor, withFlowhallVocabulary } from './descriptor.ts';

/** Hand this to bpmn-moddle as `{ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR }` (it replaces the plain camunda package). */
export const ENGINE_DESCRIPTOR: ModdleDescriptor = withFlowhallVocabulary(camunda as unknown as ModdleDescriptor);

/**
 * Element kinds the interpreter (src/server/bpm/engine) runs; anything else in an executable process
 * fails the deploy check, and the designer's palette and replace menu do not offer it.
 */
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
  'callActivity',
  'intermediateCatchEvent',
  'intermediateThrowEvent',
  'boundaryEvent',
  'sequenceFlow',
] as const;

/**
 * Event definitions per element kind that the interpreter runs ('none' = no event definition). Start
 * events by error and escalation exist only inside event sub-processes; compensation, cancel, link and
 * conditional events are not run (the deploy check names them).
 */
export const SUPPORTED_EVENT_DEFINITIONS: Readonly<Record<string, readonly string[]>> = {
  startEvent: ['none', 'message', 'timer', 'signal', 'error', 'escalation'],
  endEvent: ['none', 'terminate', 'error', 'signal', 'message', 'escalation'],
  intermediateCatchEvent: ['timer', 'message', 'signal'],
  intermediateThrowEvent: ['none', 'signal', 'message', 'escalation'],
  boundaryEvent: ['timer', 'message', 'signal', 'error', 'escalation'],
};
