/** The workspace's own addresses (the bell builds the same shapes: src/runtime/shell/notice-rules.ts). */
export const TODO_PATH = '/bpm/task/todo';
export const MINE_PATH = '/bpm/process-instance/index';

export const detailHref = (instanceId: string) => `/bpm/process-instance/detail?id=${encodeURIComponent(instanceId)}`;
export const approveHref = (instanceId: string, taskId: string) => `/bpm/task/approve?id=${encodeURIComponent(instanceId)}&taskId=${encodeURIComponent(taskId)}`;
export const createHref = (definitionId: string) => `/bpm/process-instance/create?processDefinitionId=${encodeURIComponent(definitionId)}`;
export const editHref = (instanceId: string, taskId: string) => `/bpm/process-instance/edit?id=${encodeURIComponent(instanceId)}&taskId=${encodeURIComponent(taskId)}`;
export const printHref = (instanceId: string) => `/bpm/process-instance/print?id=${encodeURIComponent(instanceId)}`;
