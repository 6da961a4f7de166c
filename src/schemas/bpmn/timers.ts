/**
 * Timer definitions as the designer edits them (spec §3, §4, §5): a type (Date, Duration, Cycle) and its
 * body; choosing a type replaces the definition; the time dialog's unit and number give one duration
 * code. Pure: the panel hands the specs to bpmn-js, the engine reads the same XML.
 */
import { bodyText, formalExpression, randomId8, textOf, type TreeSpec } from './element-tree.ts';

export const TIMER_TYPES = ['Date', 'Duration', 'Cycle'] as const;
export type TimerType = (typeof TIMER_TYPES)[number];

export interface TimerValue {
  type: TimerType;
  body: string;
}

const PROPERTY: Record<TimerType, 'timeDate' | 'timeDuration' | 'timeCycle'> = { Date: 'timeDate', Duration: 'timeDuration', Cycle: 'timeCycle' };

/** The timer of a TimerEventDefinition: the first of timeDate, timeDuration, timeCycle present (null: none set). */
export function readTimer(definition: unknown): TimerValue | null {
  if (!definition) return null;
  for (const type of TIMER_TYPES) {
    const value = (definition as Record<string, unknown>)[PROPERTY[type]];
    if (value !== undefined && value !== null) return { type, body: bodyText(value) };
  }
  return null;
}

/** A TimerEventDefinition of one type (spec §4: a new type replaces the old definition); ids are random 8 characters. */
export function timerSpec(timer: TimerValue, id: string = `TimerEventDefinition_${randomId8()}`): TreeSpec {
  return { type: 'bpmn:TimerEventDefinition', attrs: { id }, children: { [PROPERTY[timer.type]]: formalExpression(timer.body) } };
}

/** The existing definition's id when it has one (kept across edits of the body), else a new one. */
export const timerIdOf = (definition: unknown) => textOf(definition, 'id') || undefined;

export const TIME_UNITS = ['H', 'D', 'M', 'Y'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const TIME_QUICK = [1, 2, 3, 4] as const;
export const TIME_MAX = 999;

/**
 * The time dialog's answer (spec §5: unit hour, day, month or year; 1–4 or 0–999): one duration code.
 * The spec writes P{n}H; hours are written PT{n}H, the ISO 8601 form the engine's timer planner
 * accepts (P{n}H is no duration in ISO 8601, and the deploy check would refuse it).
 */
export function durationCode(count: number, unit: TimeUnit): string {
  if (!Number.isInteger(count) || count < 0 || count > TIME_MAX) throw new RangeError(`count must be a whole number 0–${TIME_MAX}`);
  return unit === 'H' ? `PT${count}H` : `P${count}${unit}`;
}

/** The dialog's fields back from a code it wrote (P{n}H accepted too); null for anything else. */
export function parseDurationCode(code: string): { count: number; unit: TimeUnit } | null {
  const match = /^P(T?)(\d{1,3})([HDMY])$/.exec(code.trim());
  if (!match) return null;
  const [, t, digits, unit] = match;
  // PT…M would be minutes, and P…H without T is only read for the spec's notation.
  if (t && unit !== 'H') return null;
  return { count: Number(digits), unit: unit as TimeUnit };
}

/** Spec §9: a duration shown as days, hours, minutes, seconds; zero is 0秒 (zh) / 0 s (en). */
export function describeDuration(totalSeconds: number, language: 'zh' | 'en'): string {
  const units: [number, string, string][] = [[86400, '天', 'd'], [3600, '小时', 'h'], [60, '分钟', 'min'], [1, '秒', 's']];
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const [size, zh, en] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(language === 'zh' ? `${count}${zh}` : `${count} ${en}`);
  }
  if (parts.length === 0) return language === 'zh' ? '0秒' : '0 s';
  return parts.join(language === 'zh' ? '' : ' ');
}
