/**
 * Lucky draw (src/server/modules/lucky-draw): the draw is the server's, needs the draw code, never
 * overdraws an award or picks a winner twice even under 50 concurrent draws, records who drew and from
 * how large a pool; the public calls answer published results only, masked, and cannot draw.
 * Runs on PGlite and (api-postgres project) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let student: string;
let drawId: string;
let firstPrize: string;
let secondPrize: string;
/** Added from the whole organisation tree, then from the student role again (nobody twice). */
let participatorsAdded: number[];

const post = (token: string | undefined, url: string, body: unknown) => t.call('POST', url, { ...(token ? { token } : {}), body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  expect(answer.code, `${url} ${answer.raw}`).toBe('00000');
  return answer.info;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, student] = await Promise.all([t.login('admin'), t.login('student1')]);
  const now = Date.now();
  drawId = (await must(admin, '/sytLuckyDraw/edit', { name: '迎新晚会抽奖', startAt: new Date(now - 3600_000).toISOString(), endAt: new Date(now + 86_400_000).toISOString(), published: true })).id;
  firstPrize = (await must(admin, '/sytLuckyDrawAwards/edit', { drawId, name: '一等奖', level: 1, stock: 3 })).id;
  secondPrize = (await must(admin, '/sytLuckyDrawAwards/edit', { drawId, name: '二等奖', level: 2, stock: 30 })).id;
  // Everyone of the university (the whole organisation tree), then a role again: nobody is listed twice.
  const [root] = await t.database.query<{ id: string }>(`select id from syt_sys_organization where code = 'FHU'`);
  participatorsAdded = [(await must(admin, '/luckyDraw/addParticipators', { drawId, organizationId: root!.id })).added, (await must(admin, '/luckyDraw/addParticipators', { drawId, rolecode: 'student' })).added];
});
afterAll(async () => {
  await t?.close();
});

describe('participators', () => {
  it('come from the organisation tree, and a role adds nobody listed already', () => {
    expect(participatorsAdded[0]).toBeGreaterThanOrEqual(19);
    expect(participatorsAdded[1]).toBe(0);
  });
});

