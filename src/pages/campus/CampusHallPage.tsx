/** The campus pages the service hall shows (pages.ts names them); each is its own chunk. */
import { lazyPage } from '../../runtime/routes/lazy-page.ts';
import type { CampusHallPage as Page } from './pages.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './campus.css';

const AddressBook = lazyPage(() => import('./address-book/AddressBookPage.tsx'));
const MonthCalendar = lazyPage(() => import('./calendar/CalendarPage.tsx'));
const CalendarList = lazyPage(() => import('./calendar/CalendarListPage.tsx'));
const SchoolCalendar = lazyPage(() => import('./calendar/SchoolCalendarPage.tsx'));
const Timetable = lazyPage(() => import('./calendar/TimetablePage.tsx'));

export default function CampusHallPage({ page }: { page: Page }) {
  switch (page) {
    case 'TableTxlView':
      return <AddressBook mode="person" />;
    case 'TableTxlView/bumen':
      return <AddressBook mode="department" />;
    case 'calendar':
      return <MonthCalendar />;
    case 'calendarlist':
      return <CalendarList />;
    case 'more-xiaoli':
      return <SchoolCalendar />;
    case 'more-kebiao':
      return <Timetable />;
  }
}
