/** The hall's own navigation: catalogue, my processes, messages, news, manual, my information. */
import { Button, Dropdown } from 'antd';
import { AppstoreOutlined, DownOutlined, EllipsisOutlined, BellOutlined, DesktopOutlined, FolderOpenOutlined, CalendarOutlined, BookOutlined, ContactsOutlined, FormOutlined, IdcardOutlined, NotificationOutlined, ProfileOutlined, RobotOutlined, ScheduleOutlined, TableOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useServiceT } from './i18n.ts';
import { servicePath, type ServicePage } from './pages.ts';

const ENTRIES = [
  { key: 'service', page: 'service', icon: <AppstoreOutlined /> },
  { key: 'myProces', page: 'my-proces', icon: <ProfileOutlined /> },
  { key: 'messages', path: '/service/index/sytMessage', icon: <BellOutlined /> },
  { key: 'news', page: 'more-news', icon: <NotificationOutlined /> },
  { key: 'recourse', page: 'recourse', icon: <CalendarOutlined /> },
  { key: 'taskFill', page: 'taskFill', icon: <FormOutlined /> },
  { key: 'workbench', page: 'more-gongzuotai', icon: <DesktopOutlined /> },
  { key: 'files', page: 'fileresource', icon: <FolderOpenOutlined /> },
  // From here on the entries sit behind 更多, so the row fits a desk screen in either language.
  // The campus pages (src/pages/campus), named by their own texts.
  { key: 'addressBook', path: '/service/index/TableTxlView', label: 'campus:page.addressBook', icon: <ContactsOutlined /> },
  { key: 'schoolCalendar', path: '/service/index/more-xiaoli', label: 'campus:page.schoolCalendar', icon: <ScheduleOutlined /> },
  { key: 'timetable', path: '/service/index/more-kebiao', label: 'campus:page.timetable', icon: <TableOutlined /> },
  { key: 'sytchat', page: 'sytchat', icon: <RobotOutlined /> },
  { key: 'manual', page: 'userManual', icon: <BookOutlined /> },
  { key: 'info', page: 'info', icon: <IdcardOutlined /> },
] as const;

/** Pages reached from an entry count as that entry (a detail belongs to the catalogue). */
const SECTION: Partial<Record<ServicePage, string>> = { detail: 'service', 'proces-news': 'more-news', 'proces-detail': 'my-proces', 'task-detail': 'my-proces', 'task-edit': 'my-proces', procesEdit: 'my-proces', recourseApplyLog: 'recourse' };

/** How many entries stand in the row; the rest are in the 更多 menu. */
const IN_ROW = 8;
type Entry = (typeof ENTRIES)[number];

export function HallNav({ current }: { current: ServicePage | undefined }) {
  const { t } = useServiceT();
  const navigate = useNavigate();
  const section = current ? (SECTION[current] ?? current) : undefined;
  const isActive = (entry: Entry) => 'page' in entry && entry.page === section;
  const labelOf = (entry: Entry) => ('label' in entry ? t(entry.label) : t(`nav.${entry.key}`));
  const open = (entry: Entry) => navigate('page' in entry ? servicePath(entry.page) : entry.path);
  const [row, more] = [ENTRIES.slice(0, IN_ROW), ENTRIES.slice(IN_ROW)];
  const activeMore = more.find(isActive);
  return (
    <nav className="fh-service-nav" aria-label={t('page.service')} data-testid="service-nav">
      {row.map((entry) => {
        const active = isActive(entry);
        return (
          <Button key={entry.key} type={active ? 'primary' : 'text'} ghost={active} icon={entry.icon} onClick={() => open(entry)} data-testid={`service-nav-${entry.key}`}>
            {labelOf(entry)}
          </Button>
        );
      })}
      <Dropdown
        trigger={['click']}
        menu={{
          selectedKeys: activeMore ? [activeMore.key] : [],
          items: more.map((entry) => ({ key: entry.key, icon: entry.icon, label: <span data-testid={`service-nav-${entry.key}`}>{labelOf(entry)}</span> })),
          onClick: ({ key }) => open(more.find((entry) => entry.key === key)!),
        }}
      >
        <Button type={activeMore ? 'primary' : 'text'} ghost={Boolean(activeMore)} icon={activeMore?.icon ?? <EllipsisOutlined />} data-testid="service-nav-more">
          {activeMore ? labelOf(activeMore) : t('nav.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </nav>
  );
}
