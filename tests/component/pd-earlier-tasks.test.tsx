/**
 * The placeholder group of the properties panel (issue 14, spec §2 "placeholder panel listing earlier
 * user tasks"): a collapsed header until opened (no walk, no form load); opened on a user task it lists
 * the user tasks before it with their names and ids and the variables each leaves (outcome, a
 * countersign's people and counts, the writable fields of its form, loaded from /bpmForm/get), copies
 * `${name}` on a click (复制成功); it follows the diagram (a task connected in front shows up), and a
 * sequence flow lists its source too.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { ENGINE_DESCRIPTOR, type ModdleLike } from '../../src/schemas/bpmn/index.ts';
import { call } from '../../src/runtime/api/client.ts';
import { createElementChanges, type ChangeBus } from '../../src/designers/process/element-changes.ts';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { PropertiesPanel } from '../../src/designers/process/panel/PropertiesPanel.tsx';
import { setupI18n } from './form-support.tsx';
import { settle } from './settle.ts';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));

const FORM = { widgetList: [{ id: 'n1', type: 'number', formItemFlag: true, options: { name: 'days', label: '请假天数' } }, { id: 't1', type: 'input', formItemFlag: true, options: { name: 'note', label: '备注' } }] };
vi.mocked(call).mockImplementation(async (path: string) => (path === '/bpmForm/get' ? { conf: JSON.stringify(FORM) } : []));

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { fromXML(xml: string): Promise<{ rootElement: { rootElements: BusinessObject[] } }> } };

const XML = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d"><bpmn:process id="p">
  <bpmn:startEvent id="s" />
  <bpmn:userTask id="head" name="部门负责人审批" camunda:dataType="HEAD" />
  <bpmn:userTask id="sign" name="三人会签" camunda:dataType="USERS" camunda:xcformKey="form-sign">
    <bpmn:extensionElements><camunda:FieldsPermission value='[{"name":"days","label":"请假天数","disabled":true}]' /></bpmn:extensionElements>
    <bpmn:multiInstanceLoopCharacteristics camunda:collection="\${approvers_sign}" camunda:elementVariable="approver" />
  </bpmn:userTask>
  <bpmn:exclusiveGateway id="gw" />
  <bpmn:userTask id="hr" name="人事备案" />
  <bpmn:userTask id="extra" name="补充审核" />
  <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="head" />
  <bpmn:sequenceFlow id="f2" sourceRef="head" targetRef="sign" />
  <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="gw" />
  <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="hr" />
</bpmn:process></bpmn:definitions>`;

beforeAll(async () => {
  await setupI18n('zh');
});

afterEach(async () => {
  cleanup();
  await settle();
  localStorage.clear();
});

type Listener = Parameters<ChangeBus['on']>[1];

async function world() {
  const { rootElement } = await new BpmnModdle({ camunda: ENGINE_DESCRIPTOR }).fromXML(XML);
  const process = rootElement.rootElements[0]!;
  const listeners = new Map<string, Listener[]>();
  const fire = (event: string, payload: Parameters<Listener>[0] = {}) => (listeners.get(event) ?? []).forEach((callback) => callback(payload));
  const bus = { on: (event: string, callback: Listener) => void listeners.set(event, [...(listeners.get(event) ?? []), callback]), off: () => undefined };
  const root = { id: 'p', type: 'bpmn:Process', businessObject: process } as BpmnElement;
  const byId = new Map(((process.flowElements as BusinessObject[]) ?? []).map((bo) => [bo.id!, bo]));
  const element = (id: string): BpmnElement => {
    const bo = byId.get(id)!;
    const shape = { id, type: bo.$type, businessObject: bo, parent: root } as BpmnElement;
    if (bo.$type === 'bpmn:SequenceFlow') shape.source = element((bo.sourceRef as BusinessObject).id!);
    return shape;
  };
  const services = { eventBus: bus, changes: createElementChanges(bus), canvas: { getRootElement: () => root } } as unknown as Services;
  /** A connection drawn on the canvas: a new flow in the process and the operation's events. */
  const connect = (id: string, from: string, to: string) =>
    act(() => {
      const flows = process.flowElements as ModdleLike[];
      flows.push({ $type: 'bpmn:SequenceFlow', id, sourceRef: byId.get(from), targetRef: byId.get(to), $parent: process });
      fire('commandStack.executed', { command: 'connection.create', context: {} });
      fire('elements.changed', { elements: [root] });
      fire('commandStack.changed', {});
    });
  return { services, element, connect };
}

const panel = (services: Services, element: BpmnElement) => (
  <App>
    <PropertiesPanel services={services} element={element} version={1} keyLocked={false} forms={[]} buttons={[]} processFormId="form-process" onProcessForm={() => undefined} language="zh" />
  </App>
);

const tasks = () => screen.getAllByTestId('pd-earlier-task').map((row) => row.dataset.task);
const variables = (task: string) => within(screen.getAllByTestId('pd-earlier-task').find((row) => row.dataset.task === task)!).getAllByTestId('pd-earlier-var').map((tag) => tag.textContent);

describe('the placeholder group', () => {
  it('lists the earlier user tasks with their variables, copies a placeholder, follows the diagram', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const w = await world();
    render(panel(w.services, w.element('hr')));
    const group = await screen.findByTestId('pd-earlier-group');
    expect(group.dataset.open).toBe('0');
    expect(screen.queryByTestId('pd-earlier')).toBeNull();
    expect(vi.mocked(call).mock.calls.filter(([path]) => path === '/bpmForm/get')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('pd-earlier-group-header'));
    expect(tasks()).toEqual(['sign', 'head']);
    expect(screen.getByText('三人会签')).toBeTruthy();
    // The countersign's own form: days is read-only there, so only note is written by it.
    await waitFor(() => expect(variables('sign')).toEqual(['${outcome}', '${approvers_sign}', '${passCount}', '${failCount}', '${note}']));
    await waitFor(() => expect(variables('head')).toEqual(['${outcome}', '${days}', '${note}']));
    expect(vi.mocked(call).mock.calls.filter(([path]) => path === '/bpmForm/get').map(([, options]) => (options as { body: unknown }).body)).toEqual([{ formId: 'form-sign' }, { formId: 'form-process' }]);

    fireEvent.click(screen.getAllByTestId('pd-earlier-var').find((tag) => tag.textContent === '${approvers_sign}')!);
    expect(writeText).toHaveBeenLastCalledWith('${approvers_sign}');
    expect(await screen.findByText('复制成功')).toBeTruthy();
    fireEvent.click(screen.getByText('head'));
    expect(writeText).toHaveBeenLastCalledWith('head');

    // 补充审核 connected in front of 人事备案 (nearer than the countersign behind the gateway): the open list reads the diagram again.
    await w.connect('f5', 'extra', 'hr');
    expect(tasks()).toEqual(['extra', 'sign', 'head']);
  });

  it('shows for a sequence flow with its source, and says when nothing comes before', async () => {
    const w = await world();
    const view = render(panel(w.services, w.element('f3')));
    // The group stays as the user left it (open, from the test before): the body is there.
    expect((await screen.findByTestId('pd-earlier-group')).dataset.open).toBe('1');
    expect(tasks()).toEqual(['sign', 'head']);
    view.rerender(panel(w.services, w.element('head')));
    await waitFor(() => expect(screen.getByText('此前没有用户任务')).toBeTruthy());
  });
});
