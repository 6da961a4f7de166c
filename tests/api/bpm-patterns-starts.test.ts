/**
 * Processes started by events, and messages between instances: timer start events (deploy schedules a
 * bpm-start-timer job; a new version replaces it), message start events (correlateMessage with nobody
 * waiting starts one), signal start events, and the message intermediate throw / end event reaching
 * another instance's message catch through a bpm-message job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, instanceRow, interpreterOnly, openActivities, variable } from './bpm-engine-support.ts';
import { deployModel } from '../../src/server/bpm/definitions/service.ts';
import { chain, event, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

const later = (ms: number) => new Date(Date.now() + ms);
const instancesOf = (definitionId: string) => t.database.query<{ id: string; business_key: string | null }>('select id, business_key from bpm_instance where definition_id = $1 order by start_time', [definitionId]);
const startJobs = (key: string) => t.database.query<{ ref_id: string }>("select ref_id from syt_job where kind = 'bpm-start-timer' and payload->>'key' = $1", [key]);

describe('timer start events', () => {
  it('deploy schedules the timer; R2/PT1M starts two instances, then stops; a new version replaces the old timer', async () => {
    const key = unique('timerStart');
    const xml = processXml(`${event('startEvent', 'tick', 'timer', 'R2/PT1M')}${user('Check')}<bpmn:endEvent id="end" />${chain('tick', 'Check', 'end')}`);
    const v1 = await deploy(t, xml, key);
    expect(await startJobs(key)).toEqual([{ ref_id: `${v1.id}:tick` }]);
    expect(await instancesOf(v1.id)).toEqual([]);
    await t.app.jobs.tick(later(61_000));
    const [first] = await instancesOf(v1.id);
    expect(await openActivities(t, first!.id)).toEqual(['Check']);
    expect((await instanceRow(t, first!.id)).initiator).toBeNull();
    await t.app.jobs.tick(later(2 * 61_000));
    expect(await instancesOf(v1.id)).toHaveLength(2);
    expect(await startJobs(key)).toEqual([]);

    const v2 = await deployModel(t.database.db, v1.modelId!, 'admin');
    const v3 = await deployModel(t.database.db, v1.modelId!, 'admin');
    expect([v2.version, v3.version]).toEqual([2, 3]);
    expect(await startJobs(key)).toEqual([{ ref_id: `${v3.id}:tick` }]);
    await t.app.jobs.tick(later(61_000));
    expect(await instancesOf(v2.id)).toEqual([]);
    expect(await instancesOf(v3.id)).toHaveLength(1);
  });

  it('a suspended definition skips its firing', async () => {
    const key = unique('timerSuspended');
    const v1 = await deploy(t, processXml(`${event('startEvent', 'once', 'timer', 'PT1M')}${user('A')}${chain('once', 'A')}`), key);
    await t.database.query('update bpm_definition set suspended = true where id = $1', [v1.id]);
    await t.app.jobs.tick(later(61_000));
    expect(await instancesOf(v1.id)).toEqual([]);
    expect(await startJobs(key)).toEqual([]);
  });
});

describe('message and signal start events', () => {
  it('a message nobody waits for starts the process with that message start event', async () => {
    const name = unique('applied');
    const definition = await deploy(t, processXml(`${event('startEvent', 'byMessage', 'message', name)}${user('Review')}${chain('byMessage', 'Review')}`, { messages: [name] }));
    const started = await t.app.bpm.correlateMessage({ name, businessKey: 'APP-1', variables: { amount: 5 } });
    expect(started.status).toBe('running');
    expect(await instancesOf(definition.id)).toEqual([{ id: started.instanceId, business_key: 'APP-1' }]);
    expect(await openActivities(t, started.instanceId)).toEqual(['Review']);
    expect(await variable(t, started.instanceId, 'amount')).toBe(5);
    // A process with only a message start cannot be started by hand.
    const refused = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' }).catch((e: unknown) => e);
    expect((refused as Error).message).toContain('starts only by a message');
    // Naming an instance never starts one.
    const named = await t.app.bpm.correlateMessage({ name, instanceId: crypto.randomUUID() }).catch((e: unknown) => e);
    expect((named as { code: string }).code).toBe('notFound');
  });

  it('a signal starts every process with that signal start event', async () => {
    const name = unique('term');
    const a = await deploy(t, processXml(`${event('startEvent', 's', 'signal', name)}${user('A')}${chain('s', 'A')}`, { signals: [name] }));
    const b = await deploy(t, processXml(`${event('startEvent', 's', 'signal', name)}${user('B')}${chain('s', 'B')}`, { signals: [name] }));
    expect(await t.app.bpm.throwSignal({ name })).toBe(2);
    expect(await instancesOf(a.id)).toHaveLength(1);
    expect(await instancesOf(b.id)).toHaveLength(1);
  });
});

describe('message throw and catch between instances', () => {
  it('an intermediate message throw reaches the instance waiting with the same business key', async () => {
    const name = unique('paid');
    const receiver = await deploy(t, processXml(`<bpmn:startEvent id="s" />${event('intermediateCatchEvent', 'wait', 'message', name)}${user('Ship')}${chain('s', 'wait', 'Ship')}`, { messages: [name] }));
    const sender = await deploy(t, processXml(`<bpmn:startEvent id="s" />${user('Pay')}${event('intermediateThrowEvent', 'send', 'message', name)}${user('Done')}${chain('s', 'Pay', 'send', 'Done')}`, { messages: [name] }));
    const other = (await t.app.bpm.startInstance({ definitionId: receiver.id, initiator: 'student1', businessKey: 'ORDER-1' })).instanceId;
    const mine = (await t.app.bpm.startInstance({ definitionId: receiver.id, initiator: 'student1', businessKey: 'ORDER-2' })).instanceId;
    const paying = (await t.app.bpm.startInstance({ definitionId: sender.id, initiator: 'student1', businessKey: 'ORDER-2' })).instanceId;
    await completeAt(t, paying, 'Pay');
    // The sender goes on at once; the message is delivered by its job, in its own transaction.
    expect(await openActivities(t, paying)).toEqual(['Done']);
    expect(await openActivities(t, mine)).toEqual([]);
    await t.app.jobs.tick();
    expect(await openActivities(t, mine)).toEqual(['Ship']);
    expect(await openActivities(t, other)).toEqual([]);
  });

  it('a message end event starts the process with that message start; a message nobody takes is dropped', async () => {
    const name = unique('handover');
    const next = await deploy(t, processXml(`${event('startEvent', 'byMessage', 'message', name)}${user('Continue')}${chain('byMessage', 'Continue')}`, { messages: [name] }));
    const first = await deploy(t, processXml(`<bpmn:startEvent id="s" />${user('Work')}${event('endEvent', 'hand', 'message', name)}${chain('s', 'Work', 'hand')}`, { messages: [name] }));
    const id = (await t.app.bpm.startInstance({ definitionId: first.id, initiator: 'student1', businessKey: 'CASE-9' })).instanceId;
    await completeAt(t, id, 'Work');
    expect((await instanceRow(t, id)).status).toBe('completed');
    await t.app.jobs.tick();
    const [continued] = await instancesOf(next.id);
    expect(continued).toMatchObject({ business_key: 'CASE-9' });
    expect(await openActivities(t, continued!.id)).toEqual(['Continue']);

    const lonely = unique('nobody');
    const thrower = await deploy(t, processXml(`<bpmn:startEvent id="s" />${event('intermediateThrowEvent', 'send', 'message', lonely)}${user('After')}${chain('s', 'send', 'After')}`, { messages: [lonely] }));
    const sent = (await t.app.bpm.startInstance({ definitionId: thrower.id, initiator: 'student1' })).instanceId;
    await t.app.jobs.tick();
    expect(await t.database.query("select id from syt_job where kind = 'bpm-message' and ref_id like $1", [`${sent}:%`])).toEqual([]);
    expect(await openActivities(t, sent)).toEqual(['After']);
  });
});
