/**
 * 校历事件 (spec §2.3 calendarlist): the list view of the calendar — every term with its teaching
 * weeks, and every holiday and make-up workday with the week it falls in.
 */
import { List, Typography } from 'antd';
import { LoadState } from '../LoadState.tsx';
import { useCampusT } from '../i18n.ts';
import { todayText, useDayFacts, useSchoolCalendar } from './school-calendar.ts';
import { DayInfo } from './DayInfo.tsx';
import { EventTable } from './EventTable.tsx';
import type { SchoolCalendarData } from '../campus-api.ts';
import { weekSpan } from '../../../schemas/calendar/week.ts';

export default function CalendarListPage() {
  const { t } = useCampusT();
  const loaded = useSchoolCalendar();
  return (
    <div className="fh-campus-page" data-testid="school-calendar-list">
      <LoadState loaded={loaded} failed={t('cal.loadFailed')}>
        {(data) => <Lists data={data} />}
      </LoadState>
    </div>
  );
}

function Lists({ data }: { data: SchoolCalendarData }) {
  const { t } = useCampusT();
  const facts = useDayFacts(data);
  const today = todayText();
  return (
    <>
      <DayInfo day={today} facts={facts(today)} />
      <Typography.Title level={5} className="fh-campus-subtitle">
        {t('cal.term')}
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={[...data.terms].sort((a, b) => b.startDate.localeCompare(a.startDate))}
        locale={{ emptyText: t('cal.noTerms') }}
        renderItem={(term) => (
          <List.Item key={term.id}>
            <Typography.Text strong>{term.name}</Typography.Text>
            <Typography.Text type="secondary">
              {t('cal.teachingWeeks', { weeks: term.weeks, start: term.startDate })} · {weekSpan(term, 1)?.from} ~ {weekSpan(term, term.weeks)?.to}
            </Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Title level={5} className="fh-campus-subtitle">
        {t('cal.events')}
      </Typography.Title>
      <EventTable events={data.events} terms={data.terms} />
    </>
  );
}
