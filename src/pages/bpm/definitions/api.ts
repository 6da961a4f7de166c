/** The definition calls the definitions page makes (src/server/bpm/definitions/routes.ts); quiet: the page shows its own errors. */
import { call } from '../../../runtime/api/client.ts';

export interface StarterRef {
  ref: string;
  /** null: nothing has this id or code. */
  name: string | null;
}

export interface Starters {
  all: boolean;
  orgs: StarterRef[];
  roles: StarterRef[];
  users: StarterRef[];
}

export interface DefinitionRow {
  id: string;
  key: string;
  version: number;
  name: string;
  category: string | null;
  modelId: string | null;
  suspended: boolean;
  deployedBy: string | null;
  deployedAt: string;
  versionCount: number;
  starters: Starters | null;
}

export interface DefinitionQuery {
  name?: string;
  key?: string;
  exactKey?: string;
  category?: string;
  suspended?: boolean;
  latest?: boolean;
}

export interface DefinitionPage {
  records: DefinitionRow[];
  total: number;
}

const post = <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });

export const definitionsApi = {
  page: (page: number, pageSize: number, queryParam: DefinitionQuery, signal?: AbortSignal) =>
    post<DefinitionPage>('/bpmProcessDefinition/queryPage', { page, pageSize, queryParam }, signal),
  /** Every version of one key, newest first (a key has few versions; 100 is the page's ceiling). */
  versions: (key: string, signal?: AbortSignal) => post<DefinitionPage>('/bpmProcessDefinition/queryPage', { page: 1, pageSize: 100, queryParam: { exactKey: key } }, signal),
  xml: (id: string, signal?: AbortSignal) => post<{ xml: string; name: string; version: number }>('/bpmProcessDefinition/get', { id }, signal),
  setSuspended: (id: string, suspended: boolean) => post<null>(suspended ? '/bpmProcessDefinition/suspend' : '/bpmProcessDefinition/activate', { id }),
};
