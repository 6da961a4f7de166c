/**
 * The viewer's highlight rules (process-designer §4) and hover box (§9) on hand-made detail payloads:
 * every result code, in progress vs done, a user task's flows only when it passed, the end event for a
 * running vs a finished instance, pass counts (a countersign is one pass), names joined with 、.
 */
import { describe, expect, it } from 'vitest';
import type { InstanceDetail, TimelineTask } from '../../src/pages/bpm/api.ts';
import { diagramMarks, graphOf, overlayOf, resultState, type OverlayFormat } from '../../src/pages/bpm/diagram/highlight.ts';
import { hasShapes, withFlowReferences } from '../../src/pages/bpm/diagram/layout.ts';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="head"><bpmn:documentation>部门领导审核请假天数</bpmn:documentation></bpmn:userTask>
    <bpmn:userTask id="sign"><bpmn:multiInstanceLoopCharacteristics isSequential="true" /></bpmn:userTask>
    <bpmn:serviceTask id="notify" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="head" />
    <bpmn:sequenceFlow id="f2" sourceRef="head" targetRef="sign" />
    <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="notify" />
    <bpmn:sequenceFlow id="f4" sourceRef="notify" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const graph = graphOf(XML);

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString();
type Activity = InstanceDetail['activities'][number];
const act = (key: string, type: string, start: number, end: number | null, outgoing: string[] = [], taskId: string | null = null): Activity => ({
  key,
  name: key,
  type,
  taskId,
  startTime: at(start),
  endTime: end === null ? null : at(end),
  outgoing,
  endState: end === null ? null : 'completed',
});
const task = (id: string, activityId: string, result: number, start: number, end: number | null, extra: Partial<TimelineTask> = {}): TimelineTask => ({
  id,
  name: activityId,
  activityId,
  status: end === null ? 'open' : 'completed',
  result,
  assigneeUser: { humancode: `u-${id}`, humanName: `人${id}` },
  assigneeUserList: [],
  ownerUser: null,
  copyListJson: [],
  createTime: at(start),
  endTime: end === null ? null : at(end),
  reason: null,
  ...extra,
});
const detailOf = (activities: Activity[], tasks: TimelineTask[], result: number, endTime: string | null = null) => ({
  activities,
  tasks,
  processInstance: {
    id: 'i',
    name: '请假',
    status: result === 1 ? 'running' : 'completed',
    result,
    businessKey: null,
    definitionId: 'def',
    processDefinitionKey: 'p',
    version: 1,
    startUser: { humancode: 's1', humanName: '李明', organizationnames: '计算机学院' },
    createTime: at(0),
    endTime,
    endReason: null,
    formData: {},
  },
});

/** The instance with the head step holding one task of the given result. */
function headWith(result: number, ended: boolean) {
  return diagramMarks(
    detailOf([act('start', 'startEvent', 0, 0, ['f1']), act('head', 'userTask', 0, ended ? 5 : null, ended ? ['f2'] : [], 't1')], [task('t1', 'head', result, 0, ended ? 5 : null)], ended && result !== 2 ? result : 1),
    graph,
  );
}

/** The state of a finished sequential countersign whose people gave `results`. */
const sign = (results: number[]) =>
  diagramMarks(
    detailOf(
      results.map((_, i) => act('sign', 'userTask', 1, 2, ['f3'], `s${i}`)),
      results.map((r, i) => task(`s${i}`, 'sign', r, 1, 2)),
      1,
    ),
    graph,
  ).elements.sign?.state;

