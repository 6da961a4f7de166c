/**
 * A resource whose reservations need approval through a process (src/server/modules/reservation/approval.ts):
 * the application starts the process (business key resourceApply:<series>), stays pending and holds its
 * slot; the approver passing the task books it, rejecting frees the slot; a process that cannot be started
 * leaves nothing pending. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, chain, deploy, openTasks, userTask } from './bpm-approval-support.ts';

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
let hallId: string;
let slotId: string;

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  expect(answer.code, `${url} ${answer.raw}`).toBe('00000');
  return answer.info;
};
const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const statusOf = async (seriesId: string) =>
  (await t.database.query<{ status: string; process_instance_id: string | null }>(`select status, process_instance_id from syt_resource_apply where series_id = $1`, [seriesId]))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, student2] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2')]);
  const key = await deploy(t, bpmn('room_approval', `<bpmn:startEvent id="start" />${userTask('manager', '场地审批', { assignee: 'admin' })}<bpmn:endEvent id="end" />${chain('start', 'manager', 'end')}`));
  hallId = (await must(admin, '/sytResource/edit', { name: '学术报告厅', resourceType: 'room', capacity: 300, openTime: '08:00', closeTime: '22:00', needApproval: true, processKey: key })).id;
  slotId = (await must(admin, '/sytResourProjectTime/edit', { resourceId: hallId, name: '下午', startTime: '14:00', endTime: '17:00', weekdays: '1,2,3,4,5,6,7' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('approval through a process', () => {
  it('starts the process, holds the slot while pending, and books it when the approver passes', async () => {
    const applied = await must(student1, '/resourceReservation/apply', { resourceId: hallId, slotId, date: day(3), purpose: '学术报告', peopleCount: 150 });
    expect(applied.status).toBe('pending');
    expect(applied.processInstanceId).toEqual(expect.any(String));
    expect(await statusOf(applied.seriesId)).toEqual({ status: 'pending', process_instance_id: applied.processInstanceId });
    // Held: nobody else gets the slot meanwhile; the audit call does not override the process.
    expect((await post(student2, '/resourceReservation/apply', { resourceId: hallId, slotId, date: day(3), purpose: '排练' })).code).toBe('00007');
    expect((await post(admin, '/resourceReservation/audit', { id: applied.occurrences[0].id, approve: true })).code).toBe('00007');
    const [task] = await openTasks(t, applied.processInstanceId);
    await must(admin, '/bpmTask/approve', { id: task!.id, reason: '同意' });
    expect((await statusOf(applied.seriesId)).status).toBe('approved');
  });

  it('rejecting the task rejects the application and frees the slot', async () => {
    const applied = await must(student1, '/resourceReservation/apply', { resourceId: hallId, slotId, date: day(4), purpose: '社团活动' });
    const [task] = await openTasks(t, applied.processInstanceId);
    await must(admin, '/bpmTask/reject', { id: task!.id, reason: '时间冲突' });
    expect((await statusOf(applied.seriesId)).status).toBe('rejected');
    const again = await must(student2, '/resourceReservation/apply', { resourceId: hallId, slotId, date: day(4), purpose: '排练' });
    expect(again.status).toBe('pending');
  });

  it('a process that cannot start leaves nothing pending', async () => {
    await must(admin, '/sytResource/edit', { id: hallId, processKey: 'no_such_process' });
    const answer = await post(student1, '/resourceReservation/apply', { resourceId: hallId, slotId, date: day(5), purpose: '讲座' });
    expect(answer.code).not.toBe('00000');
    const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from syt_resource_apply where resource_id = $1 and start_at::date >= $2::date and status = 'pending' and purpose = '讲座'`, [hallId, day(5)]);
    expect(row!.n).toBe(0);
  });
});
