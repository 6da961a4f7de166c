/**
 * The call activity and error / escalation sections as a designer meets them, on a moddle model behind a
 * recording modeling service: the called process is chosen among the deployed keys; a mapping needs a
 * source and a target and lands as camunda:in in one command; all variables out is one command; a new
 * error with a taken id is refused (该错误已存在…), a valid one is added and referred to; the event
 * sub-process start's interrupting switch writes isInterrupting and is fixed for an error start.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { call } from '../../src/runtime/api/client.ts';
import { ENGINE_DESCRIPTOR, readCallActivity, type ModdleLike } from '../../src/schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { CallActivityGroup } from '../../src/designers/process/panel/CallActivityGroup.tsx';
import { CodeRefGroup, InterruptingGroup } from '../../src/designers/process/panel/ErrorEscalationGroup.tsx';
import { setPanelGroupOpen } from '../../src/designers/process/panel/PanelGroup.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

beforeAll(async () => {
  await setupI18n('zh');
  // The groups start collapsed (their bodies unmounted): these are the ones a designer opened.
  for (const id of ['pd-call-group', 'pd-code-ref', 'pd-interrupting-group']) setPanelGroupOpen(id, true);
});

interface World {
  services: Services;
  element: BpmnElement;
  commands: string[];
}

const set = (target: BusinessObject, props: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(props)) target.set(key, value);
};
const toggle = () => screen.getByTestId('pd-interrupting');

/** A process holding `bo` inside definitions, and services whose commands write the moddle directly. */
function world(bo: BusinessObject, roots: BusinessObject[] = []): World {
  const process = moddle.create('bpmn:Process', { id: 'p' });
  const definitions = moddle.create('bpmn:Definitions', { id: 'd', rootElements: [...roots, process] });
  process.$parent = definitions;
  bo.$parent ??= process;
  const element = { id: String(bo.id), type: bo.$type, businessObject: bo } as BpmnElement;
  const commands: string[] = [];
  const modeling = {
    updateProperties: (el: BpmnElement, props: Record<string, unknown>) => {
      commands.push(`updateProperties:${Object.keys(props).join(',')}`);
      set(el.businessObject, props);
    },
    updateModdleProperties: (_el: BpmnElement, target: BusinessObject, props: Record<string, unknown>) => {
      commands.push(`updateModdleProperties:${target.$type}:${Object.keys(props).join(',')}`);
      set(target, props);
    },
  };
  const services = {
    modeling,
    // The batch command (one undo step) runs its updates as nested commands, as modeler.ts's handler does.
    commandStack: {
      execute: (command: string, context: { element: BpmnElement; updates: { target: BusinessObject; props: Record<string, unknown> }[] }) => {
        commands.push(command);
        for (const { target, props } of context.updates) modeling.updateModdleProperties(context.element, target, props);
      },
    },
    bpmnFactory: { create: (type: string, attrs?: Record<string, unknown>) => moddle.create(type, attrs) },
    canvas: { getRootElement: () => ({ id: 'p', type: 'bpmn:Process', businessObject: process }) },
    elementRegistry: { filter: () => [element] },
  } as unknown as Services;
  return { services, element, commands };
}

beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockResolvedValue({ records: [{ key: 'leave_request', name: '请假申请' }], total: 1 });
});

