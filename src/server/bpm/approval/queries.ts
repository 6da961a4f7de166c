/**
 * Task and instance reads: todo and done pages, my instances, CC page. Pages answer
 * {records, total, page, pageSize} like the entity runtime.
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, organizations } from '../../db/schema.ts';
import { bpmCopies, bpmInstances, bpmTasks } from '../../db/schema-bpm.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { skippedReason } from './self-approval.ts';
import { todoRows } from './todo-query.ts';

export interface PageInput {
  page?: number;
  pageSize?: number;
  queryParam?: { name?: string; processInstanceId?: string; status?: string; result?: number };
}

const pageOf = (input: PageInput) => ({ page: input.page ?? 1, pageSize: input.pageSize ?? 10 });
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Person {
  humancode: string;
  humanName: string;
  organizationnames: string;
}

/** Names and departments of accounts (unknown codes answer the code itself). */
export async function people(db: Db, codes: readonly (string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(codes.filter((c): c is string => !!c))];
  const out = new Map<string, Person>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ humancode: accounts.humancode, humanName: accounts.humanname, org: organizations.name })
    .from(accounts)
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(inArray(accounts.humancode, wanted));
  for (const row of rows) out.set(row.humancode, { humancode: row.humancode, humanName: row.humanName, organizationnames: row.org ?? '' });
  for (const code of wanted) if (!out.has(code)) out.set(code, { humancode: code, humanName: code, organizationnames: '' });
  return out;
}

const taskColumns = {
  id: bpmTasks.id,
  name: bpmTasks.name,
  activityId: bpmTasks.activityId,
  assignee: bpmTasks.assignee,
  owner: bpmTasks.owner,
  candidateUsers: bpmTasks.candidateUsers,
  status: bpmTasks.status,
  result: bpmTasks.result,
  reason: bpmTasks.reason,
  createTime: bpmTasks.createTime,
  claimTime: bpmTasks.claimTime,
  endTime: bpmTasks.endTime,
  dueDate: bpmTasks.dueDate,
  priority: bpmTasks.priority,
  processInstanceId: bpmInstances.id,
  processName: bpmInstances.name,
  processDefinitionKey: bpmInstances.definitionKey,
  initiator: bpmInstances.initiator,
  processStartTime: bpmInstances.startTime,
  processResult: bpmInstances.result,
};

type TaskPageRow = { [K in keyof typeof taskColumns]: (typeof taskColumns)[K]['_']['data'] | null } & { starterName: string | null; starterOrg: string | null; total: number };

/** A task page record: the row with the initiator as {humancode, humanName, organizationnames}. */
function pageRecord({ starterName, starterOrg, total: _total, ...r }: TaskPageRow) {
  return {
    ...r,
    startUser: r.initiator ? { humancode: r.initiator, humanName: starterName ?? r.initiator, organizationnames: starterOrg ?? '' } : null,
    candidateUsers: r.candidateUsers ?? [],
  };
}

/** The page's rows with the total (a window count) and the initiator's name and department, in one statement. */
async function taskPage(db: Db, where: SQL, order: SQL[], input: PageInput, lang: Lang) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const filters = [where];
  if (q.name) filters.push(or(ilike(bpmInstances.name, like(q.name)), ilike(bpmTasks.name, like(q.name)))!);
  if (q.processInstanceId) filters.push(eq(bpmTasks.instanceId, q.processInstanceId));
  const all = and(...filters);
  const rows = await db
    .select({
      ...taskColumns,
      // The self-approval marker (not the whole extra): a skipped step's reason is answered in the caller's language.
      skipped: sql<boolean>`coalesce((${bpmTasks.extra} -> 'selfApproval' ->> 'policy') = 'skip', false)`,
      starterName: accounts.humanname,
      starterOrg: organizations.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bpmTasks)
    .innerJoin(bpmInstances, eq(bpmInstances.id, bpmTasks.instanceId))
    .leftJoin(accounts, eq(accounts.humancode, bpmInstances.initiator))
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(all)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the end has no row to carry the window count.
  const total = rows[0]?.total ?? (page > 1 ? ((await db.select({ total: count() }).from(bpmTasks).innerJoin(bpmInstances, eq(bpmInstances.id, bpmTasks.instanceId)).where(all))[0]?.total ?? 0) : 0);
  return {
    records: rows.map(({ skipped, ...row }) => pageRecord({ ...row, reason: skipped ? skippedReason(lang) : row.reason })),
    total,
    page,
    pageSize,
  };
}

