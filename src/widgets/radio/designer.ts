/** Radio group: its options, shown inline or as a block, as buttons or with borders (the kit's choice group). */
import { choiceGroupDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = choiceGroupDesigner(model, { group: 'basic', icon: 'CheckCircle', order: 40 });

export const title: WidgetTitle = { zh: '单选项', en: 'Radio' };
