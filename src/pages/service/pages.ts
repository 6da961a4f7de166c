/**
 * The service hall's sub-pages (spec §2.3) that this folder builds, by their path under /service/index/
 * and the text naming their tab. The route table gives each its own route (named tab of the second tab
 * list); the hall's slot renders the page. Sub-pages the spec lists without a screen yet stay on the
 * hall's "coming soon" fallback (service/*).
 */
import { SERVICE_NS } from './i18n.ts';

export const SERVICE_PAGES = [
  ['service', 'service'],
  ['detail', 'detail'],
  ['create', 'create'],
  ['subcreate', 'subcreate'],
  ['proces', 'proces'],
  ['my-proces', 'myProces'],
  ['proces-detail', 'procesDetail'],
  ['task-detail', 'taskDetail'],
  ['task-edit', 'taskEdit'],
  ['procesEdit', 'procesEdit'],
  ['proces-news', 'procesNews'],
  ['more-news', 'moreNews'],
  ['info', 'info'],
  ['more-url', 'moreUrl'],
  ['userManual', 'userManual'],
  // Resource reservation (src/pages/reservation).
  ['recourse', 'recourse'],
  ['recourseApplyLog', 'recourseApplyLog'],
  // Data collection: the caller's collection tasks and their forms (src/pages/task-fill).
  ['taskFill', 'taskFill'],
  // The help assistant (src/pages/chat); userManual above is its manual page too.
  ['sytchat', 'sytchat'],
  // File resources for download and the personal workbench (src/pages/files, src/pages/workbench).
  ['fileresource', 'fileresource'],
  ['more-gongzuotai', 'moreGongzuotai'],
] as const;

export type ServicePage = (typeof SERVICE_PAGES)[number][0];

export const SERVICE_BASE = '/service/index';
export const servicePath = (page: ServicePage, query?: Record<string, string>) =>
  `${SERVICE_BASE}/${page}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** The tab label key of a sub-page, for the route table. */
export const serviceLabelKey = (key: string) => `${SERVICE_NS}:page.${key}`;
