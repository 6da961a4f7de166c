/**
 * 我的课表 (spec §2.3 more-kebiao): the signed-in person's weekly timetable from the entries an
 * administrator imported (eduTimetable, xlsx through the entity runtime). Opens on the current term and
 * teaching week; an entry shows in the weeks its 周次 names (parseWeeks). A grid of periods × weekdays
 * on a desk, a list by day on a phone.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Empty, Grid, Select, Typography } from 'antd';
import { LoadState } from '../LoadState.tsx';
import { useCampusT } from '../i18n.ts';
import { campusApi, useLoad, type SchoolCalendarData, type Timetable, type TimetableEntry } from '../campus-api.ts';
import { TermPicker } from './TermPicker.tsx';
import { todayText, useDayFacts, useSchoolCalendar } from './school-calendar.ts';
import { parseWeeks, weekInTerm, weekSpan } from '../../../schemas/calendar/week.ts';
import { dayNumber, formatDay, fromDayNumber, parseDay } from '../../../schemas/form/dates.ts';

const PERIODS = 12;
const NO_CALENDAR: SchoolCalendarData = { terms: [], events: [], holidays: [], workdays: [] };

export default function TimetablePage() {
  const { t } = useCampusT();
  // ?term=<id>&week=N open a given term and week (links, and the e2e test); otherwise today's.
  const [params] = useSearchParams();
  const [termId, setTermId] = useState<string | undefined>(params.get('term') ?? undefined);
  const loaded = useLoad(() => campusApi.timetable(termId), termId ?? '');
  // Holidays cancel the day's classes; the page says so on the day.
  const calendar = useSchoolCalendar();
  const school = calendar.state === 'ready' ? calendar.data : NO_CALENDAR;
  return (
    <div className="fh-campus-page" data-testid="timetable">
      <LoadState loaded={loaded} failed={t('kebiao.loadFailed')}>
        {(data) => <Week key={data.term?.id ?? ''} data={data} school={school} onTerm={setTermId} initialWeek={Number(params.get('week')) || undefined} />}
      </LoadState>
    </div>
  );
}

function Week({ data, school, onTerm, initialWeek }: { data: Timetable; school: SchoolCalendarData; onTerm: (id: string) => void; initialWeek: number | undefined }) {
  const { t } = useCampusT();
  const facts = useDayFacts(school);
  const screens = Grid.useBreakpoint();
  const term = data.term;
  const today = todayText();
  const [week, setWeek] = useState(() => (term ? Math.min(initialWeek ?? weekInTerm(today, term)?.week ?? 1, term.weeks) : 1));
  if (!term) return <Empty description={t('cal.noTerms')} />;
  const monday = parseDay(weekSpan(term, week)?.from ?? term.startDate)!;
  const dates = Array.from({ length: 7 }, (_, i) => formatDay(fromDayNumber(dayNumber(monday) + i)));
  const off = dates.map((date) => {
    const fact = facts(date);
    return fact.holiday ? (fact.events.find((event) => event.kind === 'holiday')?.name ?? t('cal.holiday')) : undefined;
  });
  const entries = data.entries.filter((entry) => parseWeeks(entry.weeks, term.weeks).includes(week) && !off[entry.weekday - 1]);
  const weekdays = t('cal.weekday', { returnObjects: true }) as string[];
  const short = t('cal.weekdayShort', { returnObjects: true }) as string[];
  return (
    <>
      <div className="fh-campus-toolbar">
        <TermPicker terms={data.terms} value={term.id} onChange={onTerm} />
        <Select
          value={week}
          onChange={setWeek}
          options={Array.from({ length: term.weeks }, (_, i) => ({ value: i + 1, label: t('cal.week', { week: i + 1 }) + (weekInTerm(today, term)?.week === i + 1 ? ` (${t('cal.thisWeek')})` : '') }))}
          className="fh-campus-week-select"
          data-testid="timetable-week"
        />
        <Typography.Text type="secondary">
          {dates[0]} ~ {dates[6]}
        </Typography.Text>
      </div>
      {data.entries.length === 0 ? (
        <Empty description={t('kebiao.noEntries')} />
      ) : screens.md ? (
        <div className="fh-campus-kebiao" data-testid="timetable-grid">
          <div className="fh-campus-kebiao-corner" />
          {dates.map((date, i) => (
            <div key={date} className={`fh-campus-kebiao-head${date === today ? ' is-today' : ''}`} style={{ gridColumn: i + 2, gridRow: 1 }}>
              {short[i + 1]} <span>{date.slice(5)}</span>
            </div>
          ))}
          {off.map(
            (name, i) =>
              name && (
                <div key={`off-${dates[i]}`} className="fh-campus-kebiao-off" style={{ gridColumn: i + 2, gridRow: `2 / ${PERIODS + 2}` }} data-testid="timetable-day-off">
                  {t('kebiao.dayOff', { name })}
                </div>
              ),
          )}
          {Array.from({ length: PERIODS }, (_, p) => (
            <div key={p} className="fh-campus-kebiao-period" style={{ gridColumn: 1, gridRow: p + 2 }}>
              {p + 1}
            </div>
          ))}
          {entries.map((entry) => (
            <div
              key={entry.id}
              className="fh-campus-kebiao-entry"
              style={{ gridColumn: entry.weekday + 1, gridRow: `${Math.min(entry.startSection, PERIODS) + 1} / ${Math.min(Math.max(entry.endSection, entry.startSection), PERIODS) + 2}` }}
              data-testid="timetable-entry"
            >
              <EntryText entry={entry} />
            </div>
          ))}
        </div>
      ) : (
        <div data-testid="timetable-list">
          {dates.map((date, i) => {
            const day = entries.filter((entry) => entry.weekday === i + 1).sort((a, b) => a.startSection - b.startSection);
            if (off[i]) {
              return (
                <Card key={date} size="small" title={`${weekdays[i + 1]} ${date.slice(5)}`} className="fh-campus-kebiao-day">
                  <div className="fh-campus-kebiao-off is-row" data-testid="timetable-day-off">
                    {t('kebiao.dayOff', { name: off[i] })}
                  </div>
                </Card>
              );
            }
            if (day.length === 0) return null;
            return (
              <Card key={date} size="small" title={`${weekdays[i + 1]} ${date.slice(5)}`} className="fh-campus-kebiao-day">
                {day.map((entry) => (
                  <div key={entry.id} className="fh-campus-kebiao-entry is-row" data-testid="timetable-entry">
                    <EntryText entry={entry} />
                  </div>
                ))}
              </Card>
            );
          })}
          {entries.length === 0 && <Empty description={t('kebiao.empty')} />}
        </div>
      )}
    </>
  );
}

function EntryText({ entry }: { entry: TimetableEntry }) {
  const { t } = useCampusT();
  return (
    <>
      <strong>{entry.course}</strong>
      <span>{t('kebiao.sections', { from: entry.startSection, to: entry.endSection })}</span>
      {entry.place && <span>{entry.place}</span>}
      {entry.teacher && <span>{entry.teacher}</span>}
    </>
  );
}
