/** Small displays shared by the workspace pages: result and status tags, times, durations, names. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../runtime/util/time.ts';
import { BPM_NS } from './i18n.ts';

/** Approval result colours (process-designer §4): 1/6/7 waiting, 2 passed, 3 not passed, 4 cancelled, 5 returned. */
const RESULT_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default', 5: 'warning', 6: 'processing', 7: 'processing' };

export function ResultTag({ result }: { result: number | null | undefined }) {
  const { t } = useTranslation(BPM_NS);
  if (!result) return null;
  return (
    <Tag color={RESULT_COLOR[result] ?? 'default'} data-testid="result-tag" data-result={result}>
      {t(`resultName.${result}`, { defaultValue: String(result) })}
    </Tag>
  );
}

const STATUS_COLOR: Record<string, string> = { running: 'processing', completed: 'success', cancelled: 'default' };

export function StatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(BPM_NS);
  if (!status) return null;
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{t(`instanceStatus.${status}`, { defaultValue: status })}</Tag>;
}

export const when = (value: string | null | undefined): string => formatDateTime(value ?? null);

/** The parts of a duration, largest first, for the duration texts (days+hours, hours+minutes, …). */
export function durationParts(ms: number): { key: 'durationDays' | 'durationHours' | 'durationMinutes' | 'durationSeconds'; values: Record<string, number> } {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return { key: 'durationDays', values: { d, h } };
  if (h > 0) return { key: 'durationHours', values: { h, m } };
  if (m > 0) return { key: 'durationMinutes', values: { m, s: s % 60 } };
  return { key: 'durationSeconds', values: { s } };
}

export function Duration({ from, to }: { from: string | null | undefined; to: string | null | undefined }) {
  const { t } = useTranslation(BPM_NS);
  if (!from || !to) return null;
  const parts = durationParts(Date.parse(to) - Date.parse(from));
  return <>{t(parts.key, parts.values)}</>;
}

/** Names joined the way the spec joins them (process-designer §9: 、). */
export const joinNames = (names: readonly (string | null | undefined)[]): string => names.filter(Boolean).join('、');

/** A task's opinion as shown: the written reason, else the server's reason code in the reader's language. */
export function reasonText(task: { reason: string | null; reasonCode?: string | null | undefined }, t: (key: string) => string): string {
  if (task.reason) return task.reason;
  return task.reasonCode ? t(`fixes.reasonCode.${task.reasonCode}`) : '';
}
