/**
 * Timer definitions must be ISO 8601 as the engine reads them (timeDate, timeDuration, timeCycle
 * R[n]/[start/]duration), checked with the engine's own planner; a `${…}` body is checked for syntax
 * only, since its value is known when the timer starts. Expiration times are checked as the engine reads them.
 */
import { ExpressionError, isTemplate } from '../../../../schemas/expression/index.ts';
import { expirationDue, planTimer } from '../../engine/timers.ts';
import type { ModdleElement } from '../parse.ts';
import { attrOf, bare, bodyOf, finding, flowElements, type Rule, type RuleReport } from './types.ts';

const KINDS = ['timeDate', 'timeDuration', 'timeCycle'] as const;

function checkTimer(owner: ModdleElement, definition: ModdleElement, report: RuleReport): void {
  const present = KINDS.filter((kind) => (bodyOf(definition[kind]) ?? '').trim() !== '');
  if (present.length === 0) {
    report.errors.push(finding(owner, 'timer', '定时器没有时间定义', 'the timer has no time definition'));
    return;
  }
  for (const kind of present) {
    const body = bodyOf(definition[kind])!.trim();
    try {
      if (isTemplate(body)) continue;
      planTimer(kind, body, new Date());
    } catch (error) {
      const message = (error as Error).message;
      const en = error instanceof ExpressionError ? `the ${kind} expression does not parse: ${message}` : `${kind} "${body}" is not valid ISO 8601: ${message}`;
      report.errors.push(finding(owner, 'timer', `定时器的 ${kind}「${body}」无效：${message}`, en));
    }
  }
}

function timerDefinitions(el: ModdleElement): ModdleElement[] {
  const own = ((el.eventDefinitions as ModdleElement[] | undefined) ?? []).filter((d) => bare(d.$type) === 'timerEventDefinition');
  // Task listeners with event timeout carry their timer as eventDefinitions.
  const listeners = (((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? []).filter((v) => bare(v.$type) === 'taskListener');
  return [...own, ...listeners.flatMap((l) => ((l.eventDefinitions as ModdleElement[] | undefined) ?? []).filter((d) => bare(d.$type) === 'timerEventDefinition'))];
}

/** Read as the engine reads it: an expiration it cannot read would fail every start of the process. */
function checkExpiration(el: ModdleElement, report: RuleReport): void {
  const text = attrOf(el, 'expirationtime')?.trim();
  if (!text || isTemplate(text)) return;
  try {
    expirationDue(text, new Date());
  } catch {
    report.errors.push(finding(el, 'timer', `过期时间「${text}」无效：应为天数、ISO 8601 时长（如 P3D）或日期`, `expiration time "${text}" is invalid: give a number of days, an ISO 8601 duration (P3D) or a date`));
  }
}

export const timersParse: Rule = (process, report) => {
  checkExpiration(process, report);
  for (const el of flowElements(process)) {
    for (const definition of timerDefinitions(el)) checkTimer(el, definition, report);
    if (bare(el.$type) === 'userTask') checkExpiration(el, report);
  }
};
