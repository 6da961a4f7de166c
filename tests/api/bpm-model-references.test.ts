/**
 * The server refuses what the designer refuses (#14): a model with two errors (or escalations) of one
 * code is refused at save (保存模型失败，请重试！, nothing stored) and at deploy; a call activity naming
 * no deployed key is refused at deploy and is a warning in the designer's lint; the lint lists the
 * findings with their element ids (the LintPanel marks the canvas by them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmModels } from '../../src/server/db/schema-bpm.ts';
import { chain, event, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

/** A process throwing err_A at its end, with a second error of the same code when `duplicate`. */
function codesXml(key: string, duplicate: boolean): string {
  const xml = processXml(`<bpmn:startEvent id="s" />${user('Work')}${event('endEvent', 'Fail', 'error', 'A')}${chain('s', 'Work', 'Fail')}`, { errors: ['A'] }, key);
  return duplicate ? xml.replace('<bpmn:error id="err_A" name="A" errorCode="A" />', '<bpmn:error id="err_A" name="A" errorCode="A" /><bpmn:error id="err_B" name="B" errorCode="A" />') : xml;
}

const callingXml = (key: string, called: string) =>
  processXml(`<bpmn:startEvent id="s" /><bpmn:callActivity id="Call" calledElement="${called}" /><bpmn:endEvent id="e" />${chain('s', 'Call', 'e')}`, {}, key);
const plainXml = (key: string) => processXml(`<bpmn:startEvent id="s" />${user('Leaf')}<bpmn:endEvent id="e" />${chain('s', 'Leaf', 'e')}`, {}, key);

const save = (body: Record<string, unknown>) => t.call('POST', '/bpmModel/edit', { token: admin, body });
const deploy = (id: string) => t.call('POST', '/bpmModel/deploy', { token: admin, body: { id } });
const lint = (xml: string) => t.call('POST', '/bpmModel/lint', { token: admin, body: { xml } });
const storedXml = async (id: string) => (await t.database.db.select({ xml: bpmModels.xml }).from(bpmModels).where(eq(bpmModels.id, id)))[0]?.xml;
const paths = (errors: unknown) => ((errors ?? []) as { path: string }[]).map((e) => e.path);

describe('duplicate error / escalation codes', () => {
  it('a new model with two errors of one code is refused at save and nothing is stored; the unique version saves', async () => {
    const key = unique('codes_new');
    const refused = await save({ key, name: key, xml: codesXml(key, true) });
    expect(refused.code).toBe('00001');
    expect(refused.info).toContain('保存模型失败，请重试！');
    expect(await t.database.db.select({ id: bpmModels.id }).from(bpmModels).where(eq(bpmModels.key, key))).toEqual([]);
    const saved = await save({ key, name: key, xml: codesXml(key, false) });
    expect(saved.code).toBe('00000');
  });

  it('updating a saved model to hold a duplicate code is refused and the stored XML stays as it was', async () => {
    const key = unique('codes_update');
    const saved = await save({ key, name: key, xml: codesXml(key, false) });
    expect(saved.code).toBe('00000');
    const refused = await save({ id: saved.info.id, key, name: key, xml: codesXml(key, true) });
    expect(refused.code).toBe('00001');
    expect(await storedXml(saved.info.id)).toBe(codesXml(key, false));
  });

  it('a stored model holding a duplicate code (saved before the check) is refused at deploy, naming the elements; copying it is refused too', async () => {
    const key = unique('codes_legacy');
    const [row] = await t.database.db.insert(bpmModels).values({ key, name: key, xml: codesXml(key, true), creator: 'admin' }).returning();
    const answer = await deploy(row!.id);
    expect(answer.code).toBe('00001');
    expect(paths(answer.errors)).toEqual(expect.arrayContaining(['/elements/err_B', '/elements/Fail']));
    expect(JSON.stringify(answer.errors)).toContain('错误码重复：A');
    const copy = await t.call('POST', '/bpmModel/copy', { token: admin, body: { id: row!.id, key: unique('codes_copy'), name: 'copy' } });
    expect(copy.code).toBe('00001');
    expect(copy.info).toContain('错误码重复：A');
  });

  it('the lint lists the duplicate as errors with element ids (the definition and the event using it)', async () => {
    const key = unique('codes_lint');
    const answer = await lint(codesXml(key, true));
    expect(answer.code).toBe('00000');
    const found = (answer.info.errors as { elementId: string; rule: string; reason: string }[]).filter((e) => e.rule === 'flowhall/duplicate-code');
    expect(found.map((e) => e.elementId).sort()).toEqual(['Fail', 'err_B']);
    expect(found.find((e) => e.elementId === 'err_B')!.reason).toBe('错误码重复：A（err_B 与 err_A），该编码已被使用');
    const clean = await lint(codesXml(key, false));
    expect((clean.info.errors as { rule: string }[]).filter((e) => e.rule === 'flowhall/duplicate-code')).toEqual([]);
  });
});

describe('call activities name a deployed process key', () => {
  it('an undeployed key saves, is a lint warning, and is refused at deploy; once the key is deployed the deploy goes through', async () => {
    const child = unique('child');
    const parent = unique('parent');
    const saved = await save({ key: parent, name: parent, xml: callingXml(parent, child) });
    expect(saved.code).toBe('00000');

    const linted = await lint(callingXml(parent, child));
    const warning = (linted.info.warnings as { elementId: string; rule: string; reason: string }[]).find((w) => w.rule === 'flowhall/called-element');
    expect(warning).toMatchObject({ elementId: 'Call', reason: `被调用的流程「${child}」还没有部署` });
    expect((linted.info.errors as { rule: string }[]).filter((e) => e.rule === 'flowhall/called-element')).toEqual([]);

    const refused = await deploy(saved.info.id);
    expect(refused.code).toBe('00001');
    expect(paths(refused.errors)).toEqual(['/elements/Call']);
    expect(JSON.stringify(refused.errors)).toContain('还没有部署');

    const childModel = await save({ key: child, name: child, xml: plainXml(child) });
    expect((await deploy(childModel.info.id)).code).toBe('00000');
    const linedAgain = await lint(callingXml(parent, child));
    expect((linedAgain.info.warnings as { rule: string }[]).filter((w) => w.rule === 'flowhall/called-element')).toEqual([]);
    const deployed = await deploy(saved.info.id);
    expect(deployed.code).toBe('00000');
  });

  it('a process calling its own key deploys on its first version (the engine bounds the depth at run time)', async () => {
    const key = unique('self');
    const saved = await save({ key, name: key, xml: callingXml(key, key) });
    expect((await deploy(saved.info.id)).code).toBe('00000');
  });

  it('an empty calledElement is refused at deploy, naming the call activity', async () => {
    const key = unique('empty_call');
    const saved = await save({ key, name: key, xml: callingXml(key, '') });
    expect(saved.code).toBe('00000');
    const refused = await deploy(saved.info.id);
    expect(refused.code).toBe('00001');
    expect(paths(refused.errors)).toEqual(['/elements/Call']);
  });
});
