/**
 * The designer's writers against the server's readers: what approverAttrs / loopOf / extendDataText /
 * buttonsText put on a user task, saved as XML with the engine descriptor and parsed again, reads back
 * through readUserTaskSettings as the choice made (spec §4 single user → assignee, several → candidates
 * and the mode, a new type resets the rest).
 */
import { describe, expect, it } from 'vitest';
import camundaJson from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import { readUserTaskSettings, withFlowhallVocabulary, DEFAULT_EXTEND_DATA, type ModdleDescriptor, type ModdleLike } from '../../src/schemas/bpmn/index.ts';
import { approverAttrs, buttonsText, extendDataText, loopOf, multiOffered, picksOf, type Pick } from '../../src/designers/process/model-write.ts';

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleLike;
  toXML(element: unknown): Promise<{ xml: string }>;
  fromXML(xml: string): Promise<{ rootElement: { rootElements: { flowElements: ModdleLike[] }[] } }>;
}
// bpmn-moddle ships no type for its constructor; a non-literal specifier keeps tsc from looking for one.
const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => Moddle };
const moddle = new BpmnModdle({ camunda: withFlowhallVocabulary(camundaJson as unknown as ModdleDescriptor) });

/** A task with the attributes (undefined ones left out), through XML and back. */
async function roundTrip(attrs: Record<string, unknown>): Promise<{ task: ModdleLike; xml: string }> {
  const clean = Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== undefined));
  const task = moddle.create('bpmn:UserTask', { id: 'approve', ...clean });
  const process = moddle.create('bpmn:Process', { id: 'p', flowElements: [task] });
  const definitions = moddle.create('bpmn:Definitions', { id: 'd', targetNamespace: 'x', rootElements: [process] });
  const { xml } = await moddle.toXML(definitions);
  const parsed = await moddle.fromXML(xml);
  return { task: parsed.rootElement.rootElements[0]!.flowElements[0]!, xml };
}

const wuxia: Pick = { id: 'wuxia', name: '吴霞' };
const lihua: Pick = { id: 'lihua', name: '李华' };

describe('approver writing', () => {
  it('one user is a single assignee with no mode', async () => {
    const { task, xml } = await roundTrip(approverAttrs('USERS', [wuxia], false));
    const settings = readUserTaskSettings(task);
    expect(settings.approver).toMatchObject({ dataType: 'USERS', assignee: 'wuxia', candidateUsers: [], text: '吴霞' });
    expect(settings.multiApproverMode).toBe('Null');
    expect(xml).toContain('camunda:assignee="wuxia"');
    expect(picksOf('USERS', settings.approver)).toEqual([wuxia]);
    expect(multiOffered('USERS', [wuxia])).toBe(false);
  });

  it('several users with countersign: candidates, ${approver} per instance, the loop over the collection', async () => {
    const loop = loopOf('SequentialMultiInstance', 'approve')!;
    const completionCondition = moddle.create('bpmn:FormalExpression', { body: loop.completionCondition });
    const { task } = await roundTrip({
      ...approverAttrs('USERS', [wuxia, lihua], true),
      loopCharacteristics: moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: true, collection: loop.collection, elementVariable: loop.elementVariable, completionCondition }),
    });
    const settings = readUserTaskSettings(task);
    expect(settings.approver).toMatchObject({ dataType: 'USERS', assignee: '${approver}', candidateUsers: ['wuxia', 'lihua'], text: '吴霞,李华' });
    expect(settings.multiApproverMode).toBe('SequentialMultiInstance');
    expect(picksOf('USERS', settings.approver)).toEqual([wuxia, lihua]);
    expect(loopOf('ParallelMultiInstance', 'a-b')!.completionCondition).toBe('${nrOfCompletedInstances > 0}');
    expect(loopOf('ParallelMultiInstance', 'a-b')!.collection).toBe('${approvers_a_b}');
    expect(loopOf('Null', 'approve')).toBeNull();
  });

  it('a new type resets the other approver attributes; groups carry their prefix', async () => {
    const attrs = approverAttrs('ROLES', [{ id: 'r1', name: '教师' }], false);
    expect(attrs).toMatchObject({ dataType: 'ROLES', assignee: undefined, candidateUsers: undefined, candidateGroups: 'ROLEr1' });
    const { task } = await roundTrip(approverAttrs('INITIATOR', [], false));
    expect(readUserTaskSettings(task).approver).toMatchObject({ dataType: 'INITIATOR', assignee: '', candidateGroups: [], text: '流程发起人' });
    expect(approverAttrs('DEPTS', [{ id: 'o1', name: '学院' }], false).candidateGroups).toBe('DEPTo1');
    expect(multiOffered('DEPTHEAD', [{ id: 'o1', name: '学院' }])).toBe(false);
  });

  it('task options and buttons read back as written', async () => {
    const { task } = await roundTrip({ extendData: extendDataText(DEFAULT_EXTEND_DATA, { selfapprove: 'deptHead', isopinion: false }), buttons: buttonsText(['pass', 'back']) });
    const settings = readUserTaskSettings(task);
    expect(settings.extendData).toMatchObject({ selfapprove: 'deptHead', isopinion: false, retrieve: false });
    expect(settings.buttons).toEqual(['pass', 'back']);
    expect(settings.problems).toEqual([]);
    expect(buttonsText([])).toBeUndefined();
  });
});
