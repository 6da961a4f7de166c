/**
 * Task and instance reads: todo and done pages, my instances, CC page. Pages answer
 * {records, total, page, pageSize} like the entity runtime.
 */
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, organizations } from '../../db/schema.ts';
import { bpmCopies, bpmInstances, bpmTasks } from '../../db/schema-bpm.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { skippedReason } from './self-approval.ts';
import { systemReasonText } from './system-reasons.ts';
import { todoCount, todoRows } from './todo-query.ts';
import { dayRange, like, textOf, type PageInput, type QueryParam } from './list-filters.ts';
import type { BpmEngine } from '../engine/engine.ts';
import { batchApprovableIds } from './batch.ts';
import { withdrawable } from './moves.ts';
import { isResubmitStep } from './initiator-step.ts';
import type { ProcessGraph } from '../engine/graph.ts';

export type { PageInput } from './list-filters.ts';

const pageOf = (input: PageInput) => ({ page: input.page ?? 1, pageSize: input.pageSize ?? 10 });

/**
 * The filters every list shares, as conditions: the initiator (humancode, or part of the name in the
 * account joined as the initiator) and the day range on the list's own time column.
 */
function sharedFilters(q: QueryParam, time: PgColumn): SQL[] {
  const out: SQL[] = [];
  const initiator = textOf(q.initiator);
  if (initiator) out.push(or(eq(bpmInstances.initiator, initiator), ilike(accounts.humanname, like(initiator)))!);
  const range = dayRange(q.createTime);
  if (range) out.push(gte(time, range.from), lte(time, range.to));
  return out;
}

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
async function taskPage(db: Db, where: SQL, order: SQL[], input: PageInput, lang: Lang, time: PgColumn) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const filters = [where, ...sharedFilters(q, time)];
  const name = textOf(q.name);
  if (name) filters.push(or(ilike(bpmInstances.name, like(name)), ilike(bpmTasks.name, like(name)))!);
  if (q.processInstanceId) filters.push(eq(bpmTasks.instanceId, q.processInstanceId));
  if (q.result !== undefined) filters.push(eq(bpmTasks.result, q.result));
  const all = and(...filters);
  const rows = await db
    .select({
      ...taskColumns,
      // The self-approval and system-reason markers (not the whole extra): a step the platform decided has its
      // reason answered in the caller's language (system-reasons.ts).
      skipped: sql<boolean>`coalesce((${bpmTasks.extra} -> 'selfApproval' ->> 'policy') = 'skip', false)`,
      systemReason: sql<string | null>`${bpmTasks.extra} ->> 'systemReason'`,
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
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await db.select({ total: count() }).from(bpmTasks).innerJoin(bpmInstances, eq(bpmInstances.id, bpmTasks.instanceId)).leftJoin(accounts, eq(accounts.humancode, bpmInstances.initiator)).where(all))[0]?.total ?? 0) : 0);
  return {
    records: rows.map(({ skipped, systemReason, ...row }) => pageRecord({ ...row, reason: systemReasonText(systemReason, lang) ?? (skipped ? skippedReason(lang) : row.reason) })),
    total,
    page,
    pageSize,
  };
}

/**
 * 待办: open tasks assigned to me, or offered to me as a candidate and not yet claimed (todo-query.ts).
 * Each row says whether a batch pass would take it (batch.ts), so the list can offer the checkbox.
 */
export async function todoPage(engine: BpmEngine, db: Db, me: string, input: PageInput) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const name = textOf(q.name);
  const initiator = textOf(q.initiator);
  const { rows, total } = await todoRows(
    db,
    me,
    { name: name ? like(name) : null, processInstanceId: q.processInstanceId || null, initiator: initiator ? { code: initiator, name: like(initiator) } : null, received: dayRange(q.createTime) },
    page,
    pageSize,
  );
  const typed = rows as unknown as (TaskPageRow & { definitionId: string })[];
  const approvable = await batchApprovableIds(engine, db, me, typed.map((r) => ({ id: r.id!, activityId: r.activityId!, definitionId: r.definitionId, processInstanceId: r.processInstanceId!, assignee: r.assignee })));
  // A step a return handed back to the initiator opens the resubmit page rather than the approve page.
  const graphs = new Map<string, ProcessGraph>();
  for (const id of new Set(typed.map((r) => r.definitionId))) graphs.set(id, (await engine.definition(db, id)).graph);
  const records = typed.map(({ definitionId, ...row }) => ({
    ...pageRecord(row),
    batchApprovable: approvable.has(row.id!),
    resubmit: isResubmitStep(graphs.get(definitionId)!, row.activityId!, row.initiator, row.assignee),
  }));
  return { records, total, page, pageSize };
}

