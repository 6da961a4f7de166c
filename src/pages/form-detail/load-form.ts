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

/** The conf as an object (it is stored as JSON text); undefined when unreadable (the renderer says so). */
export function parsedConf(conf: unknown): { widgetList?: unknown } | undefined {
  let value = conf;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' ? (value as { widgetList?: unknown }) : undefined;
}

/** Whether a conf has no widget at all (the page shows "empty" rather than a blank form). */
export function isEmptyConf(conf: unknown): boolean {
  if (typeof conf === 'string' && parsedConf(conf) === undefined) return false; // unreadable: the renderer says so
  const list = parsedConf(conf)?.widgetList;
  return !Array.isArray(list) || list.length === 0;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Whether the form opens with its own title (a static text or heading saying the form's name, as the
 * sample 请假申请 does): then the page does not repeat the name above it.
 */
export function formShowsTitle(conf: unknown, name: string | null | undefined): boolean {
  if (!name) return false;
  const list = parsedConf(conf)?.widgetList;
  const first = Array.isArray(list) ? (list[0] as { type?: unknown; options?: Record<string, unknown> } | undefined) : undefined;
  if (!first || (first.type !== 'static-text' && first.type !== 'html-text')) return false;
  const text = String(first.options?.textContent ?? first.options?.htmlContent ?? '').replace(/<[^>]*>/g, '');
  return squeeze(text) === squeeze(name);
}
