/**
 * alert: a notice (title, type success/warning/info/error, description, closable with closeText,
 * center, showIcon, effect light/dark). Closing reports the onClose event to the renderer through a
 * bubbling `fh-form-event` DOM event, as display widgets have no other channel to the script host.
 */
import { useRef } from 'react';
import { Alert } from 'antd';
import type { FieldViewProps } from '../view-contract.ts';
import { classNames } from '../grid/container-kit.ts';

const TYPES = new Set(['success', 'warning', 'info', 'error']);

export const FORM_EVENT = 'fh-form-event';

export function AlertView({ widget }: FieldViewProps) {
  const options = widget.options;
  const ref = useRef<HTMLDivElement>(null);
  const type = typeof options.type === 'string' && TYPES.has(options.type) ? (options.type as 'success' | 'warning' | 'info' | 'error') : 'info';
  const closeText = typeof options.closeText === 'string' && options.closeText ? options.closeText : undefined;
  const onClose = () => ref.current?.dispatchEvent(new CustomEvent(FORM_EVENT, { bubbles: true, detail: { event: 'onClose', args: {} } }));
  return (
    <div ref={ref} className={classNames('fh-alert', `fh-alert-${options.effect === 'dark' ? 'dark' : 'light'}`, options.customClass)}>
      <Alert
        type={type}
        title={typeof options.title === 'string' ? options.title : undefined}
        description={typeof options.description === 'string' && options.description ? options.description : undefined}
        showIcon={options.showIcon === true}
        closable={options.closable === false ? false : { closeIcon: closeText, onClose }}
        style={{ textAlign: options.center === true ? 'center' : undefined, marginBottom: 12 }}
      />
    </div>
  );
}
