/** radio: one of optionItems; buttonStyle shows buttons, displayStyle 'block' stacks the choices. */
import { Radio, Space } from 'antd';
import { bool, controlSize, optionList, str, type ActionFieldProps } from '../field-kit.ts';

type Value = string | number | boolean | null | undefined;

export function RadioView(props: ActionFieldProps<Value>) {
  const { options } = props.widget;
  const items = optionList(options);
  const buttons = bool(options, 'buttonStyle');
  const block = str(options, 'displayStyle') === 'block';
  return (
    <Radio.Group
      value={props.value ?? undefined}
      onChange={(event) => {
        if (!props.readOnly) props.onChange(event.target.value as Value);
      }}
      disabled={props.disabled}
      size={controlSize(options, props.size)}
      aria-label={str(options, 'label') || options.name}
      {...(buttons ? { optionType: 'button' as const } : {})}
    >
      <Space orientation={block ? 'vertical' : 'horizontal'} wrap size={buttons ? 0 : 'small'}>
        {items.map((item) =>
          buttons ? (
            <Radio.Button key={String(item.value)} value={item.value} {...(item.disabled ? { disabled: true } : {})}>
              {item.label}
            </Radio.Button>
          ) : (
            <Radio key={String(item.value)} value={item.value} {...(item.disabled ? { disabled: true } : {})}>
              {item.label}
            </Radio>
          ),
        )}
      </Space>
    </Radio.Group>
  );
}
