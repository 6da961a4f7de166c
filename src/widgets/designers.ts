/**
 * Every widget's designer part by type (containers included): the form designer builds its palette,
 * property panel, drop checks and new widgets only from this, so it never switches on widget types.
 * A widget folder without a designer.ts fails tests/unit/widget-designers.test.ts.
 */
import type { WidgetDesigner } from './designer-contract.ts';
import { designer as alertDesigner } from './alert/designer.ts';
import { designer as barcodeDesigner } from './barcode/designer.ts';
import { designer as buttonDesigner } from './button/designer.ts';
import { designer as cardDesigner } from './card/designer.ts';
import { designer as cascaderDesigner } from './cascader/designer.ts';
import { designer as checkboxDesigner } from './checkbox/designer.ts';
import { designer as colorDesigner } from './color/designer.ts';
import { designer as dateDesigner } from './date/designer.ts';
import { designer as dateRangeDesigner } from './date-range/designer.ts';
import { designer as departmentDesigner } from './department/designer.ts';
import { designer as deptcheckDesigner } from './deptcheck/designer.ts';
import { designer as dividerDesigner } from './divider/designer.ts';
import { designer as documentInputDesigner } from './document-input/designer.ts';
import { designer as dynamicDesigner } from './dynamic/designer.ts';
import { designer as fileTextDesigner } from './file-text/designer.ts';
import { designer as fileTitleDesigner } from './file-title/designer.ts';
import { designer as fileUploadDesigner } from './file-upload/designer.ts';
import { designer as gridDesigner } from './grid/designer.ts';
import { designer as gridColDesigner } from './grid-col/designer.ts';
import { designer as htmlTextDesigner } from './html-text/designer.ts';
import { designer as inlineDesigner } from './inline/designer.ts';
import { designer as inputDesigner } from './input/designer.ts';
import { designer as numberDesigner } from './number/designer.ts';
import { designer as personDesigner } from './person/designer.ts';
import { designer as pictureUploadDesigner } from './picture-upload/designer.ts';
import { designer as radioDesigner } from './radio/designer.ts';
import { designer as rateDesigner } from './rate/designer.ts';
import { designer as richEditorDesigner } from './rich-editor/designer.ts';
import { designer as selectDesigner } from './select/designer.ts';
import { designer as signDesigner } from './sign/designer.ts';
import { designer as sliderDesigner } from './slider/designer.ts';
import { designer as slotDesigner } from './slot/designer.ts';
import { designer as staticTextDesigner } from './static-text/designer.ts';
import { designer as subFormDesigner } from './sub-form/designer.ts';
import { designer as switchDesigner } from './switch/designer.ts';
import { designer as tabDesigner } from './tab/designer.ts';
import { designer as tabPaneDesigner } from './tab-pane/designer.ts';
import { designer as tableDesigner } from './table/designer.ts';
import { designer as tableCellDesigner } from './table-cell/designer.ts';
import { designer as textareaDesigner } from './textarea/designer.ts';
import { designer as timeDesigner } from './time/designer.ts';
import { designer as timeRangeDesigner } from './time-range/designer.ts';
import { designer as treeSelectDesigner } from './tree-select/designer.ts';

export const widgetDesigners: Readonly<Record<string, WidgetDesigner>> = Object.freeze({
  [alertDesigner.type]: alertDesigner,
  [barcodeDesigner.type]: barcodeDesigner,
  [buttonDesigner.type]: buttonDesigner,
  [cardDesigner.type]: cardDesigner,
  [cascaderDesigner.type]: cascaderDesigner,
  [checkboxDesigner.type]: checkboxDesigner,
  [colorDesigner.type]: colorDesigner,
  [dateDesigner.type]: dateDesigner,
  [dateRangeDesigner.type]: dateRangeDesigner,
  [departmentDesigner.type]: departmentDesigner,
  [deptcheckDesigner.type]: deptcheckDesigner,
  [dividerDesigner.type]: dividerDesigner,
  [documentInputDesigner.type]: documentInputDesigner,
  [dynamicDesigner.type]: dynamicDesigner,
  [fileTextDesigner.type]: fileTextDesigner,
  [fileTitleDesigner.type]: fileTitleDesigner,
  [fileUploadDesigner.type]: fileUploadDesigner,
  [gridDesigner.type]: gridDesigner,
  [gridColDesigner.type]: gridColDesigner,
  [htmlTextDesigner.type]: htmlTextDesigner,
  [inlineDesigner.type]: inlineDesigner,
  [inputDesigner.type]: inputDesigner,
  [numberDesigner.type]: numberDesigner,
  [personDesigner.type]: personDesigner,
  [pictureUploadDesigner.type]: pictureUploadDesigner,
  [radioDesigner.type]: radioDesigner,
  [rateDesigner.type]: rateDesigner,
  [richEditorDesigner.type]: richEditorDesigner,
  [selectDesigner.type]: selectDesigner,
  [signDesigner.type]: signDesigner,
  [sliderDesigner.type]: sliderDesigner,
  [slotDesigner.type]: slotDesigner,
  [staticTextDesigner.type]: staticTextDesigner,
  [subFormDesigner.type]: subFormDesigner,
  [switchDesigner.type]: switchDesigner,
  [tabDesigner.type]: tabDesigner,
  [tabPaneDesigner.type]: tabPaneDesigner,
  [tableDesigner.type]: tableDesigner,
  [tableCellDesigner.type]: tableCellDesigner,
  [textareaDesigner.type]: textareaDesigner,
  [timeDesigner.type]: timeDesigner,
  [timeRangeDesigner.type]: timeRangeDesigner,
  [treeSelectDesigner.type]: treeSelectDesigner,
});

/** The designer part of a type; undefined for a type the platform does not know (kept as it is, never offered). */
export function designerOf(type: string): WidgetDesigner | undefined {
  return Object.hasOwn(widgetDesigners, type) ? widgetDesigners[type] : undefined;
}
