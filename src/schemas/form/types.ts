/**
 * The form schema: the widget tree `{widgetList, formConfig}` of form-designer §3, compatible with
 * VForm 2.2.x exports. Options are open records because real exports carry keys of customised
 * designers (fontFamily, backColor, isBold …); the keys the platform reads are typed below.
 */

/** Stamped on save; older shapes are upgraded by the migrations in ./migrations.ts. */
export const FORM_SCHEMA_VERSION = 1;

export type LayoutType = 'PC' | 'H5' | 'Pad';
export type LabelPosition = 'left' | 'top' | 'right';
export type LabelAlign = 'label-left-align' | 'label-center-align' | 'label-right-align';
export type FormSize = '' | 'large' | 'medium' | 'default' | 'small' | 'mini';

export interface FormConfig {
  name?: string;
  /** 0 draft (spec default). */
  status?: number | string;
  remark?: string;
  modelName: string;
  refName: string;
  rulesName: string;
  formWidth?: string;
  labelWidth: number;
  labelPosition: LabelPosition;
  size: FormSize;
  labelAlign: LabelAlign;
  cssCode: string;
  customClass: string | string[];
  functions: string;
  layoutType: LayoutType;
  onFormCreated?: string;
  onFormMounted?: string;
  onFormDataChange?: string;
  onFormValidate?: string;
  [key: string]: unknown;
}

export interface OptionItem {
  label: string;
  value: string | number | boolean;
  disabled?: boolean;
  children?: OptionItem[];
}

/** linkbuttons.dynamic entry: when the watched field equals widgetVal, widgetName is hidden/required per the flags. */
export interface LinkageRule {
  widgetVal: unknown;
  widgetName: string | string[];
  isHidden?: boolean | string;
  isRequired?: boolean | string;
}

export interface WidgetOptions {
  name: string;
  label?: string;
  labelHidden?: boolean;
  hidden?: boolean;
  customClass?: string | string[];
  columnWidth?: string;
  required?: boolean;
  requiredHint?: string;
  /** A named validator (number, letter, email …) or a regular expression. */
  validation?: string;
  validationHint?: string;
  disabled?: boolean;
  readonly?: boolean;
  placeholder?: string;
  size?: string;
  width?: string;
  defaultValue?: unknown;
  optionItems?: OptionItem[];
  linkbuttons?: { dynamic?: LinkageRule[] };
  calculation?: string;
  subcalculation?: string;
  subformmount?: string;
  subformall?: string;
  getdays?: { widget?: string; datatype?: string };
  strsplic?: string;
  [key: string]: unknown;
}

/**
 * One node of the tree. Children live under different keys by container kind, as VForm writes them:
 * grid → cols (grid-col), table → rows[].cols (table-cell), tab → tabs (tab-pane), and
 * widgetList for grid-col, table-cell, tab-pane, card, inline, sub-form, dynamic containers.
 */
export interface Widget {
  type: string;
  id: string;
  category?: 'container' | string;
  formItemFlag?: boolean;
  icon?: string;
  internal?: boolean;
  merged?: boolean;
  options: WidgetOptions;
  widgetList?: Widget[];
  cols?: Widget[];
  rows?: TableRow[];
  tabs?: Widget[];
  [key: string]: unknown;
}

export interface TableRow {
  id: string;
  merged?: boolean;
  cols: Widget[];
}

export interface FormSchema {
  widgetList: Widget[];
  formConfig: FormConfig;
  /** Absent on VForm exports (treated as version 0 and upgraded). */
  schemaVersion?: number;
}

/** Per-node field permission (process-designer §3 field permission row), keyed by field name. */
export interface FieldPermission {
  name: string;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  hidden?: boolean;
  /** The approval-opinion field of the node. */
  reason?: boolean;
  defaultValue?: unknown;
}

export type FieldPermissions = Readonly<Record<string, FieldPermission>>;

/** Form values: field name → value; a sub-form's value is an array of row records. */
export type FormData = Record<string, unknown>;

export interface FieldError {
  /** The field name, or `sub.0.field` inside sub-form rows. */
  path: string;
  message: string;
}

export type Lang = 'zh' | 'en';
