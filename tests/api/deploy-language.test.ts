/**
 * One answer, one language: a deploy refusal lists every problem (the engine compiler's and the deploy
 * rules') in Chinese by default and in English with Accept-Language: en, never a mix; /bpmModel/check too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

// A complex gateway (refused by the compiler), a user task without approvers and an exclusive gateway
// that cannot choose (refused by the deploy rules).
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D_mixed" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="mixed" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:complexGateway id="cx" />
    <bpmn:userTask id="nobody" name="无人审批" />
    <bpmn:exclusiveGateway id="choose" />
    <bpmn:endEvent id="end" />
    <bpmn:endEvent id="end2" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="cx" />
    <bpmn:sequenceFlow id="f2" sourceRef="cx" targetRef="nobody" />
    <bpmn:sequenceFlow id="f3" sourceRef="nobody" targetRef="choose" />
    <bpmn:sequenceFlow id="f4" sourceRef="choose" targetRef="end" />
    <bpmn:sequenceFlow id="f5" sourceRef="choose" targetRef="end2" />
  </bpmn:process>
</bpmn:definitions>`;

const HAN = /\p{Script=Han}/u;
const ENGLISH = /\b(?:is|are|not|the|must|has|no|or|of)\b/i;
const en = { 'accept-language': 'en' };

let modelId: string;
beforeAll(async () => {
  const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'mixed', name: 'mixed', xml: XML } });
  if (saved.code !== '00000') throw new Error(`save: ${saved.raw}`);
  modelId = saved.info.id;
});

type Problem = { path: string; message: string };
const reasons = (answer: { info: { errors: { reason: string }[] } }) => answer.info.errors.map((e) => e.reason);

describe('deploy refusals', () => {
  it('say every problem in Chinese by default', async () => {
    const answer = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: modelId } });
    expect(answer.code).toBe('00001');
    const errors = answer.errors as Problem[];
    expect(answer.info).toBe(`部署失败：${errors.length} 个问题`);
    // The compiler's (the gateway, the flows touching it) and the rules' (approver, exclusive gateway).
    expect(errors.map((e) => e.path).sort()).toEqual(['/elements/choose', '/elements/cx', '/elements/f1', '/elements/f2', '/elements/nobody']);
    expect(errors).toContainEqual({ path: '/elements/cx', message: 'complexGateway cx：流程引擎不支持该元素（complexGateway）' });
    expect(errors.find((e) => e.path === '/elements/nobody')!.message).toBe('userTask nobody：用户任务没有设置审批人');
    // Element types and ids may be named, but every sentence is Chinese.
    for (const { message } of errors) {
      expect(message).toMatch(HAN);
      expect(message).not.toMatch(ENGLISH);
    }
  });

  it('say every problem in English with Accept-Language: en', async () => {
    const answer = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: modelId }, headers: en });
    expect(answer.code).toBe('00001');
    const errors = answer.errors as Problem[];
    expect(answer.info).toBe(`deploy failed: ${errors.length} problem(s)`);
    expect(errors).toHaveLength(5);
    expect(errors).toContainEqual({ path: '/elements/cx', message: 'complexGateway cx: complexGateway is not supported by the engine' });
    expect(errors.find((e) => e.path === '/elements/nobody')!.message).toBe('userTask nobody: the user task has no approver settings');
    for (const { message } of errors) expect(message).not.toMatch(HAN);
  });

  it('/bpmModel/check answers the problems in one language too', async () => {
    const zh = await t.call('POST', '/bpmModel/check', { token: admin, body: { xml: XML } });
    const english = await t.call('POST', '/bpmModel/check', { token: admin, body: { xml: XML }, headers: en });
    expect(reasons(zh)).toHaveLength(5);
    for (const reason of reasons(zh)) {
      expect(reason).toMatch(HAN);
      expect(reason).not.toMatch(ENGLISH);
    }
    for (const reason of reasons(english)) expect(reason).not.toMatch(HAN);
    expect(english.info.errors[0]).not.toHaveProperty('reasonEn');
  });

  it('a document that does not parse is refused in the caller\'s language', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "x">]><x/>';
    const zh = await t.call('POST', '/bpmModel/check', { token: admin, body: { xml } });
    expect(zh.info.errors).toEqual([{ elementId: '', elementType: 'definitions', reason: '不允许 DOCTYPE 与 ENTITY 声明' }]);
    const english = await t.call('POST', '/bpmModel/check', { token: admin, body: { xml }, headers: en });
    expect(english.info.errors).toEqual([{ elementId: '', elementType: 'definitions', reason: 'DOCTYPE and ENTITY declarations are not allowed' }]);
  });
});
