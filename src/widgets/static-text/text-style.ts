/**
 * Text styling options shared by static-text and the corpus' file-title, file-text and document-input:
 * the stock VForm names (fontSize, fontColor, fontWeight, lineHeight, textAlign) and the customised
 * designer's (textColor, isBold, fontFamily, height, backColor, borderColor, borderRadius).
 */
import type { CSSProperties } from 'react';
import type { WidgetOptions } from '../../schemas/form/types.ts';
import { cssLength, str } from '../field-kit.ts';

const ALIGNS = new Set(['left', 'center', 'right', 'justify']);

export function textStyle(options: WidgetOptions): CSSProperties {
  const style: CSSProperties = {};
  const size = cssLength(options.fontSize);
  if (size) style.fontSize = size;
  const color = str(options, 'fontColor') || str(options, 'textColor');
  if (color) style.color = color;
  const weight = str(options, 'fontWeight') || str(options, 'isBold');
  if (weight) style.fontWeight = weight as CSSProperties['fontWeight'];
  const family = str(options, 'fontFamily');
  if (family) style.fontFamily = family;
  const lineHeight = str(options, 'lineHeight');
  if (lineHeight) style.lineHeight = /^\d+(\.\d+)?$/.test(lineHeight) ? Number(lineHeight) : lineHeight;
  const align = str(options, 'textAlign');
  if (ALIGNS.has(align)) style.textAlign = align as CSSProperties['textAlign'];
  const height = cssLength(options.height);
  // The corpus writes height "0" for a line that should size to its text.
  if (height && height !== '0px' && height !== '0') style.minHeight = height;
  return style;
}

/** The box look of the corpus' document-input (a coloured, bordered field). */
export function boxStyle(options: WidgetOptions): CSSProperties {
  const style: CSSProperties = {};
  const back = str(options, 'backColor');
  if (back) style.backgroundColor = back;
  const border = str(options, 'borderColor');
  if (border) style.borderColor = border;
  const radius = cssLength(options.borderRadius);
  if (radius) style.borderRadius = radius;
  return style;
}
