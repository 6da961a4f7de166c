/**
 * The route simulation drawer's assumed outcomes: each approval step offers the outcomes its buttons
 * allow (none for a step the empty-approver policy decides); choosing one simulates again at once with
 * the assumption in the request, a countersign asks how many passed first; "back to all approved"
 * sends none; an assumption the server refuses because the diagram changed is dropped and the
 * simulation asked again without it.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../src/runtime/api/client.ts';
import type { PreviewStep, SimulationAssumptions } from '../../src/schemas/bpmn/preview.ts';
import { SimulationDrawer } from '../../src/designers/process/tools/SimulationDrawer.tsx';
import { toolsApi, type SimulationAnswer } from '../../src/designers/process/tools-api.ts';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/pages/bpm/people.ts', () => ({
  usePeople: (codes: readonly string[]) => new Map(codes.map((code) => [code, { name: code, department: '' }])),
  lookUpPerson: async (code: string) => ({ name: code, department: '' }),
}));
// The person picker answers one person at once (its own tests cover it).
vi.mock('../../src/widgets/person/dialog.tsx', () => ({
  PersonDialog: ({ onConfirm }: { onConfirm(people: unknown[]): void }) => (
    <button type="button" data-testid="fake-confirm" onClick={() => onConfirm([{ id: 'student1', humancode: 'student1', humanname: '马小明' }])}>
      ok
    </button>
  ),
}));
vi.mock('../../src/designers/process/tools-api.ts', () => ({ toolsApi: { simulate: vi.fn<(...args: unknown[]) => Promise<unknown>>(), form: vi.fn<(...args: unknown[]) => Promise<unknown>>() } }));
const simulate = vi.mocked(toolsApi.simulate);

beforeAll(async () => {
  await setupI18n('zh');
});
afterEach(() => cleanup());

const STEPS: PreviewStep[] = [
  { activityId: 'dept', name: '部门审批', type: 'userTask', users: ['zhangwei'], kind: 'assignee', outcomes: ['pass', 'reject', 'return'], assumed: { outcome: 'pass', chosen: false, variables: { outcome: '通过' }, ends: false } },
  { activityId: 'sign', name: '三人会签', type: 'userTask', users: ['wuxia', 'lihua', 'zhoujie'], kind: 'multi', outcomes: ['pass', 'reject'], assumed: { outcome: 'pass', chosen: false, instances: 3, passes: 3, variables: { outcome: '通过', passCount: 3, failCount: 0 }, ends: false } },
  { activityId: 'office', name: '办公室', type: 'userTask', users: [], outcomes: ['pass', 'reject'], emptyFallback: { policy: 'pass', users: [] } },
  { activityId: 'only', name: '备案', type: 'userTask', users: ['admin'], outcomes: ['pass'] },
];
const answer: SimulationAnswer = { definitionId: '', steps: STEPS, problems: [], chooser: null, compileErrors: [] };
const sent = () => simulate.mock.calls.map((c) => c[3] ?? {});

beforeEach(() => {
  simulate.mockReset();
  simulate.mockResolvedValue(answer);
});

async function opened() {
  render(<SimulationDrawer open width={480} formId={null} exportXml={async () => '<xml />'} onRoute={() => undefined} onClose={() => undefined} />);
  fireEvent.click(screen.getByTestId('pd-sim-pick'));
  fireEvent.click(screen.getByTestId('fake-confirm'));
  fireEvent.click(screen.getByTestId('pd-sim-run'));
  await waitFor(() => expect(screen.getAllByTestId('pd-sim-assume')).toHaveLength(2));
}

const picker = (activity: string) => document.querySelector(`[data-testid="pd-sim-assume"][data-step="${activity}"]`) as HTMLElement;
async function choose(activity: string, label: string) {
  fireEvent.mouseDown(picker(activity).querySelector('.ant-select-selector, .ant-select')!);
  await waitFor(() => expect([...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((n) => n.textContent)).toContain(label));
  const option = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((n) => n.textContent === label)!;
  fireEvent.click(option);
}

describe('assumed outcomes in the route simulation', () => {
  it('offers what each step’s buttons allow, and nothing where the policy decides or only passing is offered', async () => {
    await opened();
    expect([...document.querySelectorAll('[data-testid="pd-sim-assume"]')].map((n) => n.getAttribute('data-step'))).toEqual(['dept', 'sign']);
    fireEvent.mouseDown(picker('dept').querySelector('.ant-select-selector, .ant-select')!);
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((n) => n.textContent)).toEqual(['通过（默认）', '不通过', '驳回']));
    expect(sent()).toEqual([{}]);
  });

  it('simulates again with the choice; a countersign asks how many passed first; reset sends none', async () => {
    await opened();
    await choose('sign', '不通过');
    await waitFor(() => expect(sent().at(-1)).toEqual({ sign: { outcome: 'reject' } }));
    const passes = await waitFor(() => picker('sign').querySelector('[data-testid="pd-sim-assume-passes"] input, input[data-testid="pd-sim-assume-passes"]') as HTMLInputElement);
    expect(passes.getAttribute('aria-valuemax')).toBe('2');
    fireEvent.change(passes, { target: { value: '1' } });
    await waitFor(() => expect(sent().at(-1)).toEqual({ sign: { outcome: 'reject', passes: 1 } }));
    await choose('dept', '驳回');
    await waitFor(() => expect(sent().at(-1)).toEqual({ sign: { outcome: 'reject', passes: 1 }, dept: { outcome: 'return' } }));
    fireEvent.click(screen.getByTestId('pd-sim-assume-reset'));
    await waitFor(() => expect(sent().at(-1)).toEqual({}));
  });

  it('drops an assumption the server refuses for a changed diagram and asks again', async () => {
    await opened();
    simulate.mockImplementation(async (_xml: string, _who: string, _data: Record<string, unknown>, given: SimulationAssumptions = {}) => {
      if (given.dept) throw new ApiError('00005', '请求参数错误', 400, [{ path: '/assumptions/dept', message: '「dept」不是流程中的用户任务' }]);
      return answer;
    });
    await choose('dept', '不通过');
    await waitFor(() => expect(sent().slice(-2)).toEqual([{ dept: { outcome: 'reject' } }, {}]));
    expect(screen.queryByText(/模拟失败/)).toBeNull();
  });
});
