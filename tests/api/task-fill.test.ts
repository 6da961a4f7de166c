/**
 * Data collection (src/server/task-fill): publishing resolves the audience, only the audience may fill,
 * one record per person (edited in place), the deadline refuses late submissions, the publisher's
 * missing list and reminders, export permission. PGlite and PostgreSQL. (File resources: file-resources.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
let teacher: string;
let taskId: string;
let publishedPeople: number;

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  expect(answer.code, `${url} ${answer.raw}`).toBe('00000');
  return answer.info;
};
const conf = { widgetList: [{ type: 'input', id: 'a', formItemFlag: true, options: { name: 'phone', label: '联系电话', required: true } }], formConfig: {} };
const accountId = async (code: string) => (await t.database.query<{ id: string }>(`select id from syt_permission_account where humancode = $1`, [code]))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, student2, teacher] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2'), t.login('teacher1')]);
  const form = await must(admin, '/bpmForm/edit', { name: '联系方式采集', conf: JSON.stringify(conf) });
  const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const audience = { accountIds: [await accountId('student1'), await accountId('student2')] };
  taskId = (await must(admin, '/sytTaskFill/edit', { name: '学生联系方式', formId: form.id, deadline, audience })).id;
  publishedPeople = (await post(admin, '/sytTaskFill/publish', { id: taskId })).info?.people;
});
afterAll(async () => {
  await t?.close();
});

describe('collection task', () => {
  it('publishes once and notifies the audience', async () => {
    expect(publishedPeople).toBe(2);
    expect((await post(admin, '/sytTaskFill/publish', { id: taskId })).code).not.toBe('00000');
    const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from syt_message_send where receiver_humancode in ('student1','student2') and title like '数据采集：%'`);
    expect(row!.n).toBe(2);
  });

  it('lists the task for its audience only and refuses outsiders', async () => {
    expect((await must(student1, '/taskFill/myTasks', {})).map((x: { id: string }) => x.id)).toContain(taskId);
    expect((await must(teacher, '/taskFill/myTasks', {})).map((x: { id: string }) => x.id)).not.toContain(taskId);
    expect((await post(teacher, '/taskFill/fill', { id: taskId })).code).not.toBe('00000');
    expect((await post(teacher, '/taskFill/submit', { id: taskId, formData: { phone: '1' } })).code).not.toBe('00000');
  });

  it('validates with the form, keeps one record per person and edits it in place', async () => {
    expect((await post(student1, '/taskFill/submit', { id: taskId, formData: {} })).code).not.toBe('00000');
    await must(student1, '/taskFill/submit', { id: taskId, formData: { phone: '13800000000' } });
    await must(student1, '/taskFill/submit', { id: taskId, formData: { phone: '13900000000' } });
    const rows = await t.database.query<{ data: { phone: string } }>(`select data from syt_task_person where task_id = $1 and humancode = 'student1'`, [taskId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.phone).toBe('13900000000');
    expect((await must(student1, '/taskFill/fill', { id: taskId })).data).toEqual({ phone: '13900000000' });
  });

  it('shows the publisher who is missing, reminds them, and the record read-only', async () => {
    const progress = await must(admin, '/taskFill/progress', { id: taskId });
    expect(progress.total).toBe(2);
    expect(progress.submitted.map((p: { humancode: string }) => p.humancode)).toEqual(['student1']);
    expect(progress.missing.map((p: { humancode: string }) => p.humancode)).toEqual(['student2']);
    expect((await post(student1, '/taskFill/progress', { id: taskId })).code).not.toBe('00000');
    expect((await must(admin, '/taskFill/remind', { id: taskId })).reminded).toBe(1);
    const record = await must(admin, '/taskFill/record', { id: progress.submitted[0].id });
    expect(record.data).toEqual({ phone: '13900000000' });
    expect((await post(student2, '/taskFill/record', { id: progress.submitted[0].id })).code).not.toBe('00000');
  });

  it('exports for holders of the export code only', async () => {
    const file = await post(admin, '/taskFill/export', { id: taskId });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    expect((await post(student1, '/taskFill/export', { id: taskId })).code).not.toBe('00000');
  });

  it('refuses submissions after the deadline', async () => {
    await t.database.query(`update syt_task_fill set deadline = now() - interval '1 minute' where id = $1`, [taskId]);
    expect((await post(student2, '/taskFill/submit', { id: taskId, formData: { phone: '1' } })).code).not.toBe('00000');
    expect((await post(student1, '/taskFill/submit', { id: taskId, formData: { phone: '1' } })).code).not.toBe('00000');
  });
});
