/**
 * /service (default /service/index/service): the service hall. Its pages are tabs of the second tab list
 * (meta isTab2), under the portal's header and the hall's own navigation. The process pages are the
 * approval workspace's own (start, detail, approve, resubmit), shown inside the hall rather than rebuilt;
 * a sub-page the spec names without a screen yet says "coming soon".
 */
import { Suspense, type ReactNode } from 'react';
import { Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { PortalHeader } from '../portal/PortalHeader.tsx';
import { TabsBar } from '../../runtime/shell/TabsBar.tsx';
import { lazyPage } from '../../runtime/routes/lazy-page.ts';
import { FullPageSpin } from '../../runtime/routes/FullPageSpin.tsx';
import ComingSoon from '../slots/ComingSoon.tsx';
import { SERVICE_BASE, type ServicePage } from './pages.ts';
import { HallNav } from './HallNav.tsx';
import { campusPageOf } from '../campus/pages.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './service.css';

const Catalogue = lazyPage(() => import('./hall/ServiceCatalogue.tsx'));
const Detail = lazyPage(() => import('./hall/ServiceDetail.tsx'));
const MyProcesses = lazyPage(() => import('./hall/MyProcesses.tsx'));
const UserManual = lazyPage(() => import('../chat/UserManualPage.tsx'));
const ChatPage = lazyPage(() => import('../chat/ChatPage.tsx'));
const NewsList = lazyPage(() => import('./hall/ServiceNews.tsx').then((m) => ({ default: m.NewsList })));
const NewsDetail = lazyPage(() => import('./hall/ServiceNews.tsx').then((m) => ({ default: m.NewsDetail })));
const CreatePage = lazyPage(() => import('../bpm/CreatePage.tsx'));
const CreateListPage = lazyPage(() => import('../bpm/CreateListPage.tsx'));
const DetailPage = lazyPage(() => import('../bpm/DetailPage.tsx'));
const ApprovePage = lazyPage(() => import('../bpm/ApprovePage.tsx'));
const EditPage = lazyPage(() => import('../bpm/EditPage.tsx'));
const InfoPage = lazyPage(() => import('../info/InfoPage.tsx'));
const IframePage = lazyPage(() => import('../iframe/IframePage.tsx'));
const CampusPage = lazyPage(() => import('../campus/CampusHallPage.tsx'));
const ResourceList = lazyPage(() => import('../reservation/ResourceListPage.tsx'));
const MyReservations = lazyPage(() => import('../reservation/MyApplicationsPage.tsx'));
const TaskFillHall = lazyPage(() => import('../task-fill/TaskFillHall.tsx'));
const FileResources = lazyPage(() => import('../files/FileResourcePage.tsx'));
const Workbench = lazyPage(() => import('../workbench/WorkbenchPage.tsx'));

const PAGES: Record<ServicePage, () => ReactNode> = {
  service: () => <Catalogue />,
  detail: () => <Detail />,
  create: () => <CreatePage />,
  subcreate: () => <CreatePage />,
  proces: () => <CreateListPage />,
  'my-proces': () => <MyProcesses />,
  'proces-detail': () => <DetailPage />,
  'task-detail': () => <ApprovePage />,
  'task-edit': () => <EditPage />,
  procesEdit: () => <EditPage />,
  'proces-news': () => <NewsDetail />,
  'more-news': () => <NewsList />,
  info: () => <InfoPage />,
  'more-url': () => <IframePage />,
  userManual: () => <UserManual />,
  recourse: () => <ResourceList applyLogPath={`${SERVICE_BASE}/recourseApplyLog`} />,
  recourseApplyLog: () => <MyReservations />,
  taskFill: () => <TaskFillHall />,
  sytchat: () => <ChatPage />,
  fileresource: () => <FileResources />,
  'more-gongzuotai': () => <Workbench />,
};

/** The sub-page a path names (/service/index/<page>), undefined for one without a screen. */
export function pageOf(pathname: string): ServicePage | undefined {
  const rest = pathname.startsWith(`${SERVICE_BASE}/`) ? pathname.slice(SERVICE_BASE.length + 1) : '';
  return Object.hasOwn(PAGES, rest) ? (rest as ServicePage) : undefined;
}

export default function ServiceHallSlot() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  // The address book, the calendars and the timetable are src/pages/campus's.
  const campus = page ? undefined : campusPageOf(pathname);
  return (
    <Layout className="fh-service-hall">
      <PortalHeader />
      <HallNav current={page} />
      <div className="fh-service-tabs">
        <TabsBar list="second" />
      </div>
      <Layout.Content className="fh-service-content">
        <Suspense fallback={<FullPageSpin height="50vh" />}>{page ? PAGES[page]() : campus ? <CampusPage page={campus} /> : <ComingSoon kind="page" />}</Suspense>
      </Layout.Content>
    </Layout>
  );
}
