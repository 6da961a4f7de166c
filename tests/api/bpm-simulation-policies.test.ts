/**
 * Route simulation (/bpmModel/simulate) says which policy put people on a step: when the approver rule
 * resolves to nobody and the empty-approver policy (审批人为空时 → users) gives the step to its fallback
 * people, the step carries `emptyFallback` with the policy and whom it gave; a rule that names somebody
 * carries none; the refuse policy answers `empty` and nobody; the approver-is-initiator policy applied
 * to fallback people is named too (`self`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, chain, userTask } from './bpm-approval-support.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

const fallbackTo = (...ids: string[]) => ids.map((id) => ({ id, humanname: id }));

/** Four steps in a row, each with the rule `${leader}` (the sample form value decides whom it names). */
const XML = bpmn(
  'sim_policies',
  `<bpmn:startEvent id="start" />
   ${userTask('toAdmin', '为空转管理员', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'users', emptyusers: fallbackTo('admin') }] })}
   ${userTask('refuse', '为空拒绝', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'refuse' }] })}
   ${userTask('toInitiator', '为空转发起人', { dataType: 'USERS', assignee: '${leader}', extendData: [{ emptyapprove: 'users', emptyusers: fallbackTo('student1'), selfapprove: 'skip' }] })}
   <bpmn:endEvent id="end" />
   ${chain('start', 'toAdmin', 'refuse', 'toInitiator', 'end')}`,
);

interface Step {
  activityId: string;
  users?: string[];
  emptyFallback?: { policy: string; users: string[] };
  empty?: { policy: string };
  self?: { policy: string };
  rule?: { sources: { users: string[] }[] };
}

async function simulate(leader: string): Promise<Record<string, Step>> {
  const answer = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml: XML, initiator: 'student1', formData: { leader } } });
  expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
  return Object.fromEntries((answer.info.steps as Step[]).map((s) => [s.activityId, s]));
}

describe('the empty-approver policy in the simulation', () => {
  it('marks the steps whose people came from the fallback, with the policy and whom it gave', async () => {
    const steps = await simulate('');
    expect(steps.toAdmin).toMatchObject({ users: ['admin'], emptyFallback: { policy: 'users', users: ['admin'] } });
    // The rule itself named nobody: its part shows that, the marker says why someone is there anyway.
    expect(steps.toAdmin!.rule!.sources.flatMap((s) => s.users)).toEqual([]);
    expect(steps.refuse).toMatchObject({ users: [], empty: { policy: 'refuse' } });
    expect(steps.refuse!.emptyFallback).toBeUndefined();
    // The fallback gave the step to the initiator, and the approver-is-initiator policy then skips it.
    expect(steps.toInitiator).toMatchObject({ emptyFallback: { policy: 'users', users: ['student1'] }, self: { policy: 'skip' } });
  });

  it('answers no marker when the rule names somebody', async () => {
    const steps = await simulate('lihua');
    expect(['toAdmin', 'refuse', 'toInitiator'].map((id) => steps[id]!.users)).toEqual([['lihua'], ['lihua'], ['lihua']]);
    expect(Object.values(steps).filter((s) => s.emptyFallback !== undefined)).toEqual([]);
  });
});
