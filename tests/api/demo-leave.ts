/** A valid start form of the seeded leave request (请假申请), for tests that start it. */

/**
 * A weekday one to two weeks ahead: the range picker (and the server) refuse past days and weekends.
 * `plus` days after that week's Monday (0–4 stay on working days).
 */
export function comingWeekday(plus: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((8 - day.getUTCDay()) % 7) + plus);
  return day.toISOString().slice(0, 10);
}

/** Monday to Tuesday: two working days (the short branch); Monday to Friday: five (the office too). */
export const TWO_DAYS: [string, string] = [comingWeekday(0), comingWeekday(1)];
export const FIVE_DAYS: [string, string] = [comingWeekday(0), comingWeekday(4)];

export const leaveForm = (period: [string, string] = TWO_DAYS, extra: Record<string, unknown> = {}) => ({
  applicant: '马小明',
  leaveType: 1,
  period,
  reason: '回家探亲',
  ...extra,
});
