/**
 * The pure approval model's policies: the empty-approver choices (refuse, users, pass, reject, admin) and
 * the task timeout (超时处理) as extendData stores them, read with defaults and problems; the duration
 * check agrees with the engine's timer arithmetic on what is a duration.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTEND_DATA,
  durationSeconds,
  emptyPolicyCovers,
  EMPTY_APPROVE_POLICIES,
  MAX_TIMEOUT_REMINDERS,
  readApproverSettings,
  readExtendData,
  readTaskTimeout,
  timeoutData,
} from '../../src/schemas/bpmn/index.ts';
import { addDuration, TimerError } from '../../src/server/bpm/engine/timers.ts';

const extend = (item: Record<string, unknown>) => JSON.stringify([item]);
const task = (item: Record<string, unknown>, attrs: Record<string, string> = {}) => ({ $type: 'bpmn:UserTask', dataType: 'USERS', assignee: '${leader}', extendData: extend(item), ...attrs });

describe('the empty-approver policy', () => {
  it('offers refuse, users, pass, reject and admin; refuse stays the default', () => {
    expect(EMPTY_APPROVE_POLICIES).toEqual(['refuse', 'users', 'pass', 'reject', 'admin']);
    expect(DEFAULT_EXTEND_DATA.emptyapprove).toBe('refuse');
    for (const policy of ['pass', 'reject', 'admin']) expect(readExtendData(extend({ emptyapprove: policy }))).toEqual({ value: { ...DEFAULT_EXTEND_DATA, emptyapprove: policy }, problems: [] });
    expect(readExtendData(extend({ emptyapprove: 'nobody' })).problems).toEqual(['extendData.emptyapprove: expected refuse, users, pass, reject, admin, got "nobody"']);
  });

  it('reports the users policy that names nobody', () => {
    expect(readExtendData(extend({ emptyapprove: 'users' })).problems).toEqual(['extendData.emptyusers: the users policy names nobody']);
    expect(readExtendData(extend({ emptyapprove: 'users', emptyusers: [{ id: 'admin', humanname: '管理员' }] })).problems).toEqual([]);
  });

  it('hands the resolver the policy beside the rule, and says whether the node is covered', () => {
    expect(readApproverSettings(task({ emptyapprove: 'pass' })).emptyPolicy).toBe('pass');
    expect(readApproverSettings(task({ emptyapprove: 'reject' })).emptyPolicy).toBe('reject');
    expect(readApproverSettings(task({ emptyapprove: 'admin' })).emptyPolicy).toBe('admin');
    const refuse = readApproverSettings(task({ emptyapprove: 'refuse' }));
    expect(refuse.emptyPolicy).toBeUndefined();
    expect(emptyPolicyCovers(refuse)).toBe(false);
    expect(emptyPolicyCovers(readApproverSettings(task({ emptyapprove: 'users' })))).toBe(false);
    expect(emptyPolicyCovers(readApproverSettings(task({ emptyapprove: 'users', emptyusers: [{ id: 'admin' }] })))).toBe(true);
    for (const policy of ['pass', 'reject', 'admin']) expect(emptyPolicyCovers(readApproverSettings(task({ emptyapprove: policy })))).toBe(true);
  });
});

describe('the task timeout', () => {
  it('is absent by default and read from extendData when set', () => {
    expect(readExtendData(extend({})).value.timeout).toBeUndefined();
    expect(readExtendData(extend({ timeout: { after: 'PT4H', action: 'pass' } })).value.timeout).toEqual({ after: 'PT4H', action: 'pass' });
    expect(readExtendData(extend({ timeout: { after: 'p2d', action: 'remind', every: 'pt1h', times: 3 } })).value.timeout).toEqual({ after: 'P2D', action: 'remind', every: 'PT1H', times: 3 });
    expect(readExtendData(extend({ timeout: { after: 'P1D', action: 'reject' } })).value.timeout).toEqual({ after: 'P1D', action: 'reject' });
  });

  it('drops an unreadable limit or action and says what was wrong', () => {
    expect(readTaskTimeout({ after: 'soon', action: 'pass' })).toEqual({ value: undefined, problems: [{ field: 'after', got: 'soon' }] });
    expect(readTaskTimeout({ after: 'PT0S', action: 'pass' })).toEqual({ value: undefined, problems: [{ field: 'after', got: 'PT0S' }] });
    expect(readTaskTimeout({ after: '4', action: 'pass' }).problems).toEqual([{ field: 'after', got: '4' }]);
    expect(readTaskTimeout({ after: 'PT4H', action: 'escalate' })).toEqual({ value: undefined, problems: [{ field: 'action', got: 'escalate' }] });
    expect(readTaskTimeout('PT4H')).toEqual({ value: undefined, problems: [{ field: 'timeout', got: 'PT4H' }] });
    // The extendData reader leaves it out without a problem of its own (the lint's timeout rule names it once).
    expect(readExtendData(extend({ timeout: { after: 'soon', action: 'pass' } }))).toEqual({ value: { ...DEFAULT_EXTEND_DATA, emptyusers: [] }, problems: [] });
  });

  it('bounds the reminders: an interval of a minute at least, 1 to the maximum in all, one without an interval', () => {
    expect(readTaskTimeout({ after: 'PT1H', action: 'remind', every: 'PT30S', times: 3 })).toEqual({ value: { after: 'PT1H', action: 'remind', times: 1 }, problems: [{ field: 'every', got: 'PT30S' }] });
    expect(readTaskTimeout({ after: 'PT1H', action: 'remind', every: 'PT1H', times: 99 })).toEqual({ value: { after: 'PT1H', action: 'remind', every: 'PT1H', times: MAX_TIMEOUT_REMINDERS }, problems: [{ field: 'times', got: 99 }] });
    expect(readTaskTimeout({ after: 'PT1H', action: 'remind', every: 'PT1H', times: 0 }).value?.times).toBe(1);
    expect(readTaskTimeout({ after: 'PT1H', action: 'remind', times: 5 }).value).toEqual({ after: 'PT1H', action: 'remind', times: 1 });
    expect(readTaskTimeout({ after: 'PT1H', action: 'pass', every: 'PT1H', times: 5 }).value).toEqual({ after: 'PT1H', action: 'pass' });
  });

  it('stores only what its action uses', () => {
    expect(timeoutData({ after: 'PT1H', action: 'pass', every: 'PT1H', times: 3 })).toEqual({ after: 'PT1H', action: 'pass' });
    expect(timeoutData({ after: 'PT1H', action: 'remind', every: 'PT2H', times: 3 })).toEqual({ after: 'PT1H', action: 'remind', every: 'PT2H', times: 3 });
    expect(timeoutData({ after: 'PT1H', action: 'remind', times: 3 })).toEqual({ after: 'PT1H', action: 'remind', times: 1 });
  });

  it('reads durations as the engine does', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    for (const good of ['PT4H', 'P2D', 'P1W', 'P1DT12H', 'PT90M', 'PT1.5H', 'P1M', 'P1Y', 'pt10s']) {
      expect([good, durationSeconds(good) !== null]).toEqual([good, true]);
      expect(() => addDuration(now, good)).not.toThrow();
    }
    for (const bad of ['P', 'PT', 'P1DT', '4H', 'PXD', '2 days', '', 'P-1D']) {
      expect([bad, durationSeconds(bad)]).toEqual([bad, null]);
      expect(() => addDuration(now, bad)).toThrow(TimerError);
    }
    expect(durationSeconds('P1DT2H3M4S')).toBe(86_400 + 7200 + 180 + 4);
  });
});
