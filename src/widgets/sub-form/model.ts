/**
 * Sub-form: its field children repeat per row; the value is the row list (data[name] = [{field: value}, …]).
 * Kind container for the renderer (it lays out children); validateSubmission reads its rows.
 */
import { formMessage } from '../../schemas/form/messages.ts';
import { containerOptions, invalid } from '../../schemas/form/model-kit.ts';
import { childrenOf } from '../../schemas/form/walk.ts';
import type { WidgetOptions } from '../../schemas/form/types.ts';
import type { WidgetModel } from '../model-contract.ts';

/** Most rows one sub-form accepts in a submission. */
export const MAX_SUB_FORM_ROWS = 1000;

export function minRows(options: WidgetOptions): number {
  const min = Number(options.minNum);
  return Number.isInteger(min) && min >= 0 ? min : 1;
}

export const model: WidgetModel = {
  type: 'sub-form',
  kind: 'container',
  defaults: () =>
    containerOptions({
      label: '',
      labelAlign: '',
      labelWidth: null,
      labelHidden: false,
      disabled: false,
      minNum: 1,
      showBlankRow: true,
      showRowNumber: true,
      onSubFormRowAdd: '',
      onSubFormRowInsert: '',
      onSubFormRowDelete: '',
      onSubFormRowChange: '',
    }),
  emptyValue: () => [],
  isEmpty: (value) => !Array.isArray(value) || value.length === 0,
  coerce(value, _options, context) {
    if (value === null || value === undefined) return { value: [] };
    if (!Array.isArray(value) || value.length > MAX_SUB_FORM_ROWS) return invalid(context);
    if (!value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
      return { error: formMessage('subFormRows', context.lang, { label: context.label }) };
    }
    return { value };
  },
  check(value, options, context) {
    const rows = Array.isArray(value) ? value.length : 0;
    const min = minRows(options);
    return rows < min ? [formMessage('subFormMin', context.lang, { label: context.label, min })] : [];
  },
  children: childrenOf,
  repeatsRows: true,
};
