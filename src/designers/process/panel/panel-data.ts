/**
 * What the sections read besides the diagram: the bound form's fields (person fields for approvers,
 * all fields for permissions and conditions) and the echo options of form variables. Each load is
 * cached per page so switching elements does not refetch.
 */
import { useEffect, useState } from 'react';
import { call } from '../../../runtime/api/client.ts';
import { fieldWidgets, type FormSchema } from '../../../schemas/form/index.ts';

export interface FormField {
  name: string;
  label: string;
  type: string;
}

export interface EchoOption {
  id: string;
  name: string;
  value: string;
}

/** The stored conf (JSON text, or an object from older rows) as a schema; undefined when unreadable. */
function schemaOf(conf: unknown): Pick<FormSchema, 'widgetList'> | undefined {
  let value = conf;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' ? (value as Pick<FormSchema, 'widgetList'>) : undefined;
}

const cache = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    cache.set(key, hit);
    hit.catch(() => cache.delete(key));
  }
  return hit;
}

/** Every field of a stored form, nested ones included (grids, tables, tabs, cards, inline, dynamic containers). */
export function loadFormFields(formId: string): Promise<FormField[]> {
  return once(`form:${formId}`, async () => {
    const form = await call<{ conf: unknown }>('/bpmForm/get', { body: { formId }, quiet: true });
    const schema = schemaOf(form?.conf);
    return schema ? fieldWidgets(schema).map((entry) => ({ name: entry.name, label: entry.label, type: entry.widget.type })) : [];
  });
}

export const loadEchoOptions = () => once('echo', async () => (await call<EchoOption[]>('/bpmFormVariable/list', { body: {}, quiet: true })) ?? []);

/** A loader's answer in state ([] until it arrives or when it fails); `key` null skips the load. */
export function useLoaded<T>(key: string | null, load: () => Promise<T[]>): T[] {
  const [state, setState] = useState<{ key: string | null; rows: T[] }>({ key: null, rows: [] });
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    load().then((rows) => live && setState({ key, rows }), () => live && setState({ key, rows: [] }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the load
  }, [key]);
  return state.key === key ? state.rows : [];
}
