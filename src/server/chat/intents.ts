/**
 * The questions the assistant answers from the asker's own data rather than from the texts it indexes:
 * their todo ("我有几个待办", "my pending tasks") and the state of what they started ("我的请假申请到哪一步了",
 * "where is my leave request?"). Rules, not a model: a question is one of these when it says so in words
 * this file lists; everything else goes to the search.
 */
import { contentWords, segment } from './segment.ts';

export type Intent = { kind: 'greeting' } | { kind: 'todo' } | { kind: 'processes'; topic: string[] } | { kind: 'search' };

const GREETING = /^(你好|您好|嗨|哈喽|在吗|hi|hello|hey|good (morning|afternoon|evening))[\s!！。.,，~～?？]*$/iu;
const TODO = /待办|待审批|待处理|待我|要我(审批|处理|办理)|需要我(审批|处理|办理)|\bto-?dos?\b|\bpending (tasks?|approvals?)\b|\btasks? (waiting|for me)\b|\bwaiting for me\b|\bmy tasks?\b/iu;
const PROCESSES = new RegExp(
  [
    '(我的|我发起的?|我提交的?|我申请的?).{0,12}(申请|流程|事项|审批|报销|请假)',
    '进度|进展|到哪|哪一步|哪个环节|谁在审|审批到|审到|办结|批下来|通过了吗|通过没',
    '\\bwhere is my\\b|\\bstatus of my\\b|\\bprogress of my\\b|\\bmy (requests?|applications?|process(es)?)\\b|\\bhas my\\b|\\bis my .{1,40} (approved|done|finished)\\b',
  ].join('|'),
  'iu',
);

/** Words that name the asking itself, not the process asked about. */
const INTENT_WORDS = new Set([
  ...'申请 流程 事项 审批 进度 进展 一步 环节 状态 情况 提交 发起 通过 办结 批下来 现在 到哪 哪步 审到 审批到'.split(' '),
  ...'where status progress request application process approved done finished submitted started'.split(' '),
]);

export function intentOf(question: string): Intent {
  const text = question.trim();
  if (GREETING.test(text)) return { kind: 'greeting' };
  if (TODO.test(text)) return { kind: 'todo' };
  if (PROCESSES.test(text)) return { kind: 'processes', topic: contentWords(segment(text)).filter((w) => !INTENT_WORDS.has(w)) };
  return { kind: 'search' };
}
