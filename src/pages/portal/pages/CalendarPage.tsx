/** The desktop's calendar children (desktop/calendar, desktop/calendarlist): the calendar widget on a page of its own. */
import { WidgetCard } from '../widgets/WidgetCard.tsx';

export default function CalendarPage() {
  return <WidgetCard kind="calendar" height={420} />;
}
