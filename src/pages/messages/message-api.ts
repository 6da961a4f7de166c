/**
 * The message centre's calls (spec §7.4): the caller's own messages, paged and filtered; read, read all,
 * delete; the type dictionary. The server limits every call to the caller's messages.
 */
import { call } from '../../runtime/api/client.ts';
import type { NoticeMessage } from '../../runtime/shell/notice-rules.ts';

export interface MessageRow extends NoticeMessage {
  content?: string | null;
  senderHumancode?: string | null;
  /** The sender's name, when the sender is a known account. */
  senderName?: string | null;
  readAt?: string | null;
}

export interface MessageType {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

export type StatusFilter = 'all' | 'unread' | 'read';

export interface MessageQuery {
  page: number;
  pageSize: number;
  type?: string;
  status: StatusFilter;
  title?: string;
}

export interface MessagePage {
  records: MessageRow[];
  total: number;
}

const STATUS_VALUE: Record<StatusFilter, number | undefined> = { all: undefined, unread: 0, read: 1 };

export async function queryMessages(query: MessageQuery, signal?: AbortSignal): Promise<MessagePage> {
  const status = STATUS_VALUE[query.status];
  const queryParam = {
    ...(query.type ? { type: query.type } : {}),
    ...(status === undefined ? {} : { status }),
    ...(query.title?.trim() ? { title: query.title.trim() } : {}),
  };
  const page = await call<MessagePage>('/sytMessageSend/queryPage', {
    body: { page: query.page, pageSize: query.pageSize, queryParam },
    quiet: true,
    ...(signal ? { signal } : {}),
  });
  return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
}

/** Who sent it: the name, else the stored code. */
export const senderOf = (row: MessageRow): string => row.senderName ?? row.senderHumancode ?? '';

export const messageInfo = (id: string) => call<MessageRow>('/sytMessageSend/queryInfo', { body: { id }, quiet: true });

export const readMessages = (ids: string[]) => call<{ updated: number }>('/sytMessageSend/read', { body: { ids } });

export const deleteMessages = (ids: string[]) => call<{ deleted: number }>('/sytMessageSend/delete', { body: { ids } });

export const messageTypes = () => call<MessageType[]>('/sytMessage/type', { body: {}, quiet: true });

/** The read call takes at most 500 ids: unread messages are read a page of 500 at a time. */
const READ_BATCH = 500;
/** A bound on rounds, so a server that never clears its unread list cannot keep the loop going. */
const MAX_ROUNDS = 40;

/** Marks every unread message of the caller as read; answers how many were marked. */
export async function readAll(): Promise<number> {
  let marked = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { records } = await queryMessages({ page: 1, pageSize: READ_BATCH, status: 'unread' });
    if (records.length === 0) break;
    const { updated } = await readMessages(records.map((r) => r.id));
    marked += updated;
    if (updated === 0) break;
  }
  return marked;
}
