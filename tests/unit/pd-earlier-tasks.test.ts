/**
 * The placeholder panel's walk (issue 14): the user tasks before an element on some path, backwards
 * over sequence flows, through gateways and across sub-process boundaries (inner ends of a completed
 * sub-process, the scope before an inner start, the parent scope of an event sub-process, the host of a
 * boundary event), nearest first; and the variables each leaves.
 */
import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { ENGINE_DESCRIPTOR, type ModdleLike } from '../../src/schemas/bpmn/index.ts';
import { earlierUserTasks, taskPlaceholders } from '../../src/designers/process/panel/earlier-tasks.ts';

const NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';
const flow = (id: string, from: string, to: string) => `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;
const task = (id: string, attrs = '', body = '') => `<bpmn:userTask id="${id}" name="${id}" ${attrs}>${body}</bpmn:userTask>`;

/** The elements of a one-process document by id. */
async function parse(body: string): Promise<Map<string, ModdleLike>> {
  const { rootElement } = await new BpmnModdle({ camunda: ENGINE_DESCRIPTOR }).fromXML(`<bpmn:definitions ${NS} id="d"><bpmn:process id="p">${body}</bpmn:process></bpmn:definitions>`);
  const byId = new Map<string, ModdleLike>();
  const visit = (container: ModdleLike) => {
    for (const el of (container.flowElements as ModdleLike[] | undefined) ?? []) {
      byId.set(String(el.id), el);
      visit(el);
    }
  };
  visit((rootElement as { rootElements: ModdleLike[] }).rootElements[0]!);
  return byId;
}

const ids = (list: readonly ModdleLike[]) => list.map((el) => el.id);

describe('earlier user tasks', () => {
  it('walks back through gateways, lists both branches of a join, nearest first, never the element itself', async () => {
    const el = await parse(
      '<bpmn:startEvent id="s" />' + task('A') + '<bpmn:parallelGateway id="split" />' + task('X') + task('Y') + '<bpmn:parallelGateway id="join" />' + task('Z') + '<bpmn:exclusiveGateway id="back" />' +
        flow('f1', 's', 'A') + flow('f2', 'A', 'split') + flow('f3', 'split', 'X') + flow('f4', 'split', 'Y') + flow('f5', 'X', 'join') + flow('f6', 'Y', 'join') + flow('f7', 'join', 'Z') +
        flow('f8', 'Z', 'back') + flow('f9', 'back', 'A'),
    );
    expect(ids(earlierUserTasks(el.get('Z')!))).toEqual(['X', 'Y', 'A']);
    expect(ids(earlierUserTasks(el.get('X')!))).toEqual(['A', 'Z', 'Y']);
    // A flow's source counts: its condition is evaluated after the source completes.
    expect(ids(earlierUserTasks(el.get('f5')!))).toEqual(['X', 'A', 'Z', 'Y']);
    expect(ids(earlierUserTasks(el.get('f3')!))).toEqual(['A', 'Z', 'X', 'Y']);
    expect(ids(earlierUserTasks(el.get('f1')!))).toEqual([]);
  });

  it('crosses sub-process boundaries: inner steps of a completed sub-process, the scope before an inner start', async () => {
    const el = await parse(
      '<bpmn:startEvent id="s" />' + task('A') +
        `<bpmn:subProcess id="sp"><bpmn:startEvent id="ss" />${task('S1')}${task('S2')}<bpmn:endEvent id="se" />${flow('g1', 'ss', 'S1')}${flow('g2', 'S1', 'S2')}${flow('g3', 'S2', 'se')}</bpmn:subProcess>` +
        task('D') + flow('f1', 's', 'A') + flow('f2', 'A', 'sp') + flow('f3', 'sp', 'D'),
    );
    expect(ids(earlierUserTasks(el.get('D')!))).toEqual(['S2', 'S1', 'A']);
    expect(ids(earlierUserTasks(el.get('S1')!))).toEqual(['A']);
    expect(ids(earlierUserTasks(el.get('g3')!))).toEqual(['S2', 'S1', 'A']);
  });

  it('continues before the host of a boundary event, and from anywhere in the scope of an event sub-process', async () => {
    const el = await parse(
      '<bpmn:startEvent id="s" />' + task('A') + task('T') + '<bpmn:boundaryEvent id="late" attachedToRef="T"><bpmn:timerEventDefinition /></bpmn:boundaryEvent>' + task('E') + '<bpmn:endEvent id="end" />' +
        `<bpmn:subProcess id="esp" triggeredByEvent="true"><bpmn:startEvent id="ms"><bpmn:messageEventDefinition /></bpmn:startEvent>${task('H')}${flow('h1', 'ms', 'H')}</bpmn:subProcess>` +
        flow('f1', 's', 'A') + flow('f2', 'A', 'T') + flow('f3', 'T', 'end') + flow('f4', 'late', 'E'),
    );
    // T has not completed when its boundary fires.
    expect(ids(earlierUserTasks(el.get('E')!))).toEqual(['A']);
    expect(ids(earlierUserTasks(el.get('H')!))).toEqual(['A', 'T', 'E']);
  });
});

describe('the variables an earlier user task leaves', () => {
  it('outcome always; a multi-approver node its collection and counts; the form fields its permissions leave writable', async () => {
    const el = await parse(
      task('plain') +
        task(
          'multi',
          `camunda:dataType="USERS"`,
          `<bpmn:extensionElements><camunda:FieldsPermission value='[{"name":"days","label":"请假天数","disabled":true},{"name":"note","label":"备注","hidden":false}]' /></bpmn:extensionElements>` +
            '<bpmn:multiInstanceLoopCharacteristics camunda:collection="${approvers_multi}" camunda:elementVariable="approver" />',
        ),
    );
    const fields = [{ name: 'days', label: '请假天数' }, { name: 'note', label: '备注' }];
    expect(taskPlaceholders(el.get('plain')!, [])).toEqual([{ name: 'outcome', kind: 'outcome' }]);
    expect(taskPlaceholders(el.get('multi')!, fields)).toEqual([
      { name: 'outcome', kind: 'outcome' },
      { name: 'approvers_multi', kind: 'approvers' },
      { name: 'passCount', kind: 'passCount' },
      { name: 'failCount', kind: 'failCount' },
      { name: 'note', kind: 'field', label: '备注' },
    ]);
  });
});
