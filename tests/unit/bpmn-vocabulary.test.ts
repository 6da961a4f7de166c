/** The BPMN extension vocabulary: read and written by bpmn-moddle under camunda, read under flowable/activiti. */
import { describe, expect, it } from 'vitest';
import {
  aliasEngineNamespaces,
  ENGINE_DESCRIPTOR,
  ENGINE_PREFIX,
  ENGINE_URI,
  FLOWHALL_TYPES,
  type ModdleLike,
  parseGroupRef,
  readCandidateStarters,
  readUserTaskSettings,
} from '../../src/schemas/bpmn/index.ts';

interface Moddle {
  fromXML(xml: string, type: string): Promise<{ rootElement: any; warnings: unknown[] }>;
  toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  create(type: string, attrs?: Record<string, unknown>): any;
}
// bpmn-moddle ships no type for its constructor; a non-literal specifier keeps tsc from looking for one.
const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => Moddle };

const EXTEND = JSON.stringify([{ ischangeuser: false, moreuser: true, retrieve: 'true', isopinion: true, copyTime: 'after' }]);
const PERMISSIONS = JSON.stringify([
  { label: '请假天数', name: 'days', disabled: true, required: false, hidden: false },
  { label: '审批意见', name: 'opinion', reason: true, required: true },
]);
const COPY_USERS = JSON.stringify([{ id: 'teacher1', humanname: '黄老师' }]);
const COPY_ROLES = JSON.stringify([{ id: 'r1', rolename: '教职工' }]);
const SUPERVISE = JSON.stringify([{ id: 'lihua', humanname: '李华' }]);

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function processXml(prefix: string, uri: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${prefix}="${uri}" id="defs" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true" ${prefix}:orgid="org1,org2" ${prefix}:roleid="role1" ${prefix}:expirationtime="P7D">
    <bpmn:startEvent id="start" ${prefix}:xcformKey="leaveForm" />
    <bpmn:userTask id="approve" name="部门审批" ${prefix}:dataType="ROLES" ${prefix}:candidateGroups="ROLEr1,ROLE_r2" ${prefix}:text="教职工"
        ${prefix}:buttons='["pass","reject"]' ${prefix}:extendData="${esc(EXTEND)}" ${prefix}:xcformKey="leaveForm" ${prefix}:dueDate="P2D" ${prefix}:priority="50" ${prefix}:expirationtime="PT48H">
      <bpmn:extensionElements>
        <${prefix}:button id="pass" name="同意" code="pass" sort="1" />
        <${prefix}:button id="reject" name="驳回" code="reject" sort="2" />
        <${prefix}:button id="hidden" name="隐藏" code="hidden" isHide="true" sort="3" />
        <${prefix}:fieldsPermission value="${esc(PERMISSIONS)}" />
        <${prefix}:copyItem type="user" id="${esc(COPY_USERS)}" />
        <${prefix}:copyItem type="role" id="${esc(COPY_ROLES)}" />
        <${prefix}:superviseItem type="deptleader" id="${esc(SUPERVISE)}" time="2026-12-01T08:00:00Z" />
        <${prefix}:assignee id="a1" type="ROLES" value="r1" sort="1" />
        <${prefix}:condition id="c1" field="days" compare="gt" value="3" logic="and" sort="1" />
      </bpmn:extensionElements>
      <bpmn:multiInstanceLoopCharacteristics isSequential="true" />
    </bpmn:userTask>
  </bpmn:process>
</bpmn:definitions>`;
}

async function parse(xml: string) {
  const moddle = new BpmnModdle({ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR });
  const result = await moddle.fromXML(aliasEngineNamespaces(xml), 'bpmn:Definitions');
  return { moddle, ...result };
}

function findTask(definitions: any, id: string): ModdleLike {
  return definitions.rootElements[0].flowElements.find((e: any) => e.id === id);
}

/** Attribute names camunda's own types add to a BPMN type. */
const camundaProps = (extendsType: string) =>
  ENGINE_DESCRIPTOR.types
    .filter((t) => !FLOWHALL_TYPES.some((ours) => ours.name === t.name) && t.extends?.includes(extendsType))
    .flatMap((t) => t.properties.map((p) => p.name));

describe('engine descriptor', () => {
  it('adds only new types to camunda and keeps camunda’s own', () => {
    const names = ENGINE_DESCRIPTOR.types.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const type of FLOWHALL_TYPES) expect(names).toContain(type.name);
    expect(names).toContain('Assignable');
    expect(names).toContain('FormData');
    expect(ENGINE_DESCRIPTOR.prefix).toBe('camunda');
    expect(ENGINE_DESCRIPTOR.uri).toBe(ENGINE_URI);
  });

  it('redefines no attribute camunda already has on the same element', () => {
    for (const ours of FLOWHALL_TYPES.filter((t) => t.extends)) {
      const theirs = camundaProps(ours.extends![0]!);
      for (const prop of ours.properties) expect(theirs).not.toContain(prop.name);
    }
  });
});

describe.each([
  ['camunda', 'http://camunda.org/schema/1.0/bpmn'],
  ['flowable', 'http://flowable.org/bpmn'],
  ['activiti', 'http://activiti.org/bpmn'],
])('a model written under %s', (prefix, uri) => {
  it('reads every setting of the user task', async () => {
    const { rootElement, warnings } = await parse(processXml(prefix, uri));
    expect(warnings).toEqual([]);
    const settings = readUserTaskSettings(findTask(rootElement, 'approve'));
    expect(settings.problems).toEqual([]);
    expect(settings.approver).toEqual({
      dataType: 'ROLES',
      assignee: '',
      candidateUsers: [],
      candidateGroups: ['ROLEr1', 'ROLE_r2'],
      candidateAttr: [],
      text: '教职工',
    });
    expect(settings.multiApproverMode).toBe('SequentialMultiInstance');
    expect(settings.buttons).toEqual(['pass', 'reject']);
    expect(settings.buttonElements.map((b) => [b.id, b.hidden])).toEqual([['pass', false], ['reject', false], ['hidden', true]]);
    expect(settings.extendData).toEqual({ ischangeuser: false, changeuser: false, moreuser: true, retrieve: true, isopinion: true, copyTime: 'after', selfapprove: 'skip', batchapprove: false, emptyapprove: 'refuse', emptyusers: [] });
    expect(settings.fieldPermissions).toEqual([
      { name: 'days', label: '请假天数', disabled: true, reason: false, required: false, hidden: false },
      { name: 'opinion', label: '审批意见', disabled: false, reason: true, required: true, hidden: false },
    ]);
    expect(settings.copyItems).toEqual([
      { type: 'user', people: [{ id: 'teacher1', name: '黄老师' }] },
      { type: 'role', people: [{ id: 'r1', name: '教职工' }] },
    ]);
    expect(settings.superviseItems).toEqual([{ type: 'deptleader', people: [{ id: 'lihua', name: '李华' }], time: '2026-12-01T08:00:00.000Z' }]);
    expect(settings.assignees).toMatchObject([{ id: 'a1', type: 'ROLES', value: 'r1' }]);
    expect(settings.conditions).toMatchObject([{ field: 'days', compare: 'gt', value: '3', logic: 'and' }]);
    expect([settings.xcformKey, settings.dueDate, settings.priority, settings.expirationtime]).toEqual(['leaveForm', 'P2D', '50', 'PT48H']);
  });

  it('reads the candidate starters of the process', async () => {
    const { rootElement } = await parse(processXml(prefix, uri));
    const process = (rootElement as any).rootElements[0] as ModdleLike;
    expect(readCandidateStarters(process)).toEqual({ all: false, orgIds: ['org1', 'org2'], roleIds: ['role1'], users: [], groups: [] });
  });
});

describe('round trip', () => {
  it('keeps every setting through toXML and fromXML', async () => {
    const { moddle, rootElement } = await parse(processXml('flowable', 'http://flowable.org/bpmn'));
    const { xml } = await moddle.toXML(rootElement, { format: true });
    // The file keeps its prefix, now bound to the engine namespace.
    expect(xml).toContain(`xmlns:flowable="${ENGINE_URI}"`);
    expect(xml).toContain('flowable:dataType="ROLES"');
    expect(xml).toContain('<flowable:fieldsPermission');
    const again = await parse(xml);
    expect(readUserTaskSettings(findTask(again.rootElement, 'approve'))).toEqual(readUserTaskSettings(findTask(rootElement, 'approve')));
  });

  it('writes new elements under camunda', async () => {
    const moddle = new BpmnModdle({ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR });
    const task = moddle.create('bpmn:UserTask', { id: 't1', dataType: 'USERS', assignee: 'lihua', extendData: '[{"retrieve":true}]' });
    task.extensionElements = moddle.create('bpmn:ExtensionElements', {
      values: [moddle.create('camunda:Button', { id: 'pass', name: '同意', code: 'pass' }), moddle.create('camunda:CopyItem', { type: 'user', id: '["u1"]' })],
    });
    const process = moddle.create('bpmn:Process', { id: 'p', orgid: 'o1', flowElements: [task] });
    const definitions = moddle.create('bpmn:Definitions', { id: 'd', targetNamespace: 'urn:x', rootElements: [process] });
    const { xml } = await moddle.toXML(definitions);
    expect(xml).toContain(`xmlns:camunda="${ENGINE_URI}"`);
    expect(xml).toContain('camunda:dataType="USERS"');
    expect(xml).toContain('camunda:assignee="lihua"');
    expect(xml).toContain('camunda:orgid="o1"');
    expect(xml).toContain('<camunda:button id="pass" name="同意" code="pass" />');
    const settings = readUserTaskSettings(findTask((await parse(xml)).rootElement, 't1'));
    expect(settings.approver).toMatchObject({ dataType: 'USERS', assignee: 'lihua' });
    expect(settings.extendData.retrieve).toBe(true);
    expect(settings.buttons).toEqual(['pass']);
    expect(settings.copyItems).toEqual([{ type: 'user', people: [{ id: 'u1', name: 'u1' }] }]);
  });

  it('a namespace that is not aliased still reads through $attrs', async () => {
    const xml = processXml('flowable', 'http://flowable.org/bpmn').replace('xmlns:flowable="http://flowable.org/bpmn"', 'xmlns:flowable="urn:other"');
    const moddle = new BpmnModdle({ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR });
    const { rootElement } = await moddle.fromXML(xml, 'bpmn:Definitions');
    const settings = readUserTaskSettings(findTask(rootElement, 'approve'));
    expect(settings.approver.dataType).toBe('ROLES');
    expect(settings.extendData.moreuser).toBe(true);
  });
});

describe('aliasEngineNamespaces', () => {
  it('rewrites only alias namespace declarations', () => {
    const xml = '<a xmlns:flowable="http://flowable.org/bpmn" xmlns:x=\'http://activiti.org/bpmn\' note="http://flowable.org/bpmn"/>';
    expect(aliasEngineNamespaces(xml)).toBe(
      `<a xmlns:flowable="${ENGINE_URI}" xmlns:x='${ENGINE_URI}' note="http://flowable.org/bpmn"/>`,
    );
  });
});

describe('parseGroupRef', () => {
  it('reads role, department and attribute prefixes and expressions', () => {
    expect(parseGroupRef('ROLE123')).toEqual({ kind: 'role', id: '123' });
    expect(parseGroupRef('ROLE_abc')).toEqual({ kind: 'role', id: 'abc' });
    expect(parseGroupRef('DEPTd1')).toEqual({ kind: 'dept', id: 'd1' });
    expect(parseGroupRef('ATTR:leader')).toEqual({ kind: 'attr', id: 'leader' });
    expect(parseGroupRef('${groups}')).toEqual({ kind: 'expression', source: '${groups}' });
    expect(parseGroupRef('managers')).toEqual({ kind: 'plain', id: 'managers' });
    expect(parseGroupRef('ROLE')).toEqual({ kind: 'plain', id: 'ROLE' });
  });
});
