/**
 * The campus pages inside the service hall (spec §2.3: TableTxlView, TableTxlView/bumen, calendar,
 * calendarlist, more-xiaoli, more-kebiao), by their path under /service/index/ and the text naming
 * their tab. The route table gives each its own route; the hall's slot renders them (CampusHallPage).
 */
import { CAMPUS_NS } from './i18n.ts';

export const CAMPUS_HALL_PAGES = [
  ['TableTxlView', 'addressBook'],
  ['TableTxlView/bumen', 'addressBookDept'],
  ['calendar', 'calendar'],
  ['calendarlist', 'calendarList'],
  ['more-xiaoli', 'schoolCalendar'],
  ['more-kebiao', 'timetable'],
] as const;

export type CampusHallPage = (typeof CAMPUS_HALL_PAGES)[number][0];

const HALL_BASE = '/service/index/';

/** The campus page a hall path names, or undefined. */
export function campusPageOf(pathname: string): CampusHallPage | undefined {
  const rest = pathname.startsWith(HALL_BASE) ? pathname.slice(HALL_BASE.length).replace(/\/$/, '') : '';
  return CAMPUS_HALL_PAGES.find(([page]) => page === rest)?.[0];
}

export const campusLabelKey = (key: string) => `${CAMPUS_NS}:page.${key}`;
