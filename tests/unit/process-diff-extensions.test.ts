/**
 * The version diff sees approval settings (issue 14): two versions read with the designer's vocabulary
 * (camunda + Flowhall) and compared by bpmn-js-differ with Flowhall's change handler list what changed
 * in a user task's camunda:* attributes and extension elements, in the panels' words. The plain differ
 * (no vocabulary, its default handler) sees neither: the contrast is asserted too.
 */
import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { diff } from 'bpmn-js-differ';
import { ENGINE_DESCRIPTOR } from '../../src/schemas/bpmn/index.ts';
import { DIFF_MODDLE_EXTENSIONS, diffDefinitions } from '../../src/designers/process/models/diff-handler.ts';
import { changeList, elementsById, type ChangeRow } from '../../src/designers/process/models/diff-list.ts';
import type { Words } from '../../src/designers/process/models/diff-words.ts';

const NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const doc = (body: string, roots = '') => `<bpmn:definitions ${NS} id="d">${roots}<bpmn:process id="p" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;
const task = (attrs: string, extensions = '') =>
  doc(`<bpmn:startEvent id="s" /><bpmn:userTask id="t" name="部门审批" ${attrs}>${extensions ? `<bpmn:extensionElements>${extensions}</bpmn:extensionElements>` : ''}</bpmn:userTask><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t" />`);

async function read(xml: string, packages: Record<string, unknown> = DIFF_MODDLE_EXTENSIONS) {
  return (await new BpmnModdle(packages).fromXML(xml)).rootElement;
}

async function rows(olderXml: string, newerXml: string): Promise<ChangeRow[]> {
  const older = await read(olderXml);
  return changeList(diffDefinitions(older, await read(newerXml)), elementsById(older), { buttons: new Map([['pass', '通过'], ['back', '驳回']]) });
}

/** The words with text keys shown as {key} (the separators as in Chinese), as a reader of the test can check them. */
const SEPARATORS: Record<string, string> = { 'diffWords.sep': '、', 'diffWords.groupSep': '；', 'diffWords.colon': '：' };
const flat = (words: Words) => words.map((part) => (typeof part === 'string' ? part : (SEPARATORS[part.key] ?? `{${part.key}}`))).join('');
const lines = (row: ChangeRow | undefined) => (row?.attrs ?? []).map((a) => `${flat(a.label)}: ${flat(a.from)} → ${flat(a.to)}`);

/** start → gateway → end; the flow's condition and, when given, a listener on the gateway and a message. */
const flow = (body: string, listener = '') =>
  doc(
    `<bpmn:startEvent id="s" /><bpmn:exclusiveGateway id="g">${listener}</bpmn:exclusiveGateway><bpmn:endEvent id="e" /><bpmn:sequenceFlow id="f0" sourceRef="s" targetRef="g" />` +
      `<bpmn:sequenceFlow id="f1" sourceRef="g" targetRef="e"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${body}</bpmn:conditionExpression></bpmn:sequenceFlow>`,
    listener ? '<bpmn:message id="m1" name="催办" />' : '',
  );

describe('version diff with the designer vocabulary', () => {
  it('reads the viewers with the same descriptor the modeler and the server use', () => {
    expect(DIFF_MODDLE_EXTENSIONS).toEqual({ camunda: ENGINE_DESCRIPTOR });
  });

  it('lists a change of camunda:dataType alone as the approver type, on the task', async () => {
    const older = task('camunda:dataType="USERS"');
    const newer = task('camunda:dataType="ROLES"');
    const list = await rows(older, newer);
    expect(list.map((r) => [r.kind, r.id, r.name])).toEqual([['changed', 't', '部门审批']]);
    expect(lines(list[0])).toEqual(['{panel.approverType}: {panel.types.USERS} (USERS) → {panel.types.ROLES} (ROLES)']);

    // Without the vocabulary the attribute is an unknown $attrs entry the differ never compares.
    const plain = diff(await read(older, {}), await read(newer, {}));
    expect(Object.values(plain._changed).flatMap((c) => Object.keys(c.attrs))).toEqual([]);
  });

  it('lists approvers, mode, buttons, CC and field permissions from attributes and extension elements', async () => {
    const older = task(
      'camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" camunda:buttons=\'["pass"]\'',
      '<camunda:FieldsPermission value=\'[{"name":"days","label":"请假天数","disabled":false}]\' />',
    );
    const newer = task(
      'camunda:dataType="USERS" camunda:candidateUsers="wuxia,lihua" camunda:text="吴霞,李华" camunda:assignee="${approver}" camunda:buttons=\'["pass","back"]\'',
      '<camunda:FieldsPermission value=\'[{"name":"days","label":"请假天数","disabled":true,"required":true}]\' /><camunda:CopyItem type="role" id=\'[{"id":"r1","rolename":"教师"}]\' />',
    ).replace('</bpmn:userTask>', '<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="${approvers_t}" camunda:elementVariable="approver" /></bpmn:userTask>');
    expect(lines((await rows(older, newer)).find((r) => r.id === 't'))).toEqual([
      '{diffWords.approvers}: 吴霞 → 吴霞、李华',
      '{panel.multiMode}: {panel.modes.Null} → {panel.modes.SequentialMultiInstance}',
      '{panel.buttons}: 通过 → 通过、驳回',
      '{diffWords.cc.title}: ∅ → {diffWords.cc.role}：教师',
      '{diffWords.fieldPermission} 请假天数 (days): {diffWords.editable} → {diffWords.permission.disabled}、{diffWords.permission.required}',
    ]);
  });

  it('records a change inside an extension element on its task, where the default handler drops the values', async () => {
    const older = task('', '<camunda:Button id="b1" name="通过" code="pass" />');
    const newer = task('', '<camunda:Button id="b1" name="同意" code="pass" />');
    const [a, b] = [await read(older), await read(newer)];
    expect(diffDefinitions(a, b)._changed.t?.attrs).toEqual({ 'extensionElements.values[camunda:Button].name': { oldValue: '同意', newValue: '通过' } });
    expect(diff(a, b)._changed.t?.attrs).toEqual({});
    expect(lines((await rows(older, newer))[0])).toEqual(['{diffWords.buttonSettings}: 通过 → 同意']);
  });

  it('words listeners added to any element, a flow condition and a new message', async () => {
    const list = await rows(flow('${days &gt; 3}'), flow('${days &gt; 5}', '<bpmn:extensionElements><camunda:executionListener event="start" class="builtin:setVariable" /></bpmn:extensionElements>'));
    expect(list.map((r) => [r.kind, r.id])).toEqual([['added', 'm1'], ['changed', 'f1'], ['changed', 'g']]);
    expect(lines(list.find((r) => r.id === 'f1'))).toEqual(['{panel.expression}: ${days > 3} → ${days > 5}']);
    expect(lines(list.find((r) => r.id === 'g'))).toEqual(['{diffWords.extensions.ExecutionListener}: ∅ → ExecutionListener(event=start class=builtin:setVariable)']);
  });
});
