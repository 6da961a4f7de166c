/**
 * A value field in its form item: label, required mark and the message under the control. It reads
 * only its own atoms (value, state, message), so typing here re-renders this item and nothing else.
 */
import { memo, useCallback, useContext, useEffect, useMemo, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { Form } from 'antd';
import type { Widget } from '../../schemas/form/types.ts';
import { useWidgetActions, type ActionProps } from './actions.ts';
import { RowContext, useFormContext } from './context.ts';
import { nameOf } from './field-index.ts';
import { classList, controlSize, itemLabel } from './layout.ts';
import { formText } from './i18n.ts';
import { runScript } from './script-host.ts';
import type { FieldAddress } from './store.ts';

/** Types whose every keystroke is also VForm's input event. */
const TYPED = new Set(['input', 'textarea', 'number', 'document-input']);

export const FieldItem = memo(function FieldItem({ widget }: { widget: Widget }) {
  const { store, registry, api, host, layout, readOnly } = useFormContext();
  const row = useContext(RowContext);
  const name = nameOf(widget);
  const address = useMemo<FieldAddress>(() => (row ? { name, subForm: row.subForm, rowKey: row.rowKey } : { name }), [name, row]);
  const value = useAtomValue(store.valueAtom(address));
  const error = useAtomValue(store.errorAtom(address));
  const state = useAtomValue(store.stateAtom(name));
  const formDisabled = useAtomValue(store.formDisabled);
  const options = widget.options ?? { name };
  const args = useMemo(() => ({ widgetName: name, ...(row ? { subFormName: row.subForm, rowIndex: row.rowIndex } : {}) }), [name, row]);

  useEffect(() => {
    void runScript(host, 'onCreated', options.onCreated, api, args).then(() => runScript(host, 'onMounted', options.onMounted, api, args));
    // Once per mounted field, as VForm's created/mounted hooks.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = useCallback(
    (next: unknown) => {
      store.setValue(address, next);
      if (TYPED.has(widget.type)) void runScript(host, 'onInput', options.onInput, api, { ...args, value: next });
      store.validateField(address, 'change');
    },
    [store, address, widget.type, host, options.onInput, api, args],
  );
  const onBlur = useCallback(() => {
    const message = store.validateField(address, 'blur');
    void runScript(host, 'onBlur', options.onBlur, api, args);
    // A custom onValidate script speaks once the built-in rules pass: a text (or false) is its message.
    if (message === undefined && host && typeof options.onValidate === 'string' && options.onValidate.trim()) {
      void runScript(host, 'onValidate', options.onValidate, api, { ...args, value: store.getValue(address) }).then((answer) => {
        if (answer === false || (typeof answer === 'string' && answer)) store.showError(address, answer === false ? formText('validationFailed') : answer);
      });
    }
  }, [store, address, host, options.onBlur, options.onValidate, api, args]);
  const onFocus = useCallback(() => void runScript(host, 'onFocus', options.onFocus, api, args), [host, options.onFocus, api, args]);

  const onAction = useWidgetActions(widget);
  const View = registry.entryOf(widget.type).view as ComponentType<ActionProps> | undefined;
  if (!View || state.hidden) return null;
  const label = itemLabel(layout, options);
  const top = layout.labelPosition === 'top';
  const text = typeof options.label === 'string' ? options.label : '';
  return (
    <Form.Item
      className={`fh-form-item fh-label-${label.align} ${classList(options.customClass)}`.trim()}
      data-widget={name}
      label={options.labelHidden ? undefined : text}
      required={state.required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      labelAlign={label.align === 'right' ? 'right' : 'left'}
      {...(top || options.labelHidden ? {} : { labelCol: { flex: `0 0 ${label.width}px`, style: { width: label.width } } })}
    >
      <View
        widget={widget}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={state.disabled || formDisabled}
        readOnly={readOnly || state.readonly}
        size={controlSize(options.size, layout.size)}
        layoutType={layout.layoutType}
        form={api}
        onAction={onAction}
      />
    </Form.Item>
  );
});
