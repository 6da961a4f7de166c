/**
 * The React half of a widget. A field view is a controlled component: the renderer owns the value
 * (one atom per field) and wraps the view in the form item (label, required mark, error text), so a
 * view only shows `value` and reports changes.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FormData, Widget } from '../schemas/form/types.ts';

export type FormLayoutType = 'PC' | 'H5' | 'Pad';
export type ControlSize = 'small' | 'middle' | 'large';

/** The documented form API of event scripts and widgets (form-designer §5: 'Ref not found: ' for a missing name). */
export interface FormApi {
  getFieldValue(name: string): unknown;
  setFieldValue(name: string, value: unknown): void;
  getFormData(): FormData;
  setFormData(data: FormData): void;
  setHidden(names: string | string[], hidden: boolean): void;
  setRequired(names: string | string[], required: boolean): void;
  setDisabled(names: string | string[], disabled: boolean): void;
  getWidgetRef(name: string): WidgetRef;
  getSubFormValues(name: string): Record<string, unknown>[];
  validate(): Promise<FormData>;
  reset(): void;
  disableForm(): void;
  enableForm(): void;
}

/** What getWidgetRef answers, for scripts: the widget and its state. */
export interface WidgetRef {
  widget: Widget;
  getValue(): unknown;
  setValue(value: unknown): void;
  setHidden(hidden: boolean): void;
  setRequired(required: boolean): void;
  setDisabled(disabled: boolean): void;
  focus(): void;
}

export interface FieldViewProps<V = unknown> {
  widget: Widget;
  value: V;
  onChange(value: V): void;
  onBlur?(): void;
  onFocus?(): void;
  disabled: boolean;
  readOnly: boolean;
  size: ControlSize;
  layoutType: FormLayoutType;
  form: FormApi;
}

export interface ContainerViewProps {
  widget: Widget;
  /** Renders child widgets through the registry (fields get their form item). */
  renderWidgets(list: Widget[], keyPrefix?: string): ReactNode;
  disabled: boolean;
  readOnly: boolean;
  layoutType: FormLayoutType;
  form: FormApi;
}

// A registry holds views of different value types; each view narrows its own V.
// oxlint-disable-next-line typescript/no-explicit-any
export type FieldView = ComponentType<FieldViewProps<any>>;
export type ContainerView = ComponentType<ContainerViewProps>;
