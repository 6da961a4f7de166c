/** The stored form a detail page shows: /bpmForm/get by formId (form-designer §7: conf and fields in info). */
import { call } from '../../runtime/api/client.ts';

export interface StoredForm {
  id: string;
  name?: string | null;
  remark?: string | null;
  /** The schema as JSON text (or an object from older callers). */
  conf: unknown;
  fields?: { name: string; label: string; type: string }[];
}

export function loadForm(formId: string, signal?: AbortSignal): Promise<StoredForm> {
  return call<StoredForm>('/bpmForm/get', { body: { formId }, quiet: true, ...(signal ? { signal } : {}) });
}

/** Whether a conf has no widget at all (the page shows "empty" rather than a blank form). */
export function isEmptyConf(conf: unknown): boolean {
  let value = conf;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return false; // unreadable: the renderer says so
    }
  }
  const list = value && typeof value === 'object' ? (value as { widgetList?: unknown }).widgetList : undefined;
  return !Array.isArray(list) || list.length === 0;
}
