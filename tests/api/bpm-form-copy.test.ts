/**
 * 表单管理's 复制 (issue 13: the forms list copies a form): /bpmForm/copy makes a new form with a new id,
 * the name marked as a copy in the caller's language, the same conf and field list, a draft, the caller as
 * creator; the original is untouched. It needs the add code (sys_form_btn_add): a teacher cannot copy.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../src/schemas/envelope.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  teacher = await t.login('lihua');
});
afterAll(async () => {
  await t?.close();
});

const conf = {
  widgetList: [
    { type: 'input', id: 'a', formItemFlag: true, options: { name: 'a', label: '姓名', required: true } },
    { type: 'number', id: 'n', formItemFlag: true, options: { name: 'n', label: '天数' } },
  ],
  formConfig: {},
};

async function info(id: string) {
  const answer = await t.call('POST', '/bpmForm/queryInfo', { token: admin, body: { id } });
  expect(answer.code).toBe('00000');
  return answer.info as Record<string, unknown>;
}

describe('/bpmForm/copy', () => {
  it('copies a form: new id, name + 副本 / (copy), same conf, draft, the caller as creator', async () => {
    const created = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '请假单', conf: JSON.stringify(conf), status: 1, remark: '备注' } });
    expect(created.code).toBe('00000');
    const id = String(created.info.id);
    const original = await info(id);
    expect(original.creator).toBe('admin');

    const copied = await t.call('POST', '/bpmForm/copy', { token: admin, body: { id } });
    expect(copied.code).toBe('00000');
    const copyId = String(copied.info.id);
    expect(copyId).not.toBe(id);
    const copy = await info(copyId);
    expect(copy).toMatchObject({ name: '请假单 副本', conf: original.conf, fields: original.fields, schemaVersion: original.schemaVersion, status: 0, remark: '备注', creator: 'admin' });

    const english = await t.call('POST', '/bpmForm/copy', { token: admin, body: { id }, headers: { 'accept-language': 'en-US' } });
    expect(english.code).toBe('00000');
    expect((await info(String(english.info.id))).name).toBe('请假单 (copy)');

    // The original is as it was, and the list shows the copies beside it.
    expect(await info(id)).toEqual(original);
    const page = await t.call('POST', '/bpmForm/queryPage', { token: admin, body: { queryParam: { name: '请假单' } } });
    expect(page.info.records.map((r: { name: string }) => r.name).sort()).toEqual(['请假单', '请假单 (copy)', '请假单 副本']);

    // The copy is audited as a creation by the caller.
    const audit = await t.call('POST', '/sytAuditLog/queryPage', { token: admin, body: { queryParam: { entity: 'bpmForm', recordId: copyId } } });
    expect(audit.info.records).toEqual([expect.objectContaining({ action: 'create', recordLabel: '请假单 副本', humancode: 'admin' })]);
  });

  it('refuses a caller without the add code, and a form that does not exist', async () => {
    const created = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '不可复制', conf: JSON.stringify(conf) } });
    const refused = await t.call('POST', '/bpmForm/copy', { token: teacher, body: { id: created.info.id } });
    expect(refused.code).toBe(Codes.forbidden);
    const page = await t.call('POST', '/bpmForm/queryPage', { token: admin, body: { queryParam: { name: '不可复制' } } });
    expect(page.info.total).toBe(1);

    const missing = await t.call('POST', '/bpmForm/copy', { token: admin, body: { id: 'no-such-form' } });
    expect(missing.code).not.toBe('00000');
    expect((await t.call('POST', '/bpmForm/copy', { token: admin, body: {} })).code).not.toBe('00000');
  });
});
