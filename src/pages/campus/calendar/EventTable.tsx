/** Holidays and make-up workdays with their dates and the teaching week they fall in. */
import { Table, Tag } from 'antd';
import type { CalendarEvent, Term } from '../../../schemas/calendar/week.ts';
import { schoolWeek } from '../../../schemas/calendar/week.ts';
import { useCampusT } from '../i18n.ts';

export function EventTable({ events, terms }: { events: readonly CalendarEvent[]; terms: readonly Term[] }) {
  const { t } = useCampusT();
  const weekdays = t('cal.weekday', { returnObjects: true }) as string[];
  return (
    <Table
      size="small"
      rowKey={(event) => `${event.name}-${event.startDate}-${event.kind}`}
      dataSource={[...events]}
      pagination={false}
      locale={{ emptyText: t('cal.noEvents') }}
      data-testid="school-calendar-events"
      columns={[
        { key: 'name', title: t('cal.name'), dataIndex: 'name' },
        {
          key: 'kind',
          title: t('cal.kind'),
          render: (_, event) => <Tag color={event.kind === 'workday' ? 'orange' : 'red'}>{event.kind === 'workday' ? t('cal.workday') : t('cal.holiday')}</Tag>,
        },
        { key: 'dates', title: t('cal.dates'), render: (_, event) => (event.endDate && event.endDate !== event.startDate ? `${event.startDate} ~ ${event.endDate}` : event.startDate) },
        {
          key: 'week',
          title: t('cal.atWeek'),
          render: (_, event) => {
            const found = schoolWeek(event.startDate, terms);
            return found ? `${t('cal.week', { week: found.week })} ${weekdays[found.weekday]}` : '—';
          },
        },
      ]}
    />
  );
}
