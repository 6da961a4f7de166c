/**
 * The portal's calls (server: src/server/modules/portal-routes.ts and desktop-routes.ts). Quiet: the
 * portal's widgets and pages show their own error states.
 */
import { call } from '../../runtime/api/client.ts';
import type { StoredBlock } from './desktop/layout-model.ts';
import type { BlockSettings } from './widgets/types.ts';

export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl?: string | null;
}

export interface NewsItem {
  id: string;
  title: string;
  category: 'news' | 'notice';
  summary?: string | null;
  content?: string | null;
  coverUrl?: string | null;
  publisher?: string | null;
  publishedAt?: string | null;
  pinned?: boolean | null;
}

export interface ServiceItem {
  id: string;
  name: string;
  category: string;
  icon?: string | null;
  description?: string | null;
  department?: string | null;
}

export interface Desktop {
  id: string;
  name: string;
  type: string;
  roleCode: string | null;
  ownerHumancode: string | null;
  baseId: string | null;
  isDefault: boolean | null;
  own: boolean;
  layout: StoredBlock[] | null;
  settings: Record<string, Record<string, unknown>> | null;
}

export interface CommonAnswer {
  banners?: Banner[];
  news?: NewsItem[];
  notices?: NewsItem[];
  services?: ServiceItem[];
  desktop?: { id: string; name: string; layout: StoredBlock[]; settings?: Record<string, BlockSettings> } | null;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export interface MyStats {
  total: number;
  byResult: { result: number; count: number }[];
  byMonth: { month: string; count: number }[];
}

const post = <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });

export const DESKTOP_TYPE = 'pc端';

export const portalApi = {
  common: (parts?: (keyof CommonAnswer)[], limit?: number, signal?: AbortSignal) =>
    post<CommonAnswer>('/sytPortal/common', { ...(parts ? { parts } : {}), ...(limit ? { limit } : {}) }, signal),
  newsPage: (query: { page: number; pageSize: number; category?: string; keyword?: string }, signal?: AbortSignal) => post<Page<NewsItem>>('/sytPortal/newsPage', query, signal),
  newsInfo: (id: string, signal?: AbortSignal) => post<NewsItem>('/sytPortal/newsInfo', { id }, signal),
  myStats: (signal?: AbortSignal) => post<MyStats>('/sytPortal/myStats', {}, signal),
  counts: (signal?: AbortSignal) => post<{ todo: number; copyUnread: number }>('/bpmTask/counts', {}, signal),
  unread: (pageSize: number, signal?: AbortSignal, type?: string) =>
    post<Page<{ id: string; title: string; type: string; status: number; createdAt?: string; processInstanceId?: string | null; taskId?: string | null }>>(
      '/sytMessageSend/queryPage',
      { page: 1, pageSize, queryParam: { status: 0, ...(type ? { type } : {}) } },
      signal,
    ),
  desktops: (signal?: AbortSignal) => post<Desktop[]>('/sytDesktop/listByUser', { type: DESKTOP_TYPE }, signal),
  saveDesktop: (body: { id?: string; name?: string; layout?: StoredBlock[]; settings?: Record<string, object> }) => post<Desktop>('/sytDesktop/frontEdit', body),
  deleteDesktop: (id: string) => post<null>('/sytDesktop/frontDelete', { id }),
  publishDesktop: (id: string, roleCode?: string) => post<Desktop>('/sytDesktop/publish', roleCode ? { id, roleCode } : { id }),
  roles: () => post<{ rolecode: string; rolename: string }[]>('/sytPermissionRole/list', {}),
};
