/**
 * One draw of an award: on the server, in one transaction.
 *
 * - The activity row is locked (FOR UPDATE), so draws of one activity run one after another on every
 *   database and every server process; the pool each draw sees already excludes earlier winners.
 * - The award's stock is taken by a conditional update (drawn < stock); the table's CHECK (drawn <= stock)
 *   refuses an overdraw even if this code were wrong, and UNIQUE (draw_id, humancode) refuses a second
 *   win of one person.
 * - Fair: the winner is the participator at a uniformly random index (crypto.randomInt) of the eligible
 *   pool (participators who have not won in this activity) in a fixed order; the pool size and the index
 *   are stored with the winner, with who drew and when, so every draw can be audited afterwards.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthState } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { rowsOf } from '../reservation/sql-util.ts';
import { campusNotice } from '../reservation/notice.ts';

export interface Winner {
  id: string;
  awardId: string;
  humancode: string;
  humanname: string | null;
  organizationName: string | null;
  poolSize: number;
  pickIndex: number;
}

const refused = (zh: string, en: string) => new AppError('conflict', { message: { zh, en } });

export async function drawAward(db: Db, auth: AuthState, input: { drawId: string; awardId: string; count?: number }): Promise<Winner[]> {
  return db.transaction(async (tx) => {
    const [activity] = await rowsOf<{ id: string; name: string; open: boolean; enabled: boolean | null }>(
      tx,
      sql`select id, name, (now() >= start_at and now() <= end_at) as open, enabled from syt_lucky_draw where id = ${input.drawId} for update`,
    );
    if (!activity) throw notFound('抽奖活动不存在', 'No such lucky draw');
    if (!activity.enabled) throw refused('抽奖活动未启用', 'The lucky draw is not enabled');
    if (!activity.open) throw refused('不在抽奖活动时间内', 'The lucky draw is not open now');
    const winners: Winner[] = [];
    for (let round = 0; round < (input.count ?? 1); round++) {
      const taken = await rowsOf<{ id: string }>(
        tx,
        sql`update syt_lucky_draw_awards set drawn = drawn + 1, updated_at = now()
          where id = ${input.awardId} and draw_id = ${input.drawId} and drawn < stock returning id`,
      );
      if (taken.length === 0) {
        if (winners.length > 0) break;
        const [award] = await rowsOf<{ id: string }>(tx, sql`select id from syt_lucky_draw_awards where id = ${input.awardId} and draw_id = ${input.drawId}`);
        if (!award) throw notFound('奖项不存在', 'No such prize');
        throw refused('该奖项已抽完', 'This prize has all been drawn');
      }
      const eligible = sql`from syt_lucky_draw_participator p
        where p.draw_id = ${input.drawId} and not exists (select 1 from syt_lucky_draw_winner w where w.draw_id = p.draw_id and w.humancode = p.humancode)`;
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n ${eligible}`);
      if (n === 0) {
        if (winners.length > 0) {
          // Give back the stock this round took: nobody is left to win it.
          await tx.execute(sql`update syt_lucky_draw_awards set drawn = drawn - 1 where id = ${input.awardId}`);
          break;
        }
        throw refused('没有可抽取的人员（人员均已中奖或名单为空）', 'Nobody is left to draw (everyone has won or the list is empty)');
      }
      const pickIndex = randomInt(n);
      const [person] = await rowsOf<{ humancode: string; humanname: string | null; organization_name: string | null }>(
        tx,
        sql`select p.humancode, p.humanname, p.organization_name ${eligible} order by p.humancode, p.id offset ${pickIndex} limit 1`,
      );
      // Stamped with the clock (not the transaction's start): the moment of the draw, after the lock was granted.
      const winner: Winner = {
        id: randomUUID(),
        awardId: input.awardId,
        humancode: person!.humancode,
        humanname: person!.humanname,
        organizationName: person!.organization_name,
        poolSize: n,
        pickIndex,
      };
      await tx.execute(sql`insert into syt_lucky_draw_winner (id, draw_id, award_id, humancode, humanname, organization_name, drawn_by, pool_size, pick_index, created_at)
        values (${winner.id}, ${input.drawId}, ${input.awardId}, ${winner.humancode}, ${winner.humanname}, ${winner.organizationName}, ${auth.session.humancode}, ${n}, ${pickIndex},
          clock_timestamp())`);
      winners.push(winner);
    }
    // Each winner is told, in the draw's own transaction.
    const [award] = await rowsOf<{ name: string }>(tx, sql`select name from syt_lucky_draw_awards where id = ${input.awardId}`);
    for (const winner of winners) {
      await campusNotice(tx, { receivers: [winner.humancode], title: `恭喜您在「${activity.name}」中抽中${award?.name ?? ''}`, sender: auth.session.humancode });
    }
    return winners;
  });
}
