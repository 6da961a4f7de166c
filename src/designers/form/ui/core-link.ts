/** The core's commands as the page uses them (one import point for the canvas, toolbar and keyboard). */
import * as core from '../core/commands.ts';

export const designerParts = core.designerParts;

export const commands = {
  addWidget: core.addWidget,
  moveWidget: core.moveWidget,
  moveUp: core.moveUp,
  moveDown: core.moveDown,
  removeWidget: core.removeWidget,
  cloneWidget: core.cloneWidget,
  pasteWidget: core.pasteWidget,
  runContainerAction: core.runContainerAction,
  importForm: core.importForm,
  loadTemplate: core.loadTemplate,
  restoreDraft: core.restoreDraft,
  setFormConfig: core.setFormConfig,
};

export { createDesignerStore } from '../core/store.ts';
export { openForm, emptyForm } from '../core/commands.ts';
