import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { FORM_SCHEMA_VERSION, type FormSchema } from '../../src/schemas/form/index.ts';
import { validateSubmission } from '../../src/schemas/form/validate-submission.ts';

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

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora/vform');

const simpleConf = {
  widgetList: [
    { type: 'input', id: 'a', formItemFlag: true, options: { name: 'a', label: '姓名', required: true } },
    { type: 'sub-form', id: 's', options: { name: 's', label: '明细' }, widgetList: [{ type: 'number', id: 'n', options: { name: 'n', label: '金额' } }] },
    { type: 'divider', id: 'd', options: { name: 'd' } },
  ],
  formConfig: {},
};

describe('/bpmForm', () => {
  it('the seeded sample form is listed and answered by get with conf and fields', async () => {
    const page = await t.call('POST', '/bpmForm/queryPage', { token: admin, body: { queryParam: { name: '请假' } } });
    expect(page.code).toBe('00000');
    const row = page.info.records?.[0] ?? page.info.list?.[0] ?? page.info[0];
    expect(row).toMatchObject({ name: '请假申请', schemaVersion: FORM_SCHEMA_VERSION });
    const got = await t.call('POST', '/bpmForm/get', { token: teacher, body: { id: row.id } });
    expect(got.code).toBe('00000');
    const conf = JSON.parse(got.info.conf) as FormSchema;
    expect(conf.formConfig).toMatchObject({ name: '请假申请', modelName: 'formData', labelWidth: 120 });
    expect(got.info.fields.map((f: { name: string }) => f.name)).toEqual(['applicant', 'phone', 'leaveType', 'period', 'days', 'reason', 'certificate']);
    // The sample's rules hold: linkage makes the certificate required for sick leave, days are computed.
    // 申请人 is read-only, filled from the initiator by the server (initiatorFill): the client sends none.
    expect(conf.widgetList.flatMap((w) => w.cols ?? []).flatMap((c) => c.widgetList ?? []).find((w) => w.options.name === 'applicant')?.options).toMatchObject({ disabled: true, initiatorFill: 'name' });
    // A Monday to Friday at least two weeks ahead: the form refuses days already past.
    let monday = dayjs().add(14, 'day');
    while (monday.day() !== 1) monday = monday.add(1, 'day');
    const data = { leaveType: 2, period: [monday.format('YYYY-MM-DD'), monday.add(4, 'day').format('YYYY-MM-DD')], reason: '发烧' };
    expect(validateSubmission(conf, data)).toEqual({ ok: false, errors: [{ path: 'certificate', message: '字段值不可为空' }] });
    const passed = validateSubmission(conf, { ...data, leaveType: 1 });
    expect(passed.ok && passed.data.days).toBe(5);
    const byFormId = await t.call('POST', '/bpmForm/get', { token: teacher, body: { formId: row.id } });
    expect(byFormId.info.id).toBe(row.id);
  });

  it('edit normalises a VForm export, stamps the version and derives the field list; get, edit and delete', async () => {
    const created = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '测试表单', conf: JSON.stringify(simpleConf) } });
    expect(created.code).toBe('00000');
    expect(created.info.schemaVersion).toBe(FORM_SCHEMA_VERSION);
    expect(created.info.fields).toEqual([
      { name: 'a', label: '姓名', type: 'input', required: true },
      { name: 's', label: '明细', type: 'sub-form' },
      { name: 'n', label: '金额', type: 'number', subForm: 's' },
    ]);
    const stored = JSON.parse(created.info.conf) as FormSchema;
    expect(stored.schemaVersion).toBe(FORM_SCHEMA_VERSION);
    expect(stored.formConfig).toMatchObject({ name: '', refName: 'vForm', rulesName: 'rules', labelPosition: 'left' });
    // Saving the stored conf again stores it unchanged.
    const again = await t.call('POST', '/bpmForm/edit', { token: admin, body: { id: created.info.id, conf: created.info.conf } });
    expect(again.info.conf).toBe(created.info.conf);

    const renamed = await t.call('POST', '/bpmForm/edit', { token: admin, body: { id: created.info.id, name: '改名', status: 1 } });
    expect(renamed.code).toBe('00000');
    expect(renamed.info.status).toBe(1);

    const got = await t.call('POST', '/bpmForm/get', { token: admin, body: { id: created.info.id } });
    expect(got.info).toMatchObject({ name: '改名', status: 1, schemaVersion: FORM_SCHEMA_VERSION });

    const removed = await t.call('POST', '/bpmForm/delete', { token: admin, body: { id: created.info.id } });
    expect(removed.code).toBe('00000');
    const gone = await t.call('POST', '/bpmForm/get', { token: admin, body: { id: created.info.id } });
    expect(gone.status).toBe(404);
  });

  it('edit refuses a conf that is not a form schema, in the request language', async () => {
    const notJson = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: 'x', conf: '{oops' } });
    expect(notJson.code).toBe('00005');
    expect(notJson.errors).toEqual([{ path: '/conf', message: '表单配置无效：form schema is not valid JSON' }]);
    const dup = {
      widgetList: [
        { type: 'input', id: 'a', options: { name: 'a' } },
        { type: 'input', id: 'b', options: { name: 'a' } },
      ],
      formConfig: {},
    };
    const duplicate = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: 'x', conf: JSON.stringify(dup) }, headers: { 'accept-language': 'en' } });
    expect(duplicate.code).toBe('00005');
    expect(duplicate.errors).toEqual([{ path: '/conf', message: 'Duplicate name: a' }]);
    const future = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: 'x', conf: JSON.stringify({ ...simpleConf, schemaVersion: 99 }) } });
    expect(future.code).toBe('00005');
    // `fields` is derived from the conf: a list sent with it (a client echoing what it read) is ignored, not taken.
    const forged = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: 'x', conf: '{}', fields: [{ name: 'forged', label: 'x', type: 'input' }] } });
    expect({ code: forged.code, fields: forged.info.fields }).toEqual({ code: '00000', fields: [] });
    expect((await t.call('POST', '/bpmForm/delete', { token: admin, body: { id: forged.info.id } })).code).toBe('00000');
  });

  it('guards: listing and editing need the form permissions; get needs a login', async () => {
    expect((await t.call('POST', '/bpmForm/queryPage', { token: teacher, body: {} })).status).toBe(403);
    expect((await t.call('POST', '/bpmForm/edit', { token: teacher, body: { name: 'x', conf: JSON.stringify(simpleConf) } })).status).toBe(403);
    expect((await t.call('POST', '/bpmForm/delete', { token: teacher, body: { id: 'x' } })).status).toBe(403);
    expect((await t.call('POST', '/bpmForm/get', { body: { id: 'x' } })).status).toBe(401);
    expect((await t.call('POST', '/bpmForm/get', { token: teacher, body: {} })).code).toBe('00005');
    expect((await t.call('POST', '/bpmForm/get', { token: teacher, body: { id: 'x', extra: 1 } })).code).toBe('00005');
  });

  it.skipIf(!existsSync(corpus))('stores a corpus form exported by the customised VForm as it is', async () => {
    const conf = readFileSync(resolve(corpus, 'payContract.json'), 'utf8');
    const created = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: '合同付款', conf } });
    expect(created.code).toBe('00000');
    expect(created.info.fields).toHaveLength(10);
    expect(created.info.fields.map((f: { type: string }) => f.type)).toContain('department');
  });
});
