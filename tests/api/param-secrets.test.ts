/**
 * System parameters that belong to the administrators (src/server/modules/param-routes.ts,
 * src/server/entity/hooks/param-hooks.ts): /sytSysParam/get answers a parameter not marked public only
 * to a caller holding sys_param_view; a secret's value is never answered in clear, to anyone, by any
 * read, and an edit that sends the mask back keeps the stored secret.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MASK = '******';
const SECRET = 'hunter2-smtp-password';

let t: TestApp;
let admin: string;
let sysop: string;
let student: string;
let secretId: string;

const get = (token: string, key: string) => t.call('POST', '/sytSysParam/get', { token, body: { idOrNameOrType: key } });
const stored = async (id: string) => (await t.database.query<{ value: string | null }>('select value from syt_sys_param where id = $1', [id]))[0]!.value;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sysop, student] = await Promise.all([t.login('admin'), t.login('sysop'), t.login('student1')]);
  await t.database.query(
    `insert into syt_sys_param (id, name, value, type, is_public) values ('p-internal', 'internalEndpoint', 'http://10.0.0.9/api', 'internal', false)`,
  );
  const made = await t.call('POST', '/sytSysParam/edit', { token: admin, body: { name: 'smtpPassword', value: SECRET, type: 'mail', isPublic: false, secret: true } });
  if (made.code !== '00000') throw new Error(made.raw);
  secretId = made.info.id;
});
afterAll(async () => {
  await t?.close();
});

describe('/sytSysParam/get', () => {
  it('answers a parameter not marked public only to a holder of sys_param_view', async () => {
    expect((await get(student, 'internalEndpoint')).info).toBeNull();
    expect((await get(student, 'internal')).info).toBeNull();
    expect((await get(student, 'p-internal')).info).toBeNull();
    expect((await get(sysop, 'internalEndpoint')).info).toMatchObject({ name: 'internalEndpoint', value: 'http://10.0.0.9/api' });
    // Public parameters stay readable by everyone signed in (the holiday calendar, the site logo).
    expect((await get(student, 'stylogo')).info).toMatchObject({ name: 'stylogo', value: 'Flowhall' });
  });

  it('answers a secret masked, to the administrator too', async () => {
    expect((await get(admin, 'smtpPassword')).info).toMatchObject({ name: 'smtpPassword', value: MASK });
    expect((await get(sysop, secretId)).info.value).toBe(MASK);
    expect((await get(student, 'smtpPassword')).info).toBeNull();
  });

  it('masks a secret that is also public, anonymously too', async () => {
    await t.database.query("update syt_sys_param set is_public = true where id = 'p-internal'");
    await t.database.query("insert into syt_sys_param (id, name, value, is_public, secret) values ('p-pubsecret', 'mapKey', 'k-123', true, true)");
    expect((await t.call('POST', '/sytSysParam/getNoLogin', { body: { idOrNameOrType: 'mapKey' } })).info.value).toBe(MASK);
    expect((await get(student, 'mapKey')).info.value).toBe(MASK);
  });
});

describe('the sytSysParam call family', () => {
  it('masks the secret in the edit answer, queryPage, queryList, queryInfo and export', async () => {
    const page = await t.call('POST', '/sytSysParam/queryPage', { token: admin, body: { pageSize: 100 } });
    expect(page.info.records.find((r: { id: string }) => r.id === secretId)).toMatchObject({ value: MASK, secret: true });
    expect(page.info.records.find((r: { name: string }) => r.name === 'stylogo').value).toBe('Flowhall');
    const list = await t.call('POST', '/sytSysParam/queryList', { token: admin, body: { queryParam: { name: 'smtp' } } });
    expect(list.info.map((r: { value: string }) => r.value)).toEqual([MASK]);
    expect((await t.call('POST', '/sytSysParam/queryInfo', { token: admin, body: { id: secretId } })).info.value).toBe(MASK);

    const exported = await t.app.inject({ method: 'POST', url: '/sytSysParam/export', headers: { token: admin, 'content-type': 'application/json' }, payload: '{}' });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain(MASK);
    expect(cells).toContain('Flowhall');
    expect(cells.join('\n')).not.toContain(SECRET);
  });

  it('keeps the stored secret when an edit sends the mask back, and takes a new value', async () => {
    const info = (await t.call('POST', '/sytSysParam/queryInfo', { token: admin, body: { id: secretId } })).info;
    const resent = await t.call('POST', '/sytSysParam/edit', { token: admin, body: { id: secretId, value: info.value, remark: '发信账号' } });
    expect(resent.code).toBe('00000');
    expect(resent.info).toMatchObject({ value: MASK, remark: '发信账号' });
    expect(await stored(secretId)).toBe(SECRET);

    const changed = await t.call('POST', '/sytSysParam/edit', { token: admin, body: { id: secretId, value: 'rotated-2026' } });
    expect(changed.info.value).toBe(MASK);
    expect(await stored(secretId)).toBe('rotated-2026');
  });

  it('never writes the secret to the audit log', async () => {
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from syt_audit_log where entity = 'sytSysParam' and (before::text like '%' || $1 || '%' or after::text like '%' || $1 || '%' or after::text like '%rotated-2026%')",
      [SECRET],
    );
    expect(rows[0]!.n).toBe(0);
    const audited = await t.database.query<{ n: number }>("select count(*)::int as n from syt_audit_log where entity = 'sytSysParam' and record_id = $1", [secretId]);
    expect(audited[0]!.n).toBeGreaterThan(0);
  });

  it('turning secret off without a new value empties it rather than revealing it', async () => {
    const off = await t.call('POST', '/sytSysParam/edit', { token: admin, body: { id: secretId, value: MASK, secret: false } });
    expect(off.code).toBe('00000');
    expect(off.info).toMatchObject({ secret: false, value: null });
    expect(await stored(secretId)).toBeNull();
  });
});
