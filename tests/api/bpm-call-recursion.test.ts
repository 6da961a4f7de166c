/**
 * A call activity that (directly or through another process) calls its own process before any wait
 * state would start instances without end inside one transaction: the engine refuses a call chain
 * deeper than MAX_CALL_DEPTH instead, and the start fails as a whole (nothing is left behind).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { deploy, interpreterOnly } from './bpm-engine-support.ts';
import { chain, processXml, unique, user } from './bpm-patterns-xml.ts';
import { MAX_CALL_DEPTH } from '../../src/server/bpm/engine/behaviours/call-activity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

const calling = (key: string) => processXml(`<bpmn:startEvent id="s" /><bpmn:callActivity id="Call" calledElement="${key}" /><bpmn:endEvent id="e" />${chain('s', 'Call', 'e')}`);
const instances = async (key: string) => (await t.database.query<{ n: number }>('select count(*)::int as n from bpm_instance where definition_key = $1', [key]))[0]!.n;

describe('call activity depth', () => {
  it('a process calling itself before any wait state is refused, not run without end', async () => {
    const key = unique('self_call');
    const definition = await deploy(t, calling(key), key);
    await expect(t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: {} })).rejects.toThrow(/depth|层/);
    expect(await instances(key)).toBe(0);
  }, 30_000);

  it('two processes calling each other are refused the same way', async () => {
    const a = unique('ping');
    const b = unique('pong');
    await deploy(t, calling(b), a);
    const definition = await deploy(t, calling(a), b);
    await expect(t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: {} })).rejects.toThrow(/depth|层/);
    expect((await instances(a)) + (await instances(b))).toBe(0);
  }, 30_000);

  it('a chain within the limit still runs', async () => {
    const leaf = unique('leaf');
    await deploy(t, processXml(`<bpmn:startEvent id="s" />${user('Leaf')}<bpmn:endEvent id="e" />${chain('s', 'Leaf', 'e')}`), leaf);
    let key = leaf;
    for (let i = 1; i < MAX_CALL_DEPTH; i++) {
      const next = unique('mid');
      await deploy(t, calling(key), next);
      key = next;
    }
    const top = await deploy(t, calling(key), unique('top'));
    await t.app.bpm.startInstance({ definitionId: top.id, initiator: 'student1', variables: {} });
    expect(await instances(leaf)).toBe(1);
  }, 60_000);
});
