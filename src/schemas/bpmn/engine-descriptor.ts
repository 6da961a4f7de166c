/** The ready engine descriptor: camunda-bpmn-moddle's vocabulary plus Flowhall's, for bpmn-moddle and bpmn-js. */
import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import { type ModdleDescriptor, withFlowhallVocabulary } from './descriptor.ts';

/** Hand this to bpmn-moddle as `{ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR }` (it replaces the plain camunda package). */
export const ENGINE_DESCRIPTOR: ModdleDescriptor = withFlowhallVocabulary(camunda as unknown as ModdleDescriptor);
