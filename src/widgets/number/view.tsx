/**
 * number: bounded by min/max (±1e11 unless set), precision (0) and step (1). A stored value that is not
 * a number (a hand-edited or imported record) is shown as 'Invalid number format' rather than dropped.
 */
import { InputNumber, Typography } from 'antd';
import { controlSize, num, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { formMessage, langOf } from '../../schemas/form/messages.ts';

const LIMIT = 1e11;

export function toNumber(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return 'invalid';
}

export function NumberView(props: ActionFieldProps<number | string | null | undefined>) {
  const { t, i18n } = useWidgetsT();
  const { options } = props.widget;
  const current = toNumber(props.value);
  const precision = num(options, 'precision', 0);
  const controlsPosition = str(options, 'controlsPosition');
  return (
    <div style={widthStyle(options)}>
      <InputNumber<number>
        style={{ width: '100%' }}
        value={current === 'invalid' ? null : current}
        onChange={(next) => props.onChange(typeof next === 'number' ? next : null)}
        onBlur={() => props.onBlur?.()}
        onFocus={() => props.onFocus?.()}
        disabled={props.disabled}
        readOnly={props.readOnly}
        size={controlSize(options, props.size)}
        min={num(options, 'min', -LIMIT)}
        max={num(options, 'max', LIMIT)}
        step={num(options, 'step', 1)}
        precision={precision}
        controls={controlsPosition !== 'none'}
        placeholder={str(options, 'placeholder') || t('placeholder.input')}
        status={current === 'invalid' ? 'error' : ''}
        aria-label={str(options, 'label') || options.name}
      />
      {current === 'invalid' && (
        <Typography.Text type="danger" role="alert">
          {formMessage('invalidNumber', langOf(i18n.language))}
        </Typography.Text>
      )}
    </div>
  );
}
