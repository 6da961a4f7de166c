/**
 * Concurrency (on PostgreSQL with FLOWHALL_TEST_DB=postgres, serialised on PGlite): every command locks
 * its instance row, so of 50 simultaneous completions of one task exactly one succeeds and the others
 * get the conflict code; two branches completed at the same moment fire their join once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { deploy, fixture, instanceRow, openActivities, openTasks, visited, interpreterOnly } from './bpm-engine-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

describe('concurrent commands on one instance', () => {
  it('50 concurrent approvals of one task: one succeeds, 49 answer 00007, the next task exists once', async () => {
    const definition = await deploy(t, fixture('wcp01-sequence.bpmn').replaceAll('camunda:assignee="user1"', 'camunda:assignee="teacher1"'));
    const { instanceId, tasks } = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' });
    const token = await t.login('teacher1');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/bpmTask/approve', { token, body: { id: tasks[0]!.id, reason: '同意' } })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect(codes.filter((c) => c === '00007')).toHaveLength(49);
    expect(answers.find((a) => a.code === '00007')!.status).toBe(409);
    expect(await openActivities(t, instanceId)).toEqual(['B']);
    expect((await visited(t, instanceId)).filter((a) => a === 'B')).toHaveLength(1);
  });

  it('two branches completed at the same moment: the join fires exactly once', async () => {
    const definition = await deploy(t, fixture('wcp02-parallel.bpmn'));
    for (let round = 0; round < 5; round++) {
      const { instanceId } = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' });
      const [a] = await openTasks(t, instanceId);
      await t.app.bpm.completeTask({ taskId: a!.id, actor: 'user1' });
      const [b, c] = await openTasks(t, instanceId);
      const results = await Promise.allSettled([
        t.app.bpm.completeTask({ taskId: b!.id, actor: 'user1' }),
        t.app.bpm.completeTask({ taskId: c!.id, actor: 'user1' }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await openActivities(t, instanceId)).toEqual(['D']);
      expect((await visited(t, instanceId)).filter((x) => x === 'D')).toHaveLength(1);
      expect((await instanceRow(t, instanceId)).status).toBe('running');
    }
  });

  it('concurrent starts of one definition do not disturb each other', async () => {
    const definition = await deploy(t, fixture('wcp02-parallel.bpmn'));
    const started = await Promise.all(Array.from({ length: 20 }, () => t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' })));
    expect(new Set(started.map((s) => s.instanceId)).size).toBe(20);
    for (const s of started) expect(s.tasks.map((x) => x.activityId)).toEqual(['A']);
  });
});
