/**
 * Data collection (issue #17; platform-shell §2.3 taskFill, §2.4 /taskFill/*). The spec names only routes;
 * the calls are designed here:
 * - myTasks {}: the published tasks the caller must fill, with their deadline and whether they submitted.
 * - fill {id}: one of them with its form and the caller's answers (only for its audience).
 * - submit {id, formData}: stores the caller's answers, checked by the form runtime's validateSubmission as a
 *   process start is; one record per person (edited until the deadline, refused after it and for outsiders).
 * - progress {id}: who has and who has not submitted (sys_task_fill_view).
 * - remind {id}: a message to each missing person (sys_task_fill_btn_remind).
 * - record {id}: one record read-only with its form, for its owner or holders of sys_task_fill_view.
 * - export {id}: the records as .xlsx, one column per form field (sys_task_fill_btn_export).
 * Administration (tasks, the records list) is the entity runtime's (sytTaskFill with its publish action, sytTaskPerson).
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { hasAnyPermission } from '../../schemas/permissions.ts';
import { validateSubmission } from '../../schemas/form/validate-submission.ts';
import { formErrors } from '../bpm/approval/rules.ts';
import { calendarFor } from '../campus/calendar-store.ts';
import { XLSX_TYPE } from '../entity/spreadsheet.ts';
import { campusNotice } from '../modules/reservation/notice.ts';
import { iso, rowsOf } from '../modules/reservation/sql-util.ts';
import { deadlinePassed, loadTask, pastDeadline, taskForm } from './audience.ts';
import { formColumns } from './columns.ts';

export const TASK_VIEW = 'sys_task_fill_view';
const ID = object({ id: str(64, { minLength: 1 }) }, ['id']);
const notInAudience = () => new AppError('forbidden', { message: { zh: '您不在该任务的填报范围内', en: 'You are not asked to fill this task' } });

interface PersonRow {
  id: string;
  humancode: string;
  humanname: string | null;
  organization_name: string | null;
  data: unknown;
  submitted_at: unknown;
  reminded_at: unknown;
}
const personOut = (p: PersonRow) => ({ id: p.id, humancode: p.humancode, humanname: p.humanname, organizationName: p.organization_name, submittedAt: iso(p.submitted_at), remindedAt: iso(p.reminded_at) });
const taskOut = (t: Awaited<ReturnType<typeof loadTask>>) => ({ id: t.id, name: t.name, deadline: t.deadline.toISOString(), description: t.description, status: t.status, closed: pastDeadline(t) });

export function registerTaskFillRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;
  const people = (taskId: string) => rowsOf<PersonRow>(db, sql`select * from syt_task_person where task_id = ${taskId} order by organization_name nulls last, humancode`);
  const mine = async (taskId: string, humancode: string) => {
    const [row] = await rowsOf<PersonRow>(db, sql`select * from syt_task_person where task_id = ${taskId} and humancode = ${humancode}`);
    return row;
  };

  app.post('/taskFill/myTasks', { schema: { body: empty } }, async (request) => {
    const me = authOf(request).session.humancode;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select t.id, t.name, t.deadline, t.description, p.submitted_at from syt_task_person p join syt_task_fill t on t.id = p.task_id
        where p.humancode = ${me} and t.status = 'published' order by (p.submitted_at is not null), t.deadline, t.id limit 500`,
    );
    const now = Date.now();
    return ok(rows.map((r) => ({ id: r.id, name: r.name, description: r.description, deadline: iso(r.deadline), submittedAt: iso(r.submitted_at), closed: Date.parse(iso(r.deadline)!) <= now })));
  });

  app.post('/taskFill/fill', { schema: { body: ID } }, async (request) => {
    const { id } = request.body as { id: string };
    const task = await loadTask(db, id);
    const row = task.status === 'published' ? await mine(task.id, authOf(request).session.humancode) : undefined;
    if (!row) throw notInAudience();
    return ok({ task: taskOut(task), form: await taskForm(db, task.formId), data: row.data ?? null, submittedAt: iso(row.submitted_at) });
  });

  app.post('/taskFill/submit', { schema: { body: object({ id: str(64, { minLength: 1 }), formData: { type: 'object' } }, ['id', 'formData']) } }, async (request) => {
    const auth = authOf(request);
    const body = request.body as { id: string; formData: Record<string, unknown> };
    const task = await loadTask(db, body.id);
    const row = task.status === 'published' ? await mine(task.id, auth.session.humancode) : undefined;
    if (!row) throw notInAudience();
    if (pastDeadline(task)) throw deadlinePassed();
    const form = await taskForm(db, task.formId);
    const checked = validateSubmission(form, body.formData, null, { lang: request.lang, calendar: await calendarFor(db, form) });
    if (!checked.ok) throw new AppError('validation', { message: { zh: '表单校验未通过', en: 'the form has errors' }, errors: formErrors(checked.errors) });
    // The deadline is checked again in the statement itself, so a submission racing the deadline cannot slip in.
    const updated = await rowsOf<{ submitted_at: unknown }>(
      db,
      sql`update syt_task_person p set data = ${JSON.stringify(checked.data)}::jsonb, submitted_at = now(), updated_at = now()
        from syt_task_fill t where p.id = ${row.id} and t.id = p.task_id and t.deadline > now() returning p.submitted_at`,
    );
    if (updated.length === 0) throw deadlinePassed();
    return ok({ submittedAt: iso(updated[0]!.submitted_at) });
  });

  app.post('/taskFill/progress', { config: { permission: TASK_VIEW }, schema: { body: ID } }, async (request) => {
    const task = await loadTask(db, (request.body as { id: string }).id);
    const all = await people(task.id);
    return ok({
      task: taskOut(task),
      total: all.length,
      submitted: all.filter((p) => p.submitted_at).map(personOut),
      missing: all.filter((p) => !p.submitted_at).map(personOut),
    });
  });

  app.post('/taskFill/remind', { config: { permission: 'sys_task_fill_btn_remind' }, schema: { body: ID } }, async (request) => {
    const task = await loadTask(db, (request.body as { id: string }).id);
    if (task.status !== 'published') throw new AppError('validation', { message: { zh: '任务尚未发布', en: 'The task is not published' } });
    if (pastDeadline(task)) throw deadlinePassed();
    const reminded = await db.transaction(async (tx) => remindMissing(tx as unknown as typeof db, task, authOf(request).session.humancode));
    return ok({ reminded });
  });

  app.post('/taskFill/record', { schema: { body: ID } }, async (request) => {
    const auth = authOf(request);
    const [row] = await rowsOf<PersonRow & { task_id: string }>(db, sql`select * from syt_task_person where id = ${(request.body as { id: string }).id}`);
    if (!row) throw notFound('记录不存在', 'The record does not exist');
    if (row.humancode !== auth.session.humancode && !hasAnyPermission(auth.permissions, [TASK_VIEW])) throw new AppError('forbidden');
    const task = await loadTask(db, row.task_id);
    return ok({ task: taskOut(task), person: personOut(row), form: await taskForm(db, task.formId), data: row.data ?? null });
  });

  app.post('/taskFill/export', { config: { permission: 'sys_task_fill_btn_export' }, schema: { body: ID } }, async (request, reply) => {
    const task = await loadTask(db, (request.body as { id: string }).id);
    const form = await taskForm(db, task.formId);
    const columns = formColumns(form);
    const en = request.lang === 'en';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(en ? 'Records' : '填报记录');
    sheet.addRow([en ? 'Id' : '工号/学号', en ? 'Name' : '姓名', en ? 'Department' : '部门', en ? 'Submitted at' : '提交时间', ...columns.map((c) => c.label)]);
    for (const p of await people(task.id)) {
      const data = (p.data ?? {}) as Record<string, unknown>;
      sheet.addRow([p.humancode, p.humanname ?? '', p.organization_name ?? '', iso(p.submitted_at) ?? (en ? 'not submitted' : '未提交'), ...columns.map((c) => cell(data[c.name]))]);
    }
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="task-records.xlsx"`).send(file);
  });
}

const cell = (value: unknown): string | number => (value == null ? '' : typeof value === 'number' ? value : typeof value === 'string' ? value : JSON.stringify(value));

/** Sends a message to each person of a task who has not submitted; answers how many. */
export async function remindMissing(db: ServerContext['db'], task: { id: string; name: string; deadline: Date }, sender: string | null): Promise<number> {
  const missing = await rowsOf<{ humancode: string }>(
    db,
    sql`update syt_task_person set reminded_at = now() where task_id = ${task.id} and submitted_at is null returning humancode`,
  );
  await campusNotice(db, {
    receivers: missing.map((m) => m.humancode),
    title: `数据采集提醒：${task.name}`,
    content: `截止时间 ${task.deadline.toISOString().slice(0, 16).replace('T', ' ')} (UTC)，您尚未填报 / You have not filled it yet.`,
    ...(sender ? { sender } : {}),
  });
  return missing.length;
}
