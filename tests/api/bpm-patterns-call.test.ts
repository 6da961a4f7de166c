/**
 * Call activities: a sub-approval started as its own instance with the parent waiting; camunda:in /
 * camunda:out variables; the child's end resumes the parent (bpm-call-return job); a cancelled child is
 * the BPMN error CALLED_PROCESS_CANCELLED at the call activity (caught by a boundary, or uncaught: the
 * parent ends not passed); cancelling the parent cancels the child (bpm-call-cancel job).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, instanceRow, interpreterOnly, openActivities, variable } from './bpm-engine-support.ts';
import { chain, event, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
const childKey = unique('sub_approval');
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
  await deploy(t, processXml(`<bpmn:startEvent id="s" />${user('ChildTask')}<bpmn:endEvent id="e" />${chain('s', 'ChildTask', 'e')}`, {}, 'Child'), childKey);
}, 180_000);
afterAll(async () => t?.close());

function parentXml(withBoundary: boolean) {
  const call = `<bpmn:callActivity id="Call" calledElement="${childKey}"><bpmn:extensionElements>
      <camunda:in source="amount" target="amount" /><camunda:in sourceExpression="\${amount * 2}" target="doubled" />
      <camunda:out source="decision" target="childDecision" />
    </bpmn:extensionElements></bpmn:callActivity>`;
  const boundary = withBoundary ? `${event('boundaryEvent', 'childGone', 'error', 'CALLED_PROCESS_CANCELLED', 'attachedToRef="Call"')}${user('Cancelled')}${chain('childGone', 'Cancelled')}` : '';
  return processXml(`<bpmn:startEvent id="s" />${call}${user('After')}<bpmn:endEvent id="e" />${chain('s', 'Call', 'After', 'e')}${boundary}`, { errors: withBoundary ? ['CALLED_PROCESS_CANCELLED'] : [] });
}

async function startParent(withBoundary: boolean) {
  const definition = await deploy(t, parentXml(withBoundary));
  const parent = (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { amount: 7 }, businessKey: 'LEAVE-1' })).instanceId;
  const [child] = await t.database.query<{ id: string; initiator: string; business_key: string }>(
    "select i.id, i.initiator, i.business_key from bpm_instance i join bpm_variable v on v.instance_id = i.id where v.name = '__caller' and v.value->>'instanceId' = $1",
    [parent],
  );
  return { parent, child: child! };
}

describe('call activity', () => {
  it('starts the child with the in variables; the child end resumes the parent with the out variables', async () => {
    const { parent, child } = await startParent(false);
    expect(child).toMatchObject({ initiator: 'student1', business_key: 'LEAVE-1' });
    expect(await openActivities(t, parent)).toEqual([]);
    expect(await openActivities(t, child.id)).toEqual(['ChildTask']);
    expect([await variable(t, child.id, 'amount'), await variable(t, child.id, 'doubled')]).toEqual([7, 14]);
    await completeAt(t, child.id, 'ChildTask', { decision: 'ok' });
    expect((await instanceRow(t, child.id)).status).toBe('completed');
    expect(await openActivities(t, parent)).toEqual([]);
    await t.app.jobs.tick();
    expect(await openActivities(t, parent)).toEqual(['After']);
    expect(await variable(t, parent, 'childDecision')).toBe('ok');
    expect(await variable(t, parent, 'calledResult')).toBe(2);
  });

  it('a cancelled child is an error at the call activity: the boundary catches it', async () => {
    const { parent, child } = await startParent(true);
    await t.app.bpm.cancelInstance({ instanceId: child.id });
    await t.app.jobs.tick();
    expect(await openActivities(t, parent)).toEqual(['Cancelled']);
  });

  it('uncaught, the cancelled child ends the parent not passed', async () => {
    const { parent, child } = await startParent(false);
    await t.app.bpm.cancelInstance({ instanceId: child.id });
    await t.app.jobs.tick();
    const row = await instanceRow(t, parent);
    expect({ status: row.status, result: row.result }).toEqual({ status: 'completed', result: 3 });
    expect(row.endReason).toContain('CALLED_PROCESS_CANCELLED');
  });

  it('cancelling the parent cancels the child', async () => {
    const { parent, child } = await startParent(true);
    await t.app.bpm.cancelInstance({ instanceId: parent });
    expect((await instanceRow(t, child.id)).status).toBe('running');
    await t.app.jobs.tick();
    expect((await instanceRow(t, child.id)).status).toBe('cancelled');
    await t.app.jobs.tick();
    // The child's return finds its parent ended and changes nothing.
    expect((await instanceRow(t, parent)).result).toBe(4);
    expect(await t.database.query("select id from syt_job where kind like 'bpm-call-%'")).toEqual([]);
  });
});
