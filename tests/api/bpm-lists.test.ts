/**
 * The search of 待办, 已办, 我的流程 and 抄送我的: each filter narrows on the server (name, initiator by code
 * or name, a day range completed to 00:00:00 / 23:59:59, result, status, read flag), a filter a list does
 * not apply or a bad day is 00005, and /bpmTask/counts answers the caller's own todo and unread CC counts.
 * On PostgreSQL the filtered todo statement still reads bpm_task through its partial indexes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../support/test-app.ts';
import { bpmCopies, bpmInstances, bpmTasks } from '../../src/server/db/schema-bpm.ts';
import { TODO } from '../../src/server/bpm/approval/todo-query.ts';
import { rawQuery } from '../../src/server/db/raw-sql.ts';
import { bpmn, call, chain, deploy, expectOk, start, START_FORM, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let key: string;

const STEP = userTask(
  'step',
  '审核',
  { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] },
  `<bpmn:extensionElements><camunda:CopyItem type="user" id='[{"id":"student2","humanname":"杨小红"}]' /></bpmn:extensionElements>`,
);
const leave = { days: 1, why: '事由' };

interface Made {
  instanceId: string;
  taskId: string;
}
const made = {} as Record<'a' | 'b' | 'c' | 'd', Made>;
/** Local (server) times around one day. */
const at = (d: number, h = 0, m = 0, s = 0, ms = 0) => new Date(2024, 2, d, h, m, s, ms);

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  key = await deploy(t, bpmn('list_filters', `<bpmn:startEvent id="start" />${STEP}<bpmn:endEvent id="end" />${chain('start', 'step', 'end')}`), { start: START_FORM });
  const times = { a: at(10), b: at(10, 23, 59, 59, 500), c: at(11), d: at(9, 23, 59, 59, 999) };
  const starters = { a: 'student1', b: 'student1', c: 'student3', d: 'student3' } as const;
  for (const id of ['a', 'b', 'c', 'd'] as const) {
    const started = await start(t, as, starters[id], key, leave, { name: `筛选-${id}` });
    made[id] = { instanceId: started.instanceId, taskId: started.tasks[0]!.id };
    const db = t.database.db;
    await db.update(bpmTasks).set({ createTime: times[id] }).where(eq(bpmTasks.id, made[id].taskId));
    await db.update(bpmInstances).set({ startTime: times[id] }).where(eq(bpmInstances.id, made[id].instanceId));
    await db.update(bpmCopies).set({ createTime: times[id] }).where(eq(bpmCopies.instanceId, made[id].instanceId));
  }
}, 600_000);
afterAll(async () => t?.close());

type Row = { processInstanceId?: string; id: string };
async function page(user: string, path: string, queryParam: Record<string, unknown>) {
  const answer = await call(t, as, user, path, { page: 1, pageSize: 50, queryParam });
  expectOk(answer);
  return answer.info as { records: (Row & Record<string, unknown>)[]; total: number };
}
/** Which of a..d a page shows (by instance), in page order. */
const which = (records: readonly Record<string, unknown>[], idOf = (r: Record<string, unknown>) => String(r.processInstanceId ?? r.id)) =>
  records.map((r) => (Object.keys(made) as (keyof typeof made)[]).find((k) => made[k].instanceId === idOf(r))).filter(Boolean);

const todo = (q: Record<string, unknown>) => page('teacher1', '/bpmTask/todoPage', q);
const mine = (user: string, q: Record<string, unknown>) => page(user, '/bpmProcessInstance/myPage', q);
const copies = (q: Record<string, unknown>) => page('student2', '/bpmProcessInstanceCopy/queryPage', q);

