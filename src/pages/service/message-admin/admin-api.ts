/** 消息管理's calls: send to chosen people/departments/roles, the sends with their counts, one send's recipients. */
import { call } from '../../../runtime/api/client.ts';

export interface SendInput {
  type: string;
  title: string;
  content?: string;
  accountIds?: string[];
  organizationIds?: string[];
  roleIds?: string[];
}

export interface SendRow {
  batchId: string;
  title: string;
  type: string;
  senderHumancode: string | null;
  senderName: string | null;
  sentAt: string;
  delivered: number;
  read: number;
  unread: number;
}

export interface RecipientRow {
  id: string;
  receiverHumancode: string;
  receiverName: string | null;
  status: number;
  readAt: string | null;
}

interface Page<T> {
  records: T[];
  total: number;
}

export const adminApi = {
  send: (input: SendInput) => call<{ batchId: string; recipients: number }>('/sytMessageSend/send', { body: input, quiet: true }),
  sends: (page: number, pageSize: number, title: string, signal?: AbortSignal) =>
    call<Page<SendRow>>('/sytMessageSend/sendPage', { body: { page, pageSize, queryParam: title ? { title } : {} }, quiet: true, ...(signal ? { signal } : {}) }),
  recipients: (batchId: string, page: number, pageSize: number, signal?: AbortSignal) =>
    call<Page<RecipientRow>>('/sytMessageSend/sendDetail', { body: { batchId, page, pageSize }, quiet: true, ...(signal ? { signal } : {}) }),
};
