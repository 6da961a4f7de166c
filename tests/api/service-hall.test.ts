/**
 * The service hall's calls (spec §7.3, issue #15) as a student makes them: the catalogue of online
 * services with the caller's audience and favourites, a favourite toggled on and off (and only the
 * caller's), a visit counted, feedback stored for the service's managers; an offline service refuses all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Service = { id: string; name: string; audience: string; collected: boolean; hitCount: number | null; enabled: boolean };
const hall = async (token: string) => {
  const answer = await t.call('POST', '/sytServiceCenter/hall', { token, body: {} });
  expect(answer.code).toBe('00000');
  return answer.info as { services: Service[]; audience: string };
};

describe('the service hall calls', () => {
  it('lists online services with audience and favourites; favourites, visits and feedback are the caller’s', async () => {
    const student = await t.login('student1');
    const teacher = await t.login('teacher1');
    const first = await hall(student);
    expect(first.audience).toBe('student');
    expect((await hall(teacher)).audience).toBe('staff');
    const names = first.services.map((s) => s.name);
    expect(names).toContain('请假申请');
    // 报销审批 is seeded offline: not in the hall.
    expect(names).not.toContain('报销审批');
    const leave = first.services.find((s) => s.name === '请假申请')!;
    expect(leave).toMatchObject({ audience: 'all', collected: false });
    expect(first.services.find((s) => s.name === '成绩证明')?.audience).toBe('student');

    // Favourite: on for the student only, then off again.
    const on = await t.call('POST', '/sytServiceCenterCollect/operation', { token: student, body: { id: leave.id } });
    expect(on.info).toEqual({ collected: true });
    expect((await hall(student)).services.find((s) => s.id === leave.id)?.collected).toBe(true);
    expect((await hall(teacher)).services.find((s) => s.id === leave.id)?.collected).toBe(false);
    const off = await t.call('POST', '/sytServiceCenterCollect/operation', { token: student, body: { id: leave.id } });
    expect(off.info).toEqual({ collected: false });
    expect((await hall(student)).services.find((s) => s.id === leave.id)?.collected).toBe(false);

    // A visit adds one to the count the hall shows.
    const before = Number(leave.hitCount ?? 0);
    const hit = await t.call('POST', '/sytServiceCenter/hitCount', { token: student, body: { id: leave.id } });
    expect(hit.info).toEqual({ hitCount: before + 1 });
    expect((await hall(teacher)).services.find((s) => s.id === leave.id)?.hitCount).toBe(before + 1);

    // Feedback reaches the managers' list, signed with the student's code; an empty one is refused.
    expect((await t.call('POST', '/sytServiceCenter/feedback', { token: student, body: { id: leave.id, content: '希望支持附件' } })).code).toBe('00000');
    expect((await t.call('POST', '/sytServiceCenter/feedback', { token: student, body: { id: leave.id, content: '' } })).code).not.toBe('00000');
    const admin = await t.login();
    const feedback = await t.call('POST', '/sytServiceFeedback/queryPage', { token: admin, body: { page: 1, pageSize: 10, queryParam: { serviceId: leave.id } } });
    expect((feedback.info as { records: { humancode: string; content: string }[] }).records).toEqual([expect.objectContaining({ humancode: 'student1', content: '希望支持附件' })]);
    // The student may not read the managers' feedback list.
    expect((await t.call('POST', '/sytServiceFeedback/queryPage', { token: student, body: { page: 1, pageSize: 10 } })).code).not.toBe('00000');
  });

  it('refuses an offline or unknown service and unknown body fields', async () => {
    const student = await t.login('student2');
    const admin = await t.login();
    const offline = await t.call('POST', '/sytServiceCenter/queryPage', { token: admin, body: { page: 1, pageSize: 10, queryParam: { name: '报销审批' } } });
    const id = (offline.info as { records: { id: string }[] }).records[0]!.id;
    for (const path of ['/sytServiceCenterCollect/operation', '/sytServiceCenter/hitCount']) {
      expect((await t.call('POST', path, { token: student, body: { id } })).code).toBe('00006');
      expect((await t.call('POST', path, { token: student, body: { id: 'no-such-service' } })).code).toBe('00006');
    }
    expect((await t.call('POST', '/sytServiceCenter/feedback', { token: student, body: { id, content: 'x' } })).code).toBe('00006');
    expect((await t.call('POST', '/sytServiceCenter/hall', { token: student, body: { audience: 'staff' } })).code).not.toBe('00000');
    expect((await t.call('POST', '/sytServiceCenter/hall', { body: {} })).code).not.toBe('00000');
  });
});
