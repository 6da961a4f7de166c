/** cascader: optionItems with children; the value is the path of values, or a list of paths with multiple. */
import { Cascader } from 'antd';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import type { OptionItem } from '../../schemas/form/types.ts';
import { useWidgetsT } from '../i18n.ts';

type Path = (string | number)[];

interface CascaderOption {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: CascaderOption[];
}

function toOptions(items: readonly OptionItem[] | undefined): CascaderOption[] {
  return (items ?? []).map((item) => ({
    label: String(item.label ?? item.value),
    value: typeof item.value === 'boolean' ? String(item.value) : item.value,
    ...(item.disabled ? { disabled: true } : {}),
    ...(item.children?.length ? { children: toOptions(item.children) } : {}),
  }));
}

export function CascaderView(props: ActionFieldProps<Path | Path[] | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const multiple = bool(options, 'multiple');
  const common = {
    style: widthStyle(options),
    options: toOptions(options.optionItems),
    disabled: props.disabled,
    open: locked(props) ? false : undefined,
    size: controlSize(options, props.size),
    placeholder: str(options, 'placeholder') || t('placeholder.select'),
    allowClear: bool(options, 'clearable') && !locked(props),
    showSearch: bool(options, 'filterable'),
    changeOnSelect: bool(options, 'checkStrictly'),
    onBlur: () => props.onBlur?.(),
    onFocus: () => props.onFocus?.(),
    'aria-label': str(options, 'label') || options.name,
  };
  const value = Array.isArray(props.value) ? props.value : [];
  if (multiple) {
    return <Cascader {...common} multiple value={value as Path[]} onChange={(next) => props.onChange((next ?? []) as Path[])} />;
  }
  return <Cascader {...common} value={value as Path} onChange={(next) => props.onChange((next ?? []) as Path)} />;
}
