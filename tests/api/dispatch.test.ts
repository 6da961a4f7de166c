import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildApp } from '../../src/server/app.ts';
import { jobs } from '../../src/server/db/schema.ts';
import { JobRunner } from '../../src/server/jobs/runner.ts';
import { DISPATCH_KIND, builtinTargets, dispatchHandler } from '../../src/server/jobs/dispatch.ts';
import { ENTITY_ROWS } from '../../src/server/seed/entity-rows.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import centreJson from '../../src/entities/sytDispatchingCenter.json' with { type: 'json' };

const centre = centreJson as unknown as EntitySchema;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const runsOf = async (jobId: string) =>
  (await t.call('POST', '/sytDispatchRun/queryList', { token, body: { queryParam: { jobId } } })).info as { trigger: string; status: string; message: string }[];
const jobRows = (refId: string) => t.app.ctx.db.select().from(jobs).where(eq(jobs.refId, refId));

describe('dispatching centre', () => {
  it('refuses a malformed cron expression on the cron field', async () => {
    const answer = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'bad', cron: 'every day', target: 'builtin:heartbeat' } });
    expect(answer.code).toBe('00005');
    expect(answer.errors).toEqual([expect.objectContaining({ path: '/cron' })]);
  });

  it('schedules an enabled job, fires it when due, records the run and schedules the next firing', async () => {
    const created = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'beat', cron: '*/10 * * * * *', target: 'builtin:heartbeat', enableflag: true } });
    expect(created.code).toBe('00000');
    const [pending] = await jobRows(created.info.id);
    expect(pending?.kind).toBe(DISPATCH_KIND);

    const ran = await t.app.jobs.tick(new Date(pending!.dueAt.getTime() + 1));
    expect(ran).toBeGreaterThanOrEqual(1);
    const runs = await runsOf(created.info.id);
    expect(runs).toEqual([expect.objectContaining({ trigger: 'schedule', status: 'success' })]);
    // The run says what happened in both languages; the list shows the reader's (bilingual field).
    expect(JSON.parse(runs[0]!.message)).toEqual({ zh: '运行正常', en: 'alive' });
    const [next] = await jobRows(created.info.id);
    expect(next!.dueAt.getTime()).toBeGreaterThan(pending!.dueAt.getTime() - 1);
    const info = await t.call('POST', '/sytDispatchingCenter/queryInfo', { token, body: { id: created.info.id } });
    expect(info.info.lastStatus).toBe('success');
  });

  it('runs now on demand, and disabling removes the pending firing', async () => {
    const created = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'purge', cron: '0 3 * * *', target: 'builtin:purgeSessions', enableflag: true } });
    const now = await t.call('POST', '/sytDispatchingCenter/runNow', { token, body: { id: created.info.id } });
    expect(now.info.status).toBe('success');
    expect((await runsOf(created.info.id))[0]?.trigger).toBe('manual');

    const off = await t.call('POST', '/sytDispatchingCenter/modifyEnableFlag', { token, body: { id: created.info.id, enableflag: false } });
    expect(off.code).toBe('00000');
    expect(await jobRows(created.info.id)).toHaveLength(0);
  });

  it('refuses a target that is not a built-in job, and offers exactly the built-in jobs', async () => {
    const refused = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'ghost', cron: '0 * * * *', target: 'builtin:nothingHere' } });
    expect(refused.code).toBe('00005');
    expect(refused.errors).toEqual([expect.objectContaining({ path: '/target' })]);
    const offered = (centre.fields.target!.enum ?? []).map((e) => String(e.value).replace(/^builtin:/, ''));
    expect(offered.sort()).toEqual(Object.keys(builtinTargets).sort());
  });

  it('runs every seeded job successfully: each names a target that exists', async () => {
    const seeded = ENTITY_ROWS.sytDispatchingCenter ?? [];
    expect(seeded.length).toBeGreaterThan(0);
    const list = (await t.call('POST', '/sytDispatchingCenter/queryList', { token, body: {} })).info as { id: string; name: string; target: string }[];
    for (const seed of seeded) {
      expect(Object.keys(builtinTargets)).toContain(String(seed.target).replace(/^builtin:/, ''));
      const row = list.find((r) => r.name === seed.name);
      const now = await t.call('POST', '/sytDispatchingCenter/runNow', { token, body: { id: row!.id } });
      expect({ name: seed.name, ...now.info }).toEqual({ name: seed.name, status: 'success', message: expect.any(String) });
    }
  });

  it('records a failure for an unknown built-in target without losing the schedule', async () => {
    const created = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'ghost', cron: '0 * * * *', target: 'builtin:heartbeat', enableflag: true } });
    // A row written outside the runtime (an older install, a hand edit) may still name a missing target.
    await t.database.query(`update syt_dispatching_center set target = 'builtin:nothingHere' where id = $1`, [created.info.id]);
    const now = await t.call('POST', '/sytDispatchingCenter/runNow', { token, body: { id: created.info.id } });
    expect(now.info).toEqual({ status: 'failure', message: '未知的执行目标：builtin:nothingHere' });
    const inEnglish = await t.call('POST', '/sytDispatchingCenter/runNow', { token, body: { id: created.info.id }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.info).toEqual({ status: 'failure', message: 'unknown target builtin:nothingHere' });
    const recorded = (await runsOf(created.info.id)).map((run) => JSON.parse(run.message) as unknown);
    expect(recorded).toContainEqual({ zh: '未知的执行目标：builtin:nothingHere', en: 'unknown target builtin:nothingHere' });
    expect(await jobRows(created.info.id)).toHaveLength(1);
  });

  it('fires a due job once when two runners poll the same database at the same moment', async () => {
    const created = await t.call('POST', '/sytDispatchingCenter/edit', { token, body: { name: 'once', cron: '*/5 * * * * *', target: 'builtin:heartbeat', enableflag: true } });
    const [pending] = await jobRows(created.info.id);
    const second = await buildApp(t.config, t.database);
    const other = new JobRunner(t.app.ctx.db, { [DISPATCH_KIND]: dispatchHandler(() => second.entities.get('sytDispatchingCenter'), () => second.entities.get('sytDispatchRun')) });
    const at = new Date(pending!.dueAt.getTime() + 1);
    await Promise.all([t.app.jobs.tick(at), other.tick(at), t.app.jobs.tick(at), other.tick(at)]);
    expect(await runsOf(created.info.id)).toHaveLength(1);
    await second.close();
  });

  it('refuses run now without the run permission', async () => {
    const sysop = await t.login('sysop');
    const list = await t.call('POST', '/sytDispatchingCenter/queryList', { token, body: {} });
    const answer = await t.call('POST', '/sytDispatchingCenter/runNow', { token: sysop, body: { id: list.info[0].id } });
    expect(answer.code).toBe('00004');
  });
});
