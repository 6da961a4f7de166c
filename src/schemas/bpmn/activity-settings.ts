/**
 * An activity's technical settings as the designer edits them (spec §3, §4, §5): the loop
 * (none, standard, multi-instance sequential or parallel with collection, element variable,
 * cardinality and completion condition), the script of a script task, and the async flags with
 * the rule that exclusive and the retry cycle only exist while one async flag is on.
 */
import { bodyText, formalExpression, textOf, type TreeSpec } from './element-tree.ts';
import type { ScriptKind } from './listeners.ts';
import { ENGINE_PREFIX } from './namespaces.ts';
import { engineAttr } from './settings.ts';
import type { ModdleLike } from './types.ts';

export const LOOP_TYPES = ['Null', 'StandardLoop', 'SequentialMultiInstance', 'ParallelMultiInstance'] as const;
export type LoopType = (typeof LOOP_TYPES)[number];

export interface LoopValue {
  type: LoopType;
  loopCardinality: string;
  collection: string;
  elementVariable: string;
  completionCondition: string;
}

/** Spec §5: the completion conditions offered, all completed or more than 0 completed. */
export const COMPLETION_PRESETS = { all: '${nrOfCompletedInstances >= nrOfInstances}', any: '${nrOfCompletedInstances > 0}' } as const;

export const emptyLoop = (type: LoopType): LoopValue => ({ type, loopCardinality: '', collection: '', elementVariable: '', completionCondition: '' });

export function readLoop(activity: ModdleLike): LoopValue {
  const loop = activity.loopCharacteristics as ModdleLike | undefined;
  if (!loop) return emptyLoop('Null');
  if (loop.$type === 'bpmn:StandardLoopCharacteristics') return emptyLoop('StandardLoop');
  return {
    type: loop.isSequential === true ? 'SequentialMultiInstance' : 'ParallelMultiInstance',
    loopCardinality: bodyText(loop.loopCardinality),
    collection: engineAttr(loop, 'collection'),
    elementVariable: engineAttr(loop, 'elementVariable'),
    completionCondition: bodyText(loop.completionCondition),
  };
}

/** The loopCharacteristics element (spec §4: Null removes it, StandardLoop is an empty standard loop). */
export function loopSpec(value: LoopValue): TreeSpec | null {
  if (value.type === 'Null') return null;
  if (value.type === 'StandardLoop') return { type: 'bpmn:StandardLoopCharacteristics' };
  const children: Record<string, TreeSpec> = {};
  if (value.loopCardinality.trim()) children.loopCardinality = formalExpression(value.loopCardinality.trim());
  if (value.completionCondition.trim()) children.completionCondition = formalExpression(value.completionCondition.trim());
  return {
    type: 'bpmn:MultiInstanceLoopCharacteristics',
    attrs: { isSequential: value.type === 'SequentialMultiInstance', collection: value.collection.trim() || undefined, elementVariable: value.elementVariable.trim() || undefined },
    children,
  };
}

export interface ScriptTaskValue {
  scriptFormat: string;
  scriptType: ScriptKind;
  script: string;
  resource: string;
  resultVariable: string;
}

/** Spec §3: inline when a script text exists, else external. */
export function readScriptTask(task: ModdleLike): ScriptTaskValue {
  const script = textOf(task, 'script');
  const resource = engineAttr(task, 'resource');
  return { scriptFormat: textOf(task, 'scriptFormat'), scriptType: script || !resource ? 'inlineScript' : 'externalScript', script, resource, resultVariable: engineAttr(task, 'resultVariable') };
}

/** The script task's attributes: inline and external exclusive, the unused one cleared. */
export function scriptTaskAttrs(value: ScriptTaskValue): Record<string, string | undefined> {
  const inline = value.scriptType === 'inlineScript';
  return {
    scriptFormat: value.scriptFormat.trim() || undefined,
    script: inline ? value.script : undefined,
    [`${ENGINE_PREFIX}:resource`]: inline ? undefined : value.resource.trim() || undefined,
    [`${ENGINE_PREFIX}:resultVariable`]: value.resultVariable.trim() || undefined,
  };
}

export interface AsyncValue {
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
  /** camunda:failedJobRetryTimeCycle, e.g. R3/PT10M. */
  retryCycle: string;
}

const flag = (element: ModdleLike, name: string, fallback: boolean) => {
  const text = engineAttr(element, name);
  return text === '' ? fallback : text === 'true';
};

export function readAsync(element: ModdleLike): AsyncValue {
  const retry = (element.extensionElements?.values ?? []).find((value) => value.$type.endsWith(':FailedJobRetryTimeCycle'));
  return {
    asyncBefore: flag(element, 'asyncBefore', false) || flag(element, 'async', false),
    asyncAfter: flag(element, 'asyncAfter', false),
    // Spec §9: exclusive defaults to true.
    exclusive: flag(element, 'exclusive', true),
    retryCycle: retry ? bodyText(retry) : '',
  };
}

/** Spec §4: with neither async flag, exclusive is forced off and the retry cycle cleared. */
export function normalizeAsync(value: AsyncValue): AsyncValue {
  if (value.asyncBefore || value.asyncAfter) return value;
  return { asyncBefore: false, asyncAfter: false, exclusive: false, retryCycle: '' };
}

export function asyncAttrs(value: AsyncValue): Record<string, boolean | undefined> {
  const next = normalizeAsync(value);
  return {
    [`${ENGINE_PREFIX}:async`]: undefined,
    [`${ENGINE_PREFIX}:asyncBefore`]: next.asyncBefore || undefined,
    [`${ENGINE_PREFIX}:asyncAfter`]: next.asyncAfter || undefined,
    // Written only when it differs from the default while an async flag is on; off otherwise (the rule).
    [`${ENGINE_PREFIX}:exclusive`]: next.asyncBefore || next.asyncAfter ? (next.exclusive ? undefined : false) : false,
  };
}

/** The retry-cycle extension element, or none. */
export const retryCycleSpecs = (value: AsyncValue): TreeSpec[] => {
  const next = normalizeAsync(value);
  return next.retryCycle.trim() ? [{ type: `${ENGINE_PREFIX}:FailedJobRetryTimeCycle`, attrs: { body: next.retryCycle.trim() } }] : [];
};
