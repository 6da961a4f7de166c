/**
 * Client bodies that become process variables or task formData must be storable as PostgreSQL jsonb:
 * values nested thousands deep, strings with U+0000 or lone surrogates, numbers JSON cannot hold. Each
 * is refused as a validation failure (00005) naming the field, never a server error (00500), at start,
 * approve, reject and the approver preview. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, expectOk, tokens, userTask, type Login } from './bpm-approval-support.ts';
import { variable } from './bpm-engine-support.ts';

let t: TestApp;
let as: Login;
let free: string;
let formed: string;

const input = (name: string) => ({ type: 'input', id: name, formItemFlag: true, options: { name, label: name } });
const NODE_FORM = { widgetList: [input('note'), { type: 'number', id: 'amount', formItemFlag: true, options: { name: 'amount', label: 'amount' } }], formConfig: {} };
const APPROVE = userTask('approve', '审批', { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass', 'notPass'], extendData: [{ isopinion: false }] });

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  free = await deploy(t, bpmn('storable_free', `<bpmn:startEvent id="start" />${APPROVE}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`));
  formed = await deploy(t, bpmn('storable_formed', `<bpmn:startEvent id="start" />${APPROVE}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`), { start: NODE_FORM, nodes: { approve: NODE_FORM } });
}, 300_000);
afterAll(async () => t?.close());

/** JSON texts of values PostgreSQL jsonb cannot store (or JSON cannot carry), as they arrive on the wire. */
const DEEP = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
const UNSTORABLE: Record<string, string> = {
  'nested thousands deep': DEEP,
  'objects nested thousands deep': DEEP_OBJECTS,
  'a NUL character': '"a\\u0000b"',
  'a lone high surrogate': '"a\\ud800b"',
  'a lone low surrogate': '"\\udc00"',
  'a number beyond double': '1e400',
  'a negative number beyond double': '-1e400',
};

async function raw(user: string, path: string, body: string) {
  return t.call('POST', path, { token: await as(user), body });
}

async function openTask(): Promise<string> {
  const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: formed, formData: { note: 'x' } });
  expectOk(started);
  return started.info.tasks[0].id as string;
}

describe('unstorable values in bodies that become variables or formData', () => {
  for (const [what, json] of Object.entries(UNSTORABLE)) {
    it(`${what}: 00005 at start (variables and formData), approve, reject and preview`, async () => {
      const answers = {
        startVariables: await raw('student1', '/bpmProcessInstance/create', `{"processDefinitionKey":"${free}","variables":{"v":${json}}}`),
        startFormData: await raw('student1', '/bpmProcessInstance/create', `{"processDefinitionKey":"${free}","formData":{"v":${json}}}`),
        startFormField: await raw('student1', '/bpmProcessInstance/create', `{"processDefinitionKey":"${formed}","formData":{"note":${json}}}`),
        preview: await raw('student1', '/bpmProcessInstance/previewApprovers', `{"processDefinitionKey":"${free}","formData":{"v":${json}}}`),
        approve: await raw('teacher1', '/bpmTask/approve', `{"id":"${await openTask()}","formData":{"note":${json}}}`),
        reject: await raw('teacher1', '/bpmTask/reject', `{"id":"${await openTask()}","formData":{"amount":${json}}}`),
      };
      const codes = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.code]));
      const expected = Object.fromEntries(Object.keys(answers).map((name) => [name, '00005']));
      expect(codes).toEqual(expected);
      expect(JSON.stringify(answers.startVariables.errors)).toContain('/variables/v');
      expect(JSON.stringify(answers.approve.errors)).toContain('/formData/note');
    });
  }

  it('a key with a NUL or a lone surrogate is refused as well', async () => {
    for (const key of ['"k\\u0000"', '"k\\ud800"']) {
      const answer = await raw('student1', '/bpmProcessInstance/create', `{"processDefinitionKey":"${free}","variables":{"outer":{${key}:1}}}`);
      expect(answer.code).toBe('00005');
    }
  });

  it('ordinary values still start and pass: deep enough for real data, big and small numbers, astral characters', async () => {
    const nested = JSON.parse(`${'['.repeat(30)}1${']'.repeat(30)}`) as unknown;
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: free, variables: { nested, big: 1.7e308, tiny: 5e-324, emoji: '请假🙂', 中文: 1 } });
    expectOk(started);
    expect(await variable(t, started.info.instanceId, 'emoji')).toBe('请假🙂');
    expect(await variable(t, started.info.instanceId, 'big')).toBe(1.7e308);
    const taskId = await openTask();
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: taskId, formData: { note: '同意🙂', amount: 12 } }));
  });
});
