/**
 * select: optionItems; filterable searches the labels, allowCreate lets a typed value in (tags mode),
 * multiple with multipleLimit, remote hands the typed text to the onRemoteQuery script (the script
 * loads new optionItems into the widget), automaticDropdown opens the list on focus.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { bool, controlSize, locked, num, optionList, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';

type Item = string | number | boolean;
type Value = Item | Item[] | null | undefined;

export function SelectView(props: ActionFieldProps<Value>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const multiple = bool(options, 'multiple');
  const allowCreate = bool(options, 'allowCreate');
  const remote = bool(options, 'remote');
  const filterable = bool(options, 'filterable') || allowCreate || remote;
  const limit = num(options, 'multipleLimit', 0);
  const [open, setOpen] = useState(false);
  const mode = allowCreate ? ('tags' as const) : multiple ? ('multiple' as const) : undefined;
  const value = props.value === null || props.value === undefined || props.value === '' ? (mode ? [] : undefined) : props.value;

  return (
    <Select
      style={widthStyle(options)}
      // antd's Select value type is wide; our Value is what the widget stores.
      value={value as never}
      onChange={(next: Value) => {
        // tags mode always answers an array; a single allowCreate select keeps the last entry.
        if (allowCreate && !multiple && Array.isArray(next)) props.onChange(next.length ? next[next.length - 1]! : null);
        else props.onChange(next ?? (mode ? [] : null));
      }}
      onBlur={() => {
        setOpen(false);
        props.onBlur?.();
      }}
      onFocus={() => {
        if (bool(options, 'automaticDropdown') && !locked(props)) setOpen(true);
        props.onFocus?.();
      }}
      open={locked(props) ? false : open}
      onOpenChange={setOpen}
      disabled={props.disabled}
      size={controlSize(options, props.size)}
      placeholder={str(options, 'placeholder') || t('placeholder.select')}
      allowClear={bool(options, 'clearable') && !locked(props)}
      showSearch={filterable ? { filterOption: remote ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()), ...(remote ? { onSearch: (query: string) => props.onAction?.('remoteQuery', query) } : {}) } : false}
      options={optionList(options).map((item) => ({ ...item, value: item.value as string | number }))}
      aria-label={str(options, 'label') || options.name}
      {...(mode ? { mode } : {})}
      {...(mode && limit > 0 ? { maxCount: limit } : {})}
    />
  );
}
