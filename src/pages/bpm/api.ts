/**
 * The approval API as the workspace pages call it (src/server/bpm/approval/README.md, "Calls"): typed
 * bodies and answers, nothing else. Every call is quiet: the pages show their own error states.
 */
import { call } from '../../runtime/api/client.ts';
import type { PreviewChooser, PreviewStep } from '../../schemas/bpmn/preview.ts';
import { refreshMenuBadges } from '../../runtime/shell/menu-badges.ts';
import { refreshNoticeBell } from '../../runtime/shell/NoticeBell.tsx';
import { takePrefetched } from '../../runtime/routes/prefetch.ts';

export interface Person {
  humancode: string;
  humanName: string;
  organizationnames?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

/** The query the server's page calls accept (closed schema: nothing else may be sent). */
export interface PageQuery {
  page: number;
  pageSize: number;
  queryParam: { name?: string; processInstanceId?: string; status?: string; result?: number; initiator?: string; createTime?: [string, string]; readFlag?: boolean };
}

/** One task's outcome in a batch pass (/bpmTask/batchApprove). */
export interface BatchResult {
  id: string;
  ok: boolean;
  code: string;
  msg: string;
  instanceId: string | null;
}

export interface TaskRow {
  id: string;
  name: string | null;
  activityId: string;
  assignee: string | null;
  status: string;
  result: number | null;
  reason: string | null;
  createTime: string;
  endTime: string | null;
  processInstanceId: string;
  processName: string | null;
  processStartTime: string | null;
  processResult: number | null;
  startUser: Person | null;
  /** Todo rows: a batch pass would take this task (the server checks again). */
  batchApprovable?: boolean;
  /** Done rows: I could withdraw this pass now (the withdraw rule, read; the server checks again). */
  withdrawable?: boolean;
  /** Todo rows: my application a return handed back, opened on /edit. */
  resubmit?: boolean;
}

export interface InstanceRow {
  id: string;
  name: string | null;
  processDefinitionKey: string;
  status: string;
  result: number;
  createTime: string;
  endTime: string | null;
  tasks: { id: string; name: string | null; assignee: string | null }[];
}

export interface CopyRow {
  id: string;
  processInstanceId: string;
  processName: string | null;
  taskId: string | null;
  taskName: string | null;
  reason: string | null;
  readFlag: boolean | null;
  createTime: string;
  processResult: number | null;
  creatorUser: Person | null;
  startUser: Person | null;
}

export interface Definition {
  id: string;
  key: string;
  version: number;
  name: string;
  category: string | null;
}

export interface FormRef {
  formId?: string | null;
  form?: unknown;
}

export interface DefinitionDetail extends Definition {
  forms: { start: FormRef | null; nodes: Record<string, FormRef> };
}

export type { PreviewChooser, PreviewStep };

export interface Preview {
  definitionId: string;
  steps: PreviewStep[];
  problems: string[];
  /** The handler the initiator may choose for the first step (sent as nextUsers), null without a choice. */
  chooser?: PreviewChooser | null;
}

/** What every operation answers: the instance after the command and its open tasks. */
export interface CommandAnswer {
  instanceId: string;
  status: string;
  result: number;
  tasks: { id: string; activityId: string; name: string | null; assignee: string | null }[];
}

export interface TaskButton {
  id: string;
  code: string;
  name: string;
}

export interface FieldPermissionRow {
  name: string;
  [key: string]: unknown;
}

export interface TaskDetail {
  task: { id: string; instanceId: string; activityId: string; name: string | null; assignee: string | null; owner: string | null; candidateUsers: string[]; status: string; result: number; processName: string | null; processStatus: string | null; createTime: string };
  buttons: TaskButton[];
  extendData: { isopinion?: boolean; [key: string]: unknown };
  fieldPermissions: FieldPermissionRow[];
  multiApproverMode: string;
  form: unknown;
  formData: Record<string, unknown>;
  returnTargets: { activityId: string; name: string | null }[];
  /** The caller could withdraw this (passed) task now. */
  withdrawable?: boolean;
  /** An open step a return handed back to the initiator: edited and resubmitted on /edit. */
  resubmit?: boolean;
  /** The caller holds this task for its owner (delegated to them): only pass and not pass are offered. */
  delegated?: boolean;
  /** Whom a remove-sign may take out (open or queued signers of the node, never the caller). */
  removableSigners?: Person[];
}

export interface TimelineTask {
  id: string;
  name: string | null;
  activityId: string;
  status: string;
  result: number | null;
  assigneeUser: Person | null;
  assigneeUserList: Person[];
  ownerUser: Person | null;
  copyListJson: { type: string; id: string }[];
  createTime: string;
  endTime: string | null;
  reason: string | null;
  /** Why the task ended when nobody wrote a reason (withdrawn …): named through i18n (fixes.reasonCode). */
  reasonCode?: string | null;
  /** 超时处理 on its node: the time limit and the reminders sent so far (null without one). */
  timeout?: { due: string; reminded: number } | null;
}

export interface InstanceDetail {
  processInstance: {
    id: string;
    name: string | null;
    status: string;
    result: number;
    businessKey: string | null;
    definitionId: string;
    processDefinitionKey: string;
    version: number | null;
    startUser: Person | null;
    createTime: string;
    endTime: string | null;
    endReason: string | null;
    formData: Record<string, unknown>;
  };
  bpmnXml: string | null;
  startForm: unknown;
  activities: { key: string; name: string | null; type: string; taskId: string | null; startTime: string; endTime: string | null; outgoing?: string[]; endState?: string | null }[];
  tasks: TimelineTask[];
  /** The caller's newest passed task they could withdraw now. */
  withdrawTaskId?: string | null;
  /** The caller's open step to resubmit after a return (initiator). */
  resubmitTaskId?: string | null;
}

// A page's first read may already be on its way, sent when the route matched (first-calls.ts).
const post = <T>(path: string, body: unknown, signal?: AbortSignal) => takePrefetched<T>(path, body, signal) ?? call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });
/** A call that changes the menu's counts (a task done, a CC read): the badges follow once it succeeds. */
const counted = async <T>(work: Promise<T>): Promise<T> => {
  const answer = await work;
  void refreshMenuBadges();
  // A task done closes its todo messages on the server: the bell counts again.
  refreshNoticeBell();
  return answer;
};

