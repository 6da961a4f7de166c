/**
 * The onAction seam of field and display views (src/widgets/field-kit.ts): a view reports a widget
 * event (append button, click, remote query) and the renderer runs that widget's event script.
 */
import { useCallback, useContext } from 'react';
import type { Widget } from '../../schemas/form/types.ts';
import type { FieldViewProps } from '../../widgets/view-contract.ts';
import { RowContext, useFormContext } from './context.ts';
import { nameOf } from './field-index.ts';
import { runScript, type FormEvent } from './script-host.ts';

export type ActionProps = FieldViewProps & { onAction?(action: string, ...args: unknown[]): void };

const EVENTS: Readonly<Record<string, FormEvent>> = {
  click: 'onClick',
  appendButtonClick: 'onAppendButtonClick',
  remoteQuery: 'onRemoteQuery',
};

export function useWidgetActions(widget: Widget): (action: string, ...args: unknown[]) => void {
  const { host, api } = useFormContext();
  const row = useContext(RowContext);
  return useCallback(
    (action: string, ...args: unknown[]) => {
      const event = EVENTS[action];
      if (!event) return;
      const name = nameOf(widget);
      const extra = event === 'onRemoteQuery' ? { keyword: args[0] } : {};
      void runScript(host, event, widget.options?.[event], api, { widgetName: name, args, ...extra, ...(row ? { subFormName: row.subForm, rowIndex: row.rowIndex } : {}) });
    },
    [host, api, widget, row],
  );
}
