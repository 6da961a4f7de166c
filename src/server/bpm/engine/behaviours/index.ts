/** The element behaviours by BPMN type: the interpreter's whole vocabulary. */
import type { Behaviour } from '../types.ts';
import { callActivity } from './call-activity.ts';
import { endEvent } from './end-event.ts';
import { eventBasedGateway } from './event-based-gateway.ts';
import { exclusiveGateway } from './exclusive-gateway.ts';
import { inclusiveGateway } from './inclusive-gateway.ts';
import { intermediateCatch, intermediateThrow } from './intermediate-events.ts';
import { parallelGateway } from './parallel-gateway.ts';
import { receiveTask } from './receive-task.ts';
import { scriptTask } from './script-task.ts';
import { serviceTask } from './service-task.ts';
import { passThrough } from './simple.ts';
import { subProcess } from './sub-process.ts';
import { userTask } from './user-task.ts';

export const BEHAVIOURS: Record<string, Behaviour> = {
  startEvent: passThrough,
  boundaryEvent: passThrough,
  task: passThrough,
  manualTask: passThrough,
  endEvent,
  userTask,
  serviceTask,
  sendTask: serviceTask,
  businessRuleTask: serviceTask,
  scriptTask,
  receiveTask,
  exclusiveGateway,
  parallelGateway,
  inclusiveGateway,
  eventBasedGateway,
  subProcess,
  callActivity,
  intermediateCatchEvent: intermediateCatch,
  intermediateThrowEvent: intermediateThrow,
};
