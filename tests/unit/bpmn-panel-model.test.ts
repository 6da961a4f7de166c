/**
 * The designer's pure approval model, section by section, through XML and back: what the writers put on
 * an element (approver kinds, policies, field permissions, CC, supervision, flow conditions, candidate
 * starters), saved with the engine descriptor and parsed again, reads back through the readers the
 * server uses as the choice made.
 */
import { describe, expect, it } from 'vitest';
import camundaJson from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import {
  APPROVER_KINDS, approverAttrs, approverChoiceOf, conditionAttrs, copyItemSpecs, createExtensions, emptyCondition, engineAttr, extendDataFor, fieldPermissionSpecs,
  freshChoice, keyIsXmlName, multiOffered, permissionRows, readCandidateStarters, readFlowCondition, readStarters, readUserTaskSettings, replaceExtensions,
  setPermissionDefault, setPermissionFlag, startersAttrs, superviseSpecs, withCopyTarget, withFlowhallVocabulary, withSupervise,
  type ApproverChoice, type ModdleDescriptor, type ModdleLike,
} from '../../src/schemas/bpmn/index.ts';

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleLike;
  toXML(element: unknown): Promise<{ xml: string }>;
  fromXML(xml: string): Promise<{ rootElement: { rootElements: (ModdleLike & { flowElements: ModdleLike[] })[] } }>;
}
const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => Moddle };
const moddle = new BpmnModdle({ camunda: withFlowhallVocabulary(camundaJson as unknown as ModdleDescriptor) });

const defined = (attrs: Record<string, unknown>) => Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== undefined));

/** A process holding `elements`, through XML and back: the parsed process. */
async function roundTrip(process: Record<string, unknown>, elements: ModdleLike[]): Promise<{ process: ModdleLike & { flowElements: ModdleLike[] }; xml: string }> {
  const root = moddle.create('bpmn:Process', { id: 'p', ...defined(process), flowElements: elements });
  const definitions = moddle.create('bpmn:Definitions', { id: 'd', targetNamespace: 'x', rootElements: [root] });
  const { xml } = await moddle.toXML(definitions);
  const parsed = await moddle.fromXML(xml);
  return { process: parsed.rootElement.rootElements[0]!, xml };
}

async function taskRoundTrip(attrs: Record<string, unknown>, extensions: ModdleLike[] = []): Promise<ModdleLike> {
  const extensionElements = extensions.length > 0 ? moddle.create('bpmn:ExtensionElements', { values: extensions }) : undefined;
  const task = moddle.create('bpmn:UserTask', { id: 'approve', ...defined(attrs), ...(extensionElements ? { extensionElements } : {}) });
  return (await roundTrip({}, [task])).process.flowElements[0]!;
}

const wuxia = { id: 'wuxia', name: '吴霞' };
const lihua = { id: 'lihua', name: '李华' };

