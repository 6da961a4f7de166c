/** The reservation entities' rules beyond the schema: a time slot and opening hours end after they start. */
import type { EntityHooks, Row } from '../../entity/hooks.ts';
import { AppError } from '../../http/errors.ts';
import { minutesOf } from './occurrences.ts';

function endsAfterStart(values: Row, before: Row | undefined, start: string, end: string): void {
  const from = (values[start] ?? before?.[start]) as string | undefined;
  const to = (values[end] ?? before?.[end]) as string | undefined;
  if (from && to && minutesOf(to) <= minutesOf(from)) {
    const message = { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' };
    throw new AppError('validation', { message, errors: [{ path: `/${end}`, message }] });
  }
}

export const resourceEntityHooks: EntityHooks = {
  async beforeSave(values, { before }) {
    endsAfterStart(values, before, 'openTime', 'closeTime');
  },
};

export const resourceSlotHooks: EntityHooks = {
  async beforeSave(values, { before }) {
    endsAfterStart(values, before, 'startTime', 'endTime');
  },
};
