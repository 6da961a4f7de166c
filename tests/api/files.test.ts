/**
 * `POST /file/upload` and `GET /file/view/:id` (spec platform-shell §7.6): a picture goes in and comes back
 * byte for byte with its type; size and type (extension and bytes) are checked; nothing the client names
 * reaches a path; viewing needs a token or a valid signed link.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileUrlSigner } from '../../src/server/modules/file-store.ts';
import { expectCase, expectEnvelope } from '../support/api-asserts.ts';
import { multipartBody, type EnvelopeAnswer } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const FIVE_MB = 5 * 1024 * 1024;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

async function upload(
  file: { filename: string; data: Buffer | string; contentType?: string },
  options: { token?: string | undefined; lang?: 'en' } = { token: admin },
): Promise<EnvelopeAnswer> {
  const { payload, contentType } = multipartBody([{ name: 'file', ...file }]);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.token) headers.token = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await t.app.inject({ method: 'POST', url: '/file/upload', headers, payload });
  let parsed: { code?: string; info?: unknown } = {};
  try {
    parsed = JSON.parse(response.body);
  } catch {
    parsed = {};
  }
  return { status: response.statusCode, code: String(parsed.code), info: parsed.info, headers: response.headers, raw: response.body };
}

async function view(url: string, token?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  const type = String(response.headers['content-type'] ?? '');
  let envelope: { code?: string; info?: unknown } = {};
  if (type.startsWith('application/json')) envelope = JSON.parse(response.body);
  return { status: response.statusCode, type, headers: response.headers, data: response.rawPayload, raw: response.body, code: envelope.code, info: envelope.info };
}

/** Every file under the data folder's `files/`, as paths relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1)).sort();
}

const rowCount = async () => (await t.database.query<{ n: number }>('select count(*)::int as n from syt_file'))[0]!.n;

describe('uploading a picture', () => {
  it('stores it under a random name, records it and answers id, signed url, name, size and type', async () => {
    const answer = await upload({ filename: 'C:\\fakepath\\校徽 logo.png', data: PNG, contentType: 'image/png' });
    expectCase(answer.raw, { code: answer.code }, { code: '00000' });
    const info = answer.info as { id: string; url: string; name: string; size: number; mime: string };
    expect(info).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: expect.any(String), name: '校徽 logo.png', size: PNG.length, mime: 'image/png', purpose: 'private' });
    expect(info.url).toMatch(new RegExp(`^/file/view/${info.id}\\?sig=\\d+\\.[A-Za-z0-9_-]{43}$`));

    const [row] = await t.database.query<Record<string, unknown>>('select * from syt_file where id = $1', [info.id]);
    const [account] = await t.database.query<{ id: string }>("select id from syt_permission_account where humancode = 'admin'");
    expect(row).toMatchObject({
      original_name: '校徽 logo.png',
      mime: 'image/png',
      size: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      uploader_id: account!.id,
    });
    expect(row!.storage_path).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const onDisk = await readFile(join(t.config.dataDir, 'files', String(row!.storage_path)));
    expect(onDisk.equals(PNG)).toBe(true);
    // The data folder is a temporary one, never the project's ./data.
    expect(t.config.dataDir).not.toBe(join(process.cwd(), 'data'));
  });

  it('answers the same bytes and type to a signed-in caller, shown inline', async () => {
    const { info } = await upload({ filename: 'pixel.png', data: PNG });
    const { id } = info as { id: string };
    const answer = await view(`/file/view/${id}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.data.equals(PNG)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(PNG.length));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="pixel.png"; filename*=UTF-8''pixel.png`);
    // Pictures are private by default (files-access.test.ts): another account sees it through the signed link the upload answered.
    const student = await view((info as { url: string }).url, await t.login('student1'));
    expect(student.data.equals(PNG)).toBe(true);
  });

  it('downloads other kinds as attachments under their RFC 5987-encoded original name', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('数据').addRow(['a', 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const cases = [
      { filename: '报告 (final).TXT', data: '第一行\r\n second line\t\n', mime: 'text/plain; charset=utf-8', disposition: `attachment; filename="__ (final).TXT"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%28final%29.TXT` },
      { filename: 'data.xlsx', data: xlsx, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', disposition: `attachment; filename="data.xlsx"; filename*=UTF-8''data.xlsx` },
      { filename: "it's;x.zip", data: xlsx, mime: 'application/zip', disposition: `attachment; filename="it's_x.zip"; filename*=UTF-8''it%27s%3Bx.zip` },
      { filename: 'anim.gif', data: GIF, mime: 'image/gif', disposition: `inline; filename="anim.gif"; filename*=UTF-8''anim.gif` },
      { filename: 'doc.pdf', data: '%PDF-1.4\n%%EOF\n', mime: 'application/pdf', disposition: `inline; filename="doc.pdf"; filename*=UTF-8''doc.pdf` },
    ];
    const results = [];
    for (const c of cases) {
      const answer = await upload({ filename: c.filename, data: c.data });
      const file = await view(`/file/view/${(answer.info as { id: string }).id}`, admin);
      results.push({
        name: c.filename,
        code: answer.code,
        mime: (answer.info as { mime: string }).mime,
        type: file.type,
        disposition: file.headers['content-disposition'],
        same: file.data.equals(Buffer.from(c.data)),
      });
    }
    expect(results).toEqual(cases.map((c) => ({ name: c.filename, code: '00000', mime: c.mime, type: c.mime, disposition: c.disposition, same: true })));
  });
});

describe('refused uploads', () => {
  it('refuses a file over 5 MB with 00009 and says the limit, storing nothing', async () => {
    const before = { files: await storedFiles(), rows: await rowCount() };
    const big = Buffer.concat([PNG, Buffer.alloc(FIVE_MB + 1 - PNG.length)]);
    const zh = await upload({ filename: 'big.png', data: big });
    expect({ code: zh.code, status: zh.status, info: zh.info }).toEqual({ code: '00009', status: 413, info: '文件大小超出限制：最大 5 MB' });
    const en = await upload({ filename: 'big.png', data: big }, { token: admin, lang: 'en' });
    expect(en.info).toBe('File size out of limit: at most 5 MB');
    // Exactly the limit is fine.
    const exact = await upload({ filename: 'exact.png', data: Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length)]) });
    expect(exact.code).toBe('00000');
    expect(await storedFiles()).toHaveLength(before.files.length + 1);
    expect(await rowCount()).toBe(before.rows + 1);
  });

  it('refuses types outside the allow-list and bytes that do not match the extension', async () => {
    const before = { files: await storedFiles(), rows: await rowCount() };
    const cases = [
      { filename: 'setup.exe', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), contentType: 'application/octet-stream', info: /^不支持的文件格式：\.exe/ },
      { filename: 'logo.svg', data: SVG, contentType: 'image/svg+xml', info: /^不支持的文件格式：\.svg/ },
      { filename: 'logo.SVG', data: SVG, contentType: 'image/png', info: /^不支持的文件格式：\.svg/ },
      { filename: 'page.html', data: '<html><script>alert(1)</script></html>', contentType: 'image/png', info: /^不支持的文件格式：\.html/ },
      { filename: 'photo.png.exe', data: PNG, contentType: 'image/png', info: /^不支持的文件格式：\.exe/ },
      { filename: 'noextension', data: PNG, contentType: 'image/png', info: /^不支持的文件格式：noextension/ },
      { filename: 'fake.png', data: SVG, contentType: 'image/png', info: /^文件内容与扩展名 \.png 不符$/ },
      { filename: 'fake.png', data: GIF, contentType: 'image/png', info: /^文件内容与扩展名 \.png 不符$/ },
      { filename: 'fake.jpg', data: PNG, contentType: 'image/jpeg', info: /^文件内容与扩展名 \.jpg 不符$/ },
      { filename: 'fake.pdf', data: 'MZ not a pdf', contentType: 'application/pdf', info: /^文件内容与扩展名 \.pdf 不符$/ },
      { filename: 'fake.docx', data: PNG, info: /^文件内容与扩展名 \.docx 不符$/ },
      { filename: 'binary.txt', data: Buffer.from([0x68, 0x69, 0x00, 0x01]), info: /^文件内容与扩展名 \.txt 不符$/ },
      { filename: 'latin1.txt', data: Buffer.from([0x63, 0x61, 0x66, 0xe9]), info: /^文件内容与扩展名 \.txt 不符$/ },
      { filename: 'empty.png', data: Buffer.alloc(0), info: /^文件为空$/ },
    ];
    for (const c of cases) {
      const answer = await upload(c);
      expectEnvelope(answer, c.filename);
      expectCase(c.filename, { code: answer.code, info: answer.info }, { code: '00005', info: expect.stringMatching(c.info) });
    }
    const en = await upload({ filename: 'logo.svg', data: SVG }, { token: admin, lang: 'en' });
    expect(en.info).toBe('Unsupported format: .svg (allowed: png, jpg, jpeg, gif, webp, pdf, docx, xlsx, pptx, zip, txt)');
    const mismatch = await upload({ filename: 'fake.png', data: SVG }, { token: admin, lang: 'en' });
    expect(mismatch.info).toBe('The file content does not match its .png extension');
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses a form without a file, a JSON body and a broken form', async () => {
    const form = multipartBody([{ name: 'note', value: 'x' }]);
    const noFile = await t.app.inject({ method: 'POST', url: '/file/upload', headers: { token: admin, 'content-type': form.contentType }, payload: form.payload });
    expect(JSON.parse(noFile.body)).toEqual({ code: '00005', info: '未收到文件' });
    const json = await t.call('POST', '/file/upload', { token: admin, body: { file: 'x' } });
    expect(json.code).toBe('00011');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      headers: { token: admin, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(JSON.parse(broken.body).code).toBe('00010');
  });

  it('needs a token: 00002 without one, and nothing stored', async () => {
    const rows = await rowCount();
    const answer = await upload({ filename: 'pixel.png', data: PNG }, { token: undefined });
    expect({ code: answer.code, status: answer.status }).toEqual({ code: '00002', status: 401 });
    const forged = await upload({ filename: 'pixel.png', data: PNG }, { token: 'not-a-token' });
    expect(forged.code).toBe('00002');
    expect(await rowCount()).toBe(rows);
  });
});

describe('viewing', () => {
  let id: string;
  let signed: string;
  let storagePath: string;
  beforeAll(async () => {
    const answer = await upload({ filename: 'pixel.png', data: PNG });
    ({ id, url: signed } = answer.info as { id: string; url: string });
    storagePath = String((await t.database.query<{ storage_path: string }>('select storage_path from syt_file where id = $1', [id]))[0]!.storage_path);
  });

  it('needs a token or a signature: 00002 with neither', async () => {
    for (const headers of [{}, { token: 'not-a-token' }, { token: '' }, { cookie: `token=${admin}` }]) {
      const response = await t.app.inject({ method: 'GET', url: `/file/view/${id}`, headers });
      const answer = { status: response.statusCode, headers: response.headers, raw: response.body, ...JSON.parse(response.body) };
      expectEnvelope(answer, JSON.stringify(headers));
      expectCase(JSON.stringify(headers), { code: answer.code, status: answer.status }, { code: '00002', status: 401 });
    }
    // Unknown ids answer the same to an anonymous caller: nothing is learnt about which exist.
    expect((await view('/file/view/00000000-0000-0000-0000-000000000000')).code).toBe('00002');
  });

  it('serves the signed link without a token, as an <img> tag would fetch it', async () => {
    const answer = await view(signed);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.data.equals(PNG)).toBe(true);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses forged, tampered, foreign and expired signatures with 00004', async () => {
    const signature = new URL(signed, 'http://x').searchParams.get('sig')!;
    const [expires, mac] = signature.split('.') as [string, string];
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    const other = (await upload({ filename: 'other.png', data: PNG })).info as { id: string; url: string };
    const otherSig = new URL(other.url, 'http://x').searchParams.get('sig')!;
    const signer = new FileUrlSigner(t.config.dataDir);
    const expired = await signer.signedUrl(id, Date.now() - 8 * 24 * 3600 * 1000);
    const justExpired = await signer.signedUrl(id, Date.now() - 7 * 24 * 3600 * 1000 - 1000);
    const wrongKey = await new FileUrlSigner(join(t.config.dataDir, 'elsewhere')).signedUrl(id);
    const cases = {
      flipped: `/file/view/${id}?sig=${expires}.${flipped}`,
      'later expiry, same mac': `/file/view/${id}?sig=${Number(expires) + 3600}.${mac}`,
      "another file's signature": `/file/view/${id}?sig=${otherSig}`,
      expired,
      'just expired': justExpired,
      'signed with another key': wrongKey,
      'not a signature': `/file/view/${id}?sig=abc`,
      empty: `/file/view/${id}?sig=`,
    };
    for (const [label, url] of Object.entries(cases)) {
      const answer = await view(url);
      expectCase(label, { code: answer.code, status: answer.status }, { code: '00004', status: 403 });
    }
    expect((await view(`/file/view/${other.id}?sig=${otherSig}`)).status).toBe(200);
    const tooLong = await view(`/file/view/${id}?sig=${'a'.repeat(200)}`);
    expect(tooLong.code).toBe('00005');
    const unknownParameter = await view(`/file/view/${id}?path=../../etc/passwd`, admin);
    expect(unknownParameter.code).toBe('00005');
  });

  it('a valid token is enough even next to a bad signature', async () => {
    const answer = await view(`/file/view/${id}?sig=abc`, admin);
    expect(answer.data.equals(PNG)).toBe(true);
  });

  it('answers 00006 or 00005 to ids that look like paths, never a file', async () => {
    const ids = [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252fetc%252fpasswd',
      '..%5C..%5Cwindows%5Cwin.ini',
      '....//....//etc/passwd',
      '%2Fetc%2Fpasswd',
      encodeURIComponent(storagePath),
      encodeURIComponent(`../files/${storagePath}`),
      `${id}%00.png`,
      `${id}%2F..`,
      id.toUpperCase(),
      `${id}x`,
      '00000000-0000-0000-0000-000000000000',
      '.',
      '%2e',
    ];
    for (const candidate of ids) {
      const answer = await view(`/file/view/${candidate}`, admin);
      expectEnvelope({ ...answer, code: String(answer.code), headers: answer.headers }, candidate);
      expectCase(candidate, { code: answer.code, passwd: answer.raw.includes('root:') }, { code: expect.toBeOneOf(['00005', '00006', '00010']), passwd: false });
    }
  });

  it('answers 00006 when the stored bytes are gone', async () => {
    const answer = await upload({ filename: 'gone.png', data: PNG });
    const { id: goneId } = answer.info as { id: string };
    const [row] = await t.database.query<{ storage_path: string }>('select storage_path from syt_file where id = $1', [goneId]);
    await unlink(join(t.config.dataDir, 'files', row!.storage_path));
    const missing = await view(`/file/view/${goneId}`, admin);
    expect({ code: missing.code, status: missing.status }).toEqual({ code: '00006', status: 404 });
  });
});
