/**
 * Sub-form: its field children repeat per row (minNum, blank row, row numbers, row events). It
 * accepts field widgets only (spec §5); the row calculations live on those fields.
 */
import { acceptsFieldWidgets, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { event, number, text, toggle } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer: WidgetDesigner = {
  type: 'sub-form',
  palette: { group: 'container', icon: 'OrderedList', order: 70 },
  properties: [
    ...containerHead(),
    text('label'),
    toggle('labelHidden'),
    number('labelWidth', { min: 0, max: 1000, precision: 0 }),
    toggle('disabled'),
    number('minNum', { min: 0, max: 1000, precision: 0 }),
    toggle('showBlankRow'),
    toggle('showRowNumber'),
    ...containerTail(
      event('onSubFormRowAdd', ['subFormData', 'newRowId']),
      event('onSubFormRowInsert', ['subFormData', 'newRowId']),
      event('onSubFormRowDelete', ['subFormData', 'deletedDataRow']),
      event('onSubFormRowChange', ['subFormData']),
    ),
  ],
  create: (newId) => newContainer(model, newId, { widgetList: [] }, { label: 'sub-form' }),
  accepts: acceptsFieldWidgets,
  refusal: 'error.subFormFieldsOnly',
};

export const title: WidgetTitle = { zh: '子表单', en: 'Sub-form' };
