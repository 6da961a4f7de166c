/**
 * 校历 (spec §2.3 more-xiaoli): a term at a glance, as Chinese universities print it — one row per
 * teaching week (周次) with its seven days, holidays in red, make-up workdays marked 班, today and the
 * current week highlighted, and the term's holidays listed below. Also shown as the preview of
 * /eduSchoolCalendar/setHolidays.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Empty, Tag, Typography } from 'antd';
import { LoadState } from '../LoadState.tsx';
import { useCampusT } from '../i18n.ts';
import type { SchoolCalendarData } from '../campus-api.ts';
import { todayText, useDayFacts, useSchoolCalendar } from './school-calendar.ts';
import { defaultTerm, TermPicker, type IdTerm } from './TermPicker.tsx';
import { DayInfo } from './DayInfo.tsx';
import { EventTable } from './EventTable.tsx';
import { weekSpan } from '../../../schemas/calendar/week.ts';
import { dayNumber, formatDay, fromDayNumber, parseDay } from '../../../schemas/form/dates.ts';

export default function SchoolCalendarPage() {
  const { t } = useCampusT();
  const loaded = useSchoolCalendar();
  return (
    <div className="fh-campus-page" data-testid="school-calendar">
      <LoadState loaded={loaded} failed={t('cal.loadFailed')}>
        {(data) => <TermView data={data} />}
      </LoadState>
    </div>
  );
}

export function TermView({ data }: { data: SchoolCalendarData }) {
  const { t } = useCampusT();
  const today = todayText();
  // ?term=<id> opens a given term (a link to next term's calendar); otherwise the current one.
  const [params] = useSearchParams();
  const [termId, setTermId] = useState(() => params.get('term') ?? defaultTerm(data.terms, today)?.id);
  const term = data.terms.find((one) => one.id === termId);
  const facts = useDayFacts(data);
  if (!term) return data.terms.length === 0 ? <Alert type="info" showIcon message={t('cal.noTerms')} /> : <Empty />;
  const short = t('cal.weekdayShort', { returnObjects: true }) as string[];
  const last = weekSpan(term, term.weeks)?.to ?? term.startDate;
  const events = data.events.filter((event) => (event.endDate ?? event.startDate) >= (weekSpan(term, 1)?.from ?? term.startDate) && event.startDate <= last);
  return (
    <>
      <div className="fh-campus-toolbar">
        <TermPicker terms={data.terms} value={term.id} onChange={setTermId} />
        <Typography.Text type="secondary">{t('cal.teachingWeeks', { weeks: term.weeks, start: term.startDate })}</Typography.Text>
      </div>
      <DayInfo day={today} facts={facts(today)} />
      <table className="fh-campus-xiaoli" data-testid="school-calendar-grid">
        <thead>
          <tr>
            <th>{t('cal.weekCol')}</th>
            {short.slice(1).map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: term.weeks }, (_, index) => (
            <WeekRow key={index} term={term} week={index + 1} today={today} facts={facts} />
          ))}
        </tbody>
      </table>
      <Typography.Title level={5} className="fh-campus-subtitle">
        {t('cal.events')}
      </Typography.Title>
      <EventTable events={events} terms={data.terms} />
    </>
  );
}

function WeekRow({ term, week, today, facts }: { term: IdTerm; week: number; today: string; facts: ReturnType<typeof useDayFacts> }) {
  const { t } = useCampusT();
  const monday = parseDay(weekSpan(term, week)!.from)!;
  const days = Array.from({ length: 7 }, (_, i) => formatDay(fromDayNumber(dayNumber(monday) + i)));
  const current = days.includes(today);
  return (
    <tr className={current ? 'fh-campus-current-week' : undefined} data-week={week}>
      <th>{week}</th>
      {days.map((day, i) => {
        const fact = facts(day);
        const date = parseDay(day)!;
        const weekend = i >= 5 && !fact.workday;
        const classes = ['fh-campus-day', fact.holiday ? 'is-holiday' : '', fact.workday ? 'is-workday' : '', weekend ? 'is-weekend' : '', day === today ? 'is-today' : ''].filter(Boolean).join(' ');
        return (
          <td key={day} className={classes} title={fact.events.map((e) => e.name).join('，') || undefined} data-day={day}>
            <span className="fh-campus-daynum">{date.d === 1 || (week === 1 && i === 0) ? `${date.m}/${date.d}` : date.d}</span>
            {fact.holiday && <Tag color="red">{t('cal.holidayShort')}</Tag>}
            {fact.workday && <Tag color="orange">{t('cal.workdayShort')}</Tag>}
          </td>
        );
      })}
    </tr>
  );
}