describe('待办 /bpmTask/todoPage', () => {

  it('by process name', async () => {
    expect(which((await todo({ name: '筛选-c' })).records)).toEqual(['c']);
    expect(which((await todo({ name: '筛选' })).records)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('by initiator code or part of the name, with the total', async () => {
    const byCode = await todo({ initiator: 'student3' });
    expect(which(byCode.records)).toEqual(['c', 'd']);
    expect(byCode.total).toBe(2);
    expect(which((await todo({ initiator: '小明' })).records)).toEqual(['b', 'a']);
    expect((await todo({ initiator: 'student' })).records).toEqual([]);
  });

  it('by day range on the time received, from 00:00:00 to 23:59:59 of the days', async () => {
    expect(which((await todo({ createTime: ['2024-03-10', '2024-03-10'] })).records)).toEqual(['b', 'a']);
    expect(which((await todo({ createTime: ['2024-03-09', '2024-03-10'] })).records)).toEqual(['b', 'a', 'd']);
    expect(which((await todo({ createTime: ['2024-03-11', '2024-03-31'], initiator: 'student3' })).records)).toEqual(['c']);
  });

  it('counts past the last page with the filters', async () => {
    const answer = await call(t, as, 'teacher1', '/bpmTask/todoPage', { page: 3, pageSize: 1, queryParam: { initiator: 'student3' } });
    expect(answer.info).toMatchObject({ records: [], total: 2 });
  });

  it('refuses a filter the list does not apply, a day that does not exist and a backwards range (00005)', async () => {
    for (const queryParam of [{ status: 'running' }, { result: 2 }, { createTime: ['2024-02-30', '2024-03-01'] }, { createTime: ['2024-03-11', '2024-03-10'] }, { createTime: ['2024-03-10'] }, { createTime: ['10/03/2024', '2024-03-11'] }]) {
      const answer = await call(t, as, 'teacher1', '/bpmTask/todoPage', { queryParam });
      expect([JSON.stringify(queryParam), answer.code]).toEqual([JSON.stringify(queryParam), '00005']);
    }
  });
});

describe('我的流程 /bpmProcessInstance/myPage', () => {
  it('by name, day range on the start time, status and result', async () => {
    expect(which((await mine('student1', { name: '筛选-a' })).records)).toEqual(['a']);
    expect(which((await mine('student3', { createTime: ['2024-03-09', '2024-03-09'] })).records)).toEqual(['d']);
    expect(which((await mine('student3', { createTime: ['2024-03-10', '2024-03-11'] })).records)).toEqual(['c']);
    expect(which((await mine('student1', { status: 'running', result: 1 })).records)).toEqual(['b', 'a']);
    expect((await mine('student1', { status: 'completed' })).records).toEqual([]);
    expect((await call(t, as, 'student1', '/bpmProcessInstance/myPage', { queryParam: { initiator: 'student3' } })).code).toBe('00005');
  });
});

describe('抄送我的 /bpmProcessInstanceCopy/queryPage and the counts', () => {
  it('by initiator, name, day range, read flag and process result', async () => {
    expect(which((await copies({ initiator: '许文' })).records)).toEqual(['c', 'd']);
    expect(which((await copies({ name: '筛选-b' })).records)).toEqual(['b']);
    expect(which((await copies({ createTime: ['2024-03-10', '2024-03-10'] })).records)).toEqual(['b', 'a']);
    expect(which((await copies({ readFlag: false })).records)).toEqual(['c', 'b', 'a', 'd']);
    expect((await copies({ readFlag: true })).records).toEqual([]);
    expect(which((await copies({ result: 1, processInstanceId: made.d.instanceId })).records)).toEqual(['d']);
  });

  it('counts are the caller’s own: todo for the approver, unread CC for the recipient, and follow reading', async () => {
    const counts = async (user: string) => (await call(t, as, user, '/bpmTask/counts', {})).info as { todo: number; copyUnread: number };
    const before = await counts('student2');
    expect(before.todo).toBe(0);
    expect(before.copyUnread).toBeGreaterThanOrEqual(4);
    const teacher = await counts('teacher1');
    expect(teacher.copyUnread).toBe(0);
    expect(teacher.todo).toBe((await page('teacher1', '/bpmTask/todoPage', {})).total);

    const [copyOfA] = (await copies({ processInstanceId: made.a.instanceId })).records;
    expectOk(await call(t, as, 'student2', '/bpmProcessInstanceCopy/read', { ids: [copyOfA!.id] }));
    expect((await counts('student2')).copyUnread).toBe(before.copyUnread - 1);
    expect(which((await copies({ readFlag: true })).records)).toEqual(['a']);
    expect((await call(t, as, 'student2', '/bpmTask/counts', { user: 'teacher1' })).code).toBe('00005');
  });
});

describe('已办 /bpmTask/donePage', () => {
  it('by result and day range on the end time', async () => {
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: made.a.taskId }));
    expectOk(await call(t, as, 'teacher1', '/bpmTask/reject', { id: made.c.taskId, reason: '不符合' }));
    await t.database.db.update(bpmTasks).set({ endTime: at(20, 23, 59, 59) }).where(eq(bpmTasks.id, made.a.taskId));
    await t.database.db.update(bpmTasks).set({ endTime: at(21) }).where(eq(bpmTasks.id, made.c.taskId));
    const done = (q: Record<string, unknown>) => page('teacher1', '/bpmTask/donePage', q);
    expect(which((await done({ result: 2 })).records)).toEqual(['a']);
    expect(which((await done({ result: 3 })).records)).toEqual(['c']);
    expect(which((await done({ createTime: ['2024-03-20', '2024-03-20'] })).records)).toEqual(['a']);
    expect(which((await done({ createTime: ['2024-03-21', '2024-03-21'], initiator: 'student3' })).records)).toEqual(['c']);
    expect((await done({ initiator: 'student1', result: 3 })).records).toEqual([]);
    expect((await call(t, as, 'teacher1', '/bpmTask/donePage', { queryParam: { readFlag: true } })).code).toBe('00005');
    // The todo list no longer has them.
    expect(which((await page('teacher1', '/bpmTask/todoPage', { name: '筛选' })).records)).toEqual(['b', 'd']);
  });
});

describe.runIf(usingPostgres())('the todo statement with every filter (PostgreSQL)', () => {
  it('reads open tasks by plain index scans, never a sequential or bitmap scan of bpm_task', async () => {
    const db = t.database.db;
    // Many completed tasks, as after months of use, so the planner has a reason to choose.
    await db.execute(sql`insert into "bpm_task" select (jsonb_populate_record(null::"bpm_task", to_jsonb(x) || jsonb_build_object('id', 'fill-' || g, 'status', 'completed'))).* from "bpm_task" x, generate_series(1, 5000) g where x."id" = ${made.b.taskId}`);
    await db.execute(sql`analyze "bpm_task"`);
    const params = ['teacher1', '%筛选%', null, 'student1', '%student1%', at(1).toISOString(), at(31).toISOString(), 10, 0];
    const plan = (await rawQuery(db, { text: `explain ${TODO.text}`, name: '' }, params)).map((r) => String(Object.values(r)[0])).join('\n');
    // Both branches of the union are plain index scans of open tasks (todo-query.ts says why not bitmaps),
    // read backwards when the index gives the newest first.
    const reads = plan.split('\n').filter((line) => / on bpm_task\b/.test(line));
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(read).toMatch(/Index Scan (Backward )?using bpm_task_\w+_ix on bpm_task/);
  });
});
