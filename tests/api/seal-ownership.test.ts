/**
 * Electronic seals belong to someone (src/server/modules/seals.ts): /sytElectronicSeal/list answers the
 * enabled seals the caller owns and their organisation's, and a sign field refuses, on process start
 * and on a task's form, a link to any other seal's image. student1, student2 and teacher1 are in CS-SE,
 * teacher2 in EM-ACC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, tokens, userTask, type Login } from './bpm-approval-support.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const DRAWN = `data:image/png;base64,${PNG.toString('base64')}`;

let t: TestApp;
let as: Login;
let key: string;
/** Signed image links of the seals, by name. */
const seals: Record<string, { id: string; url: string }> = {};

const sign = (name: string) => ({ type: 'sign', id: name, formItemFlag: true, options: { name, label: name } });
const START_FORM = { widgetList: [sign('sig')], formConfig: {} };
const NODE_FORM = { widgetList: [sign('sig'), sign('approverSig')], formConfig: {} };

async function upload(user: string): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'file', filename: 'seal.png', data: PNG }]);
  const response = await t.app.inject({ method: 'POST', url: '/file/upload', headers: { 'content-type': contentType, token: await as(user) }, payload });
  return (JSON.parse(response.body) as { info: { url: string } }).info.url;
}

const list = async (user: string) => (await call(t, as, user, '/sytElectronicSeal/list', {})).info as { name: string; url: string }[];
const start = (user: string, sig: string) => call(t, as, user, '/bpmProcessInstance/create', { processDefinitionKey: key, formData: { sig } });

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  const [org] = await t.database.query<{ id: string }>("select id from syt_sys_organization where code = 'CS-SE'");
  const made: [string, Record<string, unknown>, string][] = [
    ['马小明签名', { ownerHumancode: 'student1' }, 'student1'],
    ['软件工程系公章', { organizationId: org!.id }, 'admin'],
    ['何老师签名', { ownerHumancode: 'teacher2' }, 'teacher2'],
    ['马小明旧签名', { ownerHumancode: 'student1', enabled: false }, 'student1'],
  ];
  for (const [name, owner, uploader] of made) {
    const answer = await call(t, as, 'admin', '/sytElectronicSeal/edit', { name, imageUrl: await upload(uploader), enabled: true, ...owner });
    if (answer.code !== '00000') throw new Error(answer.raw);
    seals[name] = { id: answer.info.id, url: answer.info.imageUrl };
  }
  const review = userTask('review', '审核', { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass', 'notPass'], extendData: [{ isopinion: false }] });
  key = await deploy(t, bpmn('seal_use', `<bpmn:startEvent id="start" />${review}<bpmn:endEvent id="end" />${chain('start', 'review', 'end')}`), { start: START_FORM, nodes: { review: NODE_FORM } });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('/sytElectronicSeal/list', () => {
  it('answers the caller’s own enabled seals and their organisation’s, nobody else’s', async () => {
    expect((await list('student1')).map((s) => s.name).sort()).toEqual(['软件工程系公章', '马小明签名'].sort());
    expect((await list('student2')).map((s) => s.name)).toEqual(['软件工程系公章']);
    expect((await list('teacher2')).map((s) => s.name)).toEqual(['何老师签名']);
    expect((await list('zhoujie')).map((s) => s.name)).toEqual(['教务处公章']);
    expect(await list('designer')).toEqual([]);
  });

  it('answers each seal with a signed link the <img> can show', async () => {
    const [own] = (await list('student2')) as { url: string }[];
    expect(own!.url).toMatch(/^\/file\/view\/[0-9a-f-]{36}\?sig=/);
    expect((await t.app.inject({ method: 'GET', url: own!.url })).statusCode).toBe(200);
  });

  it('no longer opens every seal image to every signed-in person', async () => {
    const plain = seals['马小明签名']!.url.replace(/\?.*$/, '');
    const other = await t.app.inject({ method: 'GET', url: plain, headers: { token: await as('teacher2') } });
    expect(other.statusCode).toBe(403);
    const manager = await t.app.inject({ method: 'GET', url: plain, headers: { token: await as('admin') } });
    expect(manager.statusCode).toBe(200);
  });
});

describe('a sign field on submit', () => {
  it('refuses another person’s seal at process start (00005 on the field), and a disabled one of one’s own', async () => {
    const borrowed = await start('student2', seals['马小明签名']!.url);
    expect([borrowed.status, borrowed.code]).toEqual([400, '00005']);
    expect(borrowed.errors).toEqual([{ path: '/formData/sig', message: '不能使用他人的签章' }]);
    expect((await start('student1', seals['何老师签名']!.url)).code).toBe('00005');
    expect((await start('student1', seals['马小明旧签名']!.url)).code).toBe('00005');
    const count = await t.database.query<{ n: number }>('select count(*)::int as n from bpm_instance');
    expect(count[0]!.n).toBe(0);
  });

  it('accepts one’s own seal, the organisation’s seal, and a drawn signature', async () => {
    expect((await start('student1', seals['马小明签名']!.url)).code).toBe('00000');
    expect((await start('student1', seals['马小明签名']!.url.replace(/\?.*$/, ''))).code).toBe('00000');
    expect((await start('student2', seals['软件工程系公章']!.url)).code).toBe('00000');
    expect((await start('student2', DRAWN)).code).toBe('00000');
  });

  it('refuses another person’s seal in a task’s form; a value kept from the start is not judged again', async () => {
    const started = await start('student1', seals['马小明签名']!.url);
    const taskId = started.info.tasks[0].id as string;
    const refused = await call(t, as, 'teacher1', '/bpmTask/approve', { id: taskId, formData: { sig: seals['马小明签名']!.url, approverSig: seals['何老师签名']!.url } });
    expect(refused.code).toBe('00005');
    expect(refused.errors).toEqual([{ path: '/formData/approverSig', message: '不能使用他人的签章' }]);
    const passed = await call(t, as, 'teacher1', '/bpmTask/approve', { id: taskId, formData: { sig: seals['马小明签名']!.url, approverSig: seals['软件工程系公章']!.url } });
    expect(passed.code).toBe('00000');
  });
});
