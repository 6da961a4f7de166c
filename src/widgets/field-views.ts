/**
 * The views of every field and display widget by type, for the registry (src/widgets/registry.ts).
 * Each is a controlled FieldViewProps component; views that report events accept the optional
 * `onAction` of field-kit.ts. The corpus' own types (file-title, file-text, document-input, department)
 * have views of their own in the style of their options.
 */
import type { FieldView } from './view-contract.ts';
import { widgetTexts } from './i18n.ts';
import { lazyView } from './lazy-view.tsx';
import { ButtonView } from './button/view.tsx';
import { CascaderView } from './cascader/view.tsx';
import { CheckboxView } from './checkbox/view.tsx';
import { ColorView } from './color/view.tsx';
import { DateView } from './date/view.tsx';
import { DateRangeView } from './date-range/view.tsx';
import { DepartmentView } from './department/view.tsx';
import { DeptcheckView } from './deptcheck/view.tsx';
import { DividerView } from './divider/view.tsx';
import { DocumentInputView } from './document-input/view.tsx';
import { FileTextView } from './file-text/view.tsx';
import { FileTitleView } from './file-title/view.tsx';
import { FileUploadView } from './file-upload/view.tsx';
import { HtmlTextView } from './html-text/view.tsx';
import { InputView } from './input/view.tsx';
import { NumberView } from './number/view.tsx';
import { PersonView } from './person/view.tsx';
import { PictureUploadView } from './picture-upload/view.tsx';
import { RadioView } from './radio/view.tsx';
import { RateView } from './rate/view.tsx';
import { SelectView } from './select/view.tsx';
import { SliderView } from './slider/view.tsx';
import { SlotView } from './slot/view.tsx';
import { StaticTextView } from './static-text/view.tsx';
import { SwitchView } from './switch/view.tsx';
import { TextareaView } from './textarea/view.tsx';
import { TimeView } from './time/view.tsx';
import { TimeRangeView } from './time-range/view.tsx';
import { TreeSelectView } from './tree-select/view.tsx';

// Loaded when a form first shows one (lazy-view.tsx).
const RichEditorView = lazyView(async () => (await import('./rich-editor/view.tsx')).RichEditorView);
const SignView = lazyView(async () => (await import('./sign/view.tsx')).SignView);
const BarcodeView = lazyView(async () => (await import('./barcode/view.tsx')).BarcodeView);

/** Widgets that hold a value under options.name. */
export const fieldViews: Record<string, FieldView> = {
  input: InputView,
  textarea: TextareaView,
  number: NumberView,
  radio: RadioView,
  checkbox: CheckboxView,
  select: SelectView,
  time: TimeView,
  'time-range': TimeRangeView,
  date: DateView,
  'date-range': DateRangeView,
  switch: SwitchView,
  rate: RateView,
  color: ColorView,
  slider: SliderView,
  sign: SignView,
  person: PersonView,
  deptcheck: DeptcheckView,
  'picture-upload': PictureUploadView,
  'file-upload': FileUploadView,
  'rich-editor': RichEditorView,
  cascader: CascaderView,
  barcode: BarcodeView,
  'tree-select': TreeSelectView,
  'document-input': DocumentInputView,
  department: DepartmentView,
};

/** Widgets that show something and hold no value (they get the same props; `value` is unused). */
export const displayViews: Record<string, FieldView> = {
  'static-text': StaticTextView,
  'html-text': HtmlTextView,
  divider: DividerView,
  button: ButtonView,
  slot: SlotView,
  'file-title': FileTitleView,
  'file-text': FileTextView,
};

/** The widget texts (importing this module adds them to i18next). */
export { widgetTexts };
export { WidgetSlots, type SlotContent } from './slot/view.tsx';
export type { ActionFieldProps, WidgetAction } from './field-kit.ts';
