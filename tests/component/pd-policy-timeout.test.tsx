/**
 * A user task's policy groups as a designer edits them, on a moddle user task behind a recording modeling
 * service: the empty-approver choice offers refuse, named people, pass, reject and the administrators,
 * each explained (zh/en), and writes extendData; the timeout group (超时处理) turns on with a default,
 * refuses an unreadable limit with its reason and writes nothing, writes a readable one, an action, a
 * reminder interval and count, and turns off leaving no timeout behind.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import { ENGINE_DESCRIPTOR, readExtendData } from '../../src/schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { PolicyGroup } from '../../src/designers/process/panel/PolicyGroup.tsx';
import { setPanelGroupOpen } from '../../src/designers/process/panel/PanelGroup.tsx';
import { setupI18n } from './form-support.tsx';
import { settle } from './settle.ts';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>().mockResolvedValue([]),
}));

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

beforeAll(async () => {
  await setupI18n('zh');
  for (const id of ['pd-policy-group', 'pd-timeout-group']) setPanelGroupOpen(id, true);
});
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

/** A user task and a modeling service recording each command and re-rendering, as the panel host does. */
function world(extendData?: string) {
  const bo = moddle.create('bpmn:UserTask', { id: 'Task_1', name: '审批', ...(extendData ? { extendData } : {}) });
  const element = { id: 'Task_1', type: 'bpmn:UserTask', businessObject: bo } as BpmnElement;
  const commands: Record<string, unknown>[] = [];
  // Set once rendered: a command re-renders the group, as the panel host does on a model change.
  const host: { rerender?: () => void } = {};
  const services = {
    modeling: {
      updateProperties: (target: BpmnElement, props: Record<string, unknown>) => {
        commands.push(props);
        for (const [key, value] of Object.entries(props)) target.businessObject.set(key, value);
        host.rerender?.();
      },
    },
  } as unknown as Services;
  const ui = () => (
    <App>
      <PolicyGroup element={element} services={services} buttons={[]} language="zh" />
    </App>
  );
  const view = render(ui());
  host.rerender = () => view.rerender(ui());
  const extend = () => readExtendData(bo.get('extendData')).value;
  const stored = () => JSON.parse(String(bo.get('extendData')))[0] as Record<string, unknown>;
  return { commands, extend, stored };
}

async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === label) ?? Promise.reject(new Error(`no option ${label}`)));
  fireEvent.click(option);
}

function type(testId: string, value: string) {
  const input = screen.getByTestId<HTMLInputElement>(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('the empty-approver choice', () => {
  it('offers the five policies, explains the chosen one, and writes it', async () => {
    const w = world();
    expect(screen.getByTestId('pd-empty-approve-hint').textContent).toBe('找不到可用的审批人时，发起或提交会被拒绝。');
    fireEvent.mouseDown(within(screen.getByTestId('pd-empty-approve')).getByRole('combobox'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((n) => n.textContent)).toEqual(['拒绝发起或提交', '转交指定人员', '自动通过', '自动驳回（流程不通过）', '转交流程管理员']));
    fireEvent.click([...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((n) => n.textContent === '转交流程管理员')!);
    expect(w.extend().emptyapprove).toBe('admin');
    expect(screen.getByTestId('pd-empty-approve-hint').textContent).toBe('找不到可用的审批人时，任务交给拥有超级管理员角色的账号（流程模型没有单独的流程管理员）。');
    await choose('pd-empty-approve', '自动驳回（流程不通过）');
    expect(w.extend().emptyapprove).toBe('reject');
    expect(screen.queryByTestId('pd-choose-empty-users')).toBeNull();
    await settle();
  });

  it('words the choices in English', async () => {
    await changeLanguage('en');
    world(JSON.stringify([{ emptyapprove: 'pass' }]));
    expect(screen.getByTestId('pd-empty-approve-hint').textContent).toBe('When no usable approver is found, the system passes this step; the history says "no approver was found: passed automatically".');
    expect(screen.getByTestId('pd-timeout-group-header').textContent).toBe('Timeout');
    await settle();
  });
});

describe('the timeout group', () => {
  it('turns on with a day and a reminder, refuses an unreadable limit, writes a readable one and the action', async () => {
    const w = world(JSON.stringify([{ isopinion: false }]));
    expect(screen.getByTestId('pd-timeout-group-header').textContent).toBe('超时处理');
    expect(screen.queryByTestId('pd-timeout-after')).toBeNull();
    fireEvent.click(screen.getByTestId('pd-timeout-enable'));
    expect(w.stored()).toMatchObject({ isopinion: false, timeout: { after: 'P1D', action: 'remind', times: 1 } });
    const before = w.commands.length;
    type('pd-timeout-after', '4 hours');
    expect(screen.getByTestId('pd-timeout-after-error').textContent).toBe('无法识别的时长：4 hours，请填写大于零的 ISO 8601 时长，如 PT4H、P2D');
    expect(w.commands.length).toBe(before);
    type('pd-timeout-after', 'pt4h');
    expect(screen.queryByTestId('pd-timeout-after-error')).toBeNull();
    expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'remind', times: 1 });
    fireEvent.click(within(screen.getByTestId('pd-timeout-action')).getByText('自动通过'));
    expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'pass' });
    expect(screen.queryByTestId('pd-timeout-every')).toBeNull();
    fireEvent.click(within(screen.getByTestId('pd-timeout-action')).getByText('自动驳回（流程不通过）'));
    expect(w.extend().timeout).toEqual({ after: 'PT4H', action: 'reject' });
    await settle();
  });

  it('repeats a reminder at a readable interval of a minute or more, a bounded number of times', async () => {
    const w = world(JSON.stringify([{ timeout: { after: 'PT4H', action: 'remind', times: 1 } }]));
    expect(screen.getByTestId<HTMLInputElement>('pd-timeout-times').disabled).toBe(true);
    type('pd-timeout-every', 'PT10S');
    expect(screen.getByTestId('pd-timeout-every-error').textContent).toBe('无法识别的间隔或短于 1 分钟：PT10S');
    expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'remind', times: 1 });
    type('pd-timeout-every', 'PT30M');
    expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'remind', every: 'PT30M', times: 2 });
    const times = screen.getByTestId<HTMLInputElement>('pd-timeout-times');
    expect(times.disabled).toBe(false);
    fireEvent.change(times, { target: { value: '5' } });
    await waitFor(() => expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'remind', every: 'PT30M', times: 5 }));
    // No interval again: one reminder.
    type('pd-timeout-every', '');
    expect(w.stored().timeout).toEqual({ after: 'PT4H', action: 'remind', times: 1 });
    await act(async () => {
      fireEvent.click(screen.getByTestId('pd-timeout-enable'));
    });
    expect(w.stored()).not.toHaveProperty('timeout');
    expect(w.extend().timeout).toBeUndefined();
    await settle();
  });
});
