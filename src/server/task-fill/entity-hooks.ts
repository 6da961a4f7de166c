/**
 * sytTaskFill beyond its schema: the publisher is the saving administrator; a published task keeps its form
 * and audience (records were filled against them; only the name, description and deadline change), and the
 * `publish` action resolves the audience into one syt_task_person row per person, notifies each and schedules
 * the deadline reminder (deadline-reminder.ts), which follows later deadline changes.
 */
import { sql } from 'drizzle-orm';
import type { EntityHooks } from '../entity/hooks.ts';
import { AppError } from '../http/errors.ts';
import { object, str } from '../http/body.ts';
import { campusNotice } from '../modules/reservation/notice.ts';
import { rowsOf } from '../modules/reservation/sql-util.ts';
import { audienceCodes, loadTask, pastDeadline, taskForm } from './audience.ts';
import { scheduleDeadlineReminder, unscheduleDeadlineReminder } from './deadline-reminder.ts';

const MAX_AUDIENCE = 20_000;

export const taskFillHooks: EntityHooks = {
  async beforeSave(values, { before, auth }) {
    if (!before) {
      values.publisher = auth.session.humancode;
      values.status = 'draft';
    } else if (before.status === 'published' && (('formId' in values && values.formId !== before.formId) || ('audience' in values && JSON.stringify(values.audience) !== JSON.stringify(before.audience)))) {
      const message = { zh: '任务已发布，不能再修改表单或填报对象', en: 'The task is published; its form and audience can no longer change' };
      throw new AppError('validation', { message, errors: [{ path: '/formId', message }] });
    }
  },
  async afterSave(row, { tx, before }) {
    if (row.status !== 'published' || !before) return;
    const deadline = row.deadline instanceof Date ? row.deadline : new Date(String(row.deadline));
    const earlier = before.deadline instanceof Date ? before.deadline : new Date(String(before.deadline));
    if (deadline.getTime() !== earlier.getTime()) await scheduleDeadlineReminder(tx, String(row.id), deadline);
  },
  async beforeDelete(row, { tx }) {
    await tx.execute(sql`delete from syt_task_person where task_id = ${String(row.id)}`);
    await unscheduleDeadlineReminder(tx, String(row.id));
  },
  actions: {
    publish: {
      body: object({ id: str(64, { minLength: 1 }) }, ['id']),
      async run(body, { tx, auth }) {
        const task = await loadTask(tx, String(body.id));
        if (task.status === 'published') throw new AppError('conflict', { message: { zh: '任务已发布', en: 'The task is already published' } });
        if (pastDeadline(task)) throw new AppError('validation', { message: { zh: '截止时间已过，请先修改截止时间', en: 'The deadline has passed; change it first' } });
        await taskForm(tx, task.formId);
        const [stored] = await rowsOf<{ audience: unknown }>(tx, sql`select audience from syt_task_fill where id = ${task.id}`);
        const codes = await audienceCodes(tx, stored?.audience);
        if (codes.length === 0) throw new AppError('validation', { message: { zh: '请选择填报人员、部门或角色', en: 'Choose the people, departments or roles who must fill it' } });
        if (codes.length > MAX_AUDIENCE) throw new AppError('validation', { message: { zh: `填报对象最多 ${MAX_AUDIENCE} 人`, en: `At most ${MAX_AUDIENCE} people` } });
        // Only one publish wins (the status flips once), so the audience rows are written once.
        const flipped = await rowsOf(tx, sql`update syt_task_fill set status = 'published', published_at = now(), updated_at = now() where id = ${task.id} and coalesce(status, 'draft') = 'draft' returning id`);
        if (flipped.length === 0) throw new AppError('conflict', { message: { zh: '任务已发布', en: 'The task is already published' } });
        await tx.execute(sql`insert into syt_task_person (id, task_id, humancode, humanname, organization_name, created_at, updated_at)
          select gen_random_uuid()::text, ${task.id}, a.humancode, a.humanname, o.name, now(), now()
          from syt_permission_account a left join syt_sys_organization o on o.id = a.organization_id
          where a.humancode in (select unnest(${`{${codes.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]))`);
        await campusNotice(tx, {
          receivers: codes,
          title: `数据采集：${task.name}`,
          content: `请在 ${task.deadline.toISOString().slice(0, 16).replace('T', ' ')} (UTC) 前完成填报 / Please fill it before the deadline.`,
          sender: auth.session.humancode,
        });
        await scheduleDeadlineReminder(tx, task.id, task.deadline);
        return { people: codes.length };
      },
    },
  },
};
