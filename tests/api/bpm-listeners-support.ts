/** A ListenerContext over a plain variable map and the test database, with a recording logger. */
import type { Db } from '../../src/server/db/client.ts';
import type { ListenerContext, ListenerEvent, ListenerTaskInfo } from '../../src/server/bpm/listeners/index.ts';

export interface FakeContext extends ListenerContext {
  vars: Record<string, unknown>;
  logs: { level: string; message: string }[];
  deferred: (() => Promise<void>)[];
}

export function fakeContext(
  tx: Db,
  options: { event?: ListenerEvent; vars?: Record<string, unknown>; task?: Partial<ListenerTaskInfo>; initiator?: string | null; instanceId?: string } = {},
): FakeContext {
  const vars: Record<string, unknown> = { ...options.vars };
  const logs: { level: string; message: string }[] = [];
  const deferred: (() => Promise<void>)[] = [];
  const log = (level: string) => (message: string) => {
    logs.push({ level, message });
  };
  const task: ListenerTaskInfo | undefined = options.task
    ? { id: 'task-1', name: '部门审批', activityId: 'approve', assignee: null, candidateUsers: [], candidateGroups: [], ...options.task }
    : undefined;
  return {
    event: options.event ?? (task ? 'create' : 'start'),
    processInstanceId: options.instanceId ?? crypto.randomUUID(),
    processDefinitionKey: 'leave',
    processName: '请假',
    activityId: task ? task.activityId : 'start',
    activityName: null,
    ...(task ? { task } : {}),
    initiator: options.initiator === undefined ? 'student1' : options.initiator,
    actor: 'student1',
    getVariable: (name) => (Object.hasOwn(vars, name) ? vars[name] : undefined),
    setVariable: (name, value) => {
      vars[name] = value;
    },
    variables: () => ({ ...vars }),
    tx,
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
    afterCommit: (work) => {
      deferred.push(work);
    },
    vars,
    logs,
    deferred,
  };
}
