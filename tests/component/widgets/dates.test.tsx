import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateView } from '../../../src/widgets/date/view.tsx';
import { TimeView } from '../../../src/widgets/time/view.tsx';
import { TimeRangeView } from '../../../src/widgets/time-range/view.tsx';
import { DateRangeView } from '../../../src/widgets/date-range/view.tsx';
import { formatValue, parseValue, toDayjsFormat } from '../../../src/widgets/date/format.ts';
import { WorkCalendarContext, forgetHolidays, parseHolidays } from '../../../src/widgets/date-range/holidays.ts';
import { render } from '@testing-library/react';
import { stubForm } from './support.tsx';
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

/** The picker's cell of a day. */
const cell = (day: dayjs.Dayjs) => document.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);

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

  it('offers no shortcuts when they are off', async () => {
    mount(DateView, widgetOf('date', { label: 'noshort', shortcuts: false, format: 'yyyy-MM-dd hh:mm:ss' }));
    fireEvent.mouseDown(screen.getByLabelText('noshort'));
    fireEvent.click(screen.getByLabelText('noshort'));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown td[title]')).not.toBeNull());
    expect(screen.queryByText('昨天')).toBeNull();
  });

  it('offers a time with the default format yyyy-MM-dd hh:mm:ss', () => {
    mount(DateView, widgetOf('date', { label: 'dt' }), { value: '2026-03-05 09:30:00' });
    expect((screen.getByLabelText('dt') as HTMLInputElement).value).toBe('2026-03-05 09:30:00');
  });

  it('disables the days outside the bdate/adate window (out-date)', () => {
    mount(DateView, widgetOf('date', { label: 'win', format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd', bdate: 0, adate: 0, disabledDateType: 'out-date' }), { value: dayjs().format('YYYY-MM-DD') });
    fireEvent.mouseDown(screen.getByLabelText('win'));
    fireEvent.click(screen.getByLabelText('win'));
    expect(cell(dayjs())?.className).not.toContain('disabled');
    const other = dayjs().date() === 1 ? dayjs().add(1, 'day') : dayjs().subtract(1, 'day');
    expect(cell(other)?.className).toContain('ant-picker-cell-disabled');
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

describe('holiday lists', () => {
  it('reads JSON or a comma list and drops bad entries', () => {
    expect(parseHolidays('2026-01-01, 2026-02-17,nonsense')).toEqual(['2026-01-01', '2026-02-17']);
    expect(parseHolidays('["2026-10-01","2026-10-02"]')).toEqual(['2026-10-01', '2026-10-02']);
  });
});

describe('date-range', () => {
  it('shows the stored range and its working and total days, holidays from the school calendar', async () => {
    callMock.mockResolvedValue({ holidays: ['2026-10-01', '2026-10-02'], workdays: [] });
    mount(DateRangeView, widgetOf('date-range', { label: 'dr', format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }), { value: ['2026-09-28', '2026-10-04'] });
    expect(callMock).toHaveBeenCalledWith('/eduSchoolCalendar/calendar', expect.objectContaining({ body: {} }));
    await waitFor(() => expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 3 天，共 7 天'));
  });

  it('uses its own holidays option without asking the server', () => {
    mount(DateRangeView, widgetOf('date-range', { label: 'dr2', holidays: ['2026-09-29'] }), { value: ['2026-09-28', '2026-09-30'] });
    expect(callMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 2 天，共 3 天');
  });

  it('takes the calendar of the host page (holidays and make-up workdays) without asking the server', () => {
    // Sat 2026-10-10 is a make-up workday, Mon 2026-10-05 a holiday.
    const widget = widgetOf('date-range', { label: 'dr5' });
    render(
      <WorkCalendarContext.Provider value={{ holidays: ['2026-10-05'], workdays: ['2026-10-10'] }}>
        <DateRangeView widget={widget} value={['2026-10-05', '2026-10-11']} onChange={() => undefined} disabled={false} readOnly={false} size="middle" layoutType="PC" form={stubForm()} />
      </WorkCalendarContext.Provider>,
    );
    expect(callMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('date-range-days').textContent).toBe('工作日 5 天，共 7 天');
  });

  it('works without holidays when the calendar cannot be read', async () => {
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
