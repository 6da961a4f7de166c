/**
 * The routes of spec §2.1–§2.4. Screens that later issues build have a slot here already: the slot
 * (src/pages/slots/SlotPage.tsx) opens the entity page when the menu entry names an entity, and
 * otherwise a "coming soon" page named after the route, so menus, tabs and the guard work today. Anything else is a runtime menu route: the last child of the
 * shell resolves the path against the user's menu, or shows 404.
 */
import { isValidElement, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../guard/guard-loader.ts';
import type { RouteMeta } from './meta.ts';
import { lazyPage } from './lazy-page.ts';
import { Page } from './Page.tsx';
import type { RoutePreload } from './preload.ts';
import LoginPage from '../../pages/login/LoginPage.tsx';
import { preloadDiagram, prefetchApprove, prefetchTodo } from '../../pages/bpm/first-calls.ts';
// The message centre's texts are small and name its tabs before its chunk arrives.
import { MESSAGES_NS } from '../../pages/messages/i18n.ts';
// The hall's sub-pages and the texts naming their tabs (small, like the message centre's).
import { SERVICE_PAGES, serviceLabelKey } from '../../pages/service/pages.ts';
import { MESSAGE_ADMIN_NS } from '../../pages/service/message-admin/i18n.ts';
// The campus pages' texts (address book, calendars, timetable), for their tabs.
import { CAMPUS_HALL_PAGES, campusLabelKey } from '../../pages/campus/pages.ts';

const FeedbackScope = lazyPage(() => import('../ui/FeedbackScope.tsx'));
const Shell = lazyPage(() => import('../shell/Shell.tsx'));
const ErrorPage = lazyPage(() => import('../../pages/errors/ErrorPage.tsx'));
const LockPage = lazyPage(() => import('../../pages/lock/LockPage.tsx'));
const LogoutPage = lazyPage(() => import('../../pages/logout/LogoutPage.tsx'));
const PortalPage = lazyPage(() => import('../../pages/portal/PortalPage.tsx'));
const ServiceHall = lazyPage(() => import('../../pages/service/ServiceHallSlot.tsx'));
const WelcomePage = lazyPage(() => import('../../pages/wel/WelcomePage.tsx'));
const InfoPage = lazyPage(() => import('../../pages/info/InfoPage.tsx'));
const SettingPage = lazyPage(() => import('../../pages/info/SettingPage.tsx'));
const IframePage = lazyPage(() => import('../../pages/iframe/IframePage.tsx'));
const RedirectPage = lazyPage(() => import('../../pages/redirect/RedirectPage.tsx'));
const SlotPage = lazyPage(() => import('../../pages/slots/SlotPage.tsx'));
const MenuRoutePage = lazyPage(() => import('../../pages/slots/MenuRoutePage.tsx'));
const FormDetailPage = lazyPage(() => import('../../pages/form-detail/FormDetailPage.tsx'));
const ServiceFormDetailPage = lazyPage(() => import('../../pages/form-detail/ServiceFormDetailPage.tsx'));
const BpmListPage = lazyPage(() => import('../../pages/bpm/TaskListPage.tsx'));
const BpmCreateListPage = lazyPage(() => import('../../pages/bpm/CreateListPage.tsx'));
const BpmCreatePage = lazyPage(() => import('../../pages/bpm/CreatePage.tsx'));
const BpmDetailPage = lazyPage(() => import('../../pages/bpm/DetailPage.tsx'));
const BpmApprovePage = lazyPage(() => import('../../pages/bpm/ApprovePage.tsx'));
const BpmEditPage = lazyPage(() => import('../../pages/bpm/EditPage.tsx'));
const BpmPrintPage = lazyPage(() => import('../../pages/bpm/PrintPage.tsx'));
const BpmDefinitionsPage = lazyPage(() => import('../../pages/bpm/definitions/DefinitionsPage.tsx'));
const ProcessModelsPage = lazyPage(() => import('../../designers/process/models/ModelsPage.tsx'));
const EntityPage = lazyPage(() => import('../entity/EntityPage.tsx'));
const FormDesignerPage = lazyPage(() => import('../../designers/form/FormDesignerPage.tsx'));
const MessageCentrePage = lazyPage(() => import('../../pages/messages/MessageCentrePage.tsx'));
const MessageAdminPage = lazyPage(() => import('../../pages/service/message-admin/MessageAdminPage.tsx'));
const ProcessDesignerPage = lazyPage(() => import('../../designers/process/ProcessDesignerPage.tsx'));
const AddressBookAdminPage = lazyPage(() => import('../../pages/campus/AddressBookAdminPage.tsx'));
const SetHolidaysPage = lazyPage(() => import('../../pages/campus/SetHolidaysPage.tsx'));
const BookingPage = lazyPage(() => import('../../pages/reservation/BookingPage.tsx'));
const ReservationStatsPage = lazyPage(() => import('../../pages/reservation/StatisticsPage.tsx'));
const PublicDrawPage = lazyPage(() => import('../../pages/lucky-draw/PublicDrawPage.tsx'));
const DrawConsolePage = lazyPage(() => import('../../pages/lucky-draw/WinnerListPage.tsx'));
const TaskInfoPage = lazyPage(() => import('../../pages/task-fill/TaskInfoPage.tsx'));
const TaskRecordPage = lazyPage(() => import('../../pages/task-fill/RecordDetailPage.tsx'));

type Kind = 'page' | 'designer' | 'entity';

/** The element's page chunk, when it is a lazy page: loaded as soon as a navigation matches the route. */
function chunkOf(element: ReactNode): RoutePreload {
  const type: unknown = isValidElement(element) ? element.type : undefined;
  const preload = (type as { preload?: unknown } | undefined)?.preload;
  return typeof preload === 'function' ? { chunks: preload as () => Promise<void> } : {};
}

function route(path: string, element: ReactNode, labelKey?: string, meta?: RouteMeta, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { ...(labelKey ? { name: { labelKey } } : {}), ...(meta ? { meta } : {}), preload: chunkOf(element), ...extra };
  return { path, element: <Page>{element}</Page>, handle };
}

/** A full-page route (outside the shell) gets its own antd <App> for messages and modals. */
const scoped = (object: RouteObject): RouteObject => ({ ...object, element: <Page>{<FeedbackScope>{object.element}</FeedbackScope>}</Page> });

/** A later screen's place: named, guarded, tabbed, rendering "coming soon" until it is built. */
const slot = (path: string, labelKey: string, kind: Kind = 'page', meta?: RouteMeta) => route(path, <SlotPage kind={kind} />, labelKey, meta);

const noTab: RouteMeta = { isTab: false };
const open: RouteMeta = { isAuth: false, isTab: false };

/** Full-page routes outside the shell. */
const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace />, handle: { meta: open } },
  // The guard sends a signed-in visitor to /portal; an anonymous one allowed in goes there too.
  { path: 'home', element: <Navigate to="/portal" replace />, handle: { meta: noTab } },
  { path: 'login', element: <LoginPage />, handle: { name: { labelKey: 'login.title' }, meta: open } },
  ...[
    route('lock', <LockPage />, 'route.lock', noTab),
    route('404', <ErrorPage status={404} />, 'route.notFound', open),
    route('403', <ErrorPage status={403} />, 'route.forbidden', open),
    route('500', <ErrorPage status={500} />, 'route.serverError', open),
    route('logout', <LogoutPage />, 'route.logout', open),
    // The public draw screen: reads published results only (src/pages/lucky-draw).
    route('choujiang', <PublicDrawPage />, 'route.luckyDraw', open),
    // The information portal is public (isAuth = false): anonymous visitors land here (spec §2.5 step 5).
    route('portal/*', <PortalPage />, 'route.portal', open),
    route('service/index/service/formdetail', <ServiceFormDetailPage />, 'route.formDetail', { isTab2: true }),
    // The message centre (spec §2.3 sytMessage, sytMessageTime; the issue names them under service/ too).
    ...['service/index', 'service/index/service'].flatMap((base) => [
      route(`${base}/sytMessage`, <MessageCentrePage view="list" />, `${MESSAGES_NS}:title`, { isTab2: true }),
      route(`${base}/sytMessageTime`, <MessageCentrePage view="time" />, `${MESSAGES_NS}:timeTitle`, { isTab2: true }),
    ]),
    // The hall's built sub-pages, each its own named tab (src/pages/service/pages.ts); the rest fall through.
    ...SERVICE_PAGES.map(([page, key]) => route(`service/index/${page}`, <ServiceHall />, serviceLabelKey(key), { isTab2: true })),
    ...CAMPUS_HALL_PAGES.map(([page, key]) => route(`service/index/${page}`, <ServiceHall />, campusLabelKey(key), { isTab2: true })),
    route('service/*', <ServiceHall />, 'route.serviceHall', { isTab2: true }),
    // The print view of a process: a sheet without the shell's chrome.
    route('bpm/process-instance/print', <BpmPrintPage />, 'route.processDetail', noTab),
  ].map(scoped),
  { path: 'service', element: <Navigate to="/service/index/service" replace />, handle: { meta: noTab } },
];

