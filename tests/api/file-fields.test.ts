/** Entity fields that hold an uploaded file: stored without the expiring signature, answered with a fresh one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('file fields of entities', () => {
  it('keeps the plain link and answers a freshly signed one that an <img> can load without a token', async () => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'banner.png', contentType: 'image/png', data: PNG }]);
    const uploaded = JSON.parse((await t.app.inject({ method: 'POST', url: '/file/upload', headers: { token: admin, 'content-type': contentType }, payload })).body);
    expect(uploaded.code).toBe('00000');
    const plain = `/file/view/${uploaded.info.id}`;
    expect(uploaded.info.url).toMatch(/\?sig=/);

    const created = await t.call('POST', '/sytRollBanner/edit', { token: admin, body: { title: '带图片的横幅', imageUrl: uploaded.info.url } });
    expect(created.code).toBe('00000');
    const [stored] = await t.database.query<{ image_url: string }>('select image_url from syt_roll_banner where id = $1', [created.info.id]);
    expect(stored!.image_url).toBe(plain);
    expect(created.info.imageUrl).toMatch(new RegExp(`^${plain}\\?sig=\\d+\\.[A-Za-z0-9_-]{43}$`));

    const page = await t.call('POST', '/sytRollBanner/queryPage', { token: admin, body: { queryParam: { title: '带图片' } } });
    const answered = page.info.records[0].imageUrl as string;
    expect(answered.startsWith(`${plain}?sig=`)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: answered });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
  });

  it('leaves other values of a file field alone', async () => {
    const created = await t.call('POST', '/sytRollBanner/edit', { token: admin, body: { title: '外部图片', imageUrl: '/logo.svg' } });
    expect(created.info.imageUrl).toBe('/logo.svg');
    const [stored] = await t.database.query<{ image_url: string }>('select image_url from syt_roll_banner where id = $1', [created.info.id]);
    expect(stored!.image_url).toBe('/logo.svg');
  });
});