describe('CallActivityGroup', () => {
  it('chooses a deployed key and writes mappings, each change one command', async () => {
    const w = world(moddle.create('bpmn:CallActivity', { id: 'call' }));
    const view = render(<App><CallActivityGroup element={w.element} services={w.services} /></App>);
    const again = () => view.rerender(<App><CallActivityGroup element={w.element} services={w.services} /></App>);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('/bpmProcessDefinition/queryPage', expect.objectContaining({ body: expect.objectContaining({ queryParam: { latest: true } }) })));

    fireEvent.mouseDown(screen.getByTestId('pd-call-element').querySelector('.ant-select-selector') ?? screen.getByTestId('pd-call-element'));
    fireEvent.click(await screen.findByText('请假申请（leave_request）'));
    expect(w.element.businessObject.calledElement).toBe('leave_request');

    fireEvent.click(screen.getByTestId('pd-call-in-add'));
    expect(screen.getByTestId('pd-call-in-problem').textContent).toBe('来源不能为空');
    fireEvent.change(screen.getByTestId('pd-call-in-source'), { target: { value: 'days' } });
    fireEvent.click(screen.getByTestId('pd-call-in-add'));
    expect(screen.getByTestId('pd-call-in-problem').textContent).toBe('目标不能为空');
    fireEvent.change(screen.getByTestId('pd-call-in-target'), { target: { value: 'leaveDays' } });
    fireEvent.click(screen.getByTestId('pd-call-in-add'));
    again();
    fireEvent.click(screen.getByTestId('pd-call-out-all'));
    again();
    expect(w.commands).toEqual(['updateProperties:calledElement', 'updateModdleProperties:bpmn:CallActivity:extensionElements', 'updateModdleProperties:bpmn:ExtensionElements:values']);
    const read = readCallActivity(w.element.businessObject as unknown as ModdleLike);
    expect(read.inputs).toEqual([{ source: 'days', target: 'leaveDays', sourceExpression: false, all: false }]);
    expect(read.outputs).toEqual([{ source: '', target: '', sourceExpression: false, all: true }]);
    expect(screen.getByTestId('pd-call-in-rows').textContent).toContain('leaveDays');
  });

  it('keeps an undeployed key visible as such', async () => {
    const w = world(moddle.create('bpmn:CallActivity', { id: 'call', calledElement: 'elsewhere' }));
    render(<App><CallActivityGroup element={w.element} services={w.services} /></App>);
    expect(await screen.findByText('elsewhere（未部署）')).toBeTruthy();
  });
});

describe('CodeRefGroup and InterruptingGroup', () => {
  it('refuses a taken id for a new error, then adds one and refers to it', async () => {
    const taken = moddle.create('bpmn:Error', { id: 'Error_a', name: '旧', errorCode: 'OLD' });
    const boundary = moddle.create('bpmn:BoundaryEvent', { id: 'b', eventDefinitions: [moddle.create('bpmn:ErrorEventDefinition', {})] });
    const w = world(boundary, [taken]);
    render(<App><CodeRefGroup element={w.element} services={w.services} /></App>);
    fireEvent.click(screen.getByTestId('pd-code-ref-new'));
    fireEvent.change(await screen.findByTestId('pd-error-id'), { target: { value: 'Error_a' } });
    fireEvent.change(screen.getByTestId('pd-error-name'), { target: { value: '材料不全' } });
    fireEvent.change(screen.getByTestId('pd-error-code'), { target: { value: 'MISSING' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(screen.getByTestId('pd-error-problem').textContent).toBe('该错误已存在，请修改id后重新保存');
    fireEvent.change(screen.getByTestId('pd-error-code'), { target: { value: 'OLD' } });
    fireEvent.change(screen.getByTestId('pd-error-id'), { target: { value: 'Error_b' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(screen.getByTestId('pd-error-problem').textContent).toBe('该编码已被使用');
    expect(w.commands).toEqual([]);
    fireEvent.change(screen.getByTestId('pd-error-code'), { target: { value: 'MISSING' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    const definition = (boundary.eventDefinitions as BusinessObject[])[0]!;
    expect((definition.errorRef as BusinessObject).id).toBe('Error_b');
    expect((definition.errorRef as BusinessObject).errorCode).toBe('MISSING');
    expect(w.commands).toEqual(['flowhall.moddleUpdates', 'updateModdleProperties:bpmn:Definitions:rootElements', 'updateModdleProperties:bpmn:ErrorEventDefinition:errorRef']);
  });

  it('switches an event sub-process start to non-interrupting; an error start stays interrupting', () => {
    const sub = moddle.create('bpmn:SubProcess', { id: 'sub', triggeredByEvent: true });
    const start = moddle.create('bpmn:StartEvent', { id: 's', eventDefinitions: [moddle.create('bpmn:SignalEventDefinition', {})] });
    start.$parent = sub;
    const w = world(start);
    const view = render(<InterruptingGroup element={w.element} services={w.services} />);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle());
    expect(start.isInterrupting).toBe(false);
    view.unmount();
    const errorStart = moddle.create('bpmn:StartEvent', { id: 'es', eventDefinitions: [moddle.create('bpmn:ErrorEventDefinition', {})] });
    errorStart.$parent = sub;
    const e = world(errorStart);
    render(<InterruptingGroup element={e.element} services={e.services} />);
    expect((screen.getByTestId('pd-interrupting') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('错误开始事件总是中断的')).toBeTruthy();
  });
});
