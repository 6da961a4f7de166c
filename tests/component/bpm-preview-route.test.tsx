/**
 * The approver preview (the start page's, and the route simulation's list) words the route's data in zh
 * and en: the empty-approver decisions with one shared sentence (people or the administrators it gave
 * the step to, a pass or a reject with nobody — a passed step is green with its mark, not red with
 * nobody); the engine's count after a countersign, an assumed rejection or return, a completion
 * condition that made an assumed rejection moot; a script condition left to the run; boundary and
 * event-gateway alternatives; the process a call activity starts.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import type { PreviewStep } from '../../src/schemas/bpmn/preview.ts';
import { ApproverPreview } from '../../src/pages/bpm/ApproverPreview.tsx';
import { setupI18n } from './form-support.tsx';

// Names come from the account look-up; the test answers them without a server.
const NAMES: Record<string, string> = { admin: '系统管理员', lihua: '李华', wuxia: '吴霞' };
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

const POLICY_STEPS: PreviewStep[] = [
  { activityId: 'start', name: null, type: 'startEvent' },
  { activityId: 'named', name: '部门审批', type: 'userTask', users: ['admin', 'lihua'], kind: 'candidates', emptyFallback: { policy: 'users', users: ['admin', 'lihua'] } },
  { activityId: 'admins', name: null, type: 'userTask', users: ['admin'], kind: 'assignee', emptyFallback: { policy: 'admin', users: ['admin'] } },
  { activityId: 'office', name: '办公室', type: 'userTask', users: [], emptyFallback: { policy: 'pass', users: [] } },
  { activityId: 'dean', name: '院长', type: 'userTask', users: [], emptyFallback: { policy: 'reject', users: [] } },
];

const show = (steps: PreviewStep[]) => render(<ApproverPreview loading={false} preview={{ definitionId: 'd', problems: [], steps }} />);
const inStep = (activity: string, testId: string) => [...document.querySelectorAll(`[data-activity="${activity}"] [data-testid="${testId}"]`)].map((n) => n.textContent);
const whyOf = (activity: string) => [...document.querySelectorAll(`[data-activity="${activity}"] [data-testid="preview-why"] li`)].map((n) => n.textContent);
/** The colour class of the step's timeline item (its dot). */
const dotOf = (activity: string) => [...document.querySelector(`[data-activity="${activity}"]`)!.closest('.ant-timeline-item')!.classList].filter((c) => c.startsWith('ant-timeline-item-color-'));

describe('the empty-approver decisions', () => {
  it('are worded on each step in Chinese, a passed step not shown as one without approvers', () => {
    show(POLICY_STEPS);
    expect(screen.getAllByTestId('preview-empty-policy').map((n) => n.textContent)).toEqual([
      '「部门审批」的审批人规则没有找到可用的审批人，按「审批人为空时」策略交给 系统管理员、李华',
      '「admins」的审批人规则没有找到可用的审批人，按「审批人为空时」策略转交流程管理员（超级管理员）系统管理员',
      '「办公室」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动通过',
      '「院长」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动驳回，流程到此结束（不通过）',
    ]);
    expect(['named', 'admins', 'office', 'dean'].map((id) => inStep(id, 'preview-empty-tag')[0])).toEqual(['转交指定人员', '转交流程管理员', '系统自动通过', '系统自动驳回']);
    // Nobody is assigned to the passed and rejected steps, but neither says "no approver found".
    expect(screen.queryAllByTestId('preview-nobody')).toEqual([]);
    expect(dotOf('office')).toEqual(['ant-timeline-item-color-green']);
    expect(dotOf('dean')).toEqual(['ant-timeline-item-color-red']);
  });

  it('and in English', async () => {
    await changeLanguage('en');
    show(POLICY_STEPS);
    expect(screen.getAllByTestId('preview-empty-policy').map((n) => n.textContent)).toEqual([
      'The approver rule of "部门审批" found no usable approver; by the "When nobody is found" policy it goes to 系统管理员、李华',
      'The approver rule of "admins" found no usable approver; by the "When nobody is found" policy it goes to the process administrators (super administrators) 系统管理员',
      'The approver rule of "办公室" found no usable approver; by the "When nobody is found" policy the system passes it',
      'The approver rule of "院长" found no usable approver; by the "When nobody is found" policy the system rejects it and the process ends there, not passed',
    ]);
    expect(inStep('office', 'preview-empty-tag')).toEqual(['Passed by the system']);
  });

  it('a step with nobody and no policy still says so', () => {
    show([{ activityId: 'none', name: 'Nobody', type: 'userTask', users: [], empty: { policy: 'refuse' } }]);
    expect(screen.getByTestId('preview-nobody').textContent).toBe('未找到审批人');
    expect(screen.queryByTestId('preview-empty-policy')).toBeNull();
  });
});

