/**
 * Lucky draw (issue #17; platform-shell §2.1 /choujiang without login, §2.4 /luckyDraw/*). The spec names
 * only routes; the calls are designed here:
 *
 * - draw {drawId, awardId, count?}: draws count winners (default 1) of an award (draw.ts); needs
 *   sys_lucky_draw_btn_draw. Nobody else can draw, and nothing public can.
 * - luckyDrawWinnerList {drawId}: the activity's awards (stock, drawn) and the full winner list with the
 *   audit fields (who drew, pool size, index); needs sys_lucky_draw_view.
 * - addParticipators {drawId, organizationId?, rolecode?}: adds the accounts of a department (with its
 *   sub-departments) and/or of a role; people already listed are kept once. Importing a spreadsheet is the
 *   entity runtime's import on sytLuckyDrawParticipator.
 * - public/list, public/result {id}: public (no token) and read-only: the published activities, and one's
 *   awards with its winners, names masked (马*明) and no ids, for the /choujiang screen.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope.ts';
import { int, object, str } from '../../http/body.ts';
import { authOf, type ServerContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { iso, rowsOf } from '../reservation/sql-util.ts';
import { camel } from '../reservation/routes.ts';
import { drawAward } from './draw.ts';

const ID = str(64, { minLength: 1 });

/** 马小明 → 马*明, 张伟 → 张*: enough for a winner to recognise themselves, not a published roster. */
export function maskName(name: string | null): string {
  const chars = [...(name ?? '')];
  if (chars.length <= 1) return chars.join('') || '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

export function registerLuckyDrawRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;

  app.post(
    '/luckyDraw/draw',
    { schema: { body: object({ drawId: ID, awardId: ID, count: int({ minimum: 1, maximum: 50 }) }, ['drawId', 'awardId']) }, config: { permission: 'sys_lucky_draw_btn_draw' } },
    async (request) => ok(await drawAward(db, authOf(request), request.body as { drawId: string; awardId: string; count?: number })),
  );

  const awardsOf = (drawId: string) =>
    rowsOf<Record<string, unknown>>(db, sql`select id, name, level, stock, drawn from syt_lucky_draw_awards where draw_id = ${drawId} order by level, name, id`);

  app.post('/luckyDraw/luckyDrawWinnerList', { schema: { body: object({ drawId: ID }, ['drawId']) }, config: { permission: ['sys_lucky_draw_winner_view', 'sys_lucky_draw_view'] } }, async (request) => {
    const { drawId } = request.body as { drawId: string };
    const [activity] = await rowsOf<Record<string, unknown>>(db, sql`select id, name, start_at, end_at, published, enabled from syt_lucky_draw where id = ${drawId}`);
    if (!activity) throw notFound('抽奖活动不存在', 'No such lucky draw');
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from syt_lucky_draw_participator where draw_id = ${drawId}`);
    const winners = await rowsOf<Record<string, unknown>>(
      db,
      sql`select w.id, w.award_id, a.name as award_name, w.humancode, w.humanname, w.organization_name, w.drawn_by, w.pool_size, w.pick_index, w.created_at
        from syt_lucky_draw_winner w left join syt_lucky_draw_awards a on a.id = w.award_id
        where w.draw_id = ${drawId} order by w.created_at, w.id`,
    );
    return ok({
      activity: { ...camel(activity), startAt: iso(activity.start_at), endAt: iso(activity.end_at) },
      participators: n,
      awards: (await awardsOf(drawId)).map(camel),
      winners: winners.map(({ created_at, ...row }) => ({ ...camel(row), drawnAt: iso(created_at) })),
    });
  });

  app.post(
    '/luckyDraw/addParticipators',
    { schema: { body: object({ drawId: ID, organizationId: ID, rolecode: str(64, { minLength: 1 }) }, ['drawId']) }, config: { permission: 'sys_lucky_draw_participator_btn_add' } },
    async (request) => {
      const { drawId, organizationId, rolecode } = request.body as { drawId: string; organizationId?: string; rolecode?: string };
      if (!organizationId && !rolecode) {
        throw new AppError('validation', { errors: [{ path: '/organizationId', message: { zh: '请选择部门或角色', en: 'Choose a department or a role' } }] });
      }
      const [activity] = await rowsOf<{ id: string }>(db, sql`select id from syt_lucky_draw where id = ${drawId}`);
      if (!activity) throw notFound('抽奖活动不存在', 'No such lucky draw');
      const added = await rowsOf<{ id: string }>(
        db,
        sql`with recursive orgs as (
            select id from syt_sys_organization where id = ${organizationId ?? null}
            union select o.id from syt_sys_organization o join orgs on o.parent_id = orgs.id)
          insert into syt_lucky_draw_participator (id, draw_id, humancode, humanname, organization_name)
          select gen_random_uuid()::text, ${drawId}, a.humancode, a.humanname, o.name
          from syt_permission_account a left join syt_sys_organization o on o.id = a.organization_id
          where a.del_flag = false and a.validflag = true
            and (${organizationId ?? null}::text is null or a.organization_id in (select id from orgs))
            and (${rolecode ?? null}::text is null or exists (select 1 from syt_permission_account_role ar join syt_permission_role r on r.id = ar.role_id
              where ar.account_id = a.id and r.rolecode = ${rolecode ?? null}))
          on conflict (draw_id, humancode) do nothing
          returning id`,
      );
      return ok({ added: added.length });
    },
  );

  app.post('/luckyDraw/public/list', { schema: { body: object({}) }, config: { public: true } }, async () => {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select id, name, description, start_at, end_at from syt_lucky_draw where published = true and enabled = true order by start_at desc, id limit 50`,
    );
    return ok(rows.map(({ start_at, end_at, ...row }) => ({ ...row, startAt: iso(start_at), endAt: iso(end_at) })));
  });

  app.post('/luckyDraw/public/result', { schema: { body: object({ id: ID }, ['id']) }, config: { public: true } }, async (request) => {
    const { id } = request.body as { id: string };
    const [activity] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select id, name, description, start_at, end_at from syt_lucky_draw where id = ${id} and published = true and enabled = true`,
    );
    if (!activity) throw notFound('抽奖活动不存在或未公开', 'No such published lucky draw');
    const winners = await rowsOf<{ award_id: string; humanname: string | null; organization_name: string | null; created_at: unknown }>(
      db,
      sql`select award_id, humanname, organization_name, created_at from syt_lucky_draw_winner where draw_id = ${id} order by created_at, id`,
    );
    return ok({
      activity: { id: activity.id, name: activity.name, description: activity.description, startAt: iso(activity.start_at), endAt: iso(activity.end_at) },
      awards: (await awardsOf(id)).map((award) => ({
        ...camel(award),
        winners: winners.filter((w) => w.award_id === award.id).map((w) => ({ name: maskName(w.humanname), organizationName: w.organization_name, drawnAt: iso(w.created_at) })),
      })),
    });
  });
}
