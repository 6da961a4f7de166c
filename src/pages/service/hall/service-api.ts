/** The hall's calls (spec §7.3): the catalogue, favourites, visits, feedback; and where a process service starts. */
import { call } from '../../../runtime/api/client.ts';
import { startApi } from '../../bpm/start-api.ts';

export type Audience = 'all' | 'student' | 'staff';

export interface HallService {
  id: string;
  name: string;
  category: string;
  audience: Audience;
  icon?: string | null;
  url?: string | null;
  embed?: boolean | null;
  processKey?: string | null;
  department?: string | null;
  description?: string | null;
  hitCount?: number | null;
  collected: boolean;
}

export interface Hall {
  services: HallService[];
  /** The caller's own audience (from the account's identity): the tab the hall opens on. */
  audience: Exclude<Audience, 'all'>;
}

const post = <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });

export const serviceApi = {
  hall: (signal?: AbortSignal) => post<Hall>('/sytServiceCenter/hall', {}, signal),
  collect: (id: string) => post<{ collected: boolean }>('/sytServiceCenterCollect/operation', { id }),
  hit: (id: string) => post<{ hitCount: number }>('/sytServiceCenter/hitCount', { id }),
  feedback: (id: string, content: string) => post<null>('/sytServiceCenter/feedback', { id, content }),
};

export type ServiceKind = 'process' | 'link' | 'info';
export const kindOf = (s: HallService): ServiceKind => (s.processKey ? 'process' : s.url ? 'link' : 'info');

/**
 * The definition a process service starts: the latest one of its key that the caller may start (the
 * start list applies the starters rule), or undefined.
 */
export async function startableDefinition(key: string): Promise<string | undefined> {
  const list = await startApi.startList();
  return list.find((d) => d.key === key)?.id;
}
