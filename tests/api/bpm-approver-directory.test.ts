/**
 * The server refuses what the designer's approver pickers refuse (#14, process-designer §4, §6): a
 * 部门负责人 (DEPTHEAD) node naming a department without a head, and a disabled role (status 1) as
 * approvers, CC or starters, are errors in the designer's lint and refuse the deploy, with a reason
 * naming the department or role. The pickers' calls: roles answer their status; the organisation
 * relations answer attribute, organisation, holder and status, page by page, by organisation and text;
 * attributes answer with their holder counts. A role's status is edited like its other fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { organizations, roles } from '../../src/server/db/schema.ts';
import { attributeConfigTable, attributeTable } from '../../src/server/bpm/approvers/directory.ts';
import { chain, processXml, unique } from './bpm-patterns-xml.ts';

let t: TestApp;
let admin: string;
let designer: string;
let noHead = '';
let closedRole = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  designer = await t.login('designer');
  const { db } = t.database;
  const [fhu] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'FHU'));
  noHead = (await db.insert(organizations).values({ id: crypto.randomUUID(), parentId: fhu!.id, code: 'LIB', name: '图书馆', orgType: 'office' }).returning())[0]!.id;
  closedRole = (await db.insert(roles).values({ id: crypto.randomUUID(), rolecode: 'retired', rolename: '退休教师', status: 1 }).returning())[0]!.id;
}, 180_000);
afterAll(async () => t?.close());

const approverXml = (key: string, attrs: string, body = '') =>
  processXml(`<bpmn:startEvent id="s" /><bpmn:userTask id="Head" name="负责人审批" ${attrs}>${body}</bpmn:userTask><bpmn:endEvent id="e" />${chain('s', 'Head', 'e')}`, {}, key);

const lint = (xml: string) => t.call('POST', '/bpmModel/lint', { token: admin, body: { xml } });
const errorsOf = (answer: { info: { errors: { elementId: string; rule: string; reason: string }[] } }) => answer.info.errors.filter((e) => e.rule === 'flowhall/approver-directory').map((e) => `${e.elementId}: ${e.reason}`);

async function deploy(xml: string, key: string) {
  const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key, name: key, xml } });
  expect(saved.code).toBe('00000');
  return t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
}

describe('approver settings against the directory', () => {
  it('a department head node on a department without a head is an error in the lint and refuses the deploy', async () => {
    const key = unique('dept_head');
    const xml = approverXml(key, `camunda:dataType="DEPTHEAD" camunda:candidateGroups="DEPT${noHead},DEPTCS-SE" camunda:text="图书馆,软件工程系"`);
    expect(errorsOf(await lint(xml))).toEqual(['Head: 部门负责人审批：部门「图书馆」没有负责人，请在组织机构中设置负责人或改选其他部门']);
    const refused = await deploy(xml, key);
    expect(refused.code).toBe('00001');
    expect(JSON.stringify(refused)).toContain('部门「图书馆」没有负责人');
    // The same department with a head (a department found by code too) deploys.
    await t.database.db.update(organizations).set({ orgHeadHumaCode: 'zhoujie' }).where(eq(organizations.id, noHead));
    expect(errorsOf(await lint(xml))).toEqual([]);
    expect((await deploy(xml, unique('dept_head_ok'))).code).toBe('00000');
    await t.database.db.update(organizations).set({ orgHeadHumaCode: null }).where(eq(organizations.id, noHead));
    const unknown = await lint(approverXml(key, 'camunda:dataType="DEPTHEAD" camunda:candidateGroups="DEPTnowhere"'));
    expect(errorsOf(unknown)).toEqual(['Head: 部门负责人审批：部门 nowhere 不存在或已停用']);
  });

  it('a disabled role as approvers, CC or starters is an error, in English too, and refuses the deploy', async () => {
    const key = unique('closed_role');
    const cc = `<bpmn:extensionElements><camunda:CopyItem type="role" id='[{"id":"ROLE_retired","rolename":"退休教师"}]' /></bpmn:extensionElements>`;
    const xml = approverXml(key, `camunda:dataType="ROLES" camunda:candidateGroups="ROLE${closedRole},ROLEteacher"`, cc).replace(`<bpmn:process id="${key}"`, `<bpmn:process id="${key}" camunda:roleid="retired"`);
    expect(errorsOf(await lint(xml))).toEqual([
      'Head: 审批角色「退休教师」已停用，不能选择',
      'Head: 抄送角色「退休教师」已停用，不能选择',
      `${key}: 可发起角色「退休教师」已停用，不能选择`,
    ]);
    const english = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml }, headers: { 'accept-language': 'en' } });
    expect(errorsOf(english)).toContain('Head: approver role "退休教师" is disabled and cannot be chosen');
    expect((await deploy(xml, key)).code).toBe('00001');
    expect(errorsOf(await lint(approverXml(key, 'camunda:dataType="ROLES" camunda:candidateGroups="ROLEghost"')))).toEqual(['Head: 审批角色 ghost 不存在']);
    expect((await deploy(approverXml(unique('role_ok'), 'camunda:dataType="ROLES" camunda:candidateGroups="ROLEteacher"'), unique('role_ok'))).code).toBe('00000');
  });
});

describe('the pickers’ calls', () => {
  it('roles answer their status; a role is disabled through the role entity', async () => {
    const list = await t.call('POST', '/sytPermissionRole/pickList', { token: designer, body: {} });
    expect(list.info.find((r: { rolecode: string }) => r.rolecode === 'retired')).toMatchObject({ rolename: '退休教师', status: 1 });
    expect(list.info.find((r: { rolecode: string }) => r.rolecode === 'teacher')).toMatchObject({ status: 0 });
    const [student] = await t.database.db.select().from(roles).where(eq(roles.rolecode, 'student'));
    const edited = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { id: student!.id, rolecode: 'student', rolename: student!.rolename, status: 1 } });
    expect(edited.code).toBe('00000');
    expect((await t.database.db.select({ status: roles.status }).from(roles).where(eq(roles.id, student!.id)))[0]!.status).toBe(1);
    const wrong = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { id: student!.id, rolecode: 'student', rolename: student!.rolename, status: 7 } });
    expect(wrong.code).toBe('00005');
    // Enabled again: a disabled role cannot sign in, and a later test signs in as a student.
    const enabled = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { id: student!.id, rolecode: 'student', rolename: student!.rolename, status: 0 } });
    expect(enabled.code).toBe('00000');
  });

  it('organisation relations page by organisation and text, with holder names and status; attributes with holder counts', async () => {
    const { db } = t.database;
    const attrs = await db.select({ id: attributeTable.col.id!, code: attributeTable.col.code! }).from(attributeTable.table);
    const counsellor = (attrs as { id: string; code: string }[]).find((a) => a.code === 'counsellor')!;
    const secretary = (attrs as { id: string; code: string }[]).find((a) => a.code === 'secretary')!;
    const orgId = async (code: string) => (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, code)))[0]!.id;
    const now = new Date();
    const rows = [
      { attributeId: counsellor.id, organizationId: await orgId('CS-SE'), humancode: 'teacher1' },
      { attributeId: secretary.id, organizationId: await orgId('CS-SE'), humancode: 'gone' },
      { attributeId: counsellor.id, organizationId: await orgId('EM-ACC'), humancode: 'teacher2' },
    ];
    for (const row of rows) await db.insert(attributeConfigTable.table).values({ id: crypto.randomUUID(), ...row, createdAt: now, updatedAt: now } as never);
    const page = (queryParam: Record<string, string>, pageSize = 10) => t.call('POST', '/bpmOrgAttributeConfig/pickPage', { token: designer, body: { page: 1, pageSize, queryParam } });
    const csse = await page({ organizationId: await orgId('CS-SE') });
    expect(csse.code).toBe('00000');
    expect(csse.info.total).toBe(2);
    expect(csse.info.records.map((r: Record<string, unknown>) => [r.attributeName, r.orgName, r.attributeValueName, r.status])).toEqual([
      ['辅导员', '软件工程系', '黄老师', 0],
      ['教学秘书', '软件工程系', 'gone', 1],
    ]);
    expect((await page({ name: '何老师' })).info.records.map((r: { orgName: string }) => r.orgName)).toEqual(['会计系']);
    const first = await page({}, 1);
    expect([first.info.total, first.info.records.length]).toEqual([3, 1]);
    const attributes = await t.call('POST', '/bpmOrgAttribute/pickPage', { token: designer, body: { page: 1, pageSize: 10, queryParam: { name: '辅导' } } });
    expect(attributes.info.records).toEqual([{ id: counsellor.id, code: 'counsellor', attributeName: '辅导员', holders: 2 }]);
    // Signed in without the designer's or the relations' permissions: refused.
    const student = await t.login('student1');
    expect((await t.call('POST', '/bpmOrgAttributeConfig/pickPage', { token: student, body: { page: 1, pageSize: 10, queryParam: {} } })).code).toBe('00004');
  });
});
