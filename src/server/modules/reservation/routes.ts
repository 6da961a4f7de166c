/**
 * Resource reservation (issue #17; platform-shell §2.3 recourse, recourseApplyLog; §2.4 /resourceReservation/*).
 * The spec names only routes; the calls are designed here:
 *
 * - resources {keyword?, resourceType?}: the open resources, for the hall's list and search (signed-in users).
 * - detail {id}: one resource with its bookable slots.
 * - occupancy {resourceId, from, days}: the active bookings of a resource over some days, in campus time,
 *   for the booking grid; other people's bookings show only their department, the caller's own are marked.
 * - apply {resourceId, slotId, date, repeatUntil?, purpose, peopleCount?}: books (apply.ts).
 * - applyLog {pageNum, pageSize, status?}: the caller's own applications.
 * - cancel {id, series?}: cancels the caller's own future booking (or its whole weekly series); holders of
 *   sys_resource_apply_btn_cancel may cancel anyone's.
 * - audit {id, approve}: decides a pending application of a resource that needs approval without a process
 *   (sys_resource_apply_btn_audit); with a processKey the process decides (approval.ts).
 * - resourceStatistics {from, to, by}: booked count and hours by resource, department or week (sys_resource_apply_view).
 * Administration (resources, slots, all applications) is the entity runtime's (sytResource, sytResourProjectTime, sytResourceApply).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope.ts';
import { bool, int, object, str } from '../../http/body.ts';
import { authOf, type ServerContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { hasAnyPermission } from '../../../schemas/permissions.ts';
import { applyForSlot, CAMPUS_TZ, loadResource } from './apply.ts';
import { installApprovalHook, startApproval } from './approval.ts';
import { addDays, isDate } from './occurrences.ts';
import { iso, rowsOf } from './sql-util.ts';
import { campusNotice } from './notice.ts';
import { statistics, STAT_DIMENSIONS } from './statistics.ts';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const ID = str(64, { minLength: 1 });
const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'];

/** Campus-local date and times of a booking row, for the grid and the lists. */
const localColumns = sql`to_char(a.start_at at time zone ${CAMPUS_TZ}, 'YYYY-MM-DD') as date,
  to_char(a.start_at at time zone ${CAMPUS_TZ}, 'HH24:MI') as start_time, to_char(a.end_at at time zone ${CAMPUS_TZ}, 'HH24:MI') as end_time`;

