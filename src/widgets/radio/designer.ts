/** Radio group: its options, shown inline or as a block, as buttons or with borders. */
import { choose, fieldBasics, fieldEvents, fieldValidation, linkage, prop, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'CheckCircle', order: 40 }, [
  ...fieldBasics({ kind: 'json' }, ['placeholder']),
  prop('optionItems', { kind: 'optionItems' }),
  choose('displayStyle', 'displayStyle', ['inline', 'block']),
  toggle('buttonStyle'),
  toggle('border'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);
