/** divider: horizontal (with the label as its text, placed per contentPosition) or vertical. */
import { Divider } from 'antd';
import { bool, str, type ActionFieldProps } from '../field-kit.ts';

export function DividerView(props: ActionFieldProps<unknown>) {
  const { options } = props.widget;
  if (str(options, 'direction') === 'vertical') return <Divider orientation="vertical" />;
  const position = str(options, 'contentPosition', 'center');
  const text = bool(options, 'labelHidden') ? '' : str(options, 'label');
  return (
    <Divider titlePlacement={position === 'left' ? 'start' : position === 'right' ? 'end' : 'center'} plain>
      {text || null}
    </Divider>
  );
}