/** The menu's counts: my open tasks and my unread CC rows. */
export async function listCounts(db: Db, me: string): Promise<{ todo: number; copyUnread: number }> {
  const [todo, [unread]] = await Promise.all([todoCount(db, me), db.select({ total: count() }).from(bpmCopies).where(and(eq(bpmCopies.userCode, me), eq(bpmCopies.readFlag, false)))]);
  return { todo, copyUnread: unread?.total ?? 0 };
}

/**
 * 已办: tasks I acted on (passed, not passed, returned, delegated, transferred). Each passed row says
 * whether I could withdraw it now (moves.ts `withdrawable`, the withdraw operation's own rule).
 */
export async function donePage(engine: BpmEngine, db: Db, me: string, input: PageInput, lang: Lang = 'zh') {
  const page = await taskPage(db, and(eq(bpmTasks.assignee, me), eq(bpmTasks.status, 'completed'))!, [desc(bpmTasks.endTime)], input, lang, bpmTasks.endTime);
  const passed = page.records.filter((r) => r.result === 2 && r.processResult === 1).map((r) => r.id!);
  const rows = passed.length === 0 ? [] : await db.select().from(bpmTasks).where(inArray(bpmTasks.id, passed));
  const open = new Set<string>();
  for (const row of rows) if (await withdrawable(engine, db, row, me)) open.add(row.id);
  return { ...page, records: page.records.map((r) => ({ ...r, withdrawable: open.has(r.id!) })) };
}

/** 我的流程: instances I started. */
export async function myInstancesPage(db: Db, me: string, input: PageInput) {
  const { page, pageSize } = pageOf(input);
  const q = input.queryParam ?? {};
  const filters: SQL[] = [eq(bpmInstances.initiator, me)];
  const name = textOf(q.name);
  if (name) filters.push(ilike(bpmInstances.name, like(name)));
  const range = dayRange(q.createTime);
  if (range) filters.push(gte(bpmInstances.startTime, range.from), lte(bpmInstances.startTime, range.to));
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
  const filters: SQL[] = [eq(bpmCopies.userCode, me), ...sharedFilters(q, bpmCopies.createTime)];
  const name = textOf(q.name);
  if (name) filters.push(ilike(bpmInstances.name, like(name)));
  if (q.processInstanceId) filters.push(eq(bpmCopies.instanceId, q.processInstanceId));
  if (q.readFlag !== undefined) filters.push(eq(bpmCopies.readFlag, q.readFlag));
  if (q.result !== undefined) filters.push(eq(bpmInstances.result, q.result));
  const where = and(...filters);
  const [records, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: bpmCopies.id, processInstanceId: bpmCopies.instanceId, processName: bpmInstances.name, taskId: bpmCopies.taskId, activityId: bpmCopies.activityId, taskName: bpmTasks.name, creator: bpmCopies.creator, reason: bpmCopies.reason, readFlag: bpmCopies.readFlag, createTime: bpmCopies.createTime, processResult: bpmInstances.result, initiator: bpmInstances.initiator })
      .from(bpmCopies)
      .innerJoin(bpmInstances, eq(bpmInstances.id, bpmCopies.instanceId))
      .leftJoin(bpmTasks, eq(bpmTasks.id, bpmCopies.taskId))
      .leftJoin(accounts, eq(accounts.humancode, bpmInstances.initiator))
      .where(where)
      .orderBy(desc(bpmCopies.createTime))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(bpmCopies).innerJoin(bpmInstances, eq(bpmInstances.id, bpmCopies.instanceId)).leftJoin(accounts, eq(accounts.humancode, bpmInstances.initiator)).where(where),
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