export function registerReservationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;
  installApprovalHook(app);

  app.post(
    '/resourceReservation/resources',
    { schema: { body: object({ keyword: str(100), resourceType: { type: 'string', enum: ['room', 'equipment'] } }) } },
    async (request) => {
      const body = request.body as { keyword?: string; resourceType?: string };
      const like = body.keyword ? `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select r.id, r.name, r.resource_type, r.location, r.capacity, r.open_time, r.close_time, r.need_approval, r.image_url, r.description,
            (select count(*)::int from syt_resour_project_time t where t.resource_id = r.id and t.enabled = true) as slot_count
          from syt_resource r where r.enabled = true
            and (${like}::text is null or r.name ilike ${like} or r.location ilike ${like})
            and (${body.resourceType ?? null}::text is null or r.resource_type = ${body.resourceType ?? null})
          order by r.name, r.id limit 500`,
      );
      return ok(rows.map(camel));
    },
  );

  app.post('/resourceReservation/detail', { schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    const resource = await loadResource(db, id);
    const [full] = await rowsOf<Record<string, unknown>>(db, sql`select * from syt_resource where id = ${resource.id}`);
    const slots = await rowsOf<Record<string, unknown>>(
      db,
      sql`select id, name, start_time, end_time, weekdays from syt_resour_project_time where resource_id = ${id} and enabled = true order by start_time, sort, id`,
    );
    return ok({ ...camel(full!), slots: slots.map(camel) });
  });

  app.post(
    '/resourceReservation/occupancy',
    { schema: { body: object({ resourceId: ID, from: DATE, days: int({ minimum: 1, maximum: 31 }) }, ['resourceId', 'from', 'days']) } },
    async (request) => {
      const body = request.body as { resourceId: string; from: string; days: number };
      if (!isDate(body.from)) throw new AppError('validation', { errors: [{ path: '/from', message: { zh: '日期无效', en: 'The date is not valid' } }] });
      const me = authOf(request).session.humancode;
      const until = addDays(body.from, body.days);
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select a.id, a.slot_id, a.status, a.organization_name, a.humancode, a.purpose, ${localColumns}
          from syt_resource_apply a
          where a.resource_id = ${body.resourceId} and a.status in ('pending', 'approved')
            and a.start_at < ((${until}::date)::timestamp at time zone ${CAMPUS_TZ}) and a.end_at > ((${body.from}::date)::timestamp at time zone ${CAMPUS_TZ})
          order by a.start_at`,
      );
      return ok(
        rows.map(({ humancode, purpose, ...row }) => ({ ...camel(row), mine: humancode === me, ...(humancode === me ? { purpose } : {}) })),
      );
    },
  );

  app.post(
    '/resourceReservation/apply',
    {
      schema: {
        body: object(
          { resourceId: ID, slotId: ID, date: DATE, repeatUntil: DATE, purpose: str(200, { minLength: 1 }), peopleCount: int({ minimum: 1, maximum: 100000 }) },
          ['resourceId', 'slotId', 'date', 'purpose'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { approval, ...applied } = await applyForSlot(db, auth, request.body as Parameters<typeof applyForSlot>[2], request.lang);
      if (!approval) return ok(applied);
      const processInstanceId = await startApproval(app, db, { seriesId: applied.seriesId, humancode: auth.session.humancode, lang: request.lang, ...approval });
      return ok({ ...applied, processInstanceId });
    },
  );

  app.post(
    '/resourceReservation/applyLog',
    { schema: { body: object({ pageNum: int({ minimum: 1 }), pageSize: int({ minimum: 1, maximum: 100 }), status: { type: 'string', enum: STATUSES } }) } },
    async (request) => {
      const body = request.body as { pageNum?: number; pageSize?: number; status?: string };
      const size = body.pageSize ?? 10;
      const offset = ((body.pageNum ?? 1) - 1) * size;
      const me = authOf(request).session.humancode;
      const status = body.status ?? null;
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select a.id, a.series_id, a.resource_id, r.name as resource_name, r.location, a.purpose, a.people_count, a.status, a.start_at, a.end_at,
            a.created_at, ${localColumns}, (a.status in ('pending', 'approved') and a.start_at > now()) as cancellable, count(*) over () as total
          from syt_resource_apply a left join syt_resource r on r.id = a.resource_id
          where a.humancode = ${me} and (${status}::text is null or a.status = ${status})
          order by a.start_at desc, a.id limit ${size} offset ${offset}`,
      );
      const total = Number(rows[0]?.total ?? 0);
      return ok({
        total,
        records: rows.map(({ total: _total, start_at, end_at, created_at, ...row }) => ({ ...camel(row), startAt: iso(start_at), endAt: iso(end_at), createdAt: iso(created_at) })),
      });
    },
  );

  app.post('/resourceReservation/cancel', { schema: { body: object({ id: ID, series: bool() }, ['id']) } }, async (request) => {
    const { id, series } = request.body as { id: string; series?: boolean };
    const auth = authOf(request);
    const [target] = await rowsOf<{ humancode: string; series_id: string }>(db, sql`select humancode, series_id from syt_resource_apply where id = ${id}`);
    if (!target) throw notFound('预约不存在', 'No such reservation');
    const anyone = hasAnyPermission(auth.permissions, ['sys_resource_apply_btn_cancel']);
    if (target.humancode !== auth.session.humancode && !anyone) throw new AppError('forbidden', { message: { zh: '只能取消自己的预约', en: 'You may only cancel your own reservations' } });
    const which = series ? sql`series_id = ${target.series_id}` : sql`id = ${id}`;
    const cancelled = await rowsOf<{ id: string }>(
      db,
      sql`update syt_resource_apply set status = 'cancelled', cancelled_at = now(), updated_at = now()
        where ${which} and status in ('pending', 'approved') and start_at > now() returning id`,
    );
    if (cancelled.length === 0) throw new AppError('conflict', { message: { zh: '预约已开始或已取消，无法取消', en: 'The reservation has begun or is already cancelled' } });
    return ok({ cancelled: cancelled.map((row) => row.id) });
  });

  app.post(
    '/resourceReservation/audit',
    { schema: { body: object({ id: ID, approve: bool(), series: bool() }, ['id', 'approve']) }, config: { permission: 'sys_resource_apply_btn_audit' } },
    async (request) => {
      const { id, approve, series } = request.body as { id: string; approve: boolean; series?: boolean };
      const which = series ? sql`series_id = (select series_id from syt_resource_apply where id = ${id})` : sql`id = ${id}`;
      const decided = await db.transaction(async (tx) => {
        const rows = await rowsOf<{ id: string; humancode: string; resource_name: string | null; date: string; start_time: string; end_time: string }>(
          tx,
          sql`update syt_resource_apply a set status = ${approve ? 'approved' : 'rejected'}, updated_at = now()
            where ${which} and a.status = 'pending' and a.process_instance_id is null
            returning a.id, a.humancode, (select r.name from syt_resource r where r.id = a.resource_id) as resource_name, ${localColumns}`,
        );
        // The applicant learns the decision (message centre and bell), with the same commit.
        for (const row of rows) {
          await campusNotice(tx, {
            receivers: [row.humancode],
            title: `资源预约${approve ? '已通过' : '未通过'}：${row.resource_name ?? ''} ${row.date} ${row.start_time}–${row.end_time}`,
            sender: authOf(request).session.humancode,
          });
        }
        return rows;
      });
      if (decided.length === 0) throw new AppError('conflict', { message: { zh: '该预约不在待审批状态', en: 'The reservation is not pending' } });
      return ok({ decided: decided.map((row) => row.id) });
    },
  );

  app.post(
    '/resourceReservation/resourceStatistics',
    {
      schema: { body: object({ from: DATE, to: DATE, by: { type: 'string', enum: STAT_DIMENSIONS } }, ['from', 'to', 'by']) },
      config: { permission: ['sys_resource_stat_view', 'sys_resource_apply_view'] },
    },
    async (request) => ok(await statistics(db, request.body as Parameters<typeof statistics>[1])),
  );
}

/** snake_case row keys to the camelCase the web app reads. */
export function camel(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
}
