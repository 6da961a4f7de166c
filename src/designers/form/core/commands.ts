/**
 * The designer's commands, bound to the widgets' designer parts (src/widgets/designers.ts). The panel,
 * the toolbar, the canvas and the keyboard all edit through these and store.dispatch, so every edit is
 * one named, undoable step. The same factories over other parts (tests) come from makeCommands.
 */
import type { Command } from './contract.ts';
import type { DesignerParts } from './parts.ts';
import { widgetDesigners } from '../../../widgets/designers.ts';
import { makeCommands } from './commands-kit.ts';
import { partsFrom } from './parts.ts';
import { setFormConfig } from './option-commands.ts';

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

export { setFormConfig, makeCommands };

/**
 * A keystroke's command: merged by the store with the previous keystrokes on the same target (a widget
 * id, '' for the form) and key into one history step. The label stays a getter: setOption names its
 * step only once apply has seen the widget's type.
 */
export function typed(command: Command, target: string, key: string, typing: boolean | undefined): Command {
  if (!typing) return command;
  return {
    get label() {
      return command.label;
    },
    apply: (form) => command.apply(form),
    merge: `${target}\u0000${key}`,
  };
}
export { importForm, loadTemplate, openForm, restoreDraft, emptyForm, type OpenedForm, type OpenResult } from './open-form.ts';
export { checkName, shortValue } from './option-commands.ts';
export { idFactoryFor } from './ids.ts';
export type { DropTarget } from './drop-rules.ts';
export type { ListKey } from './tree.ts';
export { formFields, fieldsInScope, subFormOf, type FormField } from './fields.ts';
export { createDesignerStore } from './store.ts';
