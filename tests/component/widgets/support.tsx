/**
 * Test support for the widget views: i18next initialised (zh unless told) with the widget texts, a
 * widget of a type with options, a stub form API, and a controlled host that keeps the value the way
 * the renderer does and records every onChange.
 */
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../../src/runtime/i18n/index.ts';
import type { Widget, WidgetOptions } from '../../../src/schemas/form/types.ts';
import type { FieldView, FormApi } from '../../../src/widgets/view-contract.ts';
import type { WidgetAction } from '../../../src/widgets/field-kit.ts';

// antd, tiptap and the dialogs render slowly in happy-dom on a shared, busy machine: every widget test
// file gets a minute per test instead of five seconds.
vi.setConfig({ testTimeout: 60_000 });

/** Importing this support adds the widget texts (the re-export keeps the import). */
export { widgetTexts } from '../../../src/widgets/i18n.ts';

export async function setupI18n(lang: 'zh' | 'en' = 'zh'): Promise<void> {
  if (!i18n.isInitialized) await initI18n();
  await changeLanguage(lang);
}

let counter = 0;
export function widgetOf(type: string, options: Partial<WidgetOptions> = {}): Widget {
  counter += 1;
  return { type, id: `${type}${counter}`, formItemFlag: true, options: { name: `${type.replace(/-/g, '')}${counter}`, label: `${type} label`, ...options } };
}

/** A form API that does nothing: the views under test only hand it through. */
const none = () => undefined;

export function stubForm(): FormApi {
  return {
    getFieldValue: none,
    setFieldValue: none,
    getFormData: () => ({}),
    setFormData: none,
    setHidden: none,
    setRequired: none,
    setDisabled: none,
    getWidgetRef: () => {
      throw new Error('no widget refs in widget tests');
    },
    getSubFormValues: () => [],
    validate: async () => ({}),
    reset: none,
    disableForm: none,
    enableForm: none,
  };
}

export interface Mounted {
  changes: unknown[];
  actions: [WidgetAction, ...unknown[]][];
  blurs: number;
  focuses: number;
  container: HTMLElement;
  /** The value the host holds now. */
  value(): unknown;
}

export function mount(
  View: FieldView,
  widget: Widget,
  settings: { value?: unknown; disabled?: boolean; readOnly?: boolean; extra?: Record<string, unknown> } = {},
): Mounted {
  const record: Mounted = { changes: [], actions: [], blurs: 0, focuses: 0, container: document.body, value: () => current };
  let current = settings.value;
  const form = stubForm();
  function Host() {
    const [value, setValue] = useState<unknown>(settings.value);
    return (
      <View
        widget={widget}
        value={value}
        onChange={(next: unknown) => {
          record.changes.push(next);
          current = next;
          setValue(next);
        }}
        onBlur={() => (record.blurs += 1)}
        onFocus={() => (record.focuses += 1)}
        disabled={settings.disabled ?? false}
        readOnly={settings.readOnly ?? false}
        size="middle"
        layoutType="PC"
        form={form}
        {...({ onAction: (action: WidgetAction, ...args: unknown[]) => record.actions.push([action, ...args]), ...settings.extra } as object)}
      />
    );
  }
  const { container } = render(<Host />);
  record.container = container;
  return record;
}
