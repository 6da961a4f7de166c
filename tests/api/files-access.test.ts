/**
 * Per-file access of /file/view (src/server/modules/file-routes.ts): a private file (every kind by
 * default, pictures too) is seen with the token by its uploader, a super administrator, and whoever may
 * see a record that references it; a file uploaded with `purpose=public` is visible to every signed-in
 * person and through its signed link; signed links keep working for private files too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAccessOf } from '../../src/server/modules/file-store.ts';
import { multipartBody, type EnvelopeAnswer } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, chain, deploy, userTask } from './bpm-approval-support.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, student2] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2')]);
});
afterAll(async () => {
  await t?.close();
});

async function upload(token: string, file: { filename: string; data: Buffer }, purpose?: string): Promise<EnvelopeAnswer> {
  const parts = [...(purpose === undefined ? [] : [{ name: 'purpose', value: purpose }]), { name: 'file', ...file }];
  const { payload, contentType } = multipartBody(parts);
  const response = await t.app.inject({ method: 'POST', url: '/file/upload', headers: { 'content-type': contentType, token }, payload });
  const parsed = JSON.parse(response.body) as { code: string; info: any };
  return { status: response.statusCode, code: parsed.code, info: parsed.info, headers: response.headers, raw: response.body };
}

async function view(url: string, token?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, code: json ? (JSON.parse(response.body) as { code: string }).code : undefined };
}

const plain = (url: string) => url.replace(/\?.*$/, '');
const storagePath = async (id: string) => (await t.database.query<{ storage_path: string }>('select storage_path from syt_file where id = $1', [id]))[0]!.storage_path;

describe('purposes', () => {
  it('stores every kind as private by default, pictures too, public only when asked, and says so', async () => {
    const image = await upload(student1, { filename: 'a.png', data: PNG });
    const pdf = await upload(student1, { filename: 'a.pdf', data: PDF });
    expect([image.info.purpose, pdf.info.purpose]).toEqual(['private', 'private']);
    expect(await storagePath(image.info.id)).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(await storagePath(pdf.info.id)).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const chosen = await upload(student1, { filename: 'b.png', data: PNG }, 'public');
    expect(chosen.info.purpose).toBe('public');
    expect(await storagePath(chosen.info.id)).toMatch(/^public\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  });

  it('refuses an unknown purpose with 00005 and stores nothing', async () => {
    const before = (await t.database.query<{ n: number }>('select count(*)::int as n from syt_file'))[0]!.n;
    const answer = await upload(student1, { filename: 'a.png', data: PNG }, '../../etc');
    expect(answer.code).toBe('00005');
    const after = (await t.database.query<{ n: number }>('select count(*)::int as n from syt_file'))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('viewing a private file', () => {
  it('with the token: its uploader and a super administrator, not another person (00004)', async () => {
    const { info } = await upload(student1, { filename: '病假条.pdf', data: PDF });
    expect((await view(plain(info.url), student1)).status).toBe(200);
    expect((await view(plain(info.url), admin)).status).toBe(200);
    expect(await view(plain(info.url), student2)).toEqual({ status: 403, code: '00004' });
  });

  it('through its signed link, which only people allowed to see it are handed', async () => {
    const { info } = await upload(student1, { filename: 'x.pdf', data: PDF });
    expect((await view(info.url)).status).toBe(200);
    expect((await view(info.url, student2)).status).toBe(200);
    expect((await view(`${plain(info.url)}?sig=1.${'A'.repeat(43)}`, student2)).code).toBe('00004');
  });

  it('for whoever may see a record that references it (an entity file field)', async () => {
    const { info } = await upload(student1, { filename: 'seal.png', data: PNG }, 'private');
    expect((await view(plain(info.url), student2)).code).toBe('00004');
    // Service-centre entries are listed to every signed-in person (sytServiceCenter/list, access login).
    const entry = await t.call('POST', '/sytServiceCenter/edit', { token: admin, body: { name: '学生服务', category: '学工', icon: info.url, enabled: true } });
    expect(entry.code, `${entry.raw}`).toBe('00000');
    expect((await view(plain(info.url), student2)).status).toBe(200);
    // Once the record no longer references it, the file is private again.
    await t.call('POST', '/sytServiceCenter/delete', { token: admin, body: { id: entry.info.id } });
    expect((await view(plain(info.url), student2)).code).toBe('00004');
  });

  it('through a record of an entity the caller may not see: refused', async () => {
    const { info } = await upload(student1, { filename: 'banner.png', data: PNG }, 'private');
    const banner = await t.call('POST', '/sytRollBanner/edit', { token: admin, body: { title: '私有图横幅', imageUrl: info.url, sort: 9, enabled: true } });
    expect(banner.code, `${banner.raw}`).toBe('00000');
    // Banners need sys_banner_view, which students do not hold.
    expect((await view(plain(info.url), student2)).code).toBe('00004');
  });

  it('for another module that registers a referrer (fileAccessOf(ctx).addReferrer)', async () => {
    const { info } = await upload(student1, { filename: 'form.pdf', data: PDF });
    const granted = new Set<string>();
    fileAccessOf(t.app.ctx).addReferrer('test: process forms', async (fileId, viewer) => granted.has(`${fileId}:${viewer.accountId}`));
    expect((await view(plain(info.url), student2)).code).toBe('00004');
    const accountId = (await t.database.query<{ id: string }>("select id from syt_permission_account where humancode = 'student2'"))[0]!.id;
    granted.add(`${info.id}:${accountId}`);
    expect((await view(plain(info.url), student2)).status).toBe(200);
  });
});

describe('viewing a public file', () => {
  it('every signed-in person and the signed link, as before', async () => {
    const { info } = await upload(student1, { filename: 'icon.png', data: PNG }, 'public');
    expect((await view(plain(info.url), student2)).status).toBe(200);
    expect((await view(info.url)).status).toBe(200);
    expect((await view(plain(info.url))).code).toBe('00002');
  });
});

describe('attachments of process forms (bpm/approval/file-referrer.ts)', () => {
  it('the people of the process may open them, others may not', async () => {
    const attached = await upload(student1, { filename: 'proof.pdf', data: PDF });
    const link = plain(attached.info.url);
    const other = await upload(student1, { filename: 'other.pdf', data: PDF });
    const teacher1 = await t.login('teacher1');
    // Before the file is in any process, only its uploader sees it.
    expect((await view(link, teacher1)).status).toBe(403);
    const key = await deploy(
      t,
      bpmn('with_attachment', `<bpmn:startEvent id="start" />${userTask('check', '审核', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`),
    );
    const created = await t.call('POST', '/bpmProcessInstance/create', {
      token: student1,
      body: { processDefinitionKey: key, variables: { proof: [{ name: 'proof.pdf', url: attached.info.url }] } },
    });
    expect(created.code).toBe('00000');
    expect((await view(link, teacher1)).status).toBe(200);
    expect((await view(link, admin)).status).toBe(200);
    expect(await view(link, student2)).toEqual({ status: 403, code: '00004' });
    // A file of the same uploader that no process references stays private.
    expect((await view(plain(other.info.url), teacher1)).status).toBe(403);
  });

  it('a link pasted into a process its uploader takes no part in opens nothing', async () => {
    const secret = await upload(student1, { filename: 'secret.pdf', data: PDF });
    const link = plain(secret.info.url);
    const teacher1 = await t.login('teacher1');
    const key = await deploy(
      t,
      bpmn('quoting_attachment', `<bpmn:startEvent id="start" />${userTask('check', '审核', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`),
    );
    const created = await t.call('POST', '/bpmProcessInstance/create', { token: student2, body: { processDefinitionKey: key, variables: { proof: [{ name: 'x.pdf', url: link }] } } });
    expect(created.code).toBe('00000');
    expect(await view(link, student2)).toEqual({ status: 403, code: '00004' });
    expect((await view(link, teacher1)).status).toBe(403);
  });

  it('a picture of a process form is private to that process, like any attachment', async () => {
    // What picture-upload sends (purpose private; the server's default too, tested above).
    const picture = await upload(student1, { filename: '现场照片.png', data: PNG });
    const link = plain(picture.info.url);
    const teacher1 = await t.login('teacher1');
    const form = { widgetList: [{ type: 'picture-upload', id: 'photos', formItemFlag: true, options: { name: 'photos', label: '照片' } }], formConfig: {} };
    const key = await deploy(
      t,
      bpmn('with_picture', `<bpmn:startEvent id="start" />${userTask('check', '审核', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`),
      { start: form },
    );
    expect(await view(link, student2)).toEqual({ status: 403, code: '00004' });
    const created = await t.call('POST', '/bpmProcessInstance/create', { token: student1, body: { processDefinitionKey: key, formData: { photos: [{ name: '现场照片.png', url: picture.info.url }] } } });
    expect(created.code).toBe('00000');
    expect((await view(link, teacher1)).status).toBe(200);
    expect(await view(link, student2)).toEqual({ status: 403, code: '00004' });
    // The signed link of the answer (handed only to people of the process) shows it in an <img>.
    expect((await view(picture.info.url)).status).toBe(200);
  });
});
