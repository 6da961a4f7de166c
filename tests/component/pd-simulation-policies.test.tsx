/**
 * The route simulation drawer names the steps whose people came from the empty-approver policy
 * (审批人为空时): the step, the people by name, in zh and en; nothing when no step fell back.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import type { PreviewStep } from '../../src/schemas/bpmn/preview.ts';
import { PolicyNotes } from '../../src/designers/process/tools/SimulationDrawer.tsx';
import { setupI18n } from './form-support.tsx';

// Names come from the account look-up; the test answers them without a server.
const NAMES: Record<string, string> = { admin: '管理员', lihua: '李华' };
vi.mock('../../src/pages/bpm/people.ts', () => ({
  usePeople: (codes: readonly string[]) => new Map(codes.map((code) => [code, { name: NAMES[code] ?? code, department: '' }])),
  lookUpPerson: async (code: string) => ({ name: NAMES[code] ?? code, department: '' }),
}));

beforeAll(async () => {
  await setupI18n('zh');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

const steps: PreviewStep[] = [
  { activityId: 'start', name: null, type: 'startEvent' },
  { activityId: 'dept', name: '部门审批', type: 'userTask', users: ['admin', 'lihua'], emptyFallback: { policy: 'users', users: ['admin', 'lihua'] } },
  { activityId: 'leader', name: '领导审批', type: 'userTask', users: ['lihua'] },
  { activityId: 'noname', name: null, type: 'userTask', users: ['admin'], emptyFallback: { policy: 'users', users: ['admin'] } },
];

describe('PolicyNotes', () => {
  it('names each substituted step and its people (zh)', () => {
    render(<PolicyNotes steps={steps} />);
    expect(screen.getByText('已应用的策略')).toBeTruthy();
    const lines = screen.getAllByTestId('pd-sim-empty-fallback').map((li) => li.textContent);
    expect(lines).toEqual(['「部门审批」的审批人规则没有找到可用的审批人，按「审批人为空时」策略交给 管理员、李华', '「noname」的审批人规则没有找到可用的审批人，按「审批人为空时」策略交给 管理员']);
  });

  it('words it in English', async () => {
    await changeLanguage('en');
    render(<PolicyNotes steps={steps.slice(0, 3)} />);
    expect(screen.getByText('Policies applied')).toBeTruthy();
    expect(screen.getByTestId('pd-sim-empty-fallback').textContent).toBe('The approver rule of "部门审批" found no usable approver; by the "When nobody is found" policy it goes to 管理员、李华');
  });

  it('shows nothing when no step fell back', () => {
    const { container } = render(<PolicyNotes steps={steps.filter((s) => !s.emptyFallback)} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('pd-sim-policies')).toBeNull();
  });
});
