/**
 * The desktop's calendar children (spec §2.2 desktop/calendar, desktop/calendarlist): the service hall's
 * school calendar pages themselves (src/pages/campus/calendar, through the hall's slot so their texts and
 * styles come along), not a copy: the month view with teaching weeks, holidays and make-up days, and its
 * list of terms and events.
 */
import CampusHallPage from '../../campus/CampusHallPage.tsx';

export default function CalendarPage() {
  return <CampusHallPage page="calendar" />;
}

export function CalendarListPage() {
  return <CampusHallPage page="calendarlist" />;
}
