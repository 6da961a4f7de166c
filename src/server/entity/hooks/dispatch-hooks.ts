/** Dispatching-centre jobs: a valid cron, the job row kept in step, run now, enable flag. */
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { bool, object, str } from '../../http/body.ts';
import { cronProblem, DISPATCH_KIND, runDispatch, scheduleDispatch } from '../../jobs/dispatch.ts';
import { columnsOf } from '../query.ts';
import { writeAudit } from '../audit.ts';
import type { EntityHooks } from '../hooks.ts';

export const dispatchHooks: EntityHooks = {
  async beforeSave(values, { request }) {
    if (typeof values.cron !== 'string') return;
    const problem = cronProblem(values.cron);
    if (problem) {
      const message = { zh: `Cron 表达式不正确：${problem}`, en: `Invalid cron expression: ${problem}` };
      throw new AppError('validation', { message, errors: [{ path: '/cron', message: message[request.lang] }] });
    }
  },
  async afterSave(row, { tx }) {
    await scheduleDispatch(tx, row as { id: unknown; cron: unknown; enableflag: unknown });
  },
  async afterDelete(row, { tx }) {
    await tx.delete(jobs).where(and(eq(jobs.kind, DISPATCH_KIND), eq(jobs.refId, String(row.id))));
  },
  actions: {
    runNow: {
      body: object({ id: str(64, { minLength: 1 }) }, ['id']),
      async run(body, { tx, ctx, runtime, request }) {
        const runs = ctx.entities?.get('sytDispatchRun');
        if (!runs) throw notFound('执行记录不可用', 'Run history is not available');
        const result = await runDispatch(tx, runtime, runs, String(body.id), 'manual');
        if (!result) throw notFound('任务不存在', 'The job does not exist');
        return { status: result.status, message: result.message[request.lang] };
      },
    },
    modifyEnableFlag: {
      body: object({ id: str(64, { minLength: 1 }), enableflag: bool() }, ['id', 'enableflag']),
      async run(body, { tx, runtime, auth, request }) {
        const cols = columnsOf(runtime);
        const [row] = await tx
          .update(runtime.table)
          .set({ enableflag: body.enableflag, updatedAt: new Date() } as never)
          .where(eq(cols.id!, String(body.id)))
          .returning();
        if (!row) throw notFound('任务不存在', 'The job does not exist');
        await scheduleDispatch(tx, row as { id: unknown; cron: unknown; enableflag: unknown });
        await writeAudit(tx, { schema: runtime.schema, recordId: String(body.id), label: (row as { name?: string }).name ?? null, action: 'modifyEnableFlag', after: { enableflag: body.enableflag }, auth, ip: request.ip });
        return { enableflag: body.enableflag };
      },
    },
  },
};