describe('approver kinds', () => {
  const samples: Record<string, ApproverChoice> = {
    USERS: { ...freshChoice('USERS'), picks: [wuxia, lihua] },
    ROLES: { ...freshChoice('ROLES'), picks: [{ id: 'r1', name: '部门负责人' }] },
    DEPTS: { ...freshChoice('DEPTS'), picks: [{ id: 'o1', name: '会计系' }] },
    DEPTHEAD: { ...freshChoice('DEPTHEAD'), picks: [{ id: 'o1', name: '会计系' }, { id: 'o2', name: '金融系' }] },
    INITIATOR: freshChoice('INITIATOR'),
    HEAD: freshChoice('HEAD'),
    ATTRS: { ...freshChoice('ATTRS'), picks: [{ id: 'c1', name: '辅导员@计算机学院' }] },
    INITATTR: { ...freshChoice('INITATTR'), picks: [{ id: 'a1', name: '辅导员' }] },
    MULTIHEAD: { ...freshChoice('MULTIHEAD'), levels: 3 },
    FORMUSER: { ...freshChoice('FORMUSER'), source: 'reviewer' },
    EXPRESSION: { ...freshChoice('EXPRESSION'), source: "${days > 3 ? 'lihua' : 'wuxia'}" },
    CHOOSE: { ...freshChoice('CHOOSE'), picks: [wuxia] },
  };

  it.each(APPROVER_KINDS.map((kind) => [kind]))('%s reads back as the choice written', async (kind) => {
    const choice = samples[kind]!;
    const task = await taskRoundTrip(approverAttrs(choice, false));
    const settings = readUserTaskSettings(task);
    expect(approverChoiceOf(settings.approver, engineAttr(task, 'approverKind'))).toEqual(choice);
    expect(settings.problems).toEqual([]);
  });

  it('spec §4: one user is a single assignee, several are candidates, removing all clears the assignment', () => {
    expect(approverAttrs({ ...freshChoice('USERS'), picks: [wuxia] }, false)).toMatchObject({ assignee: 'wuxia', candidateUsers: undefined, text: '吴霞' });
    expect(approverAttrs({ ...freshChoice('USERS'), picks: [wuxia, lihua] }, false)).toMatchObject({ assignee: undefined, candidateUsers: 'wuxia,lihua' });
    expect(approverAttrs({ ...freshChoice('USERS'), picks: [wuxia, lihua] }, true)).toMatchObject({ assignee: '${approver}', candidateUsers: 'wuxia,lihua' });
    expect(approverAttrs(freshChoice('USERS'), true)).toMatchObject({ dataType: 'USERS', assignee: undefined, candidateUsers: undefined, text: undefined });
  });

  it('a new kind resets every other approver attribute', () => {
    const attrs = approverAttrs(freshChoice('HEAD'), false);
    expect(attrs).toEqual({ dataType: 'HEAD', approverKind: undefined, assignee: undefined, candidateUsers: undefined, candidateGroups: undefined, candidateAttr: undefined, text: '发起人部门领导', deptHead: undefined, attributeHandler: undefined });
    expect(approverAttrs(freshChoice('INITIATOR'), false)).toMatchObject({ assignee: '${initiator}', text: '流程发起人' });
  });

  it('the mode is offered for several users, roles, departments, relations, head levels and a person field; not for department heads or the initiator', () => {
    expect(multiOffered({ kind: 'USERS', picks: [wuxia], levels: 2 })).toBe(false);
    expect(multiOffered(samples.USERS!)).toBe(true);
    expect(multiOffered(samples.ROLES!)).toBe(true);
    expect(multiOffered(samples.ATTRS!)).toBe(true);
    expect(multiOffered(samples.MULTIHEAD!)).toBe(true);
    expect(multiOffered(samples.DEPTHEAD!)).toBe(false);
    expect(multiOffered(samples.INITATTR!)).toBe(false);
    expect(multiOffered(samples.HEAD!)).toBe(false);
    expect(extendDataFor('USERS')).toBeNull();
  });

  it('an approverKind that disagrees with dataType is ignored (dataType is what the server resolves)', async () => {
    const task = await taskRoundTrip({ dataType: 'ROLES', approverKind: 'MULTIHEAD', candidateGroups: 'ROLEr1' });
    expect(approverChoiceOf(readUserTaskSettings(task).approver, engineAttr(task, 'approverKind'))?.kind).toBe('ROLES');
  });

  it('the empty-approver policy round-trips in extendData and feeds the resolver its fallback', async () => {
    const extendData = JSON.stringify([{ emptyapprove: 'users', emptyusers: [{ id: 'admin', humanname: '管理员' }], selfapprove: 'deptHead' }]);
    const settings = readUserTaskSettings(await taskRoundTrip({ ...approverAttrs(samples.EXPRESSION!, false), extendData }));
    expect(settings.extendData).toMatchObject({ emptyapprove: 'users', emptyusers: [{ id: 'admin', name: '管理员' }], selfapprove: 'deptHead' });
    expect(settings.approver.fallbackUsers).toEqual(['admin']);
  });
});

