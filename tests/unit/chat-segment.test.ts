/** The assistant's segmentation and intent rules (src/server/chat): pure, so held here word for word. */
import { describe, expect, it } from 'vitest';
import { contentWords, segment, tsqueryLiteral, tsvectorLiteral } from '../../src/server/chat/segment.ts';
import { intentOf } from '../../src/server/chat/intents.ts';

describe('segment', () => {
  it('keeps dictionary words and Han bigrams, without question filler', () => {
    const { words, grams } = segment('我的请假申请怎么办理？');
    expect(words).toEqual(expect.arrayContaining(['请假', '申请']));
    expect(words).not.toContain('我的');
    expect(words).not.toContain('怎么');
    expect(grams).toEqual(expect.arrayContaining(['请假', '假申', '申请']));
  });

  it('finds words the dictionary splits through bigrams (待办, 会议室)', () => {
    expect(segment('待办任务').grams).toContain('待办');
    expect(segment('会议室预约').grams).toContain('议室');
  });

  it('lower-cases and singularises Latin words, and drops English stop words', () => {
    expect(segment('Where are my Leave Requests?').words).toEqual(['leave', 'request']);
    expect(segment('ＶＰＮ policies').words).toEqual(['vpn', 'policy']);
  });

  it('judges by words that carry meaning on their own', () => {
    expect(contentWords(segment('会议室预约需要谁审批'))).toEqual(['会议', '预约', '审批']);
    expect(contentWords(segment('室'))).toEqual(['室']);
  });

  it('writes literals PostgreSQL reads as they are: weights per part, positions per lexeme, OR queries', () => {
    expect(tsvectorLiteral([['请假', 'A'], ['请假 学生', 'C']])).toBe("'请假':1A,2C '学生':3C");
    expect(tsqueryLiteral(['请假', 'vpn', '请假'])).toBe("'请假' | 'vpn'");
    expect(tsqueryLiteral([])).toBeNull();
    // Nothing a literal could be broken by survives segmentation.
    expect(segment("it's a 'quoted' \\ thing").words.every((w) => /^[\p{L}\p{N}]+$/u.test(w))).toBe(true);
  });
});

describe('intentOf', () => {
  it.each([
    ['你好', 'greeting'],
    ['Hello!', 'greeting'],
    ['我有几个待办？', 'todo'],
    ['my pending tasks', 'todo'],
    ['我的请假申请到哪一步了？', 'processes'],
    ['Where is my leave request?', 'processes'],
    ['报销审批通过了吗', 'processes'],
    ['怎么请假', 'search'],
    ['请假需要谁审批', 'search'],
    ['How do I reset my password?', 'search'],
  ])('%s → %s', (question, kind) => {
    expect(intentOf(question).kind).toBe(kind);
  });

  it('names the process asked about, without the words of the asking', () => {
    expect(intentOf('我的请假申请到哪一步了？')).toEqual({ kind: 'processes', topic: ['请假'] });
    expect(intentOf('Where is my leave request?')).toEqual({ kind: 'processes', topic: ['leave'] });
  });
});
