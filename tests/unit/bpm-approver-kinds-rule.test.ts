/**
 * The deploy check knows the designer's four approver refinements: an empty person field or expression
 * is refused, a multi-level head needs two levels, the initiator-chooses kind needs its suggestions or a
 * fallback; and a node naming nobody is covered by an empty-approver policy that names people.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { checkModel } from '../../src/server/bpm/model/lint.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

const model = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs" targetNamespace="x">
  <bpmn:process id="leave" isExecutable="true"><bpmn:startEvent id="s" />${body}</bpmn:process>
</bpmn:definitions>`;

async function approverErrors(body: string) {
  const result = await checkModel((await parseBpmnXml(model(body))).definitions, { bpmnlint: false });
  return result.errors.filter((error) => error.rule === 'flowhall/approver').map((error) => `${error.elementId}: ${error.reasonEn}`);
}

const admin = `camunda:extendData='[{"emptyapprove":"users","emptyusers":[{"id":"admin","humanname":"管理员"}]}]'`;

describe('approver kinds in the deploy check', () => {
  it('refuses an empty person field, an empty expression, a head of one level, and a choice with nobody suggested', async () => {
    expect(await approverErrors(`
      <bpmn:userTask id="field" camunda:dataType="USERS" camunda:approverKind="FORMUSER" />
      <bpmn:userTask id="expr" camunda:dataType="USERS" camunda:approverKind="EXPRESSION" camunda:assignee="lihua" />
      <bpmn:userTask id="blank" camunda:dataType="USERS" camunda:approverKind="EXPRESSION" camunda:assignee="\${ }" />
      <bpmn:userTask id="head" camunda:dataType="HEAD" camunda:approverKind="MULTIHEAD" camunda:deptHead="1" />
      <bpmn:userTask id="choose" camunda:dataType="USERS" camunda:approverKind="CHOOSE" />`)).toEqual([
      'field: the form person field naming the approver is empty',
      'expr: the approver expression is empty or not ${…}',
      'blank: the approver expression is empty or not ${…}',
      'head: a multi-level department head climbs at least two levels',
      'choose: the user task has no approver settings (USERS)',
    ]);
  });

  it('accepts the four kinds filled in, and a node with nobody when the empty-approver policy names people', async () => {
    expect(await approverErrors(`
      <bpmn:userTask id="field" camunda:dataType="USERS" camunda:approverKind="FORMUSER" camunda:assignee="\${reviewer}" />
      <bpmn:userTask id="fields" camunda:dataType="USERS" camunda:approverKind="FORMUSER" camunda:candidateUsers="\${reviewers}" camunda:assignee="\${approver}" />
      <bpmn:userTask id="expr" camunda:dataType="USERS" camunda:approverKind="EXPRESSION" camunda:assignee="\${days > 3 ? 'lihua' : 'wuxia'}" />
      <bpmn:userTask id="head" camunda:dataType="HEAD" camunda:approverKind="MULTIHEAD" camunda:deptHead="3" />
      <bpmn:userTask id="choose" camunda:dataType="USERS" camunda:approverKind="CHOOSE" camunda:candidateUsers="wuxia" />
      <bpmn:userTask id="nobody" camunda:dataType="ROLES" ${admin} />
      <bpmn:userTask id="chooseNobody" camunda:dataType="USERS" camunda:approverKind="CHOOSE" ${admin} />`)).toEqual([]);
  });

  it('an empty expression is refused even with a fallback, which only covers a rule that finds nobody', async () => {
    expect(await approverErrors(`<bpmn:userTask id="expr" camunda:dataType="USERS" camunda:approverKind="EXPRESSION" ${admin} />`)).toEqual(['expr: the approver expression is empty or not ${…}']);
  });
});