const sign = (assumed: PreviewStep['assumed']): PreviewStep => ({ activityId: 'sign', name: '三人会签', type: 'userTask', users: ['admin', 'lihua', 'wuxia'], kind: 'multi', multiApproverMode: 'SequentialMultiInstance', assumed });
const ROUTE_STEPS: PreviewStep[] = [
  { activityId: 'dept', name: '部门审批', type: 'userTask', users: ['lihua'], kind: 'assignee', alternatives: [{ via: 'boundary', activityId: 'late', name: null, event: { kind: 'timer', timer: 'timeDuration', detail: 'P3D' }, interrupting: true, target: 'escalate', targetName: '上报' }] },
  sign({ outcome: 'pass', chosen: false, instances: 3, passes: 2, completedEarly: true, variables: { outcome: '通过', passCount: 2, failCount: 0 }, ends: false }),
  {
    activityId: 'gw',
    name: null,
    type: 'exclusiveGateway',
    decision: { taken: [{ flowId: 'toShort', name: null, expression: null, isDefault: true, target: 'short', targetName: '备案' }], notTaken: [{ flowId: 'toLong', name: '长假', expression: 'days > limit', isDefault: false, target: 'long', targetName: null, language: 'javascript', undecided: true }] },
  },
  {
    activityId: 'wait',
    name: null,
    type: 'eventBasedGateway',
    decision: { taken: [{ flowId: 'f', name: null, expression: null, isDefault: false, target: 'paid', targetName: '收到缴费' }], notTaken: [] },
    alternatives: [{ via: 'eventGateway', activityId: 'deadline', name: null, event: { kind: 'timer', timer: 'timeDuration', detail: 'P7D' }, target: 'lateEnd', targetName: '逾期' }],
  },
  { activityId: 'call', name: '子审批', type: 'callActivity', call: { key: 'child', deployed: true, name: '用章申请', version: 2, firstSteps: [{ activityId: 'c1', name: '盖章', type: 'userTask', users: ['wuxia'] }] } },
  { activityId: 'call2', name: null, type: 'callActivity', call: { key: 'nowhere', deployed: false, name: null, version: null, firstSteps: [] } },
];

/** The reasons of the countersign leaving as `assumed`, shown alone. */
function at(assumed: PreviewStep['assumed']): (string | null)[] {
  cleanup();
  show([sign(assumed)]);
  return whyOf('sign');
}

describe('the route’s reasons', () => {
  it('in Chinese: the count after a countersign, alternatives, a script left to the run, a called process', () => {
    show(ROUTE_STEPS);
    expect(whyOf('dept')).toEqual(['也可能改走 → 上报：计时 P3D 到期时（本步骤随之结束）']);
    expect(whyOf('sign')).toEqual(['2 人通过后完成条件已满足，其余 1 人的审批取消：passCount = 2，failCount = 0']);
    expect(whyOf('gw')).toEqual(['其他条件均不成立，走默认分支 → 备案', '脚本条件在模拟中没有得出结果，实际运行时再判断：「长假」（days > limit）']);
    expect(whyOf('wait')).toEqual(['等待后续事件，通常 → 收到缴费', '也可能改走 → 逾期：计时 P7D 到期时（先发生的事件决定）']);
    expect(whyOf('call')).toEqual(['启动子流程「用章申请」（child，版本 2），子流程结束后继续', '子流程第一步「盖章」 → 吴霞']);
    expect(whyOf('call2')).toEqual(['启动子流程 nowhere：该流程尚未部署，须先部署它']);
    expect([...document.querySelectorAll('[data-activity="call"] .ant-tag')].map((n) => n.textContent)).toEqual(['调用子流程']);
  });

  it('in English', async () => {
    await changeLanguage('en');
    show(ROUTE_STEPS);
    expect(whyOf('dept')).toEqual(['Could go instead → 上报: when the timer P3D runs out (this step ends)']);
    expect(whyOf('sign')).toEqual(['The completion condition holds after 2 passes; the remaining approvals (1) are cancelled: passCount = 2, failCount = 0']);
    expect(whyOf('gw')[1]).toBe('The script condition gave no answer in the simulation; it is decided when the process runs: “长假” (days > limit)');
    expect(whyOf('wait')).toEqual(['Waits for the next event, usually → 收到缴费', 'Could go instead → 逾期: when the timer P7D runs out (whichever event comes first)']);
    expect(whyOf('call')).toEqual(['Starts the process "用章申请" (child, version 2) and goes on when it ends', 'Its first step "盖章" → 吴霞']);
  });

  it('words assumed outcomes: a rejection after passes, a return, a rejection the completion condition forestalled', async () => {
    expect(at({ outcome: 'reject', chosen: true, instances: 3, passes: 1, variables: { outcome: '不通过', passCount: 1, failCount: 0 }, ends: true })).toEqual(['假设 1 人通过后下一人不通过：流程到此结束（不通过）']);
    expect(dotOf('sign')).toEqual(['ant-timeline-item-color-red']);
    expect(at({ outcome: 'return', chosen: true, instances: 3, passes: 0, returnTo: { activityId: 'dept', name: '部门审批' }, variables: { outcome: '驳回', passCount: 0, failCount: 0 }, ends: true })).toEqual(['假设驳回：退回到「部门审批」，从那里重新审批']);
    expect(at({ outcome: 'return', chosen: true, instances: 3, passes: 0, returnTo: null, variables: { outcome: '驳回' }, ends: true })).toEqual(['假设驳回：之前没有可退回的步骤，实际驳回会被拒绝']);
    expect(at({ outcome: 'pass', chosen: true, requested: 'reject', instances: 3, passes: 2, completedEarly: true, variables: { outcome: '通过', passCount: 2, failCount: 0 }, ends: false })).toEqual([
      '假设的「不通过」不会发生：2 人通过后完成条件已满足',
      '2 人通过后完成条件已满足，其余 1 人的审批取消：passCount = 2，failCount = 0',
    ]);
    await changeLanguage('en');
    expect(at({ outcome: 'reject', chosen: true, instances: 3, passes: 2, variables: { outcome: '不通过' }, ends: true })).toEqual(['Assumed 2 pass, then the next rejects: the process ends here, not passed']);
  });
});
