/**
 * Process messages (todo, CC 抄送, urge 催办, supervise 督办, result notices) as rows of the personal
 * message table, with their type and processInstanceId, written in the caller's transaction so a
 * message exists exactly when the change it reports does. Real-time push comes with the portal.
 */
import type { Db } from '../../db/client.ts';
import { APPROVAL_RESULT } from '../../../schemas/bpmn/types.ts';
import { messageTable } from './tables.ts';

/** Message type codes (syt_message_type seed): 待办, 抄送, 催办, 督办, 审批结果, 通知. */
export const MESSAGE_KINDS = ['todo', 'copy', 'urge', 'supervise', 'result', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface ProcessMessage {
  type: MessageKind | (string & {});
  /** Account humancodes; blanks and repeats are dropped. */
  receivers: readonly string[];
  title: string;
  content?: string | null;
  processInstanceId: string;
  taskId?: string | null;
  sender?: string | null;
}

const TITLE_MAX = 200;
const CONTENT_MAX = 4000;

/** The message rows (one unread message per receiver; blanks and repeats dropped). */
export function messageRows(message: ProcessMessage) {
  const receivers = [...new Set(message.receivers.map((r) => String(r).trim()).filter(Boolean))];
  const now = new Date();
  const title = message.title.slice(0, TITLE_MAX);
  const content = message.content == null ? null : message.content.slice(0, CONTENT_MAX);
  return receivers.map((receiver) => ({
    id: crypto.randomUUID(),
    receiverHumancode: receiver,
    senderHumancode: message.sender ?? null,
    type: message.type,
    title,
    content,
    processInstanceId: message.processInstanceId,
    taskId: message.taskId ?? null,
    status: 0,
    readAt: null,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Writes one unread message per receiver; answers how many were written. */
export async function notify(tx: Db, message: ProcessMessage): Promise<number> {
  const rows = messageRows(message);
  if (rows.length > 0) await tx.insert(messageTable.table).values(rows as never);
  return rows.length;
}

/**
 * The same from inside a process command: the rows join the command's own flush (one statement with its
 * other writes), so they are written exactly when the change they report is.
 */
export function notifyIn(run: { state: { outbox: ({ id: string } & Record<string, unknown>)[] } }, message: ProcessMessage): number {
  const rows = messageRows(message);
  run.state.outbox.push(...rows);
  return rows.length;
}

const RESULT_TEXT: Record<number, string> = {
  [APPROVAL_RESULT.processing]: '处理中',
  [APPROVAL_RESULT.pass]: '已通过',
  [APPROVAL_RESULT.notPass]: '未通过',
  [APPROVAL_RESULT.cancel]: '已取消',
  [APPROVAL_RESULT.returned]: '已驳回',
  [APPROVAL_RESULT.delegate]: '已委派',
  [APPROVAL_RESULT.transfer]: '已转办',
};

export interface TitleFacts {
  processName?: string | null;
  taskName?: string | null;
  /** For result notices: the approval result code. */
  result?: number;
  /** For urge and supervise: who asks. */
  by?: string | null;
}

/** The default zh title of each kind of process message (the message centre shows these). */
export function messageTitle(kind: MessageKind, facts: TitleFacts): string {
  const process = facts.processName || '流程';
  const task = facts.taskName ? `「${facts.taskName}」` : '';
  switch (kind) {
    case 'todo':
      return `待办：${process}${task}待您处理`;
    case 'copy':
      return `抄送：${process}${task}`;
    case 'urge':
      return `催办：请尽快处理${process}${task}${facts.by ? `（${facts.by}催办）` : ''}`;
    case 'supervise':
      return `督办：${process}${task}${facts.by ? `（${facts.by}督办）` : ''}`;
    case 'result':
      return `审批结果：${process}${facts.result === undefined ? '' : RESULT_TEXT[facts.result] ?? ''}`;
    case 'notice':
      return `通知：${process}${task}`;
  }
}
