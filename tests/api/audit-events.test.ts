/**
 * The audit log speaks of records by their label and of entities by their title, and records the
 * security events too (issue 16, defect 10): logins that succeed and fail (with the reason), role
 * switches, role grants, password resets, exports and imports.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { importableFields } from '../../src/server/entity/spreadsheet.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { download, uploadFile } from '../support/multipart.ts';

interface AuditRow {
  entity: string;
  recordId: string | null;
  recordLabel: string | null;
  action: string;
  after: Record<string, unknown> | null;
  humancode: string | null;
}

const shipped = loadEntityFiles().map((f) => f.schema);
const auditSchema = shipped.find((s) => s.name === 'sytAuditLog')!;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

/** The newest audit rows matching the filter, newest first. */
async function latest(queryParam: Record<string, unknown>, n = 1): Promise<AuditRow[]> {
  const answer = await post('/sytAuditLog/queryPage', { queryParam, pageSize: n, sort: { field: 'createdAt', order: 'desc' } });
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info.records;
}

describe('the audit entity names what it shows', () => {
  it('lists every shipped entity (and session events) under its title, and every written action under a label', () => {
    const subjects = new Map(auditSchema.fields.entity!.enum!.map((e) => [e.value, e.label]));
    for (const schema of shipped.filter((s) => s.audit !== false)) expect(subjects.get(schema.name), `${schema.name}`).toEqual(schema.title);
    expect(subjects.has('session')).toBe(true);
    const actions = new Set(auditSchema.fields.action!.enum!.map((e) => e.value));
    const written = ['create', 'update', 'delete', 'softDelete', 'import', 'export', 'login', 'loginFailed', 'switchRole', 'grant', 'roles', 'restPasswd'];
    expect(written.filter((a) => !actions.has(a))).toEqual([]);
    expect(auditSchema.list.columns.map((c) => c.field)).toContain('recordLabel');
  });

  it('keeps the record label of a change, also after the record is deleted', async () => {
    const created = await post('/sytSysParam/edit', { name: 'auditLabelled', value: '1' });
    expect(created.code, `${created.raw}`).toBe('00000');
    const id = String(created.info.id);
    expect((await post('/sytSysParam/delete', { id })).code).toBe('00000');
    const rows = await latest({ entity: 'sytSysParam', recordId: id }, 5);
    expect(rows.map((r) => [r.action, r.recordLabel])).toEqual([
      ['delete', 'auditLabelled'],
      ['create', 'auditLabelled'],
    ]);
    expect((await latest({ recordLabel: 'auditLabel' }, 5)).length).toBe(2);
  });
});

describe('security events', () => {
  it('records a failed login with its reason, and a successful one', async () => {
    const failed = await t.call('POST', '/user/login', { body: { username: 'teacher1', password: 'wrong-password-1' } });
    expect(failed.code).not.toBe('00000');
    const [refused] = await latest({ entity: 'session', action: 'loginFailed', humancode: 'teacher1' });
    expect(refused).toMatchObject({ recordLabel: expect.any(String), after: { reason: 'password' } });
    expect(refused!.recordId).toMatch(/^[0-9a-f-]{36}$/);

    await t.call('POST', '/user/login', { body: { username: 'nobody-here', password: 'x' } });
    const [unknown] = await latest({ entity: 'session', action: 'loginFailed', humancode: 'nobody-here' });
    expect(unknown).toMatchObject({ recordId: null, recordLabel: 'nobody-here', after: { reason: 'unknownUser' } });

    await t.login('teacher1');
    const [login] = await latest({ entity: 'session', action: 'login', humancode: 'teacher1' });
    expect(login).toMatchObject({ recordLabel: refused!.recordLabel, after: { role: expect.any(String) } });
  });

  it('records a role switch', async () => {
    const token = await t.login('admin');
    const switched = await post('/user/switchRole', { role: 'teacher' }, token);
    expect(switched.code, `${switched.raw}`).toBe('00000');
    const [row] = await latest({ entity: 'session', action: 'switchRole', humancode: 'admin' });
    expect(row).toMatchObject({ after: { role: 'teacher' } });
  });

  it('records role grants and password resets with the record label', async () => {
    const [role] = await t.database.query<{ id: string; rolename: string }>(`select id, rolename from syt_permission_role where rolecode = 'teacher'`);
    const ids = (await post('/sytPermissionRole/resources', { id: role!.id })).info as string[];
    expect((await post('/sytPermissionRole/grant', { id: role!.id, resourceIds: ids })).code).toBe('00000');
    expect((await latest({ entity: 'sytPermissionRole', action: 'grant' }))[0]).toMatchObject({ recordId: role!.id, recordLabel: role!.rolename });

    const [account] = await t.database.query<{ id: string; humanname: string }>(`select id, humanname from syt_permission_account where humancode = 'student1'`);
    expect((await post('/sytPermissionAccount/restPasswd', { id: account!.id })).code).toBe('00000');
    expect((await latest({ entity: 'sytPermissionAccount', action: 'restPasswd' }))[0]).toMatchObject({ recordId: account!.id, recordLabel: account!.humanname });
  });

  it('records exports and imports with their row counts', async () => {
    const exported = await download(t, 'POST', '/sytSysParam/export', admin, {});
    expect(exported.status).toBe(200);
    const [exportRow] = await latest({ entity: 'sytSysParam', action: 'export' });
    const total = (await t.database.query<{ n: number }>(`select count(*)::int as n from syt_sys_param`))[0]!.n;
    expect(exportRow).toMatchObject({ humancode: 'admin', after: { rows: total } });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('p');
    sheet.addRow(importableFields(shipped.find((s) => s.name === 'sytSysParam')!).map(([, f]) => f.label.zh));
    sheet.addRow(['auditImportA']);
    sheet.addRow(['auditImportB']);
    const imported = await uploadFile(t, '/sytSysParam/import', admin, { filename: 'params.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(imported.code, `${imported.raw}`).toBe('00000');
    expect((await latest({ entity: 'sytSysParam', action: 'import' }))[0]).toMatchObject({ humancode: 'admin', after: { rows: 2, file: 'params.xlsx' } });
  });
});
