/**
 * Scripts (script tasks, script listeners) run in a worker pool with a hard wall-clock limit: a runaway
 * script never holds up other requests, a worker that ignores QuickJS's interrupt is terminated and
 * replaced, and the scripts of one engine command share a small budget because they hold its transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startHealthProbe } from '../support/healthz-probe.ts';
import { deploy, variable } from './bpm-engine-support.ts';
import { registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';
import { runSandboxedScript, TRANSACTION_SCRIPT_MS } from '../../src/server/bpm/listeners/index.ts';
import { scriptPool } from '../../src/server/bpm/listeners/sandbox.ts';

let t: TestApp;
let healthUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  healthUrl = `${address}/healthz`;
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** QuickJS checks its interrupt between bytecodes, but not inside this sort of a million numbers (~1 s). */
const UNINTERRUPTIBLE = 'Array(1000000).fill(12345).sort().length';
const WHILE_TRUE = 'while (true) {}';
const GROWING_STRING = "let s = ''; while (true) { s += 'x'; if (s.length > 1000000) s = ''; }";

function processWith(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="scripted" name="脚本流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${body}
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → script task(s) → a user task → end. */
function scriptTasks(...scripts: string[]): string {
  const tasks = scripts.map((script, i) => `<bpmn:scriptTask id="s${i}" scriptFormat="javascript"><bpmn:script><![CDATA[${script}]]></bpmn:script></bpmn:scriptTask>`);
  const ids = ['start', ...scripts.map((_, i) => `s${i}`), 'wait'];
  const flows = ids.slice(1).map((id, i) => `<bpmn:sequenceFlow id="f${i}" sourceRef="${ids[i]}" targetRef="${id}" />`);
  return processWith(`${tasks.join('\n')}
    <bpmn:userTask id="wait" camunda:assignee="lihua" />
    ${flows.join('\n')}`);
}

/** start → a user task whose create listener is the script. */
function scriptListener(script: string): string {
  return processWith(`<bpmn:userTask id="wait" camunda:assignee="lihua">
      <bpmn:extensionElements>
        <camunda:taskListener event="create"><camunda:script scriptFormat="javascript"><![CDATA[${script}]]></camunda:script></camunda:taskListener>
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="wait" />`);
}

/** A script that keeps its worker busy for `ms`, then counts itself in `done`. */
function busy(ms: number): string {
  return `const t0 = Date.now(); while (Date.now() - t0 < ${ms}) {} setVariable('done', (typeof done === 'number' ? done : 0) + 1)`;
}

function messageOf(error: unknown): string {
  const e = error as { text?: { en?: string }; en?: string; message?: string };
  return e?.text?.en ?? e?.en ?? e?.message ?? String(error);
}

async function startFailure(xml: string): Promise<{ message: string; ms: number }> {
  const definition = await deploy(t, xml);
  const started = performance.now();
  const outcome = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: {} }).then(
    () => 'started',
    (error: unknown) => messageOf(error),
  );
  return { message: outcome, ms: performance.now() - started };
}

async function scriptFailure(source: string, limits: { timeoutMs?: number; memoryBytes?: number } = {}): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const outcome = await runSandboxedScript(source, {}, { limits }).then(
    (answer) => `answered ${JSON.stringify(answer.result)}`,
    (error: unknown) => messageOf(error),
  );
  return { message: outcome, ms: performance.now() - started };
}

describe('scripts bounded in wall time', () => {
  it('runaway scripts do not hold up other requests: /healthz from a parallel client answers in < 300 ms', async () => {
    const probe = await startHealthProbe(healthUrl);
    const outcomes: { message: string; ms: number }[] = [];
    let latencies: number[] = [];
    try {
      // Outside a transaction a script gets its whole limit (1 s by default), on a worker, not on the event loop.
      outcomes.push(...(await Promise.all([scriptFailure(WHILE_TRUE), scriptFailure(GROWING_STRING), scriptFailure(UNINTERRUPTIBLE, { memoryBytes: 64 << 20 })])));
      // Inside an engine command (on PGlite: holding the only connection) the command's budget bounds them.
      for (const xml of [scriptTasks(WHILE_TRUE), scriptTasks(GROWING_STRING), scriptListener(WHILE_TRUE)]) outcomes.push(await startFailure(xml));
    } finally {
      latencies = await probe.stop();
    }
    expect(Math.max(...latencies), `latencies (ms): ${latencies.join(' ')}`).toBeLessThan(300);
    // The client kept asking throughout (a blocked server answers a few slow ones only).
    expect(latencies.length).toBeGreaterThan(10);
    for (const outcome of outcomes.slice(0, 3)) expect(outcome.message).toContain('the script ran out of time');
    for (const outcome of outcomes.slice(3)) expect(outcome.message).toContain(`the scripts of one command may take ${TRANSACTION_SCRIPT_MS} ms in all`);
  }, 60_000);

  it('a worker that outlives its limit is terminated and replaced, and the pool serves on', async () => {
    const sorted = await scriptFailure(UNINTERRUPTIBLE, { timeoutMs: 200, memoryBytes: 64 << 20 });
    expect(sorted.message).toContain('the script ran out of time');
    // The limit holds for the caller although QuickJS never got to check its interrupt.
    expect(sorted.ms).toBeLessThan(600);
    const next = await runSandboxedScript("setVariable('n', days * 2); days + 1", { days: 3 });
    expect(next).toEqual({ result: 4, changes: { n: 6 }, logs: [] });
    await expect.poll(() => scriptPool().idleWorkers(), { timeout: 10_000 }).toBe(scriptPool().size);
  }, 30_000);

  it('the scripts of one command share one budget; a script within it runs and the command commits', async () => {
    const fits = await deploy(t, scriptTasks(busy(TRANSACTION_SCRIPT_MS / 4)));
    const started = await t.app.bpm.startInstance({ definitionId: fits.id, initiator: 'student1', variables: {} });
    expect(await variable(t, started.instanceId, 'done')).toBe(1);
    // Each alone would fit the budget; together they exceed it, so the second fails and the start rolls back.
    const together = await startFailure(scriptTasks(busy(TRANSACTION_SCRIPT_MS * 0.6), busy(TRANSACTION_SCRIPT_MS * 0.6)));
    expect(together.message).toContain(`the scripts of one command may take ${TRANSACTION_SCRIPT_MS} ms in all`);
  }, 30_000);

  it('an outcome too large to become variables is refused', async () => {
    const big = await scriptFailure("setVariable('blob', 'x'.repeat(2000000)); 1");
    expect(big.message).toContain('exceed 1000000 characters');
  });
});
