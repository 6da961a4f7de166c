/**
 * Task settings the engine would not honour: service-like tasks it would pass through or fail on
 * (engine/compile-tasks.ts, refused at deploy), and the async flags, which it ignores: every step of a
 * command runs in that command's one transaction (engine/README.md), so async before/after, exclusive
 * and a failed-job retry cycle change nothing. That is a warning, not a refusal: the process runs, only
 * not in separate transactions.
 */
import { implementationRefusal } from '../../engine/compile-tasks.ts';
import type { ModdleElement } from '../parse.ts';
import { attrOf, bare, finding, flowElements, type Rule } from './types.ts';

const flag = (el: ModdleElement, name: string) => el[name] === true || attrOf(el, name) === 'true';
const retryCycle = (el: ModdleElement) => (((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? []).some((v) => bare(v.$type) === 'failedJobRetryTimeCycle');

/** Whether an element (or its multi-instance loop) asks for an asynchronous continuation or a retry cycle. */
export function asksAsync(el: ModdleElement): boolean {
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  return [el, ...(loop ? [loop] : [])].some((x) => flag(x, 'asyncBefore') || flag(x, 'asyncAfter') || flag(x, 'async') || retryCycle(x));
}

export const tasksRunnable: Rule = (process, report) => {
  for (const el of flowElements(process)) {
    const refusal = implementationRefusal(el);
    if (refusal) report.errors.push(finding(el, 'task', refusal.reason, refusal.reasonEn));
    if (asksAsync(el)) {
      report.warnings.push(
        finding(el, 'async', '流程引擎在一个事务中执行一次操作的全部步骤，会忽略异步前、异步后、排他和失败重试周期', 'the engine runs every step of a command in one transaction and ignores async before, async after, exclusive and the failed-job retry cycle'),
      );
    }
  }
};
