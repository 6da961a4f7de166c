/**
 * The help assistant (POST /sytChat/ask, suggest, manual): services answered with the link that starts
 * them, the asker's own todo and processes (nobody else's), FAQ edits changing the answer at once, "I
 * don't know" with suggestions, body validation, and the manual's sanitised HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { leaveForm } from './demo-leave.ts';

let t: TestApp;
const tokens = new Map<string, string>();

async function as(user: string): Promise<string> {
  if (!tokens.has(user)) tokens.set(user, await t.login(user));
  return tokens.get(user)!;
}

async function post(user: string, url: string, body: unknown, lang?: 'en') {
  return t.call('POST', url, { token: await as(user), body, ...(lang ? { headers: { 'accept-language': 'en' } } : {}) });
}

interface Card {
  type: string;
  id: string;
  title: string;
  text?: string;
  link?: string;
  detailLink?: string;
  steps?: { name: string; assignees: string[] }[];
}

async function ask(user: string, question: string, lang?: 'en') {
  const answer = await post(user, '/sytChat/ask', { question }, lang);
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info as { kind: string; cards: Card[]; suggestions: string[]; total?: number; topic?: string; more?: string };
}

beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
}, 600_000);
afterAll(async () => t?.close());

describe('the service catalogue', () => {
  it('answers which service does something, with the hall link that starts its process', async () => {
    const reply = await ask('student1', '怎么请假？');
    expect(reply.kind).toBe('answer');
    const leave = reply.cards.find((c) => c.type === 'service' && c.title === '请假申请');
    expect(leave, `${JSON.stringify(reply)}`).toBeDefined();
    const definition = await post('student1', '/bpmProcessDefinition/get', { key: SAMPLE_PROCESS_KEY });
    expect(leave!.link).toBe(`/service/index/create?processDefinitionId=${encodeURIComponent(definition.info.id)}&name=${encodeURIComponent('请假申请')}`);
    expect(leave!.detailLink).toMatch(/^\/service\/index\/detail\?id=/);
  });

  it('finds a service by words ICU splits apart (会议室 → 会议|室) and by its department', async () => {
    expect((await ask('teacher1', '会议室预约找谁')).cards.map((c) => c.title)).toContain('会议室预约');
    expect((await ask('student1', '教务处的成绩证明在哪开')).cards.map((c) => c.title)).toContain('成绩证明');
  });

  it('leaves out services that are offline', async () => {
    const reply = await ask('teacher1', '报销审批');
    expect(reply.cards.map((c) => c.title)).not.toContain('报销审批');
  });
});

describe('the asker\'s own todo and processes', () => {
  let instanceId = '';
  beforeAll(async () => {
    const started = await post('student1', '/bpmProcessInstance/create', { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm() });
    if (started.code !== '00000') throw new Error(`start failed: ${started.raw}`);
    instanceId = started.info.instanceId;
  });

  it('tells the head of department their todo with links to approve, and the student has none', async () => {
    const head = await ask('zhangwei', '我有几个待办？');
    expect(head.kind).toBe('todo');
    expect(head.total).toBeGreaterThanOrEqual(1);
    const card = head.cards.find((c) => c.link?.includes(`id=${instanceId}`));
    expect(card?.link).toMatch(/^\/service\/index\/task-detail\?id=[^&]+&taskId=/);
    const student = await ask('student1', 'my pending tasks', 'en');
    expect(student).toMatchObject({ kind: 'todo', total: 0, cards: [] });
  });

  it('says where the student\'s leave request is (step and approver), and shows it to nobody else', async () => {
    const mine = await ask('student1', '我的请假申请到哪一步了？');
    expect(mine.kind).toBe('processes');
    expect(mine.topic).toBe('请假');
    const card = mine.cards.find((c) => c.id === instanceId);
    expect(card?.link).toBe(`/service/index/proces-detail?id=${encodeURIComponent(instanceId)}`);
    expect(card?.steps?.[0]?.assignees).toEqual(['张伟']);
    const english = await ask('student1', 'Where is my leave request?', 'en');
    expect(english.cards.map((c) => c.id)).toContain(instanceId);
    const other = await ask('teacher1', '我的请假申请到哪一步了？');
    expect(other.kind).toBe('processes');
    expect(other.cards.map((c) => c.id)).not.toContain(instanceId);
  });
});

describe('the FAQ administrators edit', () => {
  it('answers from a new entry at once, follows its edits, and forgets it when disabled', async () => {
    const question = '宿舍热水器坏了去哪报修？';
    expect((await ask('student1', question)).kind).toBe('unknown');
    const created = await post('admin', '/sytChatFaq/edit', { question: '宿舍设施报修', answer: '拨打后勤服务热线 8888 报修。', keywords: '热水器 宿舍 报修', lang: 'zh', sort: 9 });
    expect(created.code, `${created.raw}`).toBe('00000');
    const id = String(created.info.id);
    const first = await ask('student1', question);
    expect(first.kind).toBe('answer');
    expect(first.cards[0]).toMatchObject({ type: 'faq', id, text: '拨打后勤服务热线 8888 报修。' });

    expect((await post('admin', '/sytChatFaq/edit', { id, answer: '请在后勤服务小程序中提交报修单。' })).code).toBe('00000');
    expect((await ask('student1', question)).cards[0]).toMatchObject({ id, text: '请在后勤服务小程序中提交报修单。' });

    expect((await post('admin', '/sytChatFaq/edit', { id, enabled: false })).code).toBe('00000');
    expect((await ask('student1', question)).kind).toBe('unknown');
  });

  it('answers in English from the English entries', async () => {
    const reply = await ask('teacher1', 'How do I reset my password?', 'en');
    expect(reply.kind).toBe('answer');
    expect(reply.cards[0]).toMatchObject({ type: 'faq', title: 'I forgot my password. What can I do?' });
  });

  it('refuses FAQ edits to people without the permission', async () => {
    const refused = await post('student1', '/sytChatFaq/edit', { question: 'x', answer: 'y', lang: 'zh' });
    expect(refused.code).toBe('00004');
  });
});

describe('what it does not know', () => {
  it('says so, with questions it can answer', async () => {
    const reply = await ask('student1', '今天食堂有什么菜？');
    expect(reply).toMatchObject({ kind: 'unknown', cards: [] });
    expect(reply.suggestions).toContain('忘记密码怎么办？');
    const english = await ask('student1', 'What is the meaning of life?', 'en');
    expect(english.kind).toBe('unknown');
    expect(english.suggestions).toContain('How do I connect to the campus VPN?');
  });

  it('greets back and offers the FAQ', async () => {
    const reply = await ask('student1', '你好');
    expect(reply.kind).toBe('greeting');
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect((await post('student1', '/sytChat/suggest', {}, 'en')).info.suggestions[0]).toBe('I forgot my password. What can I do?');
  });
});

describe('the body', () => {
  it('is a closed object with a question of 1 to 200 characters that is not only spaces', async () => {
    for (const body of [{}, { question: '' }, { question: '   ' }, { question: 'x'.repeat(201) }, { question: 3 }, { question: '请假', extra: 1 }]) {
      const refused = await post('student1', '/sytChat/ask', body);
      expect(refused.code, `${JSON.stringify(body)}`).toBe('00005');
    }
    expect((await post('student1', '/sytChat/ask', { question: '请'.repeat(200) })).code).toBe('00000');
    expect((await t.call('POST', '/sytChat/ask', { body: { question: '请假' } })).code).toBe('00002');
  });
});

describe('the manual', () => {
  it('answers the published sections of the reader\'s language, with sanitised HTML', async () => {
    const added = await post('admin', '/sytUserManual/edit', { title: '测试章节', lang: 'zh', sort: 99, content: '<p onclick="steal()">安全<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>' });
    expect(added.code, `${added.raw}`).toBe('00000');
    const zh = await post('student1', '/sytChat/manual', {});
    const section = zh.info.sections.find((s: { id: string }) => s.id === added.info.id);
    expect(section.content).toBe('<p>安全<a>链接</a></p>');
    expect(zh.info.sections[0].title).toBe('查找服务');
    const en = await post('student1', '/sytChat/manual', {}, 'en');
    expect(en.info.sections.map((s: { title: string }) => s.title)).toContain('The assistant');
    // A manual section is found by the assistant too, with a link to it.
    const reply = await ask('student1', '怎么查看审批记录和流程图');
    const card = reply.cards.find((c) => c.type === 'manual');
    expect(card?.link).toMatch(/^\/service\/index\/userManual\?section=/);
  });
});
