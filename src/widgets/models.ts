/**
 * Every widget model by type: the pure half of each widget folder. The server validates submissions
 * with these, the registry (./registry.ts) joins them with the views. Types of the customised
 * designer of the corpus (document-input, department, file-title, file-text) have models of their own.
 */
import type { WidgetModel } from './model-contract.ts';
import { model as alertModel } from './alert/model.ts';
import { model as barcodeModel } from './barcode/model.ts';
import { model as buttonModel } from './button/model.ts';
import { model as cardModel } from './card/model.ts';
import { model as cascaderModel } from './cascader/model.ts';
import { model as checkboxModel } from './checkbox/model.ts';
import { model as colorModel } from './color/model.ts';
import { model as dateModel } from './date/model.ts';
import { model as dateRangeModel } from './date-range/model.ts';
import { model as departmentModel } from './department/model.ts';
import { model as deptcheckModel } from './deptcheck/model.ts';
import { model as dividerModel } from './divider/model.ts';
import { model as documentInputModel } from './document-input/model.ts';
import { model as dynamicModel } from './dynamic/model.ts';
import { model as fileTextModel } from './file-text/model.ts';
import { model as fileTitleModel } from './file-title/model.ts';
import { model as fileUploadModel } from './file-upload/model.ts';
import { model as gridModel } from './grid/model.ts';
import { model as gridColModel } from './grid-col/model.ts';
import { model as htmlTextModel } from './html-text/model.ts';
import { model as inlineModel } from './inline/model.ts';
import { model as inputModel } from './input/model.ts';
import { model as numberModel } from './number/model.ts';
import { model as personModel } from './person/model.ts';
import { model as pictureUploadModel } from './picture-upload/model.ts';
import { model as radioModel } from './radio/model.ts';
import { model as rateModel } from './rate/model.ts';
import { model as richEditorModel } from './rich-editor/model.ts';
import { model as selectModel } from './select/model.ts';
import { model as signModel } from './sign/model.ts';
import { model as sliderModel } from './slider/model.ts';
import { model as slotModel } from './slot/model.ts';
import { model as staticTextModel } from './static-text/model.ts';
import { model as subFormModel } from './sub-form/model.ts';
import { model as switchModel } from './switch/model.ts';
import { model as tabModel } from './tab/model.ts';
import { model as tabPaneModel } from './tab-pane/model.ts';
import { model as tableModel } from './table/model.ts';
import { model as tableCellModel } from './table-cell/model.ts';
import { model as textareaModel } from './textarea/model.ts';
import { model as timeModel } from './time/model.ts';
import { model as timeRangeModel } from './time-range/model.ts';
import { model as treeSelectModel } from './tree-select/model.ts';

export const widgetModels: Readonly<Record<string, WidgetModel>> = Object.freeze({
  [alertModel.type]: alertModel,
  [barcodeModel.type]: barcodeModel,
  [buttonModel.type]: buttonModel,
  [cardModel.type]: cardModel,
  [cascaderModel.type]: cascaderModel,
  [checkboxModel.type]: checkboxModel,
  [colorModel.type]: colorModel,
  [dateModel.type]: dateModel,
  [dateRangeModel.type]: dateRangeModel,
  [departmentModel.type]: departmentModel,
  [deptcheckModel.type]: deptcheckModel,
  [dividerModel.type]: dividerModel,
  [documentInputModel.type]: documentInputModel,
  [dynamicModel.type]: dynamicModel,
  [fileTextModel.type]: fileTextModel,
  [fileTitleModel.type]: fileTitleModel,
  [fileUploadModel.type]: fileUploadModel,
  [gridModel.type]: gridModel,
  [gridColModel.type]: gridColModel,
  [htmlTextModel.type]: htmlTextModel,
  [inlineModel.type]: inlineModel,
  [inputModel.type]: inputModel,
  [numberModel.type]: numberModel,
  [personModel.type]: personModel,
  [pictureUploadModel.type]: pictureUploadModel,
  [radioModel.type]: radioModel,
  [rateModel.type]: rateModel,
  [richEditorModel.type]: richEditorModel,
  [selectModel.type]: selectModel,
  [signModel.type]: signModel,
  [sliderModel.type]: sliderModel,
  [slotModel.type]: slotModel,
  [staticTextModel.type]: staticTextModel,
  [subFormModel.type]: subFormModel,
  [switchModel.type]: switchModel,
  [tabModel.type]: tabModel,
  [tabPaneModel.type]: tabPaneModel,
  [tableModel.type]: tableModel,
  [tableCellModel.type]: tableCellModel,
  [textareaModel.type]: textareaModel,
  [timeModel.type]: timeModel,
  [timeRangeModel.type]: timeRangeModel,
  [treeSelectModel.type]: treeSelectModel,
});

/** The model of a type, or undefined for a type the platform does not know (rendered as a placeholder, its value dropped on submit). */
export function modelOf(type: string): WidgetModel | undefined {
  return Object.hasOwn(widgetModels, type) ? widgetModels[type] : undefined;
}
