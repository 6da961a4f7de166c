/** The version diff's change list and the marks each viewer gets, from a differ answer. */
import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { diff } from 'bpmn-js-differ';
import { changeList, viewerMarks } from '../../src/designers/process/models/diff-list.ts';
import { routeElements } from '../../src/designers/process/tools/route-path.ts';

const xml = (name: string, extra: string) =>
  `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="p"><bpmn:task id="t" name="${name}" />${extra}</bpmn:process></bpmn:definitions>`;

describe('version diff list', () => {
  const result = {
    _added: { T2: { $type: 'bpmn:UserTask', id: 'T2', name: '会签' } },
    _removed: { F9: { $type: 'bpmn:SequenceFlow', id: 'F9' } },
    _changed: { T1: { model: { $type: 'bpmn:UserTask', id: 'T1', name: '主管审批' }, attrs: { name: { oldValue: '主管审批', newValue: '审批' } } } },
    _layoutChanged: { T1: { $type: 'bpmn:UserTask', id: 'T1' }, S: { $type: 'bpmn:StartEvent', id: 'S' } },
  };

  it('lists removed, added, changed (with old and new values) and moved elements, each once', () => {
    const rows = changeList(result);
    expect(rows.map((r) => [r.kind, r.id])).toEqual([['removed', 'F9'], ['added', 'T2'], ['changed', 'T1'], ['layout', 'S']]);
    expect(rows.find((r) => r.id === 'T1')!.attrs).toEqual([{ label: [{ key: 'panel.name' }], from: ['审批'], to: ['主管审批'] }]);
    expect(rows.find((r) => r.id === 'T2')).toMatchObject({ type: 'UserTask', name: '会签' });
  });

  it('reads the real differ: the older value first, whatever the differ names its fields', async () => {
    const moddle = new BpmnModdle();
    const older = (await moddle.fromXML(xml('院长审批', '<bpmn:task id="gone" />'))).rootElement;
    const newer = (await moddle.fromXML(xml('分管领导审批', '<bpmn:task id="new" />'))).rootElement;
    const rows = changeList(diff(older, newer));
    expect(rows.map((r) => [r.kind, r.id])).toEqual([['removed', 'gone'], ['added', 'new'], ['changed', 't']]);
    expect(rows.find((r) => r.id === 't')!.attrs).toEqual([{ label: [{ key: 'panel.name' }], from: ['院长审批'], to: ['分管领导审批'] }]);
  });

  it('marks removed elements on the older viewer and added ones on the newer', () => {
    const rows = changeList(result);
    expect([...viewerMarks(rows, 'older')]).toEqual([['F9', 'pd-diff-removed'], ['T1', 'pd-diff-changed'], ['S', 'pd-diff-layout']]);
    expect([...viewerMarks(rows, 'newer')]).toEqual([['T2', 'pd-diff-added'], ['T1', 'pd-diff-changed'], ['S', 'pd-diff-layout']]);
  });
});

describe('simulated route elements', () => {
  it('keeps the nodes walked and the flows taken; a deciding node only its taken flows', () => {
    const steps = [
      { activityId: 's', name: null, type: 'startEvent' },
      { activityId: 'g', name: null, type: 'exclusiveGateway', decision: { taken: [{ flowId: 'f2', name: null, expression: 'x', isDefault: false, target: 'a', targetName: null }], notTaken: [] } },
      { activityId: 'a', name: null, type: 'userTask' },
      { activityId: 'b', name: null, type: 'userTask' },
    ];
    const flows = [
      { id: 'f1', source: 's', target: 'g' },
      { id: 'f2', source: 'g', target: 'a' },
      { id: 'f3', source: 'g', target: 'b' },
      { id: 'f4', source: 'a', target: 'z' },
    ];
    expect(routeElements(steps, flows)).toEqual(['s', 'g', 'a', 'b', 'f1', 'f2']);
  });
});
