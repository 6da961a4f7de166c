/**
 * rate: max 5 stars, allowHalf; the star colour follows lowThreshold (2) / highThreshold (4) over the
 * three `colors`; showText shows the level's word, showScore the number.
 */
import { Rate, Space, Typography } from 'antd';
import { bool, num, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';

const DEFAULT_COLORS = ['#F7BA2A', '#F7BA2A', '#F7BA2A'];

/** Which of the three colours a score takes (low ≤ lowThreshold < middle < highThreshold ≤ high). */
export function rateColor(score: number, low: number, high: number, colors: readonly string[] = DEFAULT_COLORS): string {
  if (score <= low) return colors[0] ?? DEFAULT_COLORS[0]!;
  if (score >= high) return colors[2] ?? DEFAULT_COLORS[2]!;
  return colors[1] ?? DEFAULT_COLORS[1]!;
}

export function RateView(props: ActionFieldProps<number | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const max = num(options, 'max', 5);
  const score = typeof props.value === 'number' ? props.value : 0;
  const colors = Array.isArray(options.colors) ? (options.colors as string[]) : DEFAULT_COLORS;
  const texts = Array.isArray(options.texts) ? (options.texts as string[]) : (t('rate.texts', { returnObjects: true }) as unknown as string[]);
  const word = score > 0 ? texts[Math.min(texts.length, Math.ceil(score)) - 1] : undefined;
  return (
    <Space>
      <Rate
        count={max}
        value={score}
        allowHalf={bool(options, 'allowHalf')}
        disabled={props.disabled || props.readOnly}
        onChange={(next) => props.onChange(next)}
        style={{ color: rateColor(score, num(options, 'lowThreshold', 2), num(options, 'highThreshold', 4), colors) }}
        aria-label={str(options, 'label') || options.name}
      />
      {bool(options, 'showText') && word && <Typography.Text>{word}</Typography.Text>}
      {bool(options, 'showScore') && !bool(options, 'showText') && <Typography.Text>{score}</Typography.Text>}
    </Space>
  );
}
