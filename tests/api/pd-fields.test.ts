/**
 * The server side of the designer's fields (issue #14). Route simulation of a countersign: the rule view
 * names the countersign's people, not the loop's per-instance assignee `${approver}` as an expression
 * that resolves to nobody; an expression the designer chose as the approver stays an expression part.
 * The expression picker's search: name, content, preset flag and description, refused without the view code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let designer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  designer = await t.login('designer');
  student = await t.login('student1');
}, 180_000);
afterAll(async () => t?.close());

const countersign = (assignee: string, candidates: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="cs" name="会签" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:userTask id="sign" name="会签" camunda:dataType="USERS" camunda:assignee="${assignee}" camunda:candidateUsers="${candidates}" camunda:text="甲,乙">
      <bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${approvers_sign}" camunda:elementVariable="approver">
        <bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

interface Source { kind: string; ref: string | null; users: string[] }

async function rule(xml: string): Promise<{ users: string[]; sources: Source[] }> {
  const answer = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml, initiator: 'student1' } });
  expect(answer.code).toBe('00000');
  const step = answer.info.steps.find((s: { activityId: string }) => s.activityId === 'sign');
  return { users: step.users, sources: step.rule.sources };
}

describe('countersign in the route simulation', () => {
  it('shows the countersign people as the rule, without the per-instance ${approver}', async () => {
    const { users, sources } = await rule(countersign('${approver}', 'teacher1,designer'));
    expect(users).toEqual(['teacher1', 'designer']);
    expect(sources).toEqual([{ kind: 'users', ref: null, label: null, users: ['teacher1', 'designer'] }]);
    expect(sources.some((source) => source.kind === 'expression')).toBe(false);
  });

  it('keeps an assignee expression that is not the loop variable as an expression part', async () => {
    const { sources } = await rule(countersign('${initiator}', 'teacher1,designer'));
    expect(sources.map((source) => source.kind)).toEqual(['users', 'expression']);
    expect(sources.find((source) => source.kind === 'expression')).toMatchObject({ ref: '${initiator}', users: ['student1'] });
  });
});

const search = async (token: string, queryParam: Record<string, unknown>) => t.call('POST', '/bpmExpression/queryPage', { token, body: { page: 1, pageSize: 10, queryParam } });
const names = (answer: { info: { records: { expressionName: string }[] } }) => answer.info.records.map((row) => row.expressionName).sort();

describe('expression picker search', () => {

  it('filters by name, content, preset flag and description for the designer', async () => {
    expect(names(await search(designer, { expressionName: '驳回' }))).toEqual(['驳回']);
    expect(names(await search(designer, { expressionValue: 'days' }))).toEqual(['请假超过三天']);
    expect(names(await search(designer, { systemExpression: true }))).toEqual(['通过', '驳回'].sort());
    expect(names(await search(designer, { desc: '通过' }))).toEqual(['通过']);
    expect(names(await search(designer, { expressionValue: 'outcome', desc: '驳回', systemExpression: true }))).toEqual(['驳回']);
  });

  it('refuses an unknown search field and a caller without the view code', async () => {
    expect((await search(designer, { creator: 'x' })).code).toBe('00005');
    expect((await search(student, {})).code).toBe('00004');
  });
});