describe('the highlight rules', () => {
  it('maps each result code to its colour: 1, 6, 7 todo; 2 done; 3 rejected; 4 cancelled; 5 returned', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(resultState)).toEqual(['todo', 'done', 'rejected', 'cancelled', 'returned', 'todo', 'todo']);
    expect(headWith(1, false).elements.head?.state).toBe('todo');
    expect(headWith(6, false).elements.head?.state).toBe('todo');
    expect(headWith(7, false).elements.head?.state).toBe('todo');
    expect(headWith(2, true).elements.head?.state).toBe('done');
    expect(headWith(3, true).elements.head?.state).toBe('rejected');
    expect(headWith(4, true).elements.head?.state).toBe('cancelled');
    expect(headWith(5, true).elements.head?.state).toBe('returned');
  });

  it("follows a user task's outgoing flow only when its result is 2", () => {
    expect(headWith(2, true).flows.f2).toBe('done');
    for (const result of [3, 4, 5]) expect(headWith(result, true).flows.f2).toBeUndefined();
    // The start event's flow into a waiting task is drawn as waiting; into a passed one as done.
    expect(headWith(1, false).flows.f1).toBe('todo');
    expect(headWith(2, true).flows.f1).toBe('done');
  });

  it('marks other activities in progress without endTime and done with it, with their taken flows', () => {
    const base = [act('start', 'startEvent', 0, 0, ['f1']), act('head', 'userTask', 0, 1, ['f2'], 't1'), act('sign', 'userTask', 1, 2, ['f3'], 't2')];
    const tasks = [task('t1', 'head', 2, 0, 1), task('t2', 'sign', 2, 1, 2)];
    const running = diagramMarks(detailOf([...base, act('notify', 'serviceTask', 2, null)], tasks, 1), graph);
    expect(running.elements.notify?.state).toBe('todo');
    expect(running.elements.start?.state).toBe('done');
    expect(running.flows.f4).toBeUndefined();
    const finished = diagramMarks(detailOf([...base, act('notify', 'serviceTask', 2, 3, ['f4']), act('end', 'endEvent', 3, 3)], tasks, 2, at(3)), graph);
    expect(finished.elements.notify?.state).toBe('done');
    expect(finished.flows.f4).toBe('done');
  });

  it('puts no mark on the end event while the instance result is 1, and the result once it ended', () => {
    const activities = [act('start', 'startEvent', 0, 0, ['f1']), act('head', 'userTask', 0, 1, ['f2'], 't1'), act('end', 'endEvent', 1, null)];
    const open = diagramMarks(detailOf(activities, [task('t1', 'head', 2, 0, 1)], 1), graph);
    expect(open.elements.end).toBeUndefined();
    const done = diagramMarks(detailOf([...activities.slice(0, 2), act('end', 'endEvent', 1, 1)], [task('t1', 'head', 2, 0, 1)], 2, at(1)), graph);
    expect(done.elements.end?.state).toBe('done');
    // Not passed: the instance ended at the head without reaching the end event, which shows the outcome.
    const rejected = diagramMarks(detailOf(activities.slice(0, 1).concat(act('head', 'userTask', 0, 1, [], 't1')), [task('t1', 'head', 3, 0, 1)], 3, at(1)), graph);
    expect(rejected.elements.end?.state).toBe('rejected');
    expect(rejected.elements.end?.passes).toBe(0);
  });

  it('counts passes: a return to the head twice is three passes; a countersign of three is one', () => {
    const activities = [
      act('start', 'startEvent', 0, 0, ['f1']),
      act('head', 'userTask', 0, 1, ['f2'], 't1'),
      act('sign', 'userTask', 1, 2, ['f3'], 's1'),
      act('sign', 'userTask', 2, 3, ['f3'], 's2'),
      act('sign', 'userTask', 3, 4, [], 's3'),
      act('head', 'userTask', 4, 5, ['f2'], 't2'),
      act('head', 'userTask', 6, null, [], 't3'),
    ];
    const tasks = [task('t1', 'head', 2, 0, 1), task('s1', 'sign', 2, 1, 2), task('s2', 'sign', 2, 2, 3), task('s3', 'sign', 5, 3, 4), task('t2', 'head', 2, 4, 5), task('t3', 'head', 1, 6, null)];
    const marks = diagramMarks(detailOf(activities, tasks, 1), graph);
    expect(marks.elements.head).toEqual({ state: 'todo', passes: 3 });
    // The countersign's third person returned it: the pass is returned, and its flow was not followed.
    expect(marks.elements.sign).toEqual({ state: 'returned', passes: 1 });
    expect(marks.flows.f3).toBeUndefined();
    // The head passed before (f2 taken then) and now waits again: the flow into it shows waiting.
    expect(marks.flows.f1).toBe('todo');
    expect(marks.flows.f2).toBe('done');
  });

  it('decides a finished countersign by not-pass over pass, and pass over the cancelled siblings', () => {
    expect(sign([2, 3, 4])).toBe('rejected');
    expect(sign([2, 4, 4])).toBe('done');
    expect(sign([4, 4])).toBe('cancelled');
    // A task handed over by add-sign before (6, closed) decides nothing: the others passed.
    expect(sign([6, 2, 2])).toBe('done');
  });
});

