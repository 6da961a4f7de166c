/**
 * Errors, escalations and event sub-processes across scopes: escalation boundaries (interrupting and
 * not) catching a throw or an end event inside a sub-process, an uncaught error ending the instance not
 * passed, event sub-processes started by message (interrupting), timer and signal (non-interrupting),
 * error (from inside a sub-process, caught at process level) and escalation (inside the sub-process).
 * Sub-processes without a start event (BPMN 2.0 §13.3.4): every activity and gateway inside with no
 * incoming flow starts in parallel; one with nothing to start, or with two start events, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, executions, instanceRow, interpreterOnly, openActivities, visited } from './bpm-engine-support.ts';
import { chain, event, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

const later = (ms: number) => new Date(Date.now() + ms);
async function start(xml: string) {
  const definition = await deploy(t, xml);
  return (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' })).instanceId;
}

/** What the deploy answers for a process whose sub-process S holds `inner` (the refusal as JSON). */
async function refusal(inner: string): Promise<string> {
  return JSON.stringify(await deploy(t, processXml(`<bpmn:startEvent id="s" /><bpmn:subProcess id="S">${inner}</bpmn:subProcess>${user('After')}${chain('s', 'S', 'After')}`)).catch((e: unknown) => e));
}

/** Sub-process S: T1 → escalation (throw or end) [→ T2]; a boundary on S catches it and leads to Handle. */
function escalationXml(interrupting: boolean, thrower: 'intermediateThrowEvent' | 'endEvent') {
  const inner = thrower === 'endEvent'
    ? `<bpmn:startEvent id="ss" />${user('T1')}${event('endEvent', 'raise', 'escalation', 'late')}${chain('ss', 'T1', 'raise')}`
    : `<bpmn:startEvent id="ss" />${user('T1')}${event('intermediateThrowEvent', 'raise', 'escalation', 'late')}${user('T2')}<bpmn:endEvent id="se" />${chain('ss', 'T1', 'raise', 'T2', 'se')}`;
  return processXml(
    `<bpmn:startEvent id="s" /><bpmn:subProcess id="S">${inner}</bpmn:subProcess>${user('After')}<bpmn:endEvent id="e" />
     ${event('boundaryEvent', 'caught', 'escalation', 'late', `attachedToRef="S" cancelActivity="${interrupting}"`)}${user('Handle')}<bpmn:endEvent id="he" />
     ${chain('s', 'S', 'After', 'e')}${chain('caught', 'Handle', 'he')}`,
    { escalations: ['late'] },
  );
}

describe('escalation', () => {
  it('a non-interrupting escalation boundary: Handle beside the sub-process, which goes on to T2', async () => {
    const id = await start(escalationXml(false, 'intermediateThrowEvent'));
    await completeAt(t, id, 'T1');
    expect(await openActivities(t, id)).toEqual(['Handle', 'T2']);
    await completeAt(t, id, 'T2');
    expect(await openActivities(t, id)).toEqual(['After', 'Handle']);
  });

  it('an interrupting escalation boundary cancels the sub-process; T2 never starts', async () => {
    const id = await start(escalationXml(true, 'intermediateThrowEvent'));
    await completeAt(t, id, 'T1');
    expect(await openActivities(t, id)).toEqual(['Handle']);
  });

  it('an escalation end event inside the sub-process is caught by the boundary of the enclosing scope', async () => {
    const id = await start(escalationXml(true, 'endEvent'));
    await completeAt(t, id, 'T1');
    expect(await openActivities(t, id)).toEqual(['Handle']);
    const quiet = await start(escalationXml(false, 'endEvent'));
    await completeAt(t, quiet, 'T1');
    // Non-interrupting: the sub-process's token ended at the escalation end, so S completes too.
    expect(await openActivities(t, quiet)).toEqual(['After', 'Handle']);
  });

  it('an escalation nobody catches is not a fault: the thrower goes on', async () => {
    const id = await start(processXml(`<bpmn:startEvent id="s" />${event('intermediateThrowEvent', 'raise', 'escalation', 'late')}${user('Next')}${chain('s', 'raise', 'Next')}`, { escalations: ['late'] }));
    expect(await openActivities(t, id)).toEqual(['Next']);
  });
});

