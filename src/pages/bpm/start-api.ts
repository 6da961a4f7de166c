/** The start pages' own calls: the start list with the caller's stars and last starts, favourites, drafts. */
import { call } from '../../runtime/api/client.ts';
import type { Definition } from './api.ts';

const post = <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });

export interface StartDefinition extends Definition {
  favourite?: boolean;
  /** When the caller last started this process (ISO), null when never. */
  lastStartedAt?: string | null;
}

export interface Draft {
  key: string;
  definitionId: string;
  formData: Record<string, unknown>;
  updatedAt: string;
}

export const startApi = {
  startList: (signal?: AbortSignal) => post<StartDefinition[]>('/bpmProcessDefinition/startList', {}, signal),
  favourite: (key: string, on: boolean) => post<{ key: string; favourite: boolean }>('/bpmProcessDefinition/favourite', { key, on }),
  draft: (key: string, signal?: AbortSignal) => post<Draft | null>('/bpmProcessDraft/get', { key }, signal),
  saveDraft: (key: string, formData: Record<string, unknown>) => post<Draft>('/bpmProcessDraft/save', { key, formData }),
  deleteDraft: (key: string) => post<{ deleted: boolean }>('/bpmProcessDraft/delete', { key }),
};
