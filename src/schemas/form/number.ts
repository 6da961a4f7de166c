/** The number widget's bounds (form-designer §3: ±1e11, precision 0, step 1). */
import { formMessage } from './messages.ts';
import type { Lang, WidgetOptions } from './types.ts';

export const NUMBER_MIN = -1e11;
export const NUMBER_MAX = 1e11;

function finite(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export function numberBounds(options: WidgetOptions): { min: number; max: number; precision: number; step: number } {
  const precision = finite(options.precision, 0);
  const step = finite(options.step, 1);
  return {
    min: finite(options.min, NUMBER_MIN),
    max: finite(options.max, NUMBER_MAX),
    precision: Number.isInteger(precision) && precision >= 0 && precision <= 20 ? precision : 0,
    step: step > 0 ? step : 1,
  };
}

/** A number from a submitted value: numbers as they are, numeric text parsed; anything else undefined. */
export function toNumberValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i.test(value)) return Number(value);
  return undefined;
}

export function decimalsOf(value: number): number {
  const text = String(value);
  const exp = /e([-+]\d+)$/i.exec(text);
  const mantissa = exp ? text.slice(0, exp.index) : text;
  const dot = mantissa.indexOf('.');
  const digits = dot < 0 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, digits - (exp ? Number(exp[1]) : 0));
}

/** min, max, precision; step only when stepStrictly is set (as the number input enforces it). */
export function checkNumber(value: unknown, options: WidgetOptions, label: string, lang: Lang): string[] {
  const number = toNumberValue(value);
  if (number === undefined) return [formMessage('invalidNumber', lang)];
  const { min, max, precision, step } = numberBounds(options);
  const messages: string[] = [];
  if (number < min) messages.push(formMessage('numberMin', lang, { label, min }));
  if (number > max) messages.push(formMessage('numberMax', lang, { label, max }));
  if (decimalsOf(number) > precision) messages.push(formMessage('numberPrecision', lang, { label, precision }));
  if (options.stepStrictly === true) {
    const ratio = number / step;
    if (Math.abs(ratio - Math.round(ratio)) > 1e-9) messages.push(formMessage('numberStep', lang, { label, step }));
  }
  return messages;
}

/** Rounds to the widget's precision (calculated values, pasted text). */
export function roundToPrecision(value: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}
