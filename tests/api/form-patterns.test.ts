/**
 * Custom validation patterns run in linear time (RE2): a crafted value submitted against a designer's
 * pattern does not hold up other requests, and /bpmForm/edit refuses what RE2 cannot express, naming
 * the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let admin: string;

/** Twelve \d* in a row: on a backtracking RegExp, "1"×23+"a" takes seconds to fail (the old guard let it through). */
const CATASTROPHIC = `^${'\\d*'.repeat(12)}$`;
const CRAFTED = `${'1'.repeat(23)}a`;

const formWith = (validation: string, extra: Record<string, unknown> = {}) => ({
  widgetList: [{ type: 'input', id: 'code', formItemFlag: true, options: { name: 'code', label: '编号', validation, ...extra } }],
  formConfig: {},
});

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  admin = await t.login();
}, 600_000);
afterAll(async () => t?.close());

describe('a catastrophic pattern on a process start form', () => {
  const XML = bpmn('pattern_start', `<bpmn:startEvent id="start" />${userTask('check', '审核', { dataType: 'USERS', assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`);
  let key: string;
  beforeAll(async () => {
    key = await deploy(t, XML, { start: formWith(CATASTROPHIC) });
    await as('student1');
  }, 600_000);

  it('the crafted value is refused at once while a parallel /healthz keeps answering fast', async () => {
    const state = { done: false };
    let last = performance.now();
    let worstGap = 0;
    // Probes one after another, yielding a loop turn between them so the creates get theirs: the longest
    // time without an answer (up to when the creates are done) is how long the server could answer nobody.
    const probing = (async () => {
      while (!state.done) {
        const health = await t.call('GET', '/healthz');
        expect(health.code).toBe('00000');
        const now = performance.now();
        worstGap = Math.max(worstGap, now - last);
        last = now;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: key, variables: { code: CRAFTED } })),
    ).finally(() => {
      state.done = true;
    });
    const finished = performance.now();
    worstGap = Math.max(worstGap, finished - last);
    await probing;
    for (const answer of answers) {
      expect(answer.code).toBe('00005');
      expect(answer.errors).toEqual([{ path: '/formData/code', message: '[编号]invalid value' }]);
    }
    // A backtracking engine held the loop for seconds per request here; RE2 takes well under a millisecond.
    expect(worstGap).toBeGreaterThan(0);
    expect(worstGap).toBeLessThan(1000);
    expect(finished - started).toBeLessThan(3000);
  });

  it('a value the pattern accepts starts the process', async () => {
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: key, variables: { code: '123456' } });
    expect(started.code).toBe('00000');
  });
});

describe('/bpmForm/edit and custom patterns', () => {
  it('refuses a back-reference pattern, naming the field, in zh and en', async () => {
    const conf = JSON.stringify(formWith('^(\\d)\\1$'));
    const zh = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '反向引用', conf } });
    expect({ status: zh.status, code: zh.code }).toEqual({ status: 400, code: '00005' });
    expect(zh.errors).toEqual([{ path: '/conf', message: '字段[编号]（code）的校验表达式无效：不支持反向引用（无法线性时间匹配）' }]);
    const en = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '反向引用', conf }, headers: { 'accept-language': 'en' } });
    expect(en.errors).toEqual([
      { path: '/conf', message: 'The validation pattern of field [编号] (code) is invalid: back-references are not supported (they cannot be matched in linear time)' },
    ]);
  });

  it('refuses look-around and a pattern inside a sub-form too', async () => {
    const nested = {
      widgetList: [{ type: 'sub-form', id: 's', options: { name: 'rows', label: '明细' }, widgetList: [{ type: 'input', id: 'x', options: { name: 'item', label: '项目', validation: '^(?!admin).*$' } }] }],
      formConfig: {},
    };
    const refused = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '环视', conf: JSON.stringify(nested) }, headers: { 'accept-language': 'en' } });
    expect(refused.code).toBe('00005');
    expect(refused.errors).toEqual([
      { path: '/conf', message: 'The validation pattern of field [项目] (item) is invalid: look-ahead and look-behind are not supported (they cannot be matched in linear time)' },
    ]);
  });

  it('stores a form whose patterns RE2 runs, the catastrophic shape included (it is harmless there), and named validators', async () => {
    const conf = {
      widgetList: [
        { type: 'input', id: 'a', options: { name: 'a', label: 'A', validation: CATASTROPHIC } },
        { type: 'input', id: 'b', options: { name: 'b', label: 'B', validation: '/^[\\u4e00-\\u9fa5]+$/' } },
        { type: 'input', id: 'c', options: { name: 'c', label: 'C', validation: 'mobilePhone' } },
      ],
      formConfig: {},
    };
    const saved = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '线性', conf: JSON.stringify(conf) } });
    expect(saved.code).toBe('00000');
    expect((await t.call('POST', '/bpmForm/delete', { token: admin, body: { id: saved.info.id } })).code).toBe('00000');
  });
});

const checkedBy = (key: string) => bpmn(key, `<bpmn:startEvent id="start" />${userTask('check', '审核', { dataType: 'USERS', assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`);

describe('forms copied with a process model', () => {
  it('a deploy refuses a start or node form whose pattern RE2 cannot run, naming the field (the copy never went through /bpmForm/edit)', async () => {
    await expect(deploy(t, checkedBy('pattern_deploy_a'), { start: formWith('^(\\d)\\1$') })).rejects.toMatchObject({
      problems: [expect.objectContaining({ elementType: 'form', reason: '字段[编号]（code）的校验表达式无效：不支持反向引用（无法线性时间匹配）' })],
    });
    await expect(deploy(t, checkedBy('pattern_deploy_b'), { nodes: { check: formWith('^(?=a).*$') } })).rejects.toMatchObject({
      problems: [expect.objectContaining({ elementId: 'check', reasonEn: expect.stringContaining('look-ahead') })],
    });
    await expect(deploy(t, checkedBy('pattern_deploy_c'), { start: formWith('^\\d+$') })).resolves.toBe('pattern_deploy_c');
  });
});
