/**
 * Shared pieces of the renderer's component tests: i18n, a registry of small test views (so the
 * renderer is tested on its own, apart from the real widget views) with render counters, and schema
 * builders.
 */
import { createRef } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { initI18n, changeLanguage } from '../../src/runtime/i18n/index.ts';
import type { FormSchema, Widget, WidgetOptions } from '../../src/schemas/form/types.ts';
import type { WidgetModel } from '../../src/widgets/model-contract.ts';
import type { FieldView, FieldViewProps } from '../../src/widgets/view-contract.ts';
import { folderContainerViews as containerViews, folderDisplayViews } from '../../src/widgets/catalogue/views.ts';
import { createRegistry } from '../../src/widgets/registry.ts';
import { FormRender, type FormRenderHandle, type FormRenderProps } from '../../src/runtime/form/FormRender.tsx';

// The first test of a file pays for loading antd and the widgets: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// No vitest globals here, so testing-library cannot unmount by itself.
afterEach(() => cleanup());

export async function setupI18n(lang: 'zh' | 'en' = 'en'): Promise<void> {
  await initI18n();
  await changeLanguage(lang);
}

/** Renders per widget name, reset by each test. */
export const renders = new Map<string, number>();
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

function TextView({ widget, value, onChange, onBlur, disabled, readOnly }: FieldViewProps<string>) {
  count(widget.options.name);
  return (
    <input
      aria-label={widget.options.label ?? widget.options.name}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

function NumberView({ widget, value, onChange, onBlur, disabled, readOnly }: FieldViewProps<number | null>) {
  count(widget.options.name);
  return (
    <input
      aria-label={widget.options.label ?? widget.options.name}
      type="number"
      value={value ?? ''}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
    />
  );
}

function TextDisplay({ widget }: FieldViewProps) {
  count(widget.options.name);
  return <span>{String(widget.options.textContent ?? '')}</span>;
}

function BrokenView(): never {
  throw new Error('boom');
}

const fieldModel = (type: string, empty: unknown): WidgetModel => ({ type, kind: 'field', defaults: () => ({ name: '' }), emptyValue: () => empty });
const containerModel = (type: string): WidgetModel => ({ type, kind: 'container', defaults: () => ({ name: '' }), emptyValue: () => undefined });

export const testRegistry = createRegistry({
  models: {
    input: fieldModel('input', ''),
    number: {
      ...fieldModel('number', null),
      check: (value, options) => (typeof value === 'number' && typeof options.max === 'number' && value > options.max ? [`max ${options.max}`] : []),
    },
    broken: fieldModel('broken', ''),
    'static-text': { type: 'static-text', kind: 'display', defaults: () => ({ name: '' }), emptyValue: () => undefined },
    alert: { type: 'alert', kind: 'display', defaults: () => ({ name: '' }), emptyValue: () => undefined },
    ...Object.fromEntries(Object.keys(containerViews).map((type) => [type, containerModel(type)])),
  },
  fieldViews: { input: TextView as FieldView, number: NumberView as FieldView, broken: BrokenView as FieldView, 'static-text': TextDisplay as FieldView, alert: folderDisplayViews.alert! },
  containerViews,
});

let seq = 0;
export function field(type: string, name: string, options: Partial<WidgetOptions> = {}): Widget {
  return { type, id: `${name}${(seq += 1)}`, formItemFlag: true, options: { name, label: name, ...options } };
}

export function container(type: string, name: string, extra: Partial<Widget> = {}, options: Partial<WidgetOptions> = {}): Widget {
  return { type, id: `${name}${(seq += 1)}`, category: 'container', options: { name, ...options }, ...extra } as Widget;
}

export function schemaOf(widgetList: Widget[], formConfig: Record<string, unknown> = {}): FormSchema {
  return { widgetList, formConfig: formConfig as FormSchema['formConfig'] };
}

export function renderForm(props: Omit<FormRenderProps, 'registry'> & { registry?: FormRenderProps['registry'] }) {
  const ref = createRef<FormRenderHandle>();
  const utils = render(<FormRender ref={ref} registry={testRegistry} {...props} />);
  return { ...utils, ref, api: () => ref.current as FormRenderHandle };
}