describe('field permissions, CC and supervision', () => {
  const fields = [{ name: 'days', label: '请假天数' }, { name: 'reason', label: '事由' }, { name: 'opinion', label: '意见' }];

  it('the dialog rules: hidden clears required and opinion; one opinion field; an opinion field is writable', () => {
    let rows = permissionRows(fields, []);
    rows = setPermissionFlag(rows, 'days', 'required', true);
    rows = setPermissionFlag(rows, 'days', 'hidden', true);
    expect(rows[0]).toMatchObject({ hidden: true, required: false });
    rows = setPermissionFlag(rows, 'reason', 'disabled', true);
    rows = setPermissionFlag(rows, 'opinion', 'reason', true);
    rows = setPermissionFlag(rows, 'reason', 'reason', true);
    expect(rows.map((row) => row.reason)).toEqual([false, true, false]);
    expect(rows[1]).toMatchObject({ disabled: false, reason: true });
  });

  it('rows round-trip as the FieldsPermission value, with defaults from the echo options; a stored row of a removed field is kept', async () => {
    let rows = permissionRows(fields, [{ name: 'gone', label: '旧字段', disabled: true, reason: false, required: false, hidden: false }]);
    rows = setPermissionFlag(rows, 'days', 'disabled', true);
    rows = setPermissionDefault(rows, 'reason', '${initiator}');
    const task = await taskRoundTrip({}, createExtensions(moddle, fieldPermissionSpecs(rows)));
    const read = readUserTaskSettings(task).fieldPermissions;
    expect(read.map((row) => row.name)).toEqual(['days', 'reason', 'gone']);
    expect(read[1]).toMatchObject({ defaultValue: '${initiator}', disabled: false });
    expect(permissionRows(fields, read)).toEqual(rows);
    expect(fieldPermissionSpecs(permissionRows(fields, []))).toEqual([]);
  });

  it('CC by users, departments and roles, and supervision items of the same type replaced', async () => {
    let copy = withCopyTarget([], 'user', [wuxia]);
    copy = withCopyTarget(copy, 'role', [{ id: 'r1', name: '教师' }]);
    copy = withCopyTarget(copy, 'dept', [{ id: 'o1', name: '会计系' }]);
    copy = withCopyTarget(copy, 'user', [lihua, wuxia]);
    let supervise = withSupervise([], { type: 'deptleader', people: [wuxia], time: '2025-01-02T03:04:05.000Z' });
    supervise = withSupervise(supervise, { type: 'supdeptleader', people: [lihua], time: null });
    supervise = withSupervise(supervise, { type: 'deptleader', people: [lihua], time: '2025-02-02T00:00:00.000Z' });
    const other = moddle.create('camunda:Properties', { values: [] });
    const values = replaceExtensions(replaceExtensions([other], 'CopyItem', createExtensions(moddle, copyItemSpecs(copy))), 'SuperviseItem', createExtensions(moddle, superviseSpecs(supervise)));
    const task = await taskRoundTrip({}, values);
    const settings = readUserTaskSettings(task);
    expect(settings.copyItems).toEqual([{ type: 'role', people: [{ id: 'r1', name: '教师' }] }, { type: 'dept', people: [{ id: 'o1', name: '会计系' }] }, { type: 'user', people: [lihua, wuxia] }]);
    expect(settings.superviseItems).toEqual([{ type: 'deptleader', people: [lihua], time: '2025-02-02T00:00:00.000Z' }, { type: 'supdeptleader', people: [lihua], time: null }]);
    expect(task.extensionElements?.values?.[0]?.$type).toBe('camunda:Properties');
    // Clearing one kind keeps the rest.
    expect(replaceExtensions(task.extensionElements!.values!, 'CopyItem', []).map((v) => v.$type)).toEqual(['camunda:Properties', 'camunda:SuperviseItem', 'camunda:SuperviseItem']);
  });
});

async function flowRoundTrip(attrs: Record<string, string | undefined>) {
  const conditionExpression = moddle.create('bpmn:FormalExpression', defined(attrs));
  const flow = moddle.create('bpmn:SequenceFlow', { id: 'f', conditionExpression });
  const { process } = await roundTrip({}, [flow]);
  return readFlowCondition(process.flowElements[0]!.conditionExpression as ModdleLike);
}

describe('flow conditions and the process', () => {
  it('expression, inline script and external script round-trip; the unused script part is cleared', async () => {
    const expression = { ...emptyCondition('expression'), body: '${outcome == "驳回"}' };
    expect(await flowRoundTrip(conditionAttrs(expression))).toEqual(expression);
    const inline = { ...emptyCondition('script'), body: 'days > 3', language: 'groovy' };
    expect(await flowRoundTrip(conditionAttrs(inline))).toEqual(inline);
    const external = { ...inline, scriptType: 'externalScript' as const, resource: 'deployment://check.js', body: 'left over' };
    expect(await flowRoundTrip(conditionAttrs(external))).toEqual({ ...external, body: '' });
    expect(readFlowCondition(undefined)).toBeNull();
  });

  it('candidate starters: none is everybody; otherwise orgs then roles as groups', async () => {
    const attrs = startersAttrs([{ id: 'o1', name: '会计系' }], [{ id: 'r1', name: '教师' }, { id: 'r2', name: '学生' }]);
    const { process } = await roundTrip({ ...attrs, expirationtime: '7' }, []);
    expect(readStarters(process)).toEqual({ orgIds: ['o1'], roleIds: ['r1', 'r2'] });
    expect(readCandidateStarters(process)).toMatchObject({ all: false, groups: ['DEPTo1', 'ROLEr1', 'ROLEr2'] });
    expect(engineAttr(process, 'expirationtime')).toBe('7');
    const { process: open } = await roundTrip(startersAttrs([], []), []);
    expect(readCandidateStarters(open).all).toBe(true);
  });

  it('the key becomes the id only when it is an XML name', () => {
    expect(keyIsXmlName('leave_2024')).toBe(true);
    expect(keyIsXmlName('2024leave')).toBe(false);
    expect(keyIsXmlName('请假')).toBe(false);
  });
});
