/** The school calendar as the pages read it: the answer of /eduSchoolCalendar/calendar and what is derived from it. */
import { useMemo } from 'react';
import { campusApi, useLoad, type SchoolCalendarData } from '../campus-api.ts';
import { formatDay, todayOf } from '../../../schemas/form/dates.ts';
import { eventsOn, isSchoolHoliday, schoolWeek, type CalendarEvent, type SchoolWeek } from '../../../schemas/calendar/week.ts';

export function useSchoolCalendar() {
  return useLoad(campusApi.calendar);
}

export const todayText = () => formatDay(todayOf());

/** What one day is on the calendar: its teaching week, events, and whether it is off or a make-up workday. */
export interface DayFacts {
  week: SchoolWeek | undefined;
  events: CalendarEvent[];
  holiday: boolean;
  workday: boolean;
}

export function useDayFacts(data: SchoolCalendarData) {
  return useMemo(() => {
    const holidays = new Set(data.holidays);
    const workdays = new Set(data.workdays);
    const work = { holidays: data.holidays, workdays: data.workdays };
    return (day: string): DayFacts => ({
      week: schoolWeek(day, data.terms),
      events: eventsOn(day, data.events),
      holiday: holidays.has(day) && isSchoolHoliday(day, work),
      workday: workdays.has(day),
    });
  }, [data]);
}
