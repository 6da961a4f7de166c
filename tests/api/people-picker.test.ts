/** The person selector's calls (src/server/modules/people-picker-routes.ts): open to everyone signed in, answering only what choosing needs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student1');
});
afterAll(async () => {
  await t?.close();
});

describe('people picker', () => {
  it('a student may list people, and sees code, name and organisation only', async () => {
    // The administrator's account page stays closed to them.
    expect((await t.call('POST', '/sytPermissionAccount/queryPage', { token: student, body: { page: 1, pageSize: 10 } })).code).toBe('00004');
    const answer = await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { page: 1, pageSize: 5 } });
    expect(answer.code).toBe('00000');
    expect(answer.info.records).toHaveLength(5);
    expect(answer.info.total).toBeGreaterThan(5);
    for (const record of answer.info.records) expect(Object.keys(record).sort()).toEqual(['$labels', 'humancode', 'humanname', 'id', 'organizationId']);
  });

  it('filters by name or code, organisation and role, and leaves out disabled accounts', async () => {
    const byName = await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { queryParam: { name: 'teacher' } } });
    expect(byName.info.records.map((r: { humancode: string }) => r.humancode).sort()).toEqual(['teacher1', 'teacher2']);
    const roles = await t.call('POST', '/sytPermissionRole/pickList', { token: student, body: {} });
    const teacherRole = (roles.info as { id: string; rolecode: string }[]).find((r) => r.rolecode === 'teacher');
    expect(teacherRole).toBeDefined();
    const byRole = await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { pageSize: 50, queryParam: { roleId: teacherRole!.id } } });
    expect(byRole.info.records.length).toBeGreaterThan(0);
    const members = await t.database.query<{ humancode: string }>(
      `select a.humancode from syt_permission_account a join syt_permission_account_role ar on ar.account_id = a.id where ar.role_id = $1 and a.validflag and not a.del_flag`,
      [teacherRole!.id],
    );
    expect(byRole.info.records.map((r: { humancode: string }) => r.humancode).sort()).toEqual(members.map((m) => m.humancode).sort());
    const [one] = byRole.info.records as { humancode: string; organizationId: string }[];
    const byOrg = await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { pageSize: 50, queryParam: { organizationId: one!.organizationId } } });
    expect(byOrg.info.records.every((r: { organizationId: string }) => r.organizationId === one!.organizationId)).toBe(true);
    await t.database.query(`update syt_permission_account set validflag = false where humancode = 'teacher2'`);
    const after = await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { queryParam: { name: 'teacher' } } });
    expect(after.info.records.map((r: { humancode: string }) => r.humancode)).toEqual(['teacher1']);
  });

  it('needs a token and refuses oversized pages', async () => {
    expect((await t.call('POST', '/sytPermissionAccount/pickPage', { body: {} })).code).toBe('00002');
    expect((await t.call('POST', '/sytPermissionAccount/pickPage', { token: student, body: { pageSize: 500 } })).code).toBe('00005');
  });
});
