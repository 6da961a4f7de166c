import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateView } from '../../../src/widgets/date/view.tsx';
import { TimeView } from '../../../src/widgets/time/view.tsx';
import { TimeRangeView } from '../../../src/widgets/time-range/view.tsx';
import { DateRangeView } from '../../../src/widgets/date-range/view.tsx';
import { formatValue, parseValue, toDayjsFormat, windowDisabled } from '../../../src/widgets/date/format.ts';
import { countDays, parseHolidays, rangeDisabled } from '../../../src/widgets/date-range/days.ts';
import { forgetHolidays } from '../../../src/widgets/date-range/holidays.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';

const callMock = vi.hoisted(() => vi.fn<(path: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../src/runtime/api/client.ts', () => ({ call: callMock }));

beforeAll(() => setupI18n());
beforeEach(() => {
  callMock.mockReset();
  callMock.mockResolvedValue(null);
  forgetHolidays();
});
afterEach(cleanup);

describe('VForm date formats', () => {
  it('turn into dayjs patterns', () => {
    expect(toDayjsFormat('yyyy-MM-dd hh:mm:ss')).toBe('YYYY-MM-DD hh:mm:ss');
    expect(toDayjsFormat('yyyy年MM月dd日')).toBe('YYYY年MM月DD日');
    expect(toDayjsFormat('yyyy-MM-dd HH:mm')).toBe('YYYY-MM-DD HH:mm');
  });

  it('parse and write values in the value format', () => {
    const day = parseValue('2026-03-05', 'yyyy-MM-dd')!;
    expect(day.format('YYYY-MM-DD')).toBe('2026-03-05');
    expect(formatValue(day, 'yyyy/MM/dd')).toBe('2026/03/05');
    expect(formatValue(day, 'timestamp')).toBe(day.valueOf());
    expect(parseValue('', 'yyyy-MM-dd')).toBeNull();
  });

  it('block days outside (out-date) or inside (in-date) the bdate/adate window', () => {
    const today = dayjs('2026-03-10');
    expect(windowDisabled(dayjs('2026-03-08'), today, 2, 3, 'out-date')).toBe(false);
    expect(windowDisabled(dayjs('2026-03-07'), today, 2, 3, 'out-date')).toBe(true);
    expect(windowDisabled(dayjs('2026-03-14'), today, 2, 3, 'out-date')).toBe(true);
    expect(windowDisabled(dayjs('2026-03-13'), today, 2, 3, 'in-date')).toBe(true);
    expect(windowDisabled(dayjs('2026-03-20'), today, 2, 3, 'in-date')).toBe(false);
    expect(windowDisabled(dayjs('2000-01-01'), today, undefined, undefined, 'out-date')).toBe(false);
  });
});

describe('date', () => {
  it('shows the stored value in the display format', () => {
    mount(DateView, widgetOf('date', { label: '日期', format: 'yyyy年MM月dd日', valueFormat: 'yyyy-MM-dd' }), { value: '2026-03-05' });
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2026年03月05日');
  });

  it('reports a pick as a string in the value format, and offers today / yesterday / a week ago', async () => {
    const host = mount(DateView, widgetOf('date', { label: 'd', format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }));
    fireEvent.mouseDown(screen.getByLabelText('d'));
    fireEvent.click(screen.getByLabelText('d'));
    expect(await screen.findByText('昨天')).toBeTruthy();
    expect(screen.getByText('一周前')).toBeTruthy();
    fireEvent.click(screen.getByText('昨天'));
    await waitFor(() => expect(host.changes).toEqual([dayjs().subtract(1, 'day').format('YYYY-MM-DD')]));
  });

  it('offers a time with the default format yyyy-MM-dd hh:mm:ss', () => {
    mount(DateView, widgetOf('date', { label: 'dt' }), { value: '2026-03-05 09:30:00' });
    expect((screen.getByLabelText('dt') as HTMLInputElement).value).toBe('2026-03-05 09:30:00');
  });

  it('is disabled with the field', () => {
    mount(DateView, widgetOf('date', { label: 'off' }), { disabled: true });
    expect((screen.getByLabelText('off') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('time and time-range', () => {
  it('keep HH:mm:ss values', () => {
    mount(TimeView, widgetOf('time', { label: '时间' }), { value: '08:05:09' });
    expect((screen.getByLabelText('时间') as HTMLInputElement).value).toBe('08:05:09');
    mount(TimeRangeView, widgetOf('time-range', { label: 'tr' }), { value: ['08:00:00', '17:30:00'] });
    const boxes = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([...boxes].map((box) => box.value)).toEqual(['08:00:00', '17:30:00']);
  });

  it('are disabled with the field', () => {
    mount(TimeView, widgetOf('time', { label: 't' }), { disabled: true });
    expect((screen.getByLabelText('t') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('date-range day counting', () => {
  const holidays = parseHolidays('["2026-10-01","2026-10-02"]');

  it('counts total and working days inclusively, skipping weekends and holidays', () => {
    // Mon 2026-09-28 … Sun 2026-10-04: 7 days; Sat/Sun and two holidays off.
    expect(countDays(dayjs('2026-09-28'), dayjs('2026-10-04'), holidays)).toEqual({ total: 7, working: 3 });
    expect(countDays(dayjs('2026-09-28'), dayjs('2026-09-28'), holidays)).toEqual({ total: 1, working: 1 });
  });

  it('disables weekends, holidays and past days', () => {
    const today = dayjs('2026-09-28');
    expect(rangeDisabled(dayjs('2026-09-27'), today, holidays)).toBe(true);
    expect(rangeDisabled(dayjs('2026-09-29'), today, holidays)).toBe(false);
    expect(rangeDisabled(dayjs('2026-10-03'), today, holidays)).toBe(true);
    expect(rangeDisabled(dayjs('2026-10-01'), today, holidays)).toBe(true);
  });

  it('reads holidays from JSON or a comma list and drops bad entries', () => {
    expect([...parseHolidays('2026-01-01, 2026-02-17,nonsense')]).toEqual(['2026-01-01', '2026-02-17']);
  });
});

describe('date-range', () => {
  it('shows the stored range and its working and total days, holidays from the school calendar parameter', async () => {
    callMock.mockResolvedValue({ value: '["2026-10-01","2026-10-02"]' });
    mount(DateRangeView, widgetOf('date-range', { label: 'dr', format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }), { value: ['2026-09-28', '2026-10-04'] });
    expect(callMock).toHaveBeenCalledWith('/sytSysParam/get', expect.objectContaining({ body: { idOrNameOrType: 'holidays' } }));
    await waitFor(() => expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 3 天，共 7 天'));
  });

  it('uses its own holidays option without asking the server', () => {
    mount(DateRangeView, widgetOf('date-range', { label: 'dr2', holidays: ['2026-09-29'] }), { value: ['2026-09-28', '2026-09-30'] });
    expect(callMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 2 天，共 3 天');
  });

  it('works without holidays when the parameter is missing', async () => {
    callMock.mockRejectedValue(new Error('no'));
    mount(DateRangeView, widgetOf('date-range', { label: 'dr3' }), { value: ['2026-09-28', '2026-10-04'] });
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 5 天，共 7 天');
  });

  it('is disabled with the field', () => {
    mount(DateRangeView, widgetOf('date-range', { label: 'dr4', holidays: [] }), { disabled: true });
    const boxes = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    expect(boxes).toHaveLength(2);
    expect(boxes.every((box) => box.disabled)).toBe(true);
  });
});
