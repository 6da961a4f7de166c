/**
 * Resource reservation (src/server/modules/reservation): conflicts refused by the database's exclusion
 * constraint (20 concurrent applications for one slot: exactly one wins), weekly series with a report per
 * occurrence, the apply log, cancel (own only), approval of pending applications, and the statistics.
 * Runs on PGlite and (api-postgres project) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, usingPostgres, type TestApp } from '../support/test-app.ts';
import { applyForSlot, resourceLock } from '../../src/server/modules/reservation/apply.ts';
import type { AuthState } from '../../src/server/http/context.ts';
import { AppError } from '../../src/server/http/errors.ts';

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
let teacher: string;
let roomId: string;
let slotId: string;
let eveningId: string;

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  expect(answer.code, `${url} ${answer.raw}`).toBe('00000');
  return answer.info;
};

/** A campus date n days from today (Asia/Shanghai), and the same weekday as another. */
const campusToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, student2, teacher] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2'), t.login('teacher1')]);
  roomId = (await must(admin, '/sytResource/edit', { name: '图书馆研讨室 A', resourceType: 'room', location: '图书馆 3 楼', capacity: 8, openTime: '08:00', closeTime: '22:00', maxWeeks: 8 })).id;
  slotId = (await must(admin, '/sytResourProjectTime/edit', { resourceId: roomId, name: '上午', startTime: '09:00', endTime: '11:00', weekdays: '1,2,3,4,5,6,7' })).id;
  eveningId = (await must(admin, '/sytResourProjectTime/edit', { resourceId: roomId, name: '晚上', startTime: '19:00', endTime: '21:00', weekdays: '1,2,3,4,5,6,7' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('apply', () => {
  it('20 concurrent applications for one slot: exactly one wins, the others are refused as conflicts', async () => {
    const date = plusDays(campusToday(), 2);
    const tokens = [student1, student2, teacher, admin];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(tokens[i % tokens.length]!, '/resourceReservation/apply', { resourceId: roomId, slotId, date, purpose: `小组讨论 ${i}` })),
    );
    const winners = answers.filter((a) => a.code === '00000');
    expect(winners).toHaveLength(1);
    expect(answers.map((a) => a.code).toSorted()).toEqual(['00000', ...Array.from({ length: 19 }, () => '00007')]);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from syt_resource_apply where resource_id = $1 and status in ('pending','approved')`,
      [roomId],
    );
    expect(row!.n).toBe(1);
  });

  it('a weekly series books the free weeks and reports the taken one', async () => {
    const first = plusDays(campusToday(), 3);
    const taken = plusDays(first, 14);
    await must(student2, '/resourceReservation/apply', { resourceId: roomId, slotId: eveningId, date: taken, purpose: '社团例会' });
    const series = await must(student1, '/resourceReservation/apply', { resourceId: roomId, slotId: eveningId, date: first, repeatUntil: plusDays(first, 21), purpose: '读书会' });
    expect(series.occurrences.map((o: { date: string; ok: boolean; reason?: string }) => [o.date, o.ok, o.reason ?? null])).toEqual([
      [first, true, null],
      [plusDays(first, 7), true, null],
      [taken, false, 'taken'],
      [plusDays(first, 21), true, null],
    ]);
    const grid = await must(student1, '/resourceReservation/occupancy', { resourceId: roomId, from: first, days: 1 });
    expect(grid).toEqual([expect.objectContaining({ date: first, startTime: '19:00', endTime: '21:00', mine: true, purpose: '读书会' })]);
    const theirs = await must(teacher, '/resourceReservation/occupancy', { resourceId: roomId, from: first, days: 1 });
    expect(theirs[0]).not.toHaveProperty('purpose');
    expect(theirs[0].mine).toBe(false);
  });

  it('refuses a series whose every week is taken, with one error per occurrence', async () => {
    const first = plusDays(campusToday(), 3);
    const answer = await post(teacher, '/resourceReservation/apply', { resourceId: roomId, slotId: eveningId, date: first, repeatUntil: plusDays(first, 7), purpose: '答疑' });
    expect(answer.code).toBe('00007');
    expect((answer.errors as { path: string }[]).map((e) => e.path)).toEqual(['/occurrences/0', '/occurrences/1']);
  });

  it('refuses past dates, more people than the capacity, a slot of another resource and unknown fields', async () => {
    expect((await post(student1, '/resourceReservation/apply', { resourceId: roomId, slotId, date: plusDays(campusToday(), -1), purpose: 'x' })).code).toBe('00005');
    expect((await post(student1, '/resourceReservation/apply', { resourceId: roomId, slotId, date: plusDays(campusToday(), 5), purpose: 'x', peopleCount: 9 })).code).toBe('00005');
    expect((await post(student1, '/resourceReservation/apply', { resourceId: roomId, slotId: 'nope', date: plusDays(campusToday(), 5), purpose: 'x' })).code).toBe('00005');
    expect((await post(student1, '/resourceReservation/apply', { resourceId: roomId, slotId, date: plusDays(campusToday(), 5), purpose: 'x', humancode: 'admin' })).code).not.toBe('00000');
    expect((await post(student1, '/resourceReservation/apply', { resourceId: roomId, slotId, date: plusDays(campusToday(), 80), purpose: 'x' })).code).toBe('00005');
  });
});

describe('apply log, cancel, approval, statistics', () => {
  it("lists one's own applications and cancels one's own, never another's", async () => {
    const date = plusDays(campusToday(), 6);
    const mine = await must(student1, '/resourceReservation/apply', { resourceId: roomId, slotId, date, purpose: '模拟面试' });
    const log = await must(student1, '/resourceReservation/applyLog', { pageNum: 1, pageSize: 50 });
    expect(log.records.every((r: { resourceName: string }) => r.resourceName === '图书馆研讨室 A')).toBe(true);
    expect(log.records.some((r: { id: string; cancellable: boolean }) => r.id === mine.occurrences[0].id && r.cancellable)).toBe(true);
    expect((await post(student2, '/resourceReservation/cancel', { id: mine.occurrences[0].id })).code).toBe('00004');
    await must(student1, '/resourceReservation/cancel', { id: mine.occurrences[0].id });
    expect((await post(student1, '/resourceReservation/cancel', { id: mine.occurrences[0].id })).code).toBe('00007');
    // The slot is free again.
    await must(student2, '/resourceReservation/apply', { resourceId: roomId, slotId, date, purpose: '模拟面试' });
  });

  it('a resource that needs approval books as pending (holding the slot) until an approver decides', async () => {
    const hall = (await must(admin, '/sytResource/edit', { name: '报告厅', resourceType: 'room', capacity: 200, openTime: '08:00', closeTime: '22:00', needApproval: true })).id;
    const slot = (await must(admin, '/sytResourProjectTime/edit', { resourceId: hall, name: '下午', startTime: '14:00', endTime: '17:00', weekdays: '1,2,3,4,5,6,7' })).id;
    const date = plusDays(campusToday(), 4);
    const applied = await must(teacher, '/resourceReservation/apply', { resourceId: hall, slotId: slot, date, purpose: '学术讲座', peopleCount: 120 });
    expect(applied.status).toBe('pending');
    expect((await post(student1, '/resourceReservation/apply', { resourceId: hall, slotId: slot, date, purpose: '活动' })).code).toBe('00007');
    expect((await post(student1, '/resourceReservation/audit', { id: applied.occurrences[0].id, approve: true })).code).toBe('00004');
    await must(admin, '/resourceReservation/audit', { id: applied.occurrences[0].id, approve: true });
    const notices = await t.database.query<{ title: string; type: string }>(`select title, type from syt_message_send where receiver_humancode = 'teacher1' and title like '资源预约%'`);
    expect(notices).toEqual([{ title: `资源预约已通过：报告厅 ${date} 14:00–17:00`, type: 'notice' }]);
    const stats = await must(admin, '/resourceReservation/resourceStatistics', { from: campusToday(), to: plusDays(campusToday(), 60), by: 'resource' });
    expect(stats.rows).toContainEqual({ key: hall, label: '报告厅', count: 1, hours: 3 });
  });

  it('counts approved bookings by department and by week, for holders of the code only', async () => {
    const byDept = await must(admin, '/resourceReservation/resourceStatistics', { from: campusToday(), to: plusDays(campusToday(), 60), by: 'department' });
    expect(byDept.rows.find((r: { label: string }) => r.label === '软件工程系')?.count).toBeGreaterThanOrEqual(3);
    const byWeek = await must(admin, '/resourceReservation/resourceStatistics', { from: campusToday(), to: plusDays(campusToday(), 60), by: 'week' });
    expect(byWeek.rows.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(byWeek.total.count);
    expect((await post(student1, '/resourceReservation/resourceStatistics', { from: campusToday(), to: campusToday(), by: 'week' })).code).toBe('00004');
  });
});

describe('entity rules', () => {
  it('refuses a slot or opening hours that end before they start', async () => {
    const slot = await post(admin, '/sytResourProjectTime/edit', { resourceId: roomId, name: '错误', startTime: '12:00', endTime: '10:00', weekdays: '1' });
    expect(slot.code).toBe('00005');
    expect((await post(admin, '/sytResource/edit', { id: roomId, closeTime: '07:00' })).code).toBe('00005');
  });
});

describe('racing applications', () => {
  // Two overlapping inserts wait for each other inside the exclusion check, a deadlock PostgreSQL breaks by
  // failing one (40P01, a 500 to its caller; seen on a busy CI run). Applications for a resource wait in turn.
  it.skipIf(!usingPostgres())('an application waits while another for the same resource is being decided, even for another slot', async () => {
    const date = plusDays(campusToday(), 5);
    const auth = { token: '', permissions: new Set<string>(), session: { humancode: 'racer', humanname: '测试', organizationId: null, organizationName: null } } as unknown as AuthState;
    let release!: () => void;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // The first application's transaction, stopped after taking the lock and inserting.
    const first = t.database.db.transaction(async (tx) => {
      await tx.execute(resourceLock(roomId));
      await tx.execute(sql`insert into syt_resource_apply (id, resource_id, slot_id, series_id, humancode, humanname, purpose, start_at, end_at, status)
        values (gen_random_uuid(), ${roomId}, ${slotId}, gen_random_uuid(), 'first', '先到', '讨论', (${date}::date + '09:00'::time) at time zone 'Asia/Shanghai', (${date}::date + '11:00'::time) at time zone 'Asia/Shanghai', 'approved')`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockTaken;
    let settled: string | undefined;
    // Another slot: no overlap for the constraint to wait on; the resource's lock makes it wait.
    const second = applyForSlot(t.database.db, auth, { resourceId: roomId, slotId: eveningId, date, purpose: '讨论' }, 'zh').then(
      () => (settled = 'booked'),
      (error: unknown) => (settled = error instanceof AppError ? error.codeName : String(error)),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBeUndefined();
    release();
    await first;
    await second;
    expect(settled).toBe('booked');
  });
});
