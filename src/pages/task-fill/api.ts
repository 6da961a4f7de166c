/** The data collection calls (src/server/task-fill/routes.ts). */
import { call } from '../../runtime/api/client.ts';
import { download } from '../../runtime/api/transfer.ts';

export interface MyTask {
  id: string;
  name: string;
  description: string | null;
  deadline: string;
  submittedAt: string | null;
  closed: boolean;
}
export interface TaskInfo {
  id: string;
  name: string;
  deadline: string;
  description: string | null;
  status: string;
  closed: boolean;
}
export interface Person {
  id: string;
  humancode: string;
  humanname: string | null;
  organizationName: string | null;
  submittedAt: string | null;
  remindedAt: string | null;
}
export interface Fill {
  task: TaskInfo;
  form: unknown;
  data: Record<string, unknown> | null;
  submittedAt: string | null;
}
export interface Progress {
  task: TaskInfo;
  total: number;
  submitted: Person[];
  missing: Person[];
}
export interface RecordView {
  task: TaskInfo;
  person: Person;
  form: unknown;
  data: Record<string, unknown> | null;
}

const quietly = (signal?: AbortSignal) => ({ quiet: true, ...(signal ? { signal } : {}) });

export const taskFillApi = {
  myTasks: (signal?: AbortSignal) => call<MyTask[]>('/taskFill/myTasks', { body: {}, ...quietly(signal) }),
  fill: (id: string, signal?: AbortSignal) => call<Fill>('/taskFill/fill', { body: { id }, ...quietly(signal) }),
  submit: (id: string, formData: Record<string, unknown>) => call<{ submittedAt: string }>('/taskFill/submit', { body: { id, formData }, quiet: true }),
  progress: (id: string, signal?: AbortSignal) => call<Progress>('/taskFill/progress', { body: { id }, ...quietly(signal) }),
  remind: (id: string) => call<{ reminded: number }>('/taskFill/remind', { body: { id }, quiet: true }),
  record: (id: string, signal?: AbortSignal) => call<RecordView>('/taskFill/record', { body: { id }, ...quietly(signal) }),
  exportRecords: (id: string, fallbackName: string) => download('/taskFill/export', { body: { id }, fallbackName }),
};

/** The server's field paths (/formData/items/0/amount) as the form runtime names them (items.0.amount). */
export function formPaths(errors: readonly { path: string; message: string }[] | undefined): { path: string; message: string }[] {
  return (errors ?? []).filter((e) => e.path.startsWith('/formData/')).map((e) => ({ path: e.path.slice('/formData/'.length).replaceAll('/', '.'), message: e.message }));
}
