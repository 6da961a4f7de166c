/**
 * An open task's time limit (超时处理, answered by the instance detail as `timeout: {due, reminded}`):
 * by when it should be handled, marked once that time has passed, and how many reminders its handlers
 * were sent. One wrapping line, so it fits the approval record on a phone.
 */
import { useState } from 'react';
import { Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';
import { when } from './display.tsx';
import { BPM_NS } from './i18n.ts';

const zh = { taskTimeout: { due: '处理时限', overdue: '已超时', dueAt: '须在 {{time}} 前处理', remindedNone: '尚未提醒', reminded_other: '已提醒 {{count}} 次' } };
const en: typeof zh & { taskTimeout: { reminded_one: string } } = {
  taskTimeout: { due: 'Time limit', overdue: 'Overdue', dueAt: 'To be handled by {{time}}', remindedNone: 'No reminder sent yet', reminded_one: 'Reminded once', reminded_other: 'Reminded {{count}} times' },
};
function addTexts(): void {
  i18n.addResourceBundle('zh', BPM_NS, zh, true, true);
  i18n.addResourceBundle('en', BPM_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export interface TaskTimeoutState {
  due: string;
  reminded: number;
}

export function TaskTimeout({ timeout }: { timeout: TaskTimeoutState }) {
  const { t } = useTranslation(BPM_NS);
  // Overdue as of when the record was shown: the record is read again after each action.
  const [now] = useState(Date.now);
  const overdue = Date.parse(timeout.due) <= now;
  return (
    <div className="fh-task-timeout" data-testid="timeline-timeout" data-overdue={overdue ? 'true' : 'false'}>
      <Tag color={overdue ? 'red' : 'orange'} icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 6 }}>
        {t(overdue ? 'taskTimeout.overdue' : 'taskTimeout.due')}
      </Tag>
      <Typography.Text style={{ fontSize: 12 }}>{t('taskTimeout.dueAt', { time: when(timeout.due) })}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {' · '}
        {timeout.reminded > 0 ? t('taskTimeout.reminded', { count: timeout.reminded }) : t('taskTimeout.remindedNone')}
      </Typography.Text>
    </div>
  );
}