export const bpmApi = {
  todoPage: (q: PageQuery, signal?: AbortSignal) => post<Page<TaskRow>>('/bpmTask/todoPage', q, signal),
  donePage: (q: PageQuery, signal?: AbortSignal) => post<Page<TaskRow>>('/bpmTask/donePage', q, signal),
  myPage: (q: PageQuery, signal?: AbortSignal) => post<Page<InstanceRow>>('/bpmProcessInstance/myPage', q, signal),
  copyPage: (q: PageQuery, signal?: AbortSignal) => post<Page<CopyRow>>('/bpmProcessInstanceCopy/queryPage', q, signal),
  readCopies: (ids: string[]) => counted(post<{ updated: number }>('/bpmProcessInstanceCopy/read', { ids })),
  batchApprove: (ids: string[]) => counted(post<{ results: BatchResult[] }>('/bpmTask/batchApprove', { ids })),
  startList: (signal?: AbortSignal) => post<Definition[]>('/bpmProcessDefinition/startList', {}, signal),
  definition: (id: string, signal?: AbortSignal) => post<DefinitionDetail>('/bpmProcessDefinition/get', { id }, signal),
  preview: (processDefinitionId: string, formData: Record<string, unknown>, signal?: AbortSignal) =>
    post<Preview>('/bpmProcessInstance/previewApprovers', { processDefinitionId, formData }, signal),
  start: (processDefinitionId: string, formData: Record<string, unknown>, nextUsers: string[] = []) =>
    post<CommandAnswer>('/bpmProcessInstance/create', nextUsers.length > 0 ? { processDefinitionId, formData, nextUsers } : { processDefinitionId, formData }),
  instance: (id: string, signal?: AbortSignal) => post<InstanceDetail>('/bpmProcessInstance/get', { id }, signal),
  cancel: (id: string, reason: string) => counted(post<CommandAnswer>('/bpmProcessInstance/cancel', { id, reason })),
  urge: (id: string, reason: string) => post<{ urged: number }>('/bpmProcessInstance/urge', { id, reason }),
  task: (id: string, signal?: AbortSignal) => post<TaskDetail>('/bpmTask/get', { id }, signal),
  claim: (id: string) => counted(post<unknown>('/bpmTask/claim', { id })),
  withdraw: (id: string, reason: string) => counted(post<CommandAnswer>('/bpmTask/withdraw', reason.trim() ? { id, reason: reason.trim() } : { id })),
  /** One approval operation on a task: the body is the operation's own (see task-actions.ts). */
  operate: (path: string, body: Record<string, unknown>) => counted(post<CommandAnswer>(path, body)),
};
