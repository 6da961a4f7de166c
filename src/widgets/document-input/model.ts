/**
 * Document input of the customised designer (corpus): a text input drawn in a document style
 * (backColor, borderColor, isTextarea …). Its value is text like input's, although the corpus marks
 * it formItemFlag false.
 */
import { coerceText, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'document-input',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      defaultValue: '',
      textContent: '',
      fontSize: '18px',
      textAlign: 'center',
      textColor: '#000',
      height: '33px',
      width: '100%',
      isBold: 'normal',
      fontFamily: 'FangSong',
      backColor: '#fef0d0',
      borderColor: 'rgb(212,212,212)',
      borderRadius: '2px',
      isTextarea: false,
      lineHeight: '20px',
    }),
  emptyValue: () => '',
  coerce: (value, _options, context) => coerceText(value, context, 100_000),
};
