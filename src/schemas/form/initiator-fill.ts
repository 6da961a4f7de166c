/**
 * Fields the initiator does not type: a field with `options.initiatorFill` ('name' or 'code') holds the
 * starting user's name or account code. The server writes it at start from the session and ignores what
 * a body sends; the start page shows it read-only, filled from the same session.
 */
import type { Widget } from './types.ts';
import { fieldWidgets } from './walk.ts';

export type InitiatorFact = 'name' | 'code';

export interface Initiator {
  humancode: string;
  humanname: string;
}

/** The fields filled from the initiator, with what fills them (sub-form columns are not filled). */
export function initiatorFills(form: { widgetList: Widget[] }): { name: string; fact: InitiatorFact }[] {
  return fieldWidgets(form).flatMap((entry) => {
    const fact = (entry.widget.options as { initiatorFill?: unknown }).initiatorFill;
    return entry.subForm === undefined && (fact === 'name' || fact === 'code') ? [{ name: entry.name, fact }] : [];
  });
}

/** The values of those fields for this initiator. */
export function initiatorValues(form: { widgetList: Widget[] }, initiator: Initiator): Record<string, string> {
  return Object.fromEntries(initiatorFills(form).map(({ name, fact }) => [name, fact === 'name' ? initiator.humanname || initiator.humancode : initiator.humancode]));
}
