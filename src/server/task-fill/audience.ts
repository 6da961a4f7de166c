/**
 * Collection tasks' shared rules: the audience (people, departments with those below, roles) resolved on
 * the server exactly as a message send resolves its receivers, the stored form a task uses, and loading a
 * task with its deadline.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resolveRecipients } from '../modules/message-send-routes.ts';
import { AppError, notFound } from '../http/errors.ts';
import { normaliseFormSchema, type FormSchema } from '../../schemas/form/index.ts';
import { iso, rowsOf } from '../modules/reservation/sql-util.ts';

export interface Audience {
  accountIds?: string[];
  organizationIds?: string[];
  roleIds?: string[];
}

export interface TaskRow {
  id: string;
  name: string;
  formId: string;
  deadline: Date;
  status: string;
  publisher: string | null;
  description: string | null;
}

/** The humancodes an audience reaches (usable accounts, each once); empty for an empty audience. */
export async function audienceCodes(db: Db, audience: unknown): Promise<string[]> {
  const a = (audience && typeof audience === 'object' ? audience : {}) as Audience;
  if (!a.accountIds?.length && !a.organizationIds?.length && !a.roleIds?.length) return [];
  return resolveRecipients(db, { accountIds: a.accountIds ?? [], organizationIds: a.organizationIds ?? [], roleIds: a.roleIds ?? [] } as Parameters<typeof resolveRecipients>[1]);
}

export async function loadTask(db: Db, id: string): Promise<TaskRow> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, name, form_id, deadline, status, publisher, description from syt_task_fill where id = ${id}`,
  );
  if (!row) throw notFound('采集任务不存在', 'The collection task does not exist');
  return {
    id: String(row.id),
    name: String(row.name),
    formId: String(row.form_id),
    deadline: new Date(iso(row.deadline) ?? 0),
    status: String(row.status ?? 'draft'),
    publisher: (row.publisher as string | null) ?? null,
    description: (row.description as string | null) ?? null,
  };
}

/** The stored form (bpm_form.conf) of a task, as the form runtime reads it. */
export async function taskForm(db: Db, formId: string): Promise<FormSchema> {
  const [row] = await rowsOf<{ conf: unknown }>(db, sql`select conf from bpm_form where id = ${formId}`);
  if (!row?.conf) throw notFound('表单不存在', 'The form does not exist');
  const conf = typeof row.conf === 'string' ? (JSON.parse(row.conf) as unknown) : row.conf;
  return normaliseFormSchema(conf);
}

export function pastDeadline(task: TaskRow, now = new Date()): boolean {
  return task.deadline.getTime() <= now.getTime();
}

export const deadlinePassed = () => new AppError('forbidden', { message: { zh: '已过截止时间，不能再提交', en: 'The deadline has passed; no more submissions' } });