describe('errors', () => {
  it('an uncaught error end event ends the instance not passed, naming the error', async () => {
    const id = await start(processXml(`<bpmn:startEvent id="s" />${user('A')}${event('endEvent', 'fail', 'error', 'E_BUDGET')}${chain('s', 'A', 'fail')}`, { errors: ['E_BUDGET'] }));
    await completeAt(t, id, 'A');
    const row = await instanceRow(t, id);
    expect({ status: row.status, result: row.result }).toEqual({ status: 'completed', result: 3 });
    expect(row.endReason).toContain('E_BUDGET');
  });

  it('a non-interrupting error boundary is refused at deploy', async () => {
    const xml = processXml(`<bpmn:startEvent id="s" />${user('A')}${event('boundaryEvent', 'b', 'error', 'E', 'attachedToRef="A" cancelActivity="false"')}${chain('s', 'A')}`, { errors: ['E'] });
    const refused = await deploy(t, xml).catch((e: unknown) => e);
    expect(JSON.stringify(refused)).toContain('always interrupts');
  });
});

describe('event sub-processes', () => {
  const withEventSub = (startEvent: string, extra = '') =>
    processXml(
      `<bpmn:startEvent id="s" />${user('A')}<bpmn:endEvent id="e" />${chain('s', 'A', 'e')}
       <bpmn:subProcess id="ES" triggeredByEvent="true">${startEvent}${user('Handle')}<bpmn:endEvent id="ee" />${chain('es', 'Handle', 'ee')}</bpmn:subProcess>${extra}`,
      { messages: [msg], signals: [sig] },
    );
  const msg = unique('withdraw');
  const sig = unique('remind');

  it('interrupting, by message: A is cancelled, the instance ends with the event sub-process', async () => {
    const id = await start(withEventSub(event('startEvent', 'es', 'message', msg)));
    await t.app.bpm.correlateMessage({ name: msg, instanceId: id });
    expect(await openActivities(t, id)).toEqual(['Handle']);
    await completeAt(t, id, 'Handle');
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('non-interrupting, by timer: Handle beside A; the instance waits for both', async () => {
    const id = await start(withEventSub(event('startEvent', 'es', 'timer', 'PT1M', 'isInterrupting="false"')));
    await t.app.jobs.tick(later(61_000));
    expect(await openActivities(t, id)).toEqual(['A', 'Handle']);
    await completeAt(t, id, 'A');
    expect((await instanceRow(t, id)).status).toBe('running');
    await completeAt(t, id, 'Handle');
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('non-interrupting, by signal: fires on each signal; the subscription goes when the instance ends', async () => {
    const id = await start(withEventSub(event('startEvent', 'es', 'signal', sig, 'isInterrupting="false"')));
    await t.app.bpm.throwSignal({ name: sig });
    await t.app.bpm.throwSignal({ name: sig });
    expect(await openActivities(t, id)).toEqual(['A', 'Handle', 'Handle']);
    await completeAt(t, id, 'A');
    for (const task of (await openActivities(t, id)).filter((a) => a === 'Handle')) await completeAt(t, id, task);
    expect((await instanceRow(t, id)).status).toBe('completed');
    expect(await t.database.query('select id from bpm_event_subscription where instance_id = $1', [id])).toEqual([]);
  });

  it('by error: an error end inside a sub-process is caught by the process-level event sub-process', async () => {
    const id = await start(
      processXml(
        `<bpmn:startEvent id="s" /><bpmn:subProcess id="S"><bpmn:startEvent id="ss" />${user('T')}${event('endEvent', 'fail', 'error', 'E_DOC')}${chain('ss', 'T', 'fail')}</bpmn:subProcess>${user('After')}${chain('s', 'S', 'After')}
         <bpmn:subProcess id="ES" triggeredByEvent="true">${event('startEvent', 'es', 'error', 'E_DOC')}${user('Fix')}${chain('es', 'Fix')}</bpmn:subProcess>`,
        { errors: ['E_DOC'] },
      ),
    );
    await completeAt(t, id, 'T');
    expect(await openActivities(t, id)).toEqual(['Fix']);
    await completeAt(t, id, 'Fix');
    expect((await instanceRow(t, id)).result).toBe(2);
  });

  it('by escalation, inside the sub-process: non-interrupting, the sub-process goes on', async () => {
    const id = await start(
      processXml(
        `<bpmn:startEvent id="s" /><bpmn:subProcess id="S"><bpmn:startEvent id="ss" />${user('T1')}${event('intermediateThrowEvent', 'raise', 'escalation', 'late')}${user('T2')}${chain('ss', 'T1', 'raise', 'T2')}
           <bpmn:subProcess id="ES" triggeredByEvent="true">${event('startEvent', 'es', 'escalation', 'late', 'isInterrupting="false"')}${user('Notify')}${chain('es', 'Notify')}</bpmn:subProcess>
         </bpmn:subProcess>${user('After')}${chain('s', 'S', 'After')}`,
        { escalations: ['late'] },
      ),
    );
    await completeAt(t, id, 'T1');
    expect(await openActivities(t, id)).toEqual(['Notify', 'T2']);
    await completeAt(t, id, 'T2');
    expect(await openActivities(t, id)).toEqual(['Notify']);
    await completeAt(t, id, 'Notify');
    expect(await openActivities(t, id)).toEqual(['After']);
  });
});

describe('sub-processes without a start event', () => {
  it('two tasks without incoming flows both start; the sub-process completes when both are done', async () => {
    const msg = unique('cancelInner');
    // Inside S: A (no flows), B → eB, and what must not start by itself: a boundary timer on A and an
    // event sub-process (both without incoming flows too).
    const id = await start(
      processXml(
        `<bpmn:startEvent id="s" /><bpmn:subProcess id="S">${user('A')}${user('B')}<bpmn:endEvent id="eB" />${chain('B', 'eB')}
           ${event('boundaryEvent', 'late', 'timer', 'PT1H', 'attachedToRef="A"')}${user('Late')}${chain('late', 'Late')}
           <bpmn:subProcess id="ES" triggeredByEvent="true">${event('startEvent', 'es', 'message', msg)}${user('Handle')}${chain('es', 'Handle')}</bpmn:subProcess>
         </bpmn:subProcess>${user('After')}<bpmn:endEvent id="e" />${chain('s', 'S', 'After', 'e')}`,
        { messages: [msg] },
      ),
    );
    expect(await openActivities(t, id)).toEqual(['A', 'B']);
    // The sub-process's scope holds the two tokens side by side.
    const rows = await executions(t, id);
    const scope = rows.find((e) => e.activityId === 'S')!;
    expect(rows.filter((e) => e.parentId === scope.id).map((e) => e.activityId).sort()).toEqual(['A', 'B']);
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['A']);
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['After']);
    await completeAt(t, id, 'After');
    expect((await instanceRow(t, id)).status).toBe('completed');
    expect(await visited(t, id)).not.toContain('Late');
    expect(await visited(t, id)).not.toContain('Handle');
  });

  it('a start-less chain: the first task starts, the chain runs through, then the process goes on', async () => {
    const id = await start(
      processXml(`<bpmn:startEvent id="s" /><bpmn:subProcess id="S">${user('T1')}${user('T2')}${chain('T1', 'T2')}</bpmn:subProcess>${user('After')}${chain('s', 'S', 'After')}`),
    );
    expect(await openActivities(t, id)).toEqual(['T1']);
    await completeAt(t, id, 'T1');
    expect(await openActivities(t, id)).toEqual(['T2']);
    await completeAt(t, id, 'T2');
    expect(await openActivities(t, id)).toEqual(['After']);
    expect(await visited(t, id)).toEqual(['s', 'S', 'T1', 'T2', 'After']);
  });

  it('a gateway without incoming flows starts too: a parallel split at the head of the sub-process', async () => {
    const id = await start(
      processXml(`<bpmn:startEvent id="s" /><bpmn:subProcess id="S"><bpmn:parallelGateway id="fork" />${user('X')}${user('Y')}${chain('fork', 'X')}${chain('fork', 'Y')}</bpmn:subProcess>${user('After')}${chain('s', 'S', 'After')}`),
    );
    expect(await openActivities(t, id)).toEqual(['X', 'Y']);
    await completeAt(t, id, 'X');
    await completeAt(t, id, 'Y');
    expect(await openActivities(t, id)).toEqual(['After']);
  });

  it('refused when it has nothing to start: empty, or every task has an incoming flow', async () => {
    expect(await refusal('')).toContain('the sub-process has nothing to start');
    expect(await refusal(`${user('T1')}${user('T2')}${chain('T1', 'T2', 'T1')}`)).toContain('the sub-process has nothing to start');
  });

  it('refused with two start events: which would fire is not defined, leaving them out starts all', async () => {
    expect(await refusal(`<bpmn:startEvent id="s1" /><bpmn:startEvent id="s2" />${user('T1')}${user('T2')}${chain('s1', 'T1')}${chain('s2', 'T2')}`)).toContain('a sub-process has at most one start event');
  });
});
