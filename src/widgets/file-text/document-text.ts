/** The properties of the two document texts of the customised designer (file-title, file-text). */
import type { PropertySpec } from '../designer-contract.ts';
import { choose, color, displayBasics, displayEvents, text, textarea, TEXT_ALIGNS } from '../designer-kit.ts';

export function documentTextProperties(): PropertySpec[] {
  return [
    ...displayBasics(),
    textarea('textContent'),
    text('fontSize'),
    text('fontFamily'),
    choose('isBold', 'fontWeight', ['normal', 'bold']),
    choose('textAlign', 'textAlign', TEXT_ALIGNS),
    color('textColor'),
    text('height'),
    ...displayEvents(),
  ];
}