/** 待办: open tasks assigned to me, or offered to me as a candidate and not yet claimed (todo-query.ts). */
export async function todoPage(db: Db, me: string, input: PageInput) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const { rows, total } = await todoRows(db, me, { name: q.name ? like(q.name) : null, processInstanceId: q.processInstanceId || null }, page, pageSize);
  return { records: rows.map((row) => pageRecord(row as unknown as TaskPageRow)), total, page, pageSize };
}

/** 已办: tasks I acted on (passed, not passed, returned, delegated, transferred). */
export function donePage(db: Db, me: string, input: PageInput, lang: Lang = 'zh') {
  return taskPage(db, and(eq(bpmTasks.assignee, me), eq(bpmTasks.status, 'completed'))!, [desc(bpmTasks.endTime)], input, lang);
}

/** 我的流程: instances I started. */
export async function myInstancesPage(db: Db, me: string, input: PageInput) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const filters: SQL[] = [eq(bpmInstances.initiator, me)];
  if (q.name) filters.push(ilike(bpmInstances.name, like(q.name)));
  if (q.status) filters.push(eq(bpmInstances.status, q.status));
  if (q.result !== undefined) filters.push(eq(bpmInstances.result, q.result));
  const where = and(...filters);
  const [records, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: bpmInstances.id, name: bpmInstances.name, definitionId: bpmInstances.definitionId, processDefinitionKey: bpmInstances.definitionKey, businessKey: bpmInstances.businessKey, status: bpmInstances.status, result: bpmInstances.result, createTime: bpmInstances.startTime, endTime: bpmInstances.endTime })
      .from(bpmInstances)
      .where(where)
      .orderBy(desc(bpmInstances.startTime))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(bpmInstances).where(where),
  ]);
  const ids = records.map((r) => r.id);
  const open = ids.length === 0 ? [] : await db.select({ instanceId: bpmTasks.instanceId, id: bpmTasks.id, name: bpmTasks.name, assignee: bpmTasks.assignee }).from(bpmTasks).where(and(inArray(bpmTasks.instanceId, ids), eq(bpmTasks.status, 'open')));
  return { records: records.map((r) => ({ ...r, tasks: open.filter((t) => t.instanceId === r.id).map(({ instanceId: _i, ...t }) => t) })), total, page, pageSize };
}

/** 抄送我的: CC rows addressed to me. */
export async function copyPage(db: Db, me: string, input: PageInput) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const filters: SQL[] = [eq(bpmCopies.userCode, me)];
  if (q.name) filters.push(ilike(bpmInstances.name, like(q.name)));
  const where = and(...filters);
  const [records, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: bpmCopies.id, processInstanceId: bpmCopies.instanceId, processName: bpmInstances.name, taskId: bpmCopies.taskId, activityId: bpmCopies.activityId, taskName: bpmTasks.name, creator: bpmCopies.creator, reason: bpmCopies.reason, readFlag: bpmCopies.readFlag, createTime: bpmCopies.createTime, processResult: bpmInstances.result, initiator: bpmInstances.initiator })
      .from(bpmCopies)
      .innerJoin(bpmInstances, eq(bpmInstances.id, bpmCopies.instanceId))
      .leftJoin(bpmTasks, eq(bpmTasks.id, bpmCopies.taskId))
      .where(where)
      .orderBy(desc(bpmCopies.createTime))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(bpmCopies).innerJoin(bpmInstances, eq(bpmInstances.id, bpmCopies.instanceId)).where(where),
  ]);
  const names = await people(db, records.flatMap((r) => [r.creator, r.initiator]));
  return { records: records.map((r) => ({ ...r, creatorUser: r.creator ? names.get(r.creator) : null, startUser: r.initiator ? names.get(r.initiator) : null })), total, page, pageSize };
}

/** Marks my CC rows read. */
export async function readCopies(db: Db, me: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.update(bpmCopies).set({ readFlag: true }).where(and(eq(bpmCopies.userCode, me), inArray(bpmCopies.id, ids), ne(bpmCopies.readFlag, true))).returning({ id: bpmCopies.id });
  return rows.length;
}
