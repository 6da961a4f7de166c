/**
 * /eduSchoolCalendar/setHolidays (spec §2.4, a route name only): the school calendar's administration —
 * terms and holidays/make-up workdays as the entity runtime's generated screens (eduSchoolTerm,
 * eduSchoolHoliday), and a preview of the term grid every user sees (校历).
 */
import { useState } from 'react';
import { Tabs } from 'antd';
import { lazyPage } from '../../runtime/routes/lazy-page.ts';
import { useCampusT } from './i18n.ts';
import { LoadState } from './LoadState.tsx';
import { useSchoolCalendar } from './calendar/school-calendar.ts';
import { TermView } from './calendar/SchoolCalendarPage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './campus.css';

const EntityPage = lazyPage(() => import('../../runtime/entity/EntityPage.tsx'));

function Preview() {
  const { t } = useCampusT();
  const loaded = useSchoolCalendar();
  return (
    <div className="fh-campus-page">
      <LoadState loaded={loaded} failed={t('cal.loadFailed')}>
        {(data) => <TermView data={data} />}
      </LoadState>
    </div>
  );
}

export default function SetHolidaysPage() {
  const { t } = useCampusT();
  const [tab, setTab] = useState('holidays');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      data-testid="set-holidays"
      items={[
        { key: 'holidays', label: t('setHolidays.holidays'), children: <EntityPage name="eduSchoolHoliday" /> },
        { key: 'terms', label: t('setHolidays.terms'), children: <EntityPage name="eduSchoolTerm" /> },
        { key: 'preview', label: t('setHolidays.preview'), children: <Preview /> },
      ]}
    />
  );
}
