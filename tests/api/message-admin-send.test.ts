/**
 * 消息管理's send (issue #15): the server turns chosen people, departments (with sub-departments) and roles
 * into one message per distinct usable person; ids it cannot find are refused, nothing is written then;
 * the send list counts delivered and read messages; only a role holding the send code may send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, organizations, roles } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const idOf = async (humancode: string) => (await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.humancode, humancode)))[0]!.id;
const orgId = async (code: string) => (await t.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, code)))[0]!.id;
const roleId = async (code: string) => (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.rolecode, code)))[0]!.id;
type Send = { batchId: string; title: string; delivered: number; read: number; unread: number; senderName: string | null };

describe('消息管理 send', () => {
  it('resolves people, departments and roles on the server and counts delivery and reads', async () => {
    const admin = await t.login();
    // CS-SE holds zhangwei, teacher1, student1, student2; student1 is chosen again by hand: one message each.
    const sent = await t.call('POST', '/sytMessageSend/send', {
      token: admin,
      body: { type: 'notice', title: '管理发送：软件工程系', content: '周五开会', accountIds: [await idOf('student1'), await idOf('sunli')], organizationIds: [await orgId('CS-SE')] },
    });
    expect(sent.code).toBe('00000');
    const { batchId, recipients } = sent.info as { batchId: string; recipients: number };
    expect(recipients).toBe(5);

    // A department reaches its sub-departments too: CS = lihua + CS-SE (4) + CS-CST (chenjing, student3, student4).
    const cs = await t.call('POST', '/sytMessageSend/send', { token: admin, body: { type: 'notice', title: '管理发送：计算机学院', organizationIds: [await orgId('CS')] } });
    expect((cs.info as { recipients: number }).recipients).toBe(8);
    // A role reaches its holders.
    const byRole = await t.call('POST', '/sytMessageSend/send', { token: admin, body: { type: 'notice', title: '管理发送：学生角色', roleIds: [await roleId('student')] } });
    expect((byRole.info as { recipients: number }).recipients).toBeGreaterThanOrEqual(6);

    // The receivers see it; two of them read it.
    const student = await t.login('student1');
    const inbox = await t.call('POST', '/sytMessageSend/queryPage', { token: student, body: { page: 1, pageSize: 10, queryParam: { title: '软件工程系' } } });
    const mine = (inbox.info as { records: { id: string; senderName: string }[] }).records;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.senderName).toBe('系统管理员');
    await t.call('POST', '/sytMessageSend/read', { token: student, body: { ids: [mine[0]!.id] } });
    const sunli = await t.login('sunli');
    const hers = await t.call('POST', '/sytMessageSend/queryPage', { token: sunli, body: { page: 1, pageSize: 10, queryParam: { title: '软件工程系' } } });
    await t.call('POST', '/sytMessageSend/read', { token: sunli, body: { ids: (hers.info as { records: { id: string }[] }).records.map((r) => r.id) } });

    const list = await t.call('POST', '/sytMessageSend/sendPage', { token: admin, body: { page: 1, pageSize: 10, queryParam: { title: '管理发送' } } });
    const sends = (list.info as { records: Send[]; total: number }).records;
    expect((list.info as { total: number }).total).toBe(3);
    expect(sends.find((s) => s.batchId === batchId)).toMatchObject({ title: '管理发送：软件工程系', delivered: 5, read: 2, unread: 3 });
    expect(sends.find((s) => s.title === '管理发送：计算机学院')).toMatchObject({ delivered: 8, read: 0 });

    const detail = await t.call('POST', '/sytMessageSend/sendDetail', { token: admin, body: { batchId, page: 1, pageSize: 10 } });
    const rows = (detail.info as { records: { receiverHumancode: string; receiverName: string; status: number }[]; total: number }).records;
    expect(rows.map((r) => r.receiverHumancode).sort()).toEqual(['student1', 'student2', 'sunli', 'teacher1', 'zhangwei']);
    expect(rows.filter((r) => r.status === 1).map((r) => r.receiverName).sort()).toEqual(['孙丽', '马小明'].sort());
  });

  it('refuses ids it cannot find, an empty choice, an unknown type, and senders without the code', async () => {
    const admin = await t.login();
    const count = async () => ((await t.call('POST', '/sytMessageSend/sendPage', { token: admin, body: { page: 1, pageSize: 1, queryParam: { title: '拒绝' } } })).info as { total: number }).total;
    const bad = [
      { type: 'notice', title: '拒绝一', accountIds: [await idOf('student1'), 'no-such-account'] },
      { type: 'notice', title: '拒绝二', organizationIds: ['no-such-org'] },
      { type: 'notice', title: '拒绝三', roleIds: ['no-such-role'] },
      { type: 'notice', title: '拒绝四' },
      { type: 'nope', title: '拒绝五', accountIds: [await idOf('student1')] },
      { type: 'notice', title: '拒绝六', receiverHumancodes: ['student1'] },
      { type: 'notice', title: '   ', accountIds: [await idOf('student1')] },
    ];
    for (const body of bad) {
      const answer = await t.call('POST', '/sytMessageSend/send', { token: admin, body });
      expect({ body, code: answer.code }).toEqual({ body, code: '00005' });
    }
    expect(await count()).toBe(0);
    // A student holds neither the send nor the view code; sysop may view but not send.
    const student = await t.login('student1');
    expect((await t.call('POST', '/sytMessageSend/send', { token: student, body: { type: 'notice', title: '拒绝七', accountIds: [await idOf('student2')] } })).code).toBe('00004');
    expect((await t.call('POST', '/sytMessageSend/sendPage', { token: student, body: {} })).code).toBe('00004');
    const sysop = await t.login('sysop');
    expect((await t.call('POST', '/sytMessageSend/send', { token: sysop, body: { type: 'notice', title: '拒绝八', accountIds: [await idOf('student2')] } })).code).toBe('00004');
    expect((await t.call('POST', '/sytMessageSend/sendPage', { token: sysop, body: {} })).code).toBe('00000');
  });
});
