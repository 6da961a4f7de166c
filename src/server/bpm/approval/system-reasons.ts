/**
 * Steps the platform decided without anyone acting — the empty-approver policy's pass and reject, the
 * timeout policy's pass and reject — and the sentence the history shows for each. The task keeps the
 * Chinese sentence as its reason (what exports and messages read) and the code in `extra.systemReason`,
 * the stable marker the reads answer in the caller's language.
 */
import type { Lang } from '../../../schemas/envelope.ts';
import { isSkipped, skippedReason } from './self-approval.ts';

export const SYSTEM_REASONS = {
  emptyPass: { zh: '审批人为空，系统自动通过', en: 'no approver was found: passed automatically' },
  emptyReject: { zh: '审批人为空，系统自动驳回，流程不通过', en: 'no approver was found: rejected automatically, the process is not passed' },
  timeoutPass: { zh: '审批超时，系统自动通过', en: 'the time limit passed: passed automatically' },
  timeoutReject: { zh: '审批超时，系统自动驳回，流程不通过', en: 'the time limit passed: rejected automatically, the process is not passed' },
} as const;

export type SystemReason = keyof typeof SYSTEM_REASONS;

const isSystemReason = (code: unknown): code is SystemReason => typeof code === 'string' && Object.hasOwn(SYSTEM_REASONS, code);

/** The code of a task the platform decided, or null. */
export const systemReasonOf = (extra: unknown): SystemReason | null => {
  const code = (extra as { systemReason?: unknown } | null)?.systemReason;
  return isSystemReason(code) ? code : null;
};

/** The sentence of a code in a language (null for a code that is not one). */
export const systemReasonText = (code: unknown, lang: Lang): string | null => (isSystemReason(code) ? SYSTEM_REASONS[code][lang === 'en' ? 'en' : 'zh'] : null);

/**
 * Whether a passed task was passed by no one (the approver-is-initiator skip, an empty-approver or
 * timeout pass): nobody may withdraw it, and it is no step to return to.
 */
export const passedByNobody = (extra: unknown): boolean => {
  const code = systemReasonOf(extra);
  return isSkipped(extra) || code === 'emptyPass' || code === 'timeoutPass';
};

/**
 * A task's reason as answered to a caller: a step the platform decided (a system reason, the
 * approver-is-initiator skip) has its sentence in their language (the stored reason is Chinese), others
 * as stored.
 */
export const reasonFor = (task: { reason: string | null; extra: unknown }, lang: Lang): string | null =>
  systemReasonText(systemReasonOf(task.extra), lang) ?? (isSkipped(task.extra) ? skippedReason(lang) : task.reason);
