/**
 * File resources (src/server/task-fill/files.ts) and checked file fields (src/server/entity/file-fields.ts):
 * the list answers only files whose audience reaches the caller (people, a department above theirs, a role;
 * empty = everyone), searches and pages; /file/view opens a resource's upload to its audience only; a file
 * field accepts only a view link to an existing upload of an allowed type and size, uploaded by the editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
let teacher: string;

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const must = async (token: string, url: string, body: unknown) => {
  const answer = await post(token, url, body);
  if (answer.code !== '00000') throw new Error(`${url} ${answer.raw}`);
  return answer.info;
};
const one = async <T>(query: string, params: unknown[]) => (await t.database.query<{ id: T }>(query, params))[0]!.id;
const accountId = (code: string) => one<string>('select id from syt_permission_account where humancode = $1', [code]);

async function upload(token: string, filename: string, data: Buffer): Promise<{ id: string; url: string }> {
  const { payload, contentType } = multipartBody([{ name: 'file', filename, data }]);
  const answer = JSON.parse((await t.app.inject({ method: 'POST', url: '/file/upload', headers: { token, 'content-type': contentType }, payload })).body);
  if (answer.code !== '00000') throw new Error(JSON.stringify(answer));
  return answer.info;
}
const view = async (id: string, token: string) => (await t.app.inject({ method: 'GET', url: `/file/view/${id}`, headers: { token } })).statusCode;
const names = async (token: string, body: unknown = {}) => ((await must(token, '/fileresource/list', body)).records as { name: string }[]).map((r) => r.name);

async function grant(rolecode: string, permission: string) {
  await t.database.query(
    `insert into syt_permission_role_resource (role_id, resource_id)
       select r.id, s.id from syt_permission_role r, syt_permission_resources s where r.rolecode = $1 and s.permission = $2 on conflict do nothing`,
    [rolecode, permission],
  );
  t.app.ctx.sessions.permissions.invalidate();
}

const files: Record<string, { id: string; url: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ fileMaxBytes: 8 * 1024 * 1024 });
  [admin, student1, student2, teacher] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2'), t.login('teacher1')]);
  for (const key of ['own', 'all', 'dept', 'role', 'off']) files[key] = await upload(admin, `${key}.pdf`, PDF);
  const cs = await one<string>(`select id from syt_sys_organization where code = 'CS'`, []);
  const teacherRole = await one<string>(`select id from syt_permission_role where rolecode = 'teacher'`, []);
  await must(admin, '/sytFileResource/edit', { name: '学生手册', category: '手册', fileUrl: files.own!.url, audience: { accountIds: [await accountId('student1')] } });
  await must(admin, '/sytFileResource/edit', { name: '校历', category: '通知', fileUrl: files.all!.url, audience: {} });
  await must(admin, '/sytFileResource/edit', { name: '学院通知', category: '通知', fileUrl: files.dept!.url, audience: { organizationIds: [cs] } });
  await must(admin, '/sytFileResource/edit', { name: '教师手册', category: '手册', fileUrl: files.role!.url, audience: { roleIds: [teacherRole] } });
  await must(admin, '/sytFileResource/edit', { name: '未发布文件', fileUrl: files.off!.url, enabled: false });
});
afterAll(async () => {
  await t?.close();
});

describe('the download list', () => {
  it('answers only the published files whose audience reaches the caller', async () => {
    expect((await names(student1)).sort()).toEqual(['学生手册', '学院通知', '校历'].sort());
    expect((await names(student2)).sort()).toEqual(['学院通知', '校历'].sort());
    expect((await names(teacher)).sort()).toEqual(['学院通知', '教师手册', '校历'].sort());
    const admins = await names(admin);
    expect(admins).toContain('校历');
    expect(admins).not.toContain('未发布文件');
  });

  it('searches by name and category, pages, and names the file behind each record', async () => {
    expect(await names(student1, { queryParam: { name: '手册' } })).toEqual(['学生手册']);
    expect((await names(student1, { queryParam: { category: '通知' } })).sort()).toEqual(['学院通知', '校历'].sort());
    const first = await must(student1, '/fileresource/list', { page: 1, pageSize: 2 });
    const second = await must(student1, '/fileresource/list', { page: 2, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.records).toHaveLength(2);
    expect(second.records).toHaveLength(1);
    expect(first.categories.sort()).toEqual(['手册', '通知'].sort());
    expect(first.records[0]).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/), size: PDF.length, mime: 'application/pdf' });
    expect(JSON.stringify(first)).not.toMatch(/sig=/);
    expect((await post(student1, '/fileresource/list', { pageSize: 51 })).code).toBe('00005');
    expect((await post(student1, '/fileresource/list', { queryParam: { owner: 'x' } })).code).toBe('00005');
  });
});

describe('downloading', () => {
  it('opens a resource file to its audience and to nobody else', async () => {
    expect(await view(files.own!.id, student1)).toBe(200);
    expect(await view(files.own!.id, student2)).toBe(403);
    expect(await view(files.role!.id, teacher)).toBe(200);
    expect(await view(files.role!.id, student1)).toBe(403);
    expect(await view(files.dept!.id, student2)).toBe(200);
    expect(await view(files.off!.id, student1)).toBe(403);
  });
});

async function refused(token: string, fileUrl: string) {
  const answer = await post(token, '/sytFileResource/edit', { name: '坏文件', fileUrl });
  expect(`${answer.code} ${answer.raw}`).toMatch(/^00005 .*"path":"\/fileUrl"/);
  return answer;
}

describe('checked file fields', () => {
  it('takes only a view link to an existing upload of an allowed type and size', async () => {
    await refused(admin, '/file/view/../../keys/file-url.key');
    await refused(admin, '/logo.svg');
    await refused(admin, 'https://example.com/a.pdf');
    await refused(admin, `/file/view/00000000-0000-4000-8000-000000000000`);
    const gif = await upload(admin, 'a.gif', GIF);
    expect((await refused(admin, gif.url)).info).toContain('.gif');
    const big = await upload(admin, 'big.txt', Buffer.alloc(6 * 1024 * 1024, 'a'));
    expect((await refused(admin, big.url)).info).toContain('5 MB');
  });

  it('takes only the editor’s own upload, and keeps a row’s file whoever uploaded it', async () => {
    await grant('teacher', 'sys_file_resource_view');
    await grant('teacher', 'sys_file_resource_btn_add');
    await grant('teacher', 'sys_file_resource_btn_edit');
    const students = await upload(student1, 'mine.pdf', PDF);
    expect((await refused(teacher, students.url)).info).toContain('自己上传');
    const own = await upload(teacher, 'teacher.pdf', PDF);
    const created = await must(teacher, '/sytFileResource/edit', { name: '教师自己的文件', fileUrl: own.url });
    const [row] = await t.database.query<{ id: string; file_url: string }>(`select id, file_url from syt_file_resource where name = '学生手册'`);
    await must(teacher, '/sytFileResource/edit', { id: row!.id, name: '学生手册（新版）', fileUrl: row!.file_url });
    expect(created.fileUrl).toMatch(/\?sig=/);
  });

  it('checks the audience’s shape', async () => {
    expect((await post(admin, '/sytFileResource/edit', { name: 'x', fileUrl: files.all!.url, audience: { people: [] } })).code).toBe('00005');
    expect((await post(admin, '/sytTaskFill/edit', { name: 'x', audience: { accountIds: 'all' } })).code).toBe('00005');
  });
});
