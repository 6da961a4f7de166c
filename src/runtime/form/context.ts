/** What every widget node of one form reads: its store, registry, API, script host and layout. */
import { createContext, useContext } from 'react';
import type { WidgetRegistry } from '../../widgets/registry.ts';
import type { FormApi } from '../../widgets/view-contract.ts';
import type { FormLayout } from './layout.ts';
import type { ScriptHost } from './script-host.ts';
import type { FormStore } from './store.ts';

export interface FormContextValue {
  store: FormStore;
  registry: WidgetRegistry;
  api: FormApi;
  host: ScriptHost | undefined;
  layout: FormLayout;
  readOnly: boolean;
  /** A short notice to the user (a toast). */
  hint(text: string): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('form widgets render inside <FormRender>');
  return value;
}

/** The sub-form row a widget sits in (its values, state and errors are that row's). */
export interface RowScope {
  subForm: string;
  rowKey: string;
  rowIndex: number;
}

export const RowContext = createContext<RowScope | null>(null);
