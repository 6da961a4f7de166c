/**
 * Every edit, delete and import through the entity runtime writes sytAuditLog rows (entity, recordId,
 * action, before/after, account, time), browsable through /sytAuditLog/queryPage; hidden and
 * write-only fields (password hashes, secrets) never appear in before/after.
 */
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { uploadFile } from '../support/multipart.ts';

const fixtures = fileURLToPath(new URL('../fixtures/entities', import.meta.url));

interface AuditRow {
  id: string;
  entity: string;
  recordId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  accountId: string | null;
  humancode: string | null;
  ip: string | null;
  createdAt: string;
}

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({}, { entityFolders: [fixtures] });
  admin = await t.login('admin');
  adminId = (await t.database.query<{ id: string }>(`select id from syt_permission_account where humancode = 'admin'`))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

/** The audit rows of one record (or entity), oldest first, read through the audit entity's own queryPage. */
async function audit(queryParam: Record<string, unknown>, token = admin): Promise<AuditRow[]> {
  const answer = await post('/sytAuditLog/queryPage', { queryParam, pageSize: 500, sort: { field: 'createdAt', order: 'asc' } }, token);
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info.records;
}

describe('edit and delete write audit rows', () => {
  let id: string;

  it('create: no before, the saved record after, who and from where', async () => {
    const created = await post('/testGadget/edit', { code: 'AUD-1', name: 'Audited', quantity: 2, secret: 'never-log-me' });
    expect(created.code, `${created.raw}`).toBe('00000');
    id = created.info.id;
    const rows = await audit({ entity: 'testGadget', recordId: id });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ entity: 'testGadget', recordId: id, action: 'create', before: null, accountId: adminId, humancode: 'admin' });
    expect(row!.after).toMatchObject({ id, code: 'AUD-1', name: 'Audited', quantity: 2, status: 'draft', delFlag: false });
    expect(row!.after).not.toHaveProperty('secret');
    expect(JSON.stringify(row)).not.toContain('never-log-me');
    expect(row!.ip).toBeTruthy();
    expect(Date.now() - new Date(row!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('update: before and after', async () => {
    expect((await post('/testGadget/edit', { id, name: 'Audited v2', secret: 'still-secret' })).code).toBe('00000');
    const rows = await audit({ entity: 'testGadget', recordId: id, action: 'update' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({ name: 'Audited', quantity: 2 });
    expect(rows[0]!.after).toMatchObject({ name: 'Audited v2', quantity: 2 });
    for (const side of [rows[0]!.before, rows[0]!.after]) expect(side).not.toHaveProperty('secret');
    expect(JSON.stringify(rows)).not.toMatch(/never-log-me|still-secret/);
  });

  it('refused edits write nothing', async () => {
    const before = (await audit({ entity: 'testGadget' })).length;
    expect((await post('/testGadget/edit', { id, quantity: -5 })).code).toBe('00005');
    expect((await post('/testGadget/edit', { code: 'AUD-1', name: 'clash' })).code).toBe('00007');
    expect((await post('/testGadget/edit', { id: 'missing', name: 'x' })).code).toBe('00006');
    expect((await audit({ entity: 'testGadget' })).length).toBe(before);
  });

  it('deleteYzj and delete: the row before, nothing after', async () => {
    expect((await post('/testGadget/deleteYzj', { id })).code).toBe('00000');
    const soft = await audit({ entity: 'testGadget', recordId: id, action: 'softDelete' });
    expect(soft).toHaveLength(1);
    expect(soft[0]!.before).toMatchObject({ id, name: 'Audited v2', delFlag: false });
    expect(soft[0]!.before).not.toHaveProperty('secret');
    expect(soft[0]!.after).toBeNull();

    const other = await post('/testGadget/edit', { code: 'AUD-2', name: 'Hard deleted' });
    expect((await post('/testGadget/delete', { id: other.info.id })).code).toBe('00000');
    const hard = await audit({ entity: 'testGadget', recordId: other.info.id });
    expect(hard.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(hard[1]!.before).toMatchObject({ code: 'AUD-2' });
    expect(hard[1]!.after).toBeNull();
    // The whole history of the first record, in order.
    expect((await audit({ entity: 'testGadget', recordId: id })).map((r) => r.action)).toEqual(['create', 'update', 'softDelete']);
  });
});

/** A gadget import file: code, name, and the (non-importable) secret column. */
async function gadgetFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('gadgets');
  sheet.addRow(['编码', '名称', '密钥']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('import writes one audit row per imported record; a rejected import none', () => {
  it('imports', async () => {
    const before = (await audit({ entity: 'testGadget', action: 'create' })).length;
    const answer = await uploadFile(t, '/testGadget/import', admin, {
      filename: 'g.xlsx',
      data: await gadgetFile([
        ['IMP-A', 'Imported A', 'import-secret'],
        ['IMP-B', 'Imported B', 'import-secret'],
      ]),
    });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    // The hidden column is not importable: it is reported as ignored, not stored.
    expect(answer.info).toEqual({ imported: 2, ignoredColumns: ['密钥'] });
    const rows = await audit({ entity: 'testGadget', action: 'create' });
    expect(rows.length).toBe(before + 2);
    expect(rows.slice(-2).map((r) => r.after!.code).sort()).toEqual(['IMP-A', 'IMP-B']);
    expect(JSON.stringify(rows)).not.toContain('import-secret');

    const rejected = await uploadFile(t, '/testGadget/import', admin, { filename: 'g.xlsx', data: await gadgetFile([['IMP-C', 'Imported C'], ['IMP-A', 'Duplicate']]) });
    expect(rejected.code).toBe('00005');
    expect(rejected.errors).toEqual([expect.objectContaining({ path: '/rows/3/code' })]);
    expect((await audit({ entity: 'testGadget', action: 'create' })).length).toBe(before + 2);
  });
});

describe('accounts: the password hash never reaches the audit log', () => {
  it('create, update, reset, roles and delete of an account', async () => {
    const created = await post('/sytPermissionAccount/edit', { humancode: 'audited1', humanname: 'Audited Person', identity: 'staff' });
    expect(created.code, `${created.raw}`).toBe('00000');
    const id = created.info.id as string;
    expect((await post('/sytPermissionAccount/edit', { id, humanname: 'Audited Person 2' })).code).toBe('00000');
    expect((await post('/sytPermissionAccount/restPasswd', { humancode: 'audited1' })).code).toBe('00000');
    const sysop = (await t.database.query<{ id: string }>(`select id from syt_permission_role where rolecode = 'sysop'`))[0]!.id;
    expect((await post('/sytPermissionAccount/roles', { id, roleIds: [sysop] })).code).toBe('00000');
    expect((await post('/sytPermissionAccount/deleteYzj', { id })).code).toBe('00000');

    const rows = await audit({ entity: 'sytPermissionAccount', recordId: id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'restPasswd', 'roles', 'softDelete']);
    expect(rows[1]!.before).toMatchObject({ humanname: 'Audited Person' });
    expect(rows[1]!.after).toMatchObject({ humanname: 'Audited Person 2' });
    expect(rows[3]!.after).toEqual({ roleIds: [sysop] });
    const hash = (await t.database.query<{ password_hash: string }>('select password_hash from syt_permission_account where id = $1', [id]))[0]!.password_hash;
    for (const side of rows.flatMap((row) => [row.before, row.after])) expect(Object.keys(side ?? {})).not.toContain('passwordHash');
    const raw = JSON.stringify(rows);
    expect(raw).not.toMatch(/passwordHash|password_hash|initialPassword/);
    expect(raw).not.toContain(hash);
    // The reset password itself is not logged either.
    expect(rows[2]!.before).toBeNull();
    expect(rows[2]!.after).toBeNull();
  });

  it('no audit row of any entity carries a hidden field', async () => {
    const all = await t.database.query<{ entity: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'select entity, before, after from syt_audit_log',
    );
    expect(all.length).toBeGreaterThan(5);
    for (const row of all) {
      const schema = t.app.entities.get(row.entity)?.schema;
      if (!schema) continue;
      const hidden = Object.entries(schema.fields).filter(([, f]) => f.hidden || f.writeOnly).map(([k]) => k);
      for (const side of [row.before, row.after]) for (const key of hidden) expect(side ?? {}, `${row.entity}.${key}`).not.toHaveProperty(key);
    }
  });
});

describe('the audit log is an entity screen of its own', () => {
  it('is read-only: no edit, delete or import', async () => {
    for (const call of ['edit', 'delete', 'deleteYzj', 'import']) expect((await post(`/sytAuditLog/${call}`, { id: 'x' })).code, `${call}`).toBe('00006');
    expect((await t.call('GET', '/sytAuditLog/downImportTemplate', { token: admin })).code).toBe('00006');
  });

  it('filters by entity, action, humancode and time, sorts, and answers queryInfo', async () => {
    const page = await post('/sytAuditLog/queryPage', { queryParam: { humancode: 'adm', createdAt: [new Date(Date.now() - 3_600_000).toISOString(), null] }, sort: { field: 'entity', order: 'desc' }, pageSize: 500 });
    expect(page.code, `${page.raw}`).toBe('00000');
    expect(page.info.total).toBeGreaterThan(0);
    const entities: string[] = page.info.records.map((r: AuditRow) => r.entity);
    // Descending by entity: every testGadget row comes before every sytPermissionAccount row (t > s in any collation).
    expect(entities.lastIndexOf('testGadget')).toBeLessThan(entities.indexOf('sytPermissionAccount'));
    expect(entities.indexOf('testGadget')).toBe(0);
    const info = await post('/sytAuditLog/queryInfo', { id: page.info.records[0].id });
    expect(info.code).toBe('00000');
    expect(info.info.entity).toBe(page.info.records[0].entity);
    const future = await post('/sytAuditLog/queryPage', { queryParam: { createdAt: [new Date(Date.now() + 3_600_000).toISOString(), null] } });
    expect(future.info.total).toBe(0);
  });

  it('is refused to a caller without sys_audit_view', async () => {
    expect((await post('/sytAuditLog/queryPage', {}, await t.login('student1'))).code).toBe('00004');
  });
});
