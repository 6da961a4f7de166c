/** Form-level configuration defaults of form-designer §3, and filling them into a loaded schema. */
import type { FormConfig } from './types.ts';

/** A fresh copy each call: callers may mutate what they get. */
export function defaultFormConfig(): FormConfig {
  return {
    name: '',
    status: 0,
    remark: '',
    modelName: 'formData',
    refName: 'vForm',
    rulesName: 'rules',
    formWidth: '',
    labelWidth: 80,
    labelPosition: 'left',
    size: '',
    labelAlign: 'label-left-align',
    cssCode: '',
    customClass: '',
    functions: '',
    layoutType: 'PC',
  };
}

const LABEL_POSITIONS = new Set(['left', 'top', 'right']);
const LABEL_ALIGNS = new Set(['label-left-align', 'label-center-align', 'label-right-align']);
const LAYOUT_TYPES = new Set(['PC', 'H5', 'Pad']);
const SIZES = new Set(['', 'large', 'medium', 'default', 'small', 'mini']);

/**
 * Defaults under the given config; keys the platform does not read (onFormCreated, customised
 * designers' extras) are kept as they are. Values of the wrong kind fall back to the default rather
 * than failing, because exports of older designers write e.g. labelWidth as a string.
 */
export function withConfigDefaults(config: unknown): FormConfig {
  const input = isRecord(config) ? config : {};
  const out: FormConfig = { ...defaultFormConfig(), ...input } as FormConfig;
  const defaults = defaultFormConfig();
  const width = typeof input.labelWidth === 'string' ? Number.parseFloat(input.labelWidth) : input.labelWidth;
  out.labelWidth = typeof width === 'number' && Number.isFinite(width) && width >= 0 ? width : defaults.labelWidth;
  if (!LABEL_POSITIONS.has(String(out.labelPosition))) out.labelPosition = defaults.labelPosition;
  if (!LABEL_ALIGNS.has(String(out.labelAlign))) out.labelAlign = defaults.labelAlign;
  if (!LAYOUT_TYPES.has(String(out.layoutType))) out.layoutType = defaults.layoutType;
  if (!SIZES.has(String(out.size ?? ''))) out.size = defaults.size;
  for (const key of ['modelName', 'refName', 'rulesName'] as const) {
    if (typeof out[key] !== 'string' || out[key] === '') out[key] = defaults[key];
  }
  for (const key of ['cssCode', 'functions'] as const) {
    if (typeof out[key] !== 'string') out[key] = '';
  }
  out.customClass = normaliseClassList(out.customClass);
  return out;
}

/** VForm writes customClass as '' or 'a b' in some versions and as ['a', 'b'] in others; we keep a string[] or string as given but drop junk. */
export function normaliseClassList(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return typeof value === 'string' ? value : '';
}

/** customClass as one class attribute value. */
export function classNames(value: unknown): string {
  const list = normaliseClassList(value);
  return (Array.isArray(list) ? list.join(' ') : list).trim();
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
