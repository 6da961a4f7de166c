/** One line about a day: "date · term week N weekday D", and its holidays or make-up workdays. */
import { Tag, Typography } from 'antd';
import { useCampusT } from '../i18n.ts';
import type { DayFacts } from './school-calendar.ts';
import { isoWeekday } from '../../../schemas/calendar/week.ts';
import { parseDay } from '../../../schemas/form/dates.ts';

export function DayInfo({ day, facts }: { day: string; facts: DayFacts }) {
  const { t } = useCampusT();
  const weekdays = t('cal.weekday', { returnObjects: true }) as string[];
  const parsed = parseDay(day);
  const weekday = parsed ? isoWeekday(parsed) : 0;
  return (
    <div className="fh-campus-dayinfo" data-testid="school-calendar-day">
      <Typography.Text strong>
        {facts.week
          ? t('cal.dayInfo', { date: day, term: facts.week.term.name, week: facts.week.week, weekday: weekdays[facts.week.weekday] })
          : `${t('cal.dayOutside', { date: day })} · ${weekdays[weekday]}`}
      </Typography.Text>
      {facts.events.map((event) => (
        <Tag key={`${event.name}-${event.startDate}`} color={event.kind === 'workday' ? 'orange' : 'red'}>
          {event.name} · {event.kind === 'workday' ? t('cal.workday') : t('cal.holiday')}
        </Tag>
      ))}
    </div>
  );
}
