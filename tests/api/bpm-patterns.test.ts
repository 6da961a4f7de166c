/**
 * Conformance after the Workflow Control-Flow Patterns (Russell, van der Aalst et al.): each fixture in
 * tests/fixtures/bpmn is one pattern, driven through the engine's commands against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { EngineError } from '../../src/server/bpm/engine/types.ts';
import { completeAt, deploy, executions, fixture, instanceRow, openActivities, openTasks, visited, interpreterOnly } from './bpm-engine-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

async function start(file: string, variables: Record<string, unknown> = {}) {
  const definition = await deploy(t, fixture(file));
  const started = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables });
  return started.instanceId;
}

describe('basic control flow', () => {
  it('WCP1 sequence: one task after the other, then the end', async () => {
    const id = await start('wcp01-sequence.bpmn');
    expect(await openActivities(t, id)).toEqual(['A']);
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['B']);
    await completeAt(t, id, 'B');
    await completeAt(t, id, 'C');
    expect(await instanceRow(t, id)).toMatchObject({ status: 'completed', result: 2 });
    expect(await visited(t, id)).toEqual(['start', 'A', 'B', 'C', 'end']);
    expect(await executions(t, id)).toEqual([]);
  });

  it('WCP2/WCP3 parallel split and synchronisation: D waits for B and C', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['B', 'C']);
    await completeAt(t, id, 'C');
    expect(await openActivities(t, id)).toEqual(['B']);
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['D']);
    await completeAt(t, id, 'D');
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('WCP4/WCP5 exclusive choice by condition and by default flow, then a simple merge', async () => {
    const big = await start('wcp04-exclusive.bpmn', { amount: 200 });
    await completeAt(t, big, 'A');
    expect(await openActivities(t, big)).toEqual(['B']);
    await completeAt(t, big, 'B');
    expect(await openActivities(t, big)).toEqual(['D']);

    const small = await start('wcp04-exclusive.bpmn', { amount: 50 });
    await completeAt(t, small, 'A');
    expect(await openActivities(t, small)).toEqual(['C']);
    await completeAt(t, small, 'C');
    expect(await openActivities(t, small)).toEqual(['D']);
  });

  it('an exclusive gateway with no matching flow and no default fails clearly, naming the gateway', async () => {
    const definition = await deploy(t, fixture('exclusive-no-default.bpmn'));
    const ok = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { outcome: '驳回' } });
    expect(await openActivities(t, ok.instanceId)).toEqual(['C']);
    const failure = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { outcome: '其他' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).zh).toContain('金额判断');
    expect((failure as EngineError).en).toContain('no outgoing flow');
  });

  it('WCP6/WCP7 multi-choice with one live branch: the inclusive join does not wait for the others', async () => {
    const id = await start('wcp06-inclusive.bpmn', { car: true, hotel: false });
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['B']);
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['E']);
  });

  it('WCP6/WCP7 multi-choice with two live branches: the inclusive join waits for both', async () => {
    const id = await start('wcp06-inclusive.bpmn', { car: true, hotel: true });
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['B', 'C']);
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['C']);
    await completeAt(t, id, 'C');
    expect(await openActivities(t, id)).toEqual(['E']);
  });

  it('WCP6 multi-choice falls back to the default flow when no condition holds', async () => {
    const id = await start('wcp06-inclusive.bpmn', { car: false, hotel: false });
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['D']);
    await completeAt(t, id, 'D');
    expect(await openActivities(t, id)).toEqual(['E']);
  });

  it('WCP8 multi-merge: D runs once per incoming branch', async () => {
    const id = await start('wcp08-multi-merge.bpmn');
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['C', 'D']);
    await completeAt(t, id, 'C');
    expect(await openActivities(t, id)).toEqual(['D', 'D']);
    await completeAt(t, id, 'D');
    expect((await instanceRow(t, id)).status).toBe('running');
    await completeAt(t, id, 'D');
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('WCP10 arbitrary cycles: back to A twice, then out', async () => {
    const id = await start('wcp10-cycle.bpmn');
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B', { retry: true });
    expect(await openActivities(t, id)).toEqual(['A']);
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B', { retry: true });
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B', { retry: false });
    expect((await instanceRow(t, id)).status).toBe('completed');
    expect((await visited(t, id)).filter((a) => a === 'A')).toHaveLength(3);
  });

  it('WCP11 implicit termination: the instance completes when its last branch ends', async () => {
    const id = await start('wcp11-implicit-termination.bpmn');
    await completeAt(t, id, 'A');
    expect((await instanceRow(t, id)).status).toBe('running');
    await completeAt(t, id, 'B');
    expect(await instanceRow(t, id)).toMatchObject({ status: 'completed', result: 2 });
  });

  it('a parallel join after a nested exclusive split and join fires once, after both branches', async () => {
    for (const left of [true, false]) {
      const id = await start('join-after-xor-join.bpmn', { left });
      expect(await openActivities(t, id)).toEqual(['C', left ? 'X1' : 'X2']);
      await completeAt(t, id, left ? 'X1' : 'X2');
      expect(await openActivities(t, id)).toEqual(['C']);
      await completeAt(t, id, 'C');
      expect(await openActivities(t, id)).toEqual(['D']);
      expect((await visited(t, id)).filter((a) => a === 'D')).toHaveLength(1);
    }
  });
});

describe('cancellation (WCP19, WCP20)', () => {
  it('WCP19 cancel task: a message on the interrupting boundary cancels A and goes on to Cancelled', async () => {
    const id = await start('wcp19-cancel-task.bpmn');
    const [a] = await openTasks(t, id);
    await t.app.bpm.correlateMessage({ name: 'cancelA', instanceId: id });
    expect(await openActivities(t, id)).toEqual(['Cancelled']);
    const [cancelled] = (await t.database.query<{ status: string; result: number }>('select status, result from bpm_task where id = $1', [a!.id]));
    expect(cancelled).toMatchObject({ status: 'cancelled', result: 4 });
    // The non-interrupting timer of A went with it.
    expect(await t.database.query("select id from syt_job where kind = 'bpm-timer' and payload->>'instanceId' = $1", [id])).toHaveLength(0);
  });

  it('WCP20 cancel case by command: every open task is cancelled and the instance ends with result 4', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    await t.app.bpm.cancelInstance({ instanceId: id, reason: '不需要了', actor: 'student1' });
    expect(await openTasks(t, id)).toHaveLength(0);
    expect(await instanceRow(t, id)).toMatchObject({ status: 'cancelled', result: 4, endReason: '不需要了' });
    expect(await executions(t, id)).toEqual([]);
    const again = await t.app.bpm.cancelInstance({ instanceId: id }).catch((e: unknown) => e);
    expect((again as EngineError).code).toBe('conflict');
  });

  it('WCP20 cancel case by a terminate end event: B is cancelled when A terminates', async () => {
    const id = await start('wcp20-cancel-case.bpmn');
    expect(await openActivities(t, id)).toEqual(['A', 'B']);
    await completeAt(t, id, 'A');
    expect(await openTasks(t, id)).toHaveLength(0);
    expect(await instanceRow(t, id)).toMatchObject({ status: 'completed', result: 2 });
  });
});
