/**
 * The portal's sub-pages (spec §2.2 /portal/index/*), in the order of the portal's navigation. `open`
 * pages are for visitors too; the others ask an anonymous visitor to sign in. Each page is its own chunk.
 * The desktop's spec children that belong to the service hall forward there (address book, files, …).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SubPage {
  /** Path under /portal/index/, and the key of its label (nav.<key>). */
  key: string;
  page: LazyExoticComponent<ComponentType>;
  open?: boolean;
  /** Shown in the navigation bar (the rest are reached from the pages and menus). */
  nav?: boolean;
}

export const SUB_PAGES: SubPage[] = [
  { key: 'common', page: lazy(() => import('./common/CommonPage.tsx')), open: true, nav: true },
  { key: 'desktop', page: lazy(() => import('./desktop/DesktopPage.tsx')), nav: true },
  { key: 'work', page: lazy(() => import('./pages/WorkPage.tsx')), nav: true },
  { key: 'task', page: lazy(() => import('./pages/TaskPage.tsx')), nav: true },
  { key: 'news', page: lazy(() => import('./pages/NewsPage.tsx')), open: true, nav: true },
  { key: 'publicPage', page: lazy(() => import('./common/PublicDesktop.tsx')), open: true, nav: true },
  { key: 'threeColumn', page: lazy(() => import('./pages/ThreeColumnPage.tsx').then((m) => ({ default: m.NewsColumns }))), open: true, nav: true },
  { key: 'threeColumn2', page: lazy(() => import('./pages/ThreeColumnPage.tsx').then((m) => ({ default: m.WorkColumns }))), nav: true },
  { key: 'dataAnalyse', page: lazy(() => import('./pages/AnalysePage.tsx').then((m) => ({ default: m.DataAnalysePage }))), nav: true },
  { key: 'analyseChart', page: lazy(() => import('./pages/AnalysePage.tsx').then((m) => ({ default: m.AnalyseChartPage }))), nav: true },
  { key: 'mineCenter', page: lazy(() => import('./pages/MineCenterPage.tsx')), nav: true },
  { key: 'mineSet', page: lazy(() => import('./pages/MineSetPage.tsx')), nav: true },
  { key: 'deskTopSet', page: lazy(() => import('./pages/DeskTopSetPage.tsx')), nav: true },
  { key: 'blockSet', page: lazy(() => import('./pages/BlockSetPage.tsx')), nav: true },
  { key: 'authorize', page: lazy(() => import('./pages/AuthorizePage.tsx')), nav: true },
  // The help assistant (src/pages/chat), in the portal itself as the spec's sytchat and desktop/sytchat.
  { key: 'sytchat', page: lazy(() => import('../chat/ChatPage.tsx')) },
  { key: 'desktop/sytchat', page: lazy(() => import('../chat/ChatPage.tsx')) },
  { key: 'desktop/calendar', page: lazy(() => import('./pages/CalendarPage.tsx')) },
  { key: 'desktop/calendarlist', page: lazy(() => import('./pages/CalendarPage.tsx').then((m) => ({ default: m.CalendarListPage }))) },
];

/** Desktop children of spec §2.2 that are service-hall pages: the portal forwards to them. */
export const FORWARDS: Record<string, string> = {
  'desktop/sytMessage': '/service/index/sytMessage',
  'desktop/fileresource': '/service/index/fileresource',
  'desktop/TableTxlView': '/service/index/TableTxlView',
  'desktop/TableTxlView/bumen': '/service/index/TableTxlView/bumen',
  'desktop/my-proces': '/service/index/my-proces',
};

export const START_KEY = 'portalStart';
