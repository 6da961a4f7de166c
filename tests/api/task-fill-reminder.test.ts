/**
 * The collection task's deadline reminder (src/server/task-fill/deadline-reminder.ts), driven through the
 * server's job runner with a controlled clock (tick(instant)): scheduled at publish 24 h before the deadline
 * (halfway when less is left), sent once to each person still missing, never twice (re-runs, a later
 * deadline), following deadline changes, skipped after the deadline and for a task that is gone. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { REMINDER_LEAD_MS, sendDeadlineReminder, TASK_FILL_DEADLINE_JOB } from '../../src/server/task-fill/deadline-reminder.ts';

let t: TestApp;
let admin: string;
let student1: string;
let formId: string;

const HOUR = 3600_000;
const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  expect(answer.code, `${url} ${answer.raw}`).toBe('00000');
  return answer.info;
};
const conf = { widgetList: [{ type: 'input', id: 'a', formItemFlag: true, options: { name: 'phone', label: '联系电话', required: true } }], formConfig: {} };
const accountId = async (code: string) => (await t.database.query<{ id: string }>(`select id from syt_permission_account where humancode = $1`, [code]))[0]!.id;
const job = async (taskId: string) =>
  (await t.database.query<{ due_at: Date | string }>(`select due_at from syt_job where kind = $1 and ref_id = $2`, [TASK_FILL_DEADLINE_JOB, taskId]))[0];
const dueOf = async (taskId: string) => {
  const row = await job(taskId);
  return row ? new Date(row.due_at).getTime() : undefined;
};
/** The deadline reminders each person got for a task, by humancode. */
const reminders = async (name: string) => {
  const rows = await t.database.query<{ receiver: string; n: number }>(
    `select receiver_humancode as receiver, count(*)::int as n from syt_message_send where title = $1 group by receiver_humancode order by receiver_humancode`,
    [`数据采集即将截止：${name}`],
  );
  return Object.fromEntries(rows.map((r) => [r.receiver, r.n]));
};
async function publish(name: string, deadline: Date, people: string[]): Promise<string> {
  const audience = { accountIds: await Promise.all(people.map(accountId)) };
  const { id } = await must(admin, '/sytTaskFill/edit', { name, formId, deadline: deadline.toISOString(), audience });
  await must(admin, '/sytTaskFill/publish', { id });
  return id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, student1] = await Promise.all([t.login('admin'), t.login('student1')]);
  formId = (await must(admin, '/bpmForm/edit', { name: '提醒测试表单', conf: JSON.stringify(conf) })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('deadline reminder', () => {
  it('is scheduled at publish, fires 24 h before the deadline to the missing people only, and never twice', async () => {
    const deadline = new Date(Date.now() + 3 * 24 * HOUR);
    const id = await publish('健康打卡', deadline, ['student1', 'student2', 'teacher1']);
    expect(await dueOf(id)).toBe(deadline.getTime() - REMINDER_LEAD_MS);

    // Not due yet: the runner leaves it alone.
    await t.app.jobs.tick(new Date(Date.now() + HOUR));
    expect(await reminders('健康打卡')).toEqual({});

    await must(student1, '/taskFill/submit', { id, formData: { phone: '13800000000' } });
    await t.app.jobs.tick(new Date(deadline.getTime() - 23 * HOUR));
    expect(await reminders('健康打卡')).toEqual({ student2: 1, teacher1: 1 });
    expect(await job(id)).toBeUndefined();
    const [marked] = await t.database.query<{ n: number }>(`select count(*)::int as n from syt_task_person where task_id = $1 and deadline_reminded_at is not null`, [id]);
    expect(marked!.n).toBe(2);

    // Run again directly, and after the deadline moves a week later: no one hears it twice.
    expect(await t.database.db.transaction((tx) => sendDeadlineReminder(tx as never, id, new Date(deadline.getTime() - 2 * HOUR)))).toEqual({ sent: 0 });
    const later = new Date(deadline.getTime() + 7 * 24 * HOUR);
    await must(admin, '/sytTaskFill/edit', { id, deadline: later.toISOString() });
    expect(await dueOf(id)).toBe(later.getTime() - REMINDER_LEAD_MS);
    await t.app.jobs.tick(new Date(later.getTime() - 20 * HOUR));
    expect(await reminders('健康打卡')).toEqual({ student2: 1, teacher1: 1 });
    expect(await job(id)).toBeUndefined();
  });

  it('follows a deadline moved later before it fires', async () => {
    const deadline = new Date(Date.now() + 3 * 24 * HOUR);
    const id = await publish('宿舍调查', deadline, ['student2']);
    const moved = new Date(deadline.getTime() + 2 * 24 * HOUR);
    await must(admin, '/sytTaskFill/edit', { id, deadline: moved.toISOString() });
    expect(await dueOf(id)).toBe(moved.getTime() - REMINDER_LEAD_MS);
    // The old time passes without a message; the new one sends it.
    await t.app.jobs.tick(new Date(deadline.getTime() - 20 * HOUR));
    expect(await reminders('宿舍调查')).toEqual({});
    await t.app.jobs.tick(new Date(moved.getTime() - 20 * HOUR));
    expect(await reminders('宿舍调查')).toEqual({ student2: 1 });
  });

  it('reminds halfway when published with less than a day left, and not after the deadline', async () => {
    const before = Date.now();
    const deadline = new Date(before + 6 * HOUR);
    const id = await publish('临时统计', deadline, ['student2']);
    const due = (await dueOf(id))!;
    expect(due).toBeGreaterThanOrEqual(before + 3 * HOUR - 60_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * HOUR);
    expect(await t.database.db.transaction((tx) => sendDeadlineReminder(tx as never, id, new Date(deadline.getTime() + 1000)))).toEqual({ skipped: 'closed' });
    expect(await reminders('临时统计')).toEqual({});
  });

  it('is not scheduled for a draft, and a task gone by then sends nothing', async () => {
    const { id: draft } = await must(admin, '/sytTaskFill/edit', { name: '草稿任务', formId, deadline: new Date(Date.now() + 48 * HOUR).toISOString(), audience: { accountIds: [await accountId('student2')] } });
    expect(await job(draft)).toBeUndefined();
    const id = await publish('将删除', new Date(Date.now() + 48 * HOUR), ['student2']);
    expect(await job(id)).toBeDefined();
    // Published tasks with records are kept by the entity runtime's reference check; removed behind its back, the job just ends.
    await t.database.query(`delete from syt_task_person where task_id = $1`, [id]);
    await t.database.query(`delete from syt_task_fill where id = $1`, [id]);
    await t.app.jobs.tick(new Date(Date.now() + 47 * HOUR));
    expect(await job(id)).toBeUndefined();
    expect(await reminders('将删除')).toEqual({});
  });
});