describe('draw', () => {
  it('needs the draw code: a student and an anonymous caller cannot draw', async () => {
    expect((await post(student, '/luckyDraw/draw', { drawId, awardId: firstPrize })).code).toBe('00004');
    expect((await post(undefined, '/luckyDraw/draw', { drawId, awardId: firstPrize })).code).not.toBe('00000');
  });

  it('50 concurrent draws never exceed the stock nor repeat a winner', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(admin, '/luckyDraw/draw', { drawId, awardId: i % 2 === 0 ? firstPrize : secondPrize })),
    );
    const won = answers.filter((a) => a.code === '00000').flatMap((a) => a.info as { humancode: string; awardId: string }[]);
    expect(answers.filter((a) => a.code !== '00000').every((a) => a.code === '00007')).toBe(true);
    expect(won.filter((w) => w.awardId === firstPrize)).toHaveLength(3);
    expect(new Set(won.map((w) => w.humancode)).size).toBe(won.length);
    const [{ n: people } = { n: 0 }] = await t.database.query<{ n: number }>(`select count(*)::int as n from syt_lucky_draw_participator where draw_id = $1`, [drawId]);
    // Everyone has won once (the second prize has more stock than people): the rest were refused.
    expect(won).toHaveLength(Math.min(people, 33));
    const awards = await t.database.query<{ id: string; drawn: number; stock: number }>(`select id, drawn, stock from syt_lucky_draw_awards where draw_id = $1`, [drawId]);
    for (const award of awards) expect(award.drawn).toBeLessThanOrEqual(award.stock);
    expect(awards.find((a) => a.id === firstPrize)!.drawn).toBe(3);
    expect(awards.find((a) => a.id === secondPrize)!.drawn).toBe(won.length - 3);
  });

  it('records every draw for audit: who drew, the pool size and the index picked', async () => {
    const list = await must(admin, '/luckyDraw/luckyDrawWinnerList', { drawId });
    expect(list.winners.length).toBe(list.participators);
    for (const winner of list.winners) {
      expect(winner).toMatchObject({ drawnBy: 'admin' });
      expect(winner.pickIndex).toBeGreaterThanOrEqual(0);
      expect(winner.pickIndex).toBeLessThan(winner.poolSize);
    }
    // The pools shrink by one per win: the draws ran one after another.
    expect(list.winners.map((w: { poolSize: number }) => w.poolSize)).toEqual(Array.from({ length: list.participators }, (_, i) => list.participators - i));
    expect((await post(student, '/luckyDraw/luckyDrawWinnerList', { drawId })).code).toBe('00004');
    // Each winner got one message naming the prize.
    const notices = await t.database.query<{ receiver_humancode: string; title: string }>(`select receiver_humancode, title from syt_message_send where title like '恭喜您在「迎新晚会抽奖」%'`);
    expect(notices.map((n) => n.receiver_humancode).toSorted()).toEqual(list.winners.map((w: { humancode: string }) => w.humancode).toSorted());
  });

  it('the database itself refuses an overdraw and a second win', async () => {
    await expect(t.database.query(`update syt_lucky_draw_awards set drawn = stock + 1 where id = $1`, [firstPrize])).rejects.toThrow(/constraint/);
    await expect(
      t.database.query(
        `insert into syt_lucky_draw_winner (id, draw_id, award_id, humancode, drawn_by, pool_size, pick_index) select 'x', draw_id, award_id, humancode, 'admin', 1, 0 from syt_lucky_draw_winner where draw_id = $1 limit 1`,
        [drawId],
      ),
    ).rejects.toThrow(/constraint|duplicate/);
  });

  it('refuses outside the time window', async () => {
    const past = (await must(admin, '/sytLuckyDraw/edit', { name: '往届抽奖', startAt: '2020-01-01T00:00:00.000Z', endAt: '2020-01-02T00:00:00.000Z' })).id;
    const award = (await must(admin, '/sytLuckyDrawAwards/edit', { drawId: past, name: '纪念奖', stock: 5 })).id;
    await must(admin, '/luckyDraw/addParticipators', { drawId: past, rolecode: 'student' });
    expect((await post(admin, '/luckyDraw/draw', { drawId: past, awardId: award })).code).toBe('00007');
  });
});

describe('public results (/choujiang)', () => {
  it('answers published activities and their masked winners without a token', async () => {
    const list = await post(undefined, '/luckyDraw/public/list', {});
    expect(list.code).toBe('00000');
    expect(list.info.map((d: { id: string }) => d.id)).toEqual([drawId]);
    const result = await post(undefined, '/luckyDraw/public/result', { id: drawId });
    expect(result.code).toBe('00000');
    const first = result.info.awards.find((a: { id: string }) => a.id === firstPrize);
    expect(first.winners).toHaveLength(3);
    for (const winner of first.winners) {
      expect(winner.name).toMatch(/\*/);
      expect(winner).not.toHaveProperty('humancode');
    }
    expect(JSON.stringify(result.info)).not.toMatch(/student1|drawnBy|pickIndex/);
  });

  it('does not answer an unpublished activity', async () => {
    const hidden = (await must(admin, '/sytLuckyDraw/edit', { name: '内部抽奖', startAt: new Date().toISOString(), endAt: new Date(Date.now() + 3600_000).toISOString(), published: false })).id;
    expect((await post(undefined, '/luckyDraw/public/result', { id: hidden })).code).toBe('00006');
    expect((await post(undefined, '/luckyDraw/public/list', {})).info.map((d: { id: string }) => d.id)).not.toContain(hidden);
  });
});

describe('award rules', () => {
  it('refuses a quantity below what was drawn, moving or deleting an award with winners', async () => {
    const lowered = await post(admin, '/sytLuckyDrawAwards/edit', { id: firstPrize, stock: 2 });
    expect(lowered.code).toBe('00005');
    expect(JSON.stringify(lowered.errors)).toContain('/stock');
    expect((await post(admin, '/sytLuckyDrawAwards/edit', { id: firstPrize, stock: 10 })).code).toBe('00000');
    expect((await post(admin, '/sytLuckyDrawAwards/delete', { id: firstPrize })).code).toBe('00007');
  });
});