describe('the hover box', () => {
  const format: OverlayFormat = { time: (v) => (v ? `T${new Date(v).getUTCMinutes()}` : ''), result: (code) => `R${code}`, copied: (t) => (t.copyListJson.length ? ['王芳', '赵强'] : []) };
  const detail = detailOf(
    [act('start', 'startEvent', 0, 0, ['f1']), act('head', 'userTask', 0, 5, ['f2'], 't1'), act('end', 'endEvent', 5, 5)],
    [
      task('t1', 'head', 2, 0, 5, { reason: '同意', copyListJson: [{ type: 'user', id: '[]' }] }),
      task('t2', 'head', 1, 6, null, { assigneeUser: null, assigneeUserList: [{ humancode: 'a', humanName: '张伟' }, { humancode: 'b', humanName: '刘洋' }] }),
    ],
    2,
    at(9),
  );

  it('shows the start: initiator, department, start time', () => {
    expect(overlayOf(detail, graph, 'start', format)).toEqual([
      [
        { label: 'initiator', value: '李明' },
        { label: 'department', value: '计算机学院' },
        { label: 'startTime', value: 'T0' },
      ],
    ]);
  });

  it("shows a user task's description, then each task: approver, CC, result, times, opinion, names joined with 、", () => {
    const sections = overlayOf(detail, graph, 'head', format);
    expect(sections[0]).toEqual([{ label: 'description', value: '部门领导审核请假天数' }]);
    expect(sections[1]).toEqual([
      { label: 'approver', value: '人t1' },
      { label: 'copied', value: '王芳、赵强' },
      { label: 'result', value: 'R2' },
      { label: 'receiveTime', value: 'T0' },
      { label: 'finishTime', value: 'T5' },
      { label: 'opinion', value: '同意' },
    ]);
    expect(sections[2]).toEqual([
      { label: 'approver', value: '张伟、刘洋' },
      { label: 'result', value: 'R1' },
      { label: 'receiveTime', value: 'T6' },
    ]);
  });

  it('shows the end: result and end time, nothing while the result is 1', () => {
    expect(overlayOf(detail, graph, 'end', format)).toEqual([
      [
        { label: 'result', value: 'R2' },
        { label: 'endTime', value: 'T9' },
      ],
    ]);
    expect(overlayOf({ ...detail, processInstance: { ...detail.processInstance, result: 1, endTime: null } }, graph, 'end', format)).toEqual([]);
    // An element the token never reached says nothing.
    expect(overlayOf(detail, graph, 'notify', format)).toEqual([]);
  });
});

describe('the layout of a definition without shapes', () => {
  it('adds the incoming and outgoing references bpmn-auto-layout follows, once', () => {
    expect(hasShapes(XML)).toBe(false);
    const filled = withFlowReferences(XML);
    const again = graphOf(withFlowReferences(filled));
    const doc = new DOMParser().parseFromString(withFlowReferences(filled), 'application/xml');
    const refs = (id: string, kind: string) =>
      Array.from(Array.from(doc.getElementsByTagName('*')).find((e) => e.getAttribute('id') === id)!.children)
        .filter((c) => c.localName === kind)
        .map((c) => c.textContent);
    expect(refs('head', 'incoming')).toEqual(['f1']);
    expect(refs('head', 'outgoing')).toEqual(['f2']);
    expect(refs('start', 'incoming')).toEqual([]);
    expect(again.types.head).toBe('userTask');
  });
});
