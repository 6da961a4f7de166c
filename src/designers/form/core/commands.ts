/**
 * The designer's commands, bound to the widgets' designer parts (src/widgets/designers.ts). The panel,
 * the toolbar, the canvas and the keyboard all edit through these and store.dispatch, so every edit is
 * one named, undoable step. The same factories over other parts (tests) come from makeCommands.
 */
import type { DesignerParts } from './parts.ts';
import { widgetDesigners } from '../../../widgets/designers.ts';
import { canDropType as canDropTypeWith, checkDrop as checkDropWith, type DropTarget } from './drop-rules.ts';
import { makeSetOption, setFormConfig } from './option-commands.ts';
import { partsFrom } from './parts.ts';
import { makeStructureCommands } from './structure-commands.ts';
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';

export function makeCommands(parts: DesignerParts) {
  return {
    ...makeStructureCommands(parts),
    setOption: makeSetOption(parts),
    setFormConfig,
    /** Whether a palette type may be dropped at the target (asked while dragging). */
    canDropType: (form: FormSchema, target: DropTarget, type: string) => canDropTypeWith(parts, form, target, type),
    /** Why an existing widget may not move to the target, or null. */
    moveRefusal: (form: FormSchema, target: DropTarget, widget: Widget, from: string | null) => checkDropWith(parts, form, target, widget, from),
  };
}

export const designerParts: DesignerParts = partsFrom(widgetDesigners);

export const {
  addWidget,
  moveWidget,
  moveUp,
  moveDown,
  removeWidget,
  cloneWidget,
  pasteWidget,
  runContainerAction,
  setOption,
  canDropType,
  moveRefusal,
} = makeCommands(designerParts);

export { setFormConfig };
export { importForm, openForm, emptyForm, type OpenedForm, type OpenResult } from './open-form.ts';
export { checkName, shortValue } from './option-commands.ts';
export { idFactoryFor } from './ids.ts';
export type { DropTarget } from './drop-rules.ts';
export type { ListKey } from './tree.ts';
