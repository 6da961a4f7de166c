/**
 * Elements and event definitions the interpreter does not run. The lists are the engine's own
 * (SUPPORTED_ELEMENT_TYPES and SUPPORTED_EVENT_DEFINITIONS in src/schemas/bpmn/engine-descriptor.ts, read by
 * the engine and the designer's palette), so the check, the palette and the engine cannot disagree.
 * Compensation is left out on purpose and named as such.
 */
import { SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS } from '../../../../schemas/bpmn/engine-descriptor.ts';
import type { ModdleElement } from '../parse.ts';
import { bare, finding, flowElements, type Rule } from './types.ts';

export { SUPPORTED_ELEMENT_TYPES, SUPPORTED_EVENT_DEFINITIONS };

/** Flow elements that carry data, not behaviour: present in models, ignored by the engine. */
export const IGNORED_ELEMENT_TYPES: readonly string[] = ['dataObject', 'dataObjectReference', 'dataStoreReference'];

function eventKind(el: ModdleElement): string {
  const definitions = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (definitions.length === 0) return 'none';
  if (definitions.length > 1) return 'multiple';
  return bare(definitions[0]!.$type).replace(/EventDefinition$/, '');
}

export const unsupportedElements: Rule = (process, report) => {
  for (const el of flowElements(process)) {
    const type = bare(el.$type);
    if (IGNORED_ELEMENT_TYPES.includes(type)) continue;
    if (!(SUPPORTED_ELEMENT_TYPES as readonly string[]).includes(type)) {
      report.errors.push(finding(el, 'unsupported', `流程引擎不支持该元素（${type}）`, `${type} is not supported by the engine`));
      continue;
    }
    const allowed = SUPPORTED_EVENT_DEFINITIONS[type];
    if (allowed) {
      const kind = eventKind(el);
      if (kind === 'compensate') {
        report.errors.push(finding(el, 'unsupported', `流程引擎不支持补偿（compensation）事件（${type}）`, `compensation (${type}) is not supported by the engine`));
      } else if (!allowed.includes(kind)) {
        report.errors.push(finding(el, 'unsupported', `流程引擎不支持该事件（${kind} ${type}）`, `${kind} ${type} is not supported by the engine`));
      }
    }
    if (el.isForCompensation === true) {
      report.errors.push(finding(el, 'unsupported', `流程引擎不支持补偿（compensation）处理活动（${type}）`, `compensation handlers (${type}) are not supported by the engine`));
    }
  }
};
