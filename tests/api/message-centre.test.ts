/**
 * The message centre's calls as a person makes them (spec §7.4, issue #15): own messages filtered by
 * type, status and title, with the sender's name; one's own message by id (another's is not found, unless the caller manages
 * messages); read all a page at a time; delete one's own only; the type dictionary with names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/bpm/listeners/notify.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function send(receiver: string, type: 'notice' | 'copy' | 'urge', title: string, sender?: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await notify(tx, { type, receivers: [receiver], title, processInstanceId: 'pi-centre', ...(sender ? { sender } : {}) });
  });
}

type Row = { id: string; type: string; status: number; title: string; senderName: string | null };
const page = async (token: string, queryParam: Record<string, unknown>) => {
  const answer = await t.call('POST', '/sytMessageSend/queryPage', { token, body: { page: 1, pageSize: 50, queryParam } });
  expect(answer.code).toBe('00000');
  return answer.info as { records: Row[]; total: number };
};

describe('the message centre calls', () => {
  it('filters own messages, shows one by id to its receiver only, reads all, deletes own only', async () => {
    await send('student1', 'notice', '通知：中心测试一');
    await send('student1', 'copy', '抄送：中心测试二', 'student2');
    await send('student2', 'notice', '通知：别人的消息');
    const student = await t.login('student1');
    const other = await t.login('student2');

    const copies = await page(student, { type: 'copy', title: '中心测试' });
    expect(copies.records.map((r) => r.title)).toEqual(['抄送：中心测试二']);
    const mine = await page(student, { title: '中心测试' });
    expect(mine.total).toBe(2);
    expect((await page(student, { title: '别人的消息' })).total).toBe(0);

    const id = copies.records[0]!.id;
    const info = await t.call('POST', '/sytMessageSend/queryInfo', { token: student, body: { id } });
    expect(info.code).toBe('00000');
    expect(info.info as Row).toMatchObject({ title: '抄送：中心测试二', senderName: '杨小红' });
    // The sender by name in the list too; a message without a sender has none.
    expect(mine.records.map((r) => r.senderName).sort()).toEqual([null, '杨小红']);
    const foreign = await t.call('POST', '/sytMessageSend/queryInfo', { token: other, body: { id } });
    expect(foreign.code).toBe('00006');
    const admin = await t.login();
    expect((await t.call('POST', '/sytMessageSend/queryInfo', { token: admin, body: { id } })).code).toBe('00000');
    expect((await t.call('POST', '/sytMessageSend/queryInfo', { token: student, body: {} })).code).not.toBe('00000');

    // Read all as the page does it: the unread ids, then read.
    const unread = await page(student, { status: 0 });
    expect(unread.total).toBeGreaterThanOrEqual(2);
    const read = await t.call('POST', '/sytMessageSend/read', { token: student, body: { ids: unread.records.map((r) => r.id) } });
    expect((read.info as { updated: number }).updated).toBe(unread.records.length);
    expect((await page(student, { status: 0 })).total).toBe(0);

    // Another's delete of my message removes nothing; mine does.
    const notMine = await t.call('POST', '/sytMessageSend/delete', { token: other, body: { ids: [id] } });
    expect((notMine.info as { deleted: number }).deleted).toBe(0);
    const gone = await t.call('POST', '/sytMessageSend/delete', { token: student, body: { ids: [id] } });
    expect((gone.info as { deleted: number }).deleted).toBe(1);
    expect((await t.call('POST', '/sytMessageSend/queryInfo', { token: student, body: { id } })).code).toBe('00006');
  });

  it('names every type in both languages', async () => {
    const token = await t.login('student1');
    const types = await t.call('POST', '/sytMessage/type', { token, body: {} });
    const list = types.info as { code: string; name: string; nameEn: string }[];
    expect(list.find((type) => type.code === 'copy')).toMatchObject({ name: '抄送', nameEn: 'Copied' });
    expect(list.every((type) => type.name && type.nameEn)).toBe(true);
  });
});