/** Pages inside the shell (top bar, sidebar, tabs). */
const shellRoutes: RouteObject[] = [
  route('wel/index', <WelcomePage />, 'route.home'),
  slot('wel/dashboard', 'route.dashboard'),
  route('info/index', <InfoPage />, 'route.info'),
  route('info/setting', <SettingPage />, 'route.setting'),
  route('myiframe/*', <IframePage />, 'route.iframe'),
  route('redirect/*', <RedirectPage />, undefined, noTab),
  route('form-detail/index', <FormDetailPage />, 'route.formDetail'),
  slot('news/index', 'route.news'),
  slot('news/detail', 'route.newsDetail'),
  // Workflow (spec §2.4).
  route('bpm/form/formEdit', <FormDesignerPage />, 'route.formEdit', undefined, { grant: ['/bpm/form/index'] }),
  route('bpm/model/modeleidit', <ProcessDesignerPage />, 'route.modelEdit', undefined, { grant: ['/bpm/model/index'] }),
  route('bpm/model/index', <ProcessModelsPage />, 'route.model', undefined, { grant: 'self' }),
  // The approval workspace (src/pages/bpm): the four lists, start, approve and detail.
  route('bpm/task/todo', <BpmListPage kind="todo" />, 'route.taskTodo', undefined, { preload: { chunks: BpmListPage.preload, data: prefetchTodo } }),
  route('bpm/task/done', <BpmListPage kind="done" />, 'route.taskDone'),
  route('bpm/task/copy', <BpmListPage kind="copy" />, 'route.taskCopy'),
  route('bpm/process-instance/index', <BpmListPage kind="mine" />, 'route.processMine'),
  route('bpm/process-instance/createlist', <BpmCreateListPage />, 'route.processCreateList'),
  route('bpm/process-instance/create', <BpmCreatePage />, 'route.processCreate'),
  route('bpm/process-instance/detail', <BpmDetailPage />, 'route.processDetail'),
  route('bpm/process-instance/edit', <BpmEditPage />, 'route.processEdit'),
  route('bpm/task/approve', <BpmApprovePage />, 'route.taskApprove', undefined, {
    preload: {
      // The page waits for its own chunk only; the diagram draws when bpmn-js is in.
      chunks: () => {
        preloadDiagram();
        return BpmApprovePage.preload();
      },
      data: prefetchApprove,
    },
  }),
  route('bpm/process-definition/index', <BpmDefinitionsPage />, 'route.processDefinition', undefined, { grant: 'self' }),
  // Entity screens of the designer area, bound to their entity whatever the menu says (a role without the view code sees 403).
  route('bpm/model/flowListenerParam', <EntityPage name="bpmFlowListenerParam" />, 'route.flowListenerParam', undefined, { grant: 'self' }),
  route('bpm/orgAttribute/config', <EntityPage name="bpmOrgAttributeConfig" />, 'route.orgAttributeConfig', undefined, { grant: 'self' }),
  // The other designer-area screens are menu routes; one the user's menu lacks is 403 (not 404), and a signed-out visitor's deep link is kept.
  route('bpm/*', <MenuRoutePage />, undefined, undefined, { menuRoute: true, grant: 'self' }),
  // Data collection (src/pages/task-fill): the tasks and the records are entity screens; a task's progress and
  // one record are pages, for whoever's menu holds the task list (or the records).
  route('taskFill/taskGroup', <EntityPage name="sytTaskFill" />, 'route.taskFillGroup', undefined, { grant: 'self' }),
  route('taskFill/sytTaskPerson', <EntityPage name="sytTaskPerson" />, 'route.taskFillPerson', undefined, { grant: 'self' }),
  route('taskFill/taskInfo', <TaskInfoPage />, 'route.taskFillInfo', undefined, { grant: ['/taskFill/taskGroup'] }),
  route('taskFill/recordDetail', <TaskRecordPage />, 'route.taskFillRecord', undefined, { grant: ['/taskFill/taskGroup', '/taskFill/sytTaskPerson'] }),
  // Resource reservation, others.
  // Resource reservation (src/pages/reservation): detail, applyPage and subcreate are the booking grid of ?id=;
  // edit, sytResourProjectTime and applyLog are entity screens named by the menu.
  ...['detail', 'applyPage', 'subcreate'].map((page) => route(`resourceReservation/${page}`, <BookingPage />, `route.reservation.${page}`)),
  route('resourceReservation/resourceStatistics', <ReservationStatsPage />, 'route.reservation.resourceStatistics'),
  ...['edit', 'sytResourProjectTime', 'applyLog'].map((page) => slot(`resourceReservation/${page}`, `route.reservation.${page}`, 'entity')),
  route('addressBbookView', <AddressBookAdminPage />, 'route.addressBook'),
  // File resources' administration: the entity screen, bound to its entity whatever the menu says (a role without the view code sees 403).
  route('fileDownloadList', <EntityPage name="sytFileResource" />, 'route.fileDownload', undefined, { grant: 'self' }),
  route('eduSchoolCalendar/setHolidays', <SetHolidaysPage />, 'route.schoolCalendar', undefined, { grant: 'self' }),
  slot('luckyDraw/sytLuckyDrawAwards', 'route.luckyDrawAwards', 'entity'),
  slot('luckyDraw/sytLuckyDrawParticipator', 'route.luckyDrawParticipator', 'entity'),
  route('luckyDraw/luckyDrawWinnerList', <DrawConsolePage />, 'route.luckyDrawWinners'),
  // 消息管理: the sends with delivery and read counts, and sending to chosen people, departments and roles.
  route('system/message', <MessageAdminPage />, `${MESSAGE_ADMIN_NS}:title`, undefined, { grant: 'self' }),
  // Administration screens: the menu entry names the entity whose generic page opens.
  route('system/*', <SlotPage kind="entity" />, undefined, undefined, { menuRoute: true, grant: 'self' }),
  // Runtime menu routes: the user's menu decides; an unknown path shows 404. Open to anonymous
  // visitors so that they see 404 (or indexUrl) rather than being sent to the portal.
  route('*', <MenuRoutePage />, undefined, { isAuth: false }, { menuRoute: true }),
];

/** The shell's chunks, for any page inside it. */
function preloadShell(): Promise<unknown> {
  return Promise.all([FeedbackScope.preload(), Shell.preload()]);
}

export function appRoutes(root: Omit<RouteObject, 'children' | 'index'>): RouteObject[] {
  return [
    {
      ...root,
      path: '/',
      children: [...pageRoutes, { ...scoped({ element: <Shell />, children: shellRoutes }), handle: { preload: { chunks: preloadShell } } }],
    } as RouteObject,
  ];
}
