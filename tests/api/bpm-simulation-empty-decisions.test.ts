/**
 * Route simulation (/bpmModel/simulate) names the empty-approver policy that decided a step whose rule
 * finds nobody: admin with the super-administrators it gave the step to, pass and reject with nobody
 * (`emptyFallback`); the same rule naming somebody carries no marker. The start page's preview answers
 * the same (/bpmProcessInstance/previewApprovers on the deployed version).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, chain, deploy, userTask } from './bpm-approval-support.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

const XML = bpmn(
  'sim_empty_decisions',
  `<bpmn:startEvent id="start" />
   ${userTask('toAdmin', '转管理员', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'admin' }] })}
   ${userTask('passes', '自动通过', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'pass' }] })}
   ${userTask('rejects', '自动驳回', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'reject' }] })}
   <bpmn:endEvent id="end" />
   ${chain('start', 'toAdmin', 'passes', 'rejects', 'end')}`,
);

interface Step {
  activityId: string;
  users?: string[];
  problem?: string;
  emptyFallback?: { policy: string; users: string[] };
  empty?: unknown;
}

const byId = (steps: Step[]) => Object.fromEntries(steps.map((s) => [s.activityId, s]));

async function simulate(leader: string): Promise<Record<string, Step>> {
  const answer = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml: XML, initiator: 'student1', formData: { leader } } });
  expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
  return byId(answer.info.steps as Step[]);
}

describe('the empty-approver decisions in the route simulation', () => {
  it('names admin with the administrators, pass and reject with nobody and no refusal', async () => {
    const steps = await simulate('');
    expect(steps.toAdmin).toMatchObject({ users: ['admin'], emptyFallback: { policy: 'admin', users: ['admin'] } });
    expect(steps.passes).toMatchObject({ users: [], emptyFallback: { policy: 'pass', users: [] } });
    expect(steps.rejects).toMatchObject({ users: [], emptyFallback: { policy: 'reject', users: [] } });
    // Not the refusal's marker or problem: the start would go through.
    for (const id of ['toAdmin', 'passes', 'rejects']) expect([id, steps[id]!.empty, steps[id]!.problem]).toEqual([id, undefined, undefined]);
  });

  it('carries no marker when the rule names somebody', async () => {
    const steps = await simulate('lihua');
    expect(Object.values(steps).filter((s) => s.emptyFallback !== undefined)).toEqual([]);
    expect(steps.passes!.users).toEqual(['lihua']);
  });

  it('answers the same on the start page preview of the deployed version', async () => {
    const FORM = { widgetList: [{ type: 'input', id: 'leader', formItemFlag: true, options: { name: 'leader', label: '负责人' } }], formConfig: {} };
    await deploy(t, XML, { start: FORM });
    const student = await t.login('student1');
    const answer = await t.call('POST', '/bpmProcessInstance/previewApprovers', { token: student, body: { processDefinitionKey: 'sim_empty_decisions', formData: { leader: '' } } });
    expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
    const steps = byId(answer.info.steps as Step[]);
    expect([steps.toAdmin!.emptyFallback, steps.passes!.emptyFallback, steps.rejects!.emptyFallback]).toEqual([
      { policy: 'admin', users: ['admin'] },
      { policy: 'pass', users: [] },
      { policy: 'reject', users: [] },
    ]);
  });
});
