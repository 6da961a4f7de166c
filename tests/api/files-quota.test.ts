/**
 * The daily upload quota of one account (FILE_DAILY_QUOTA_FILES, FILE_DAILY_QUOTA_BYTES): the upload that
 * would pass either limit is refused with 00009 and a message that names the limit, nothing is stored, and
 * other accounts are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(`%PDF-1.4\n${'x'.repeat(100)}\n%%EOF\n`);

let t: TestApp;
let student1: string;
let student2: string;
beforeAll(async () => {
  // Three files a day, and room for three pictures but not two pictures and the PDF.
  t = await createTestApp({ fileDailyQuotaFiles: 3, fileDailyQuotaBytes: 3 * PNG.length + 10 });
  [student1, student2] = await Promise.all([t.login('student1'), t.login('student2')]);
});
afterAll(async () => {
  await t?.close();
});

async function upload(token: string, file: { filename: string; data: Buffer }, lang?: 'en') {
  const { payload, contentType } = multipartBody([{ name: 'file', ...file }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/file/upload',
    headers: { 'content-type': contentType, token, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
  return { status: response.statusCode, ...(JSON.parse(response.body) as { code: string; info: any }) };
}

const stored = async () => (await t.database.query<{ n: number }>('select count(*)::int as n from syt_file'))[0]!.n;

describe('daily upload quota', () => {
  it('refuses the upload that would pass the bytes, then the files limit, with 00009 and the limit', async () => {
    expect((await upload(student1, { filename: 'a.png', data: PNG })).code).toBe('00000');
    expect((await upload(student1, { filename: 'b.png', data: PNG })).code).toBe('00000');
    const before = await stored();
    const tooBig = await upload(student1, { filename: 'c.pdf', data: PDF });
    expect({ code: tooBig.code, status: tooBig.status }).toEqual({ code: '00009', status: 413 });
    expect(tooBig.info).toMatch(/今日上传容量不足：每天最多 .+，今日还可上传 .+/);
    expect(await stored()).toBe(before);

    expect((await upload(student1, { filename: 'c.png', data: PNG })).code).toBe('00000');
    const fourth = await upload(student1, { filename: 'd.png', data: PNG }, 'en');
    expect({ code: fourth.code, status: fourth.status }).toEqual({ code: '00009', status: 413 });
    expect(fourth.info).toBe('Daily upload limit reached: at most 3 files a day; try again tomorrow');
  });

  it('counts per account', async () => {
    expect((await upload(student2, { filename: 'a.png', data: PNG })).code).toBe('00000');
  });

  it('holds under parallel uploads', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(student2, { filename: `p${i}.png`, data: PNG })));
    // student2 had used one of three: two more pass, whatever the order.
    expect(answers.filter((a) => a.code === '00000')).toHaveLength(2);
    expect(answers.filter((a) => a.code === '00009')).toHaveLength(3);
  });
});
