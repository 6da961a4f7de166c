/**
 * The route simulation drawer names the empty-approver decisions beyond named people: the step given to
 * the process administrators (by name), the step the system passes, the step the system rejects (the
 * process ends there), in zh and en.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import type { PreviewStep } from '../../src/schemas/bpmn/preview.ts';
import { PolicyNotes } from '../../src/designers/process/tools/SimulationDrawer.tsx';
import { setupI18n } from './form-support.tsx';

// Names come from the account look-up; the test answers them without a server.
const NAMES: Record<string, string> = { admin: '系统管理员' };
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
  { activityId: 'dept', name: '部门审批', type: 'userTask', users: ['admin'], emptyFallback: { policy: 'admin', users: ['admin'] } },
  { activityId: 'office', name: '办公室', type: 'userTask', users: [], emptyFallback: { policy: 'pass', users: [] } },
  { activityId: 'dean', name: '院长', type: 'userTask', users: [], emptyFallback: { policy: 'reject', users: [] } },
];

const lines = () => screen.getAllByTestId('pd-sim-empty-fallback').map((li) => li.textContent);

describe('PolicyNotes on the admin, pass and reject decisions', () => {
  it('names each in Chinese', () => {
    render(<PolicyNotes steps={steps} />);
    expect(lines()).toEqual([
      '「部门审批」的审批人规则没有找到可用的审批人，按「审批人为空时」策略转交流程管理员（超级管理员）系统管理员',
      '「办公室」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动通过',
      '「院长」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动驳回，流程到此结束（不通过）',
    ]);
  });

  it('and in English', async () => {
    await changeLanguage('en');
    render(<PolicyNotes steps={steps} />);
    expect(lines()).toEqual([
      'The approver rule of "部门审批" found no usable approver; by the "When nobody is found" policy it goes to the process administrators (super administrators) 系统管理员',
      'The approver rule of "办公室" found no usable approver; by the "When nobody is found" policy the system passes it',
      'The approver rule of "院长" found no usable approver; by the "When nobody is found" policy the system rejects it and the process ends there, not passed',
    ]);
  });
});
