/**
 * The widget types the platform knows and their kind, for code under src/schemas that must tell
 * fields from containers without loading the widget models (the migrations, the walker's default).
 * src/widgets/models.ts registers one model per entry here; a unit test keeps the two in step.
 */
export type WidgetTypeKind = 'container' | 'field' | 'display';

export const CONTAINER_TYPES = ['grid', 'grid-col', 'table', 'table-cell', 'tab', 'tab-pane', 'card', 'inline', 'dynamic', 'sub-form'] as const;

export const FIELD_TYPES = [
  'input', 'textarea', 'number', 'radio', 'checkbox', 'select', 'time', 'time-range', 'date', 'date-range', 'switch', 'rate',
  'color', 'slider', 'sign', 'person', 'deptcheck', 'picture-upload', 'file-upload', 'rich-editor', 'cascader', 'barcode',
  'tree-select',
  // Types of the customised designer that exported the corpus forms: a document-style text input
  // and a department picker.
  'document-input', 'department',
] as const;

export const DISPLAY_TYPES = [
  'alert', 'static-text', 'html-text', 'divider', 'button', 'slot',
  // Customised designer: a document title and a text line, both static text.
  'file-title', 'file-text',
] as const;

export const WIDGET_TYPE_KINDS: Readonly<Record<string, WidgetTypeKind>> = Object.freeze({
  ...Object.fromEntries(CONTAINER_TYPES.map((type) => [type, 'container' as const])),
  ...Object.fromEntries(FIELD_TYPES.map((type) => [type, 'field' as const])),
  ...Object.fromEntries(DISPLAY_TYPES.map((type) => [type, 'display' as const])),
});

export function kindOfType(type: string): WidgetTypeKind | undefined {
  return Object.hasOwn(WIDGET_TYPE_KINDS, type) ? WIDGET_TYPE_KINDS[type] : undefined;
}
