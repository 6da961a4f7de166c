/**
 * Every widget's code-export part by type (src/widgets/<type>/export.ts). The exporters of
 * src/designers/form/export read widgets only through this, so adding a widget is adding its folder.
 */
import type { WidgetExporter } from './export-contract.ts';
import { exporter as alert } from './alert/export.ts';
import { exporter as barcode } from './barcode/export.ts';
import { exporter as button } from './button/export.ts';
import { exporter as card } from './card/export.ts';
import { exporter as cascader } from './cascader/export.ts';
import { exporter as checkbox } from './checkbox/export.ts';
import { exporter as color } from './color/export.ts';
import { exporter as date } from './date/export.ts';
import { exporter as dateRange } from './date-range/export.ts';
import { exporter as department } from './department/export.ts';
import { exporter as deptcheck } from './deptcheck/export.ts';
import { exporter as divider } from './divider/export.ts';
import { exporter as documentInput } from './document-input/export.ts';
import { exporter as dynamic } from './dynamic/export.ts';
import { exporter as fileText } from './file-text/export.ts';
import { exporter as fileTitle } from './file-title/export.ts';
import { exporter as fileUpload } from './file-upload/export.ts';
import { exporter as grid } from './grid/export.ts';
import { exporter as gridCol } from './grid-col/export.ts';
import { exporter as htmlText } from './html-text/export.ts';
import { exporter as inline } from './inline/export.ts';
import { exporter as input } from './input/export.ts';
import { exporter as number } from './number/export.ts';
import { exporter as person } from './person/export.ts';
import { exporter as pictureUpload } from './picture-upload/export.ts';
import { exporter as radio } from './radio/export.ts';
import { exporter as rate } from './rate/export.ts';
import { exporter as richEditor } from './rich-editor/export.ts';
import { exporter as select } from './select/export.ts';
import { exporter as sign } from './sign/export.ts';
import { exporter as slider } from './slider/export.ts';
import { exporter as slot } from './slot/export.ts';
import { exporter as staticText } from './static-text/export.ts';
import { exporter as subForm } from './sub-form/export.ts';
import { exporter as switchWidget } from './switch/export.ts';
import { exporter as tab } from './tab/export.ts';
import { exporter as tabPane } from './tab-pane/export.ts';
import { exporter as table } from './table/export.ts';
import { exporter as tableCell } from './table-cell/export.ts';
import { exporter as textarea } from './textarea/export.ts';
import { exporter as time } from './time/export.ts';
import { exporter as timeRange } from './time-range/export.ts';
import { exporter as treeSelect } from './tree-select/export.ts';

export const widgetExporters: Readonly<Record<string, WidgetExporter>> = Object.freeze({
  [alert.type]: alert,
  [barcode.type]: barcode,
  [button.type]: button,
  [card.type]: card,
  [cascader.type]: cascader,
  [checkbox.type]: checkbox,
  [color.type]: color,
  [date.type]: date,
  [dateRange.type]: dateRange,
  [department.type]: department,
  [deptcheck.type]: deptcheck,
  [divider.type]: divider,
  [documentInput.type]: documentInput,
  [dynamic.type]: dynamic,
  [fileText.type]: fileText,
  [fileTitle.type]: fileTitle,
  [fileUpload.type]: fileUpload,
  [grid.type]: grid,
  [gridCol.type]: gridCol,
  [htmlText.type]: htmlText,
  [inline.type]: inline,
  [input.type]: input,
  [number.type]: number,
  [person.type]: person,
  [pictureUpload.type]: pictureUpload,
  [radio.type]: radio,
  [rate.type]: rate,
  [richEditor.type]: richEditor,
  [select.type]: select,
  [sign.type]: sign,
  [slider.type]: slider,
  [slot.type]: slot,
  [staticText.type]: staticText,
  [subForm.type]: subForm,
  [switchWidget.type]: switchWidget,
  [tab.type]: tab,
  [tabPane.type]: tabPane,
  [table.type]: table,
  [tableCell.type]: tableCell,
  [textarea.type]: textarea,
  [time.type]: time,
  [timeRange.type]: timeRange,
  [treeSelect.type]: treeSelect,
});

/** The export part of a type; undefined for a type the platform does not know (the generated code says so in a comment). */
export function exporterOf(type: string): WidgetExporter | undefined {
  return Object.hasOwn(widgetExporters, type) ? widgetExporters[type] : undefined;
}
