/**
 * 日历 (spec §2.3 calendar): the month view of the school calendar. Each Monday carries its teaching
 * week, holidays are marked 休 and make-up workdays 班 with the event's name; choosing a day says
 * "term, week N, weekday D" — the same reading (src/schemas/calendar/week.ts) as every other page.
 */
import { useState } from 'react';
import { Alert, Calendar, Grid, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LoadState } from '../LoadState.tsx';
import { useCampusT } from '../i18n.ts';
import type { SchoolCalendarData } from '../campus-api.ts';
import { todayText, useDayFacts, useSchoolCalendar } from './school-calendar.ts';
import { DayInfo } from './DayInfo.tsx';

export default function CalendarPage() {
  const { t } = useCampusT();
  const loaded = useSchoolCalendar();
  return (
    <div className="fh-campus-page" data-testid="school-calendar-month">
      <LoadState loaded={loaded} failed={t('cal.loadFailed')}>
        {(data) => <Month data={data} />}
      </LoadState>
    </div>
  );
}

function Month({ data }: { data: SchoolCalendarData }) {
  const { t } = useCampusT();
  const facts = useDayFacts(data);
  const screens = Grid.useBreakpoint();
  const [chosen, setChosen] = useState(todayText());
  const cell = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    const fact = facts(day);
    const monday = date.day() === 1 && fact.week;
    return (
      <div className="fh-campus-cell" data-day={day}>
        {monday && fact.week && <Tag color="blue" className="fh-campus-week-tag">{t('cal.week', { week: fact.week.week })}</Tag>}
        {fact.holiday && <Tag color="red">{screens.md ? (fact.events[0]?.name ?? t('cal.holiday')) : t('cal.holidayShort')}</Tag>}
        {fact.workday && <Tag color="orange">{screens.md ? `${t('cal.workdayShort')} ${fact.events.find((e) => e.kind === 'workday')?.name ?? ''}` : t('cal.workdayShort')}</Tag>}
      </div>
    );
  };
  return (
    <>
      {data.terms.length === 0 && <Alert type="info" showIcon message={t('cal.noTerms')} className="fh-campus-note" />}
      <DayInfo day={chosen} facts={facts(chosen)} />
      <Calendar
        fullscreen={Boolean(screens.md)}
        value={dayjs(chosen)}
        onSelect={(date) => setChosen(date.format('YYYY-MM-DD'))}
        cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
        className="fh-campus-calendar"
      />
      <Typography.Paragraph type="secondary" className="fh-campus-legend">
        {t('cal.legend')}: <Tag color="blue">{t('cal.week', { week: 'N' })}</Tag>
        <Tag color="red">{t('cal.holiday')}</Tag>
        <Tag color="orange">{t('cal.workday')}</Tag>
      </Typography.Paragraph>
    </>
  );
}
