/**
 * The approval record shows an open task's time limit (超时处理: the detail's `timeout {due, reminded}`):
 * by when, marked overdue once passed, and the reminders sent, in zh and en; nothing on a closed task
 * or a task without a limit.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import type { InstanceDetail, TimelineTask } from '../../src/pages/bpm/api.ts';
import { InstanceTimeline } from '../../src/pages/bpm/InstanceTimeline.tsx';
import { formatDateTime } from '../../src/runtime/util/time.ts';
import { setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('zh');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

const HOUR = 3_600_000;
const later = new Date(Date.now() + 20 * HOUR).toISOString();
const earlier = new Date(Date.now() - 2 * HOUR).toISOString();

const task = (id: string, extra: Partial<TimelineTask>): TimelineTask => ({
  id,
  name: id,
  activityId: id,
  status: 'open',
  result: 1,
  assigneeUser: { humancode: 'lihua', humanName: '李华' } as TimelineTask['assigneeUser'],
  assigneeUserList: [],
  ownerUser: null,
  copyListJson: [],
  createTime: earlier,
  endTime: null,
  reason: null,
  ...extra,
});

const detail = (tasks: TimelineTask[]): InstanceDetail => ({
  processInstance: { id: 'p', name: '请假', status: 'running', result: 1, businessKey: null, definitionId: 'd', processDefinitionKey: 'leave', version: 1, startUser: null, createTime: earlier, endTime: null, endReason: null, formData: {} },
  bpmnXml: null,
  startForm: null,
  activities: [],
  tasks,
});

const TASKS = [
  task('closed', { status: 'completed', result: 2, endTime: earlier, timeout: { due: later, reminded: 0 } }),
  task('plain', {}),
  task('waiting', { timeout: { due: later, reminded: 0 } }),
  task('late', { timeout: { due: earlier, reminded: 3 } }),
];
const lineOf = (id: string) => document.querySelector(`[data-task="${id}"] [data-testid="timeline-timeout"]`);

describe('an open task’s time limit in the approval record', () => {
  it('says by when and the reminders, marked once overdue (zh)', () => {
    render(<InstanceTimeline detail={detail(TASKS)} />);
    expect(screen.getAllByTestId('timeline-timeout')).toHaveLength(2);
    expect([lineOf('closed'), lineOf('plain')]).toEqual([null, null]);
    expect(lineOf('waiting')!.textContent).toBe(`处理时限须在 ${formatDateTime(later)} 前处理 · 尚未提醒`);
    expect(lineOf('waiting')!.getAttribute('data-overdue')).toBe('false');
    expect(lineOf('late')!.textContent).toBe(`已超时须在 ${formatDateTime(earlier)} 前处理 · 已提醒 3 次`);
    expect(lineOf('late')!.getAttribute('data-overdue')).toBe('true');
  });

  it('and in English', async () => {
    await changeLanguage('en');
    render(<InstanceTimeline detail={detail([...TASKS, task('once', { timeout: { due: later, reminded: 1 } })])} />);
    expect(lineOf('waiting')!.textContent).toBe(`Time limitTo be handled by ${formatDateTime(later)} · No reminder sent yet`);
    expect(lineOf('late')!.textContent).toBe(`OverdueTo be handled by ${formatDateTime(earlier)} · Reminded 3 times`);
    expect(lineOf('once')!.textContent).toContain('Reminded once');
  });
});
