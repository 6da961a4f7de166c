/**
 * Small pieces every field and display view shares: typed reads of the open `options` record, the
 * control size, the width style, and the `onAction` seam through which a view reports widget events
 * (append button, button click, remote query) to the host that runs the form's event scripts.
 */
import type { CSSProperties } from 'react';
import type { WidgetOptions } from '../schemas/form/types.ts';
import type { ControlSize, FieldViewProps } from './view-contract.ts';

/** Events a view reports beyond its value: 'appendButtonClick', 'click', 'remoteQuery' (with the query text). */
export type WidgetAction = 'appendButtonClick' | 'click' | 'remoteQuery';

/** FieldViewProps plus the optional action seam (the renderer passes it when it runs event scripts). */
export type ActionFieldProps<V = unknown> = FieldViewProps<V> & {
  onAction?(action: WidgetAction, ...args: unknown[]): void;
};

export function str(options: WidgetOptions, key: string, fallback = ''): string {
  const value = options[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function num(options: WidgetOptions, key: string, fallback: number): number;
export function num(options: WidgetOptions, key: string, fallback?: number): number | undefined;
export function num(options: WidgetOptions, key: string, fallback?: number): number | undefined {
  const value = options[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

export function bool(options: WidgetOptions, key: string, fallback = false): boolean {
  const value = options[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** VForm sizes (large, medium, default, small, mini) on antd's three; the form's size when the widget has none. */
export function controlSize(options: WidgetOptions, formSize: ControlSize): ControlSize {
  switch (options.size) {
    case 'large':
      return 'large';
    case 'small':
    case 'mini':
      return 'small';
    case 'medium':
    case 'default':
      return 'middle';
    default:
      return formSize;
  }
}

/** A CSS length from a VForm option: numbers are pixels, strings pass as written ('100%', '250px'). */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value === 'string' && value.trim() !== '') return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return undefined;
}

/** The control's width: the widget's `width` option, else the full width of its form item. */
export function widthStyle(options: WidgetOptions, fallback = '100%'): CSSProperties {
  return { width: cssLength(options.width) ?? fallback };
}

/** Options of radio, checkbox, select … as antd wants them. */
export function optionList(options: WidgetOptions): { label: string; value: string | number | boolean; disabled?: boolean }[] {
  return (options.optionItems ?? []).map((item) => ({ label: String(item.label ?? item.value), value: item.value, ...(item.disabled ? { disabled: true } : {}) }));
}

/** Whether the user may change the value (readOnly keeps the look of an enabled control). */
export const locked = (props: { disabled: boolean; readOnly: boolean }) => props.disabled || props.readOnly;
