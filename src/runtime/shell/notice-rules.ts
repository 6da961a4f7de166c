/**
 * Spec §2.7 notice bell rule: a message opens by its type — 抄送
 * (copy-to) the process detail, 催办 (urge) the approval page, any other type the message detail.
 * The type may arrive as the seeded code (copy, urge) or as its name.
 */
export interface NoticeMessage {
  id: string;
  type: string | null;
  status: number;
  processInstanceId?: string | null;
  taskId?: string | null;
  title: string;
  /** When it was sent (the server's createdAt; createTime in older payloads). */
  createdAt?: string | number | null;
  createTime?: string | number | null;
}

export const COPY_TYPES = ['抄送', 'copy'];
export const URGE_TYPES = ['催办', 'urge'];

export function messageTarget(message: NoticeMessage): string {
  const type = message.type ?? '';
  const instance = encodeURIComponent(message.processInstanceId ?? '');
  if (COPY_TYPES.includes(type)) return `/bpm/process-instance/detail?id=${instance}`;
  if (URGE_TYPES.includes(type)) {
    const task = message.taskId ? `&taskId=${encodeURIComponent(message.taskId)}` : '';
    return `/bpm/task/approve?id=${instance}${task}`;
  }
  return `/service/index/sytMessage?id=${encodeURIComponent(message.id)}`;
}

