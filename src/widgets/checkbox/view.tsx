/** checkbox: any of optionItems; the value is always an array of the checked values. */
import { Checkbox, Space } from 'antd';
import { optionList, str, type ActionFieldProps } from '../field-kit.ts';

type Item = string | number | boolean;

export function CheckboxView(props: ActionFieldProps<Item[] | null | undefined>) {
  const { options } = props.widget;
  const items = optionList(options);
  const block = str(options, 'displayStyle') === 'block';
  const value = Array.isArray(props.value) ? props.value : [];
  return (
    <Checkbox.Group
      value={value}
      onChange={(next) => {
        if (!props.readOnly) props.onChange(next as Item[]);
      }}
      disabled={props.disabled}
      aria-label={str(options, 'label') || options.name}
    >
      <Space orientation={block ? 'vertical' : 'horizontal'} wrap size="small">
        {items.map((item) => (
          <Checkbox key={String(item.value)} value={item.value} {...(item.disabled ? { disabled: true } : {})}>
            {item.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
