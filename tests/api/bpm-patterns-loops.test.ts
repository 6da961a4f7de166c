/**
 * Conformance in the Workflow-Patterns style for script conditions and standard loops:
 * - WCP4 exclusive choice and WCP6 multi-choice decided by inline JavaScript conditions, run in the
 *   QuickJS sandbox with the command's script time (a condition must yield a boolean and set nothing);
 * - WCP21 structured loop as a BPMN standard loop: repeat-until (the condition after each run), while
 *   (testBefore), loopMaximum as a cap, loopCounter, an interrupting boundary ending the loop;
 * - the deploy refusing what the engine would not run as drawn: external scripts (never fetched), a
 *   condition or script task in another language, an empty script condition, a loop that never ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, instanceRow, interpreterOnly, openActivities, variable, visited } from './bpm-engine-support.ts';
import { chain, event, flow, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

const cond = (id: string, source: string, target: string, body: string, language = 'javascript') =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"${language ? ` language="${language}"` : ''}><![CDATA[${body}]]></bpmn:conditionExpression></bpmn:sequenceFlow>`;

async function start(xml: string, variables: Record<string, unknown> = {}) {
  const definition = await deploy(t, xml);
  return (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables })).instanceId;
}

/** What the deploy answers (the refusal as JSON, or the definition). */
const deployAnswer = async (xml: string) => JSON.stringify(await deploy(t, xml).catch((e: unknown) => e));
const instances = async () => Number((await t.database.query<{ count: string }>('select count(*) from bpm_instance'))[0]!.count);
/** The deploy's answer for a flow s → A carrying the given condition element. */
const conditionRefusal = (condition: string) => deployAnswer(processXml(`<bpmn:startEvent id="s" />${user('A')}<bpmn:sequenceFlow id="x" sourceRef="s" targetRef="A">${condition}</bpmn:sequenceFlow>`));
const scriptTaskAnswer = (attrs: string, body = '') => deployAnswer(processXml(`<bpmn:startEvent id="s" /><bpmn:scriptTask id="S" ${attrs}>${body}</bpmn:scriptTask>${user('A')}${chain('s', 'S', 'A')}`));
/** s → T (a task with the given loop) → After. */
const taskLooping = (loop: string) => processXml(`<bpmn:startEvent id="s" /><bpmn:task id="T">${loop}</bpmn:task>${user('After')}${chain('s', 'T', 'After')}`);
const deployLoop = (loop: string) => deployAnswer(taskLooping(loop));

describe('script conditions (WCP4, WCP6)', () => {
  const exclusive = processXml(`<bpmn:startEvent id="s" /><bpmn:exclusiveGateway id="g" default="toShort" />${user('Long')}${user('Short')}
    ${flow('s', 'g')}${cond('toLong', 'g', 'Long', "days > 3 && reason !== '病假'")}${flow('g', 'Short', 'toShort')}`);

  it('an exclusive gateway takes the flow whose JavaScript condition is true, else the default', async () => {
    expect(await openActivities(t, await start(exclusive, { days: 5, reason: '事假' }))).toEqual(['Long']);
    expect(await openActivities(t, await start(exclusive, { days: 5, reason: '病假' }))).toEqual(['Short']);
    expect(await openActivities(t, await start(exclusive, { days: 2, reason: '事假' }))).toEqual(['Short']);
  });

  it('an inclusive gateway takes every flow whose condition holds, scripts and expressions mixed', async () => {
    const xml = processXml(`<bpmn:startEvent id="s" /><bpmn:inclusiveGateway id="g" default="toPlain" />${user('Finance')}${user('Urgent')}${user('Plain')}
      ${flow('s', 'g')}${cond('toFinance', 'g', 'Finance', 'amount > 100')}${cond('toUrgent', 'g', 'Urgent', '${urgent}', '')}${flow('g', 'Plain', 'toPlain')}`);
    expect(await openActivities(t, await start(xml, { amount: 500, urgent: true }))).toEqual(['Finance', 'Urgent']);
    expect(await openActivities(t, await start(xml, { amount: 500, urgent: false }))).toEqual(['Finance']);
    expect(await openActivities(t, await start(xml, { amount: 5, urgent: false }))).toEqual(['Plain']);
  });

  it('a condition yielding no boolean, or setting a variable, fails the command: nothing is started', async () => {
    const before = await instances();
    const notBoolean = processXml(`<bpmn:startEvent id="s" /><bpmn:exclusiveGateway id="g" />${user('A')}${user('B')}${flow('s', 'g')}${cond('toA', 'g', 'A', 'days')}${cond('toB', 'g', 'B', 'true')}`);
    const failure = await start(notBoolean, { days: 3 }).catch((e: unknown) => e as Error);
    expect(String((failure as { en?: string }).en)).toBe('a condition script must yield true or false (toA), got number');
    const setting = processXml(`<bpmn:startEvent id="s" /><bpmn:exclusiveGateway id="g" />${user('A')}${user('B')}${flow('s', 'g')}${cond('toA', 'g', 'A', "setVariable('seen', 1); true")}${cond('toB', 'g', 'B', 'true')}`);
    const refused = await start(setting).catch((e: unknown) => e as Error);
    expect(String((refused as { en?: string }).en)).toBe('a condition script may not set variables (toA: seen)');
    expect(await instances()).toBe(before);
  });

  it('the deploy refuses an external script, another language and an empty script, naming the flow', async () => {
    const external = await conditionRefusal('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript" camunda:resource="https://example.com/check.js" />');
    expect(external).toContain('the engine does not run external scripts (the condition\'s resource \\"https://example.com/check.js\\")');
    expect(external).toContain('"elementId":"x"');
    expect(await conditionRefusal('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">days &gt; 3</bpmn:conditionExpression>')).toContain('the engine cannot evaluate a condition in groovy');
    expect(await conditionRefusal('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript" />')).toContain('the condition script is empty');
  });

  it('the deploy refuses a script task with an external script, in another language, or with no script', async () => {
    expect(await scriptTaskAnswer('scriptFormat="javascript" camunda:resource="deployment://calc.js"')).toContain('the engine does not run external scripts (the script task\'s resource');
    expect(await scriptTaskAnswer('scriptFormat="groovy"', '<bpmn:script>1</bpmn:script>')).toContain('the engine runs JavaScript scripts only, not scriptFormat \\"groovy\\"');
    expect(await scriptTaskAnswer('scriptFormat="javascript"')).toContain('the script task has no script');
    expect(await scriptTaskAnswer('scriptFormat="javascript"', '<bpmn:script>1 + 1</bpmn:script>')).not.toContain('problems');
  });
});

