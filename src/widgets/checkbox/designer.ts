/** Checkbox group: its options, shown inline or as a block, as buttons or with borders (the kit's choice group). */
import { choiceGroupDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = choiceGroupDesigner(model, { group: 'basic', icon: 'CheckSquare', order: 50 });

export const title: WidgetTitle = { zh: '多选项', en: 'Checkbox' };
