/** Small readers of container options shared by the container views. */
import type { CSSProperties } from 'react';

export function optionNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/** A CSS length from an option: numbers are pixels, strings pass as written, blanks are absent. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : safeCss(text);
}

/** Keeps an option-supplied CSS value to one plain value (no declarations smuggled in). */
export function safeCss(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && !/[;{}<>]|url\s*\(|expression\s*\(/i.test(text) ? text : undefined;
}

export function classNames(...values: unknown[]): string {
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(' ');
}

export function compactStyle(style: Record<string, string | number | undefined>): CSSProperties {
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined && value !== '')) as CSSProperties;
}