/** A loop on `id` (a task or user task): its loopCharacteristics element. */
const standardLoop = (condition: string, attrs = '', language = '') =>
  `<bpmn:standardLoopCharacteristics ${attrs}>${condition ? `<bpmn:loopCondition xsi:type="bpmn:tFormalExpression"${language ? ` language="${language}"` : ''}><![CDATA[${condition}]]></bpmn:loopCondition>` : ''}</bpmn:standardLoopCharacteristics>`;

const runsOf = async (id: string, activity: string) => (await visited(t, id)).filter((a) => a === activity).length;

describe('standard loops (WCP21 structured loop)', () => {
  it('repeat-until: the user task comes back while the condition holds after it, and loopCounter counts the runs', async () => {
    const xml = processXml(`<bpmn:startEvent id="s" /><bpmn:userTask id="Fix" name="Fix" camunda:assignee="user1">${standardLoop('${approved != true}')}</bpmn:userTask>${user('After')}<bpmn:endEvent id="e" />${chain('s', 'Fix', 'After', 'e')}`);
    const id = await start(xml);
    expect(await openActivities(t, id)).toEqual(['Fix']);
    expect(await variable(t, id, 'loopCounter')).toBe(0);
    await completeAt(t, id, 'Fix', { approved: false });
    expect(await openActivities(t, id)).toEqual(['Fix']);
    expect(await variable(t, id, 'loopCounter')).toBe(1);
    await completeAt(t, id, 'Fix', { approved: true });
    expect(await openActivities(t, id)).toEqual(['After']);
    expect(await runsOf(id, 'Fix')).toBe(2);
    expect(await variable(t, id, 'loopCounter')).toBeUndefined();
  });

  it('${loopCounter < 3} runs three times with or without testBefore; loopMaximum caps an always-true condition', async () => {
    for (const loop of [standardLoop('${loopCounter < 3}'), standardLoop('${loopCounter < 3}', 'testBefore="true"'), standardLoop('${true}', 'loopMaximum="3"'), standardLoop('', 'loopMaximum="3"'), standardLoop('loopCounter < 3', '', 'javascript')]) {
      const id = await start(taskLooping(loop));
      expect({ loop, runs: await runsOf(id, 'T'), open: await openActivities(t, id) }).toEqual({ loop, runs: 3, open: ['After'] });
    }
  });

  it('while (testBefore): a condition false at the start skips the activity', async () => {
    const xml = processXml(`<bpmn:startEvent id="s" /><bpmn:userTask id="Extra" camunda:assignee="user1">${standardLoop('${needed}', 'testBefore="true"')}</bpmn:userTask>${user('After')}${chain('s', 'Extra', 'After')}`);
    const skipped = await start(xml, { needed: false });
    expect(await openActivities(t, skipped)).toEqual(['After']);
    expect(await runsOf(skipped, 'Extra')).toBe(0);
    const once = await start(xml, { needed: true });
    expect(await openActivities(t, once)).toEqual(['Extra']);
    await completeAt(t, once, 'Extra', { needed: false });
    expect(await openActivities(t, once)).toEqual(['After']);
  });

  it('an interrupting boundary event stays attached across runs and ends the loop', async () => {
    const name = unique('stop');
    const xml = processXml(
      `<bpmn:startEvent id="s" /><bpmn:userTask id="Fix" camunda:assignee="user1">${standardLoop('${true}')}</bpmn:userTask>${event('boundaryEvent', 'stop', 'message', name, 'attachedToRef="Fix"')}${user('Stopped')}${chain('s', 'Fix')}${chain('stop', 'Stopped')}`,
      { messages: [name] },
    );
    const id = await start(xml);
    await completeAt(t, id, 'Fix');
    await completeAt(t, id, 'Fix');
    expect(await openActivities(t, id)).toEqual(['Fix']);
    expect(await variable(t, id, 'loopCounter')).toBe(2);
    await t.app.bpm.correlateMessage({ name, instanceId: id });
    expect(await openActivities(t, id)).toEqual(['Stopped']);
    expect(await variable(t, id, 'loopCounter')).toBeUndefined();
    expect((await instanceRow(t, id)).status).toBe('running');
  });

  it('the deploy refuses a loop that never ends and a bad maximum', async () => {
    expect(await deployLoop(standardLoop(''))).toContain('a standard loop needs a loop condition (loopCondition) or a maximum (loopMaximum), else it never ends');
    expect(await deployLoop(standardLoop('', 'loopMaximum="0"'))).toContain('loopMaximum must be a positive whole number (0)');
    expect(await deployLoop(standardLoop('x > 1', '', 'groovy'))).toContain('the engine cannot evaluate a loop condition in groovy');
  });
});
