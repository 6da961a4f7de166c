/**
 * slot: a named place the host page fills. The page provides content per slot name through
 * WidgetSlots (a node, or a function of the form API); an unfilled slot shows a placeholder naming it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FormApi } from '../view-contract.ts';
import type { ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';

export type SlotContent = ReactNode | ((form: FormApi) => ReactNode);

const SlotsContext = createContext<Readonly<Record<string, SlotContent>>>({});

/** Wrap a FormRender in this to fill its slot widgets by their options.name. */
export function WidgetSlots({ slots, children }: { slots: Readonly<Record<string, SlotContent>>; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function SlotView(props: ActionFieldProps<unknown>) {
  const { t } = useWidgetsT();
  const slots = useContext(SlotsContext);
  const name = props.widget.options.name;
  const content = slots[name];
  if (content !== undefined && content !== null) return <>{typeof content === 'function' ? content(props.form) : content}</>;
  return (
    <div className="fh-slot-placeholder" style={{ border: '1px dashed #d9d9d9', padding: 8, color: '#8c8c8c', textAlign: 'center' }}>
      {t('slot.empty', { name })}
    </div>
  );
}
