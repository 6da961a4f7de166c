/** A task's state for its filler, as one tag: to fill, submitted, or closed (with or without a submission). */
import { Tag } from 'antd';
import { formatDateTime } from '../../runtime/util/time.ts';
import { useTaskFillT } from './i18n.ts';

export type FillState = 'pending' | 'submitted' | 'closed' | 'missed';

export function fillState(task: { submittedAt: string | null; closed: boolean }): FillState {
  if (task.closed) return task.submittedAt ? 'closed' : 'missed';
  return task.submittedAt ? 'submitted' : 'pending';
}

const COLORS: Record<FillState, string> = { pending: 'gold', submitted: 'green', closed: 'default', missed: 'red' };

export function StateTag({ state }: { state: FillState }) {
  const { t } = useTaskFillT();
  return (
    <Tag color={COLORS[state]} data-testid="taskfill-state">
      {t(`status.${state}`)}
    </Tag>
  );
}

/** "3 days left" / "5 hours left" while open; empty once closed. */
export function useTimeLeft() {
  const { t } = useTaskFillT();
  return (deadline: string, now = Date.now()): string => {
    const ms = Date.parse(deadline) - now;
    if (!(ms > 0)) return '';
    const hours = Math.ceil(ms / 3600_000);
    return hours >= 48 ? t('fill.leftDays', { n: Math.floor(hours / 24) }) : t('fill.leftHours', { n: hours });
  };
}

export const at = (value: string | null | undefined) => formatDateTime(value ?? null, 'YYYY-MM-DD HH:mm');
