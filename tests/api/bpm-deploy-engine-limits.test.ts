/**
 * Through the HTTP routes (#14): what the engine would ignore or fail on is refused at deploy, and the
 * designer's lint lists the same on the element; what it merely ignores (the async flags) is a lint
 * warning and deploys. A call to another process of the same document deploys once that process is
 * deployed under its key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { chain, processXml, unique, user } from './bpm-patterns-xml.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

interface Item {
  elementId: string;
  reason: string;
  rule: string;
}

const lint = async (xml: string) => (await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml } })).info as { errors: Item[]; warnings: Item[] };
const deployModel = (id: string) => t.call('POST', '/bpmModel/deploy', { token: admin, body: { id } });
/** Saves a model under its process id and deploys it: the envelope, and the model id. */
async function saveAndDeploy(key: string, xml: string) {
  const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key, name: key, xml } });
  expect(saved.code).toBe('00000');
  return Object.assign(await deployModel(saved.info.id), { modelId: saved.info.id as string });
}
const paths = (errors: unknown) => ((errors ?? []) as { path: string }[]).map((e) => e.path);

/** A document whose `key` process runs s → Work, beside the given extra root elements. */
const withRoots = (key: string, body: string, roots: string) => processXml(`<bpmn:startEvent id="s" />${body}`, {}, key).replace('</bpmn:definitions>', `${roots}</bpmn:definitions>`);

describe('refused at deploy, an error in the lint', () => {
  it('a second pool with elements: the engine would never run them', async () => {
    const key = unique('pools');
    const pools = `<bpmn:collaboration id="c"><bpmn:participant id="Main" processRef="${key}" /><bpmn:participant id="Partner" processRef="partner" /></bpmn:collaboration>
      <bpmn:process id="partner"><bpmn:startEvent id="ps" />${user('PartnerTask')}${chain('ps', 'PartnerTask')}</bpmn:process>`;
    const xml = withRoots(key, `${user('Work')}${chain('s', 'Work')}`, pools);
    const found = await lint(xml);
    expect(found.errors.map((e) => [e.elementId, e.rule])).toEqual([['Partner', 'flowhall/compile']]);
    const answer = await saveAndDeploy(key, xml);
    expect(answer.code).toBe('00001');
    expect(paths(answer.errors)).toEqual(['/elements/Partner']);
  });

  it('a business rule task without an implementation, and an external script', async () => {
    const key = unique('noop');
    const xml = processXml(`<bpmn:startEvent id="s" /><bpmn:businessRuleTask id="Rules" /><bpmn:scriptTask id="Calc" scriptFormat="javascript" camunda:resource="https://example.com/calc.js" />${user('Work')}${chain('s', 'Rules', 'Calc', 'Work')}`, {}, key);
    expect((await lint(xml)).errors.map((e) => e.elementId)).toEqual(['Rules', 'Calc']);
    const answer = await saveAndDeploy(key, xml);
    expect(paths(answer.errors)).toEqual(['/elements/Rules', '/elements/Calc']);
  });

  it('a call to another process of the same document: refused until that key is deployed, a warning in the lint', async () => {
    const key = unique('caller');
    const helper = unique('helper');
    const roots = `<bpmn:process id="${helper}" isExecutable="false" />`;
    const xml = withRoots(key, `<bpmn:callActivity id="Call" calledElement="${helper}" /><bpmn:endEvent id="e" />${chain('s', 'Call', 'e')}`, roots);
    const found = await lint(xml);
    expect(found.errors).toEqual([]);
    expect(found.warnings.filter((w) => w.rule === 'flowhall/called-element').map((w) => w.elementId)).toEqual(['Call']);
    const refused = await saveAndDeploy(key, xml);
    expect(refused.code).toBe('00001');
    expect(JSON.stringify(refused.errors)).toContain('本文档中的另一个流程');
    expect((await saveAndDeploy(helper, processXml(`<bpmn:startEvent id="s" />${user('Leaf')}${chain('s', 'Leaf')}`, {}, helper))).code).toBe('00000');
    expect((await deployModel(refused.modelId)).code).toBe('00000');
  });
});

describe('ignored, said, deployed', () => {
  it('async flags are a lint warning on the element and deploy', async () => {
    const key = unique('async');
    const xml = processXml(`<bpmn:startEvent id="s" />${user('Work', 'camunda:asyncBefore="true"')}${chain('s', 'Work')}`, {}, key);
    const found = await lint(xml);
    expect(found.errors).toEqual([]);
    expect(found.warnings.filter((w) => w.rule === 'flowhall/async').map((w) => w.elementId)).toEqual(['Work']);
    expect((await saveAndDeploy(key, xml)).code).toBe('00000');
  });
});
