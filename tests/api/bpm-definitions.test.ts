/**
 * Models and definitions: save (and its failure message), deploy to versions, deploy errors that list
 * element ids, the MIWG reference diagrams (parse; deploy answers success or a clear list, never a crash),
 * other engines' prefixes, declared encodings, no DOCTYPE, suspend/activate, candidate starters.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { checkXml } from '../../src/server/bpm/definitions/service.ts';
import { parseBpmnXml } from '../../src/server/bpm/model/parse.ts';
import { fixture, openTasks } from './bpm-engine-support.ts';

const corpus = fileURLToPath(new URL('../../../shared/corpora/bpmn-miwg/', import.meta.url));
const hasCorpus = existsSync(corpus);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

async function saveAndDeploy(key: string, xml: string) {
  const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key, name: key, xml } });
  expect(saved.code).toBe('00000');
  return t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
}

describe('models', () => {
  it('saves, lists, reads and updates a model; a taken key answers 保存模型失败，请重试！', async () => {
    const first = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'leave', name: '请假', category: 'hr', formId: 'form-1', formSnapshot: { widgetList: [] } } });
    expect(first.code).toBe('00000');
    const page = await t.call('POST', '/bpmModel/queryPage', { token: admin, body: { page: 1, pageSize: 10, queryParam: { name: '请' } } });
    expect(page.info.records.map((r: { key: string }) => r.key)).toContain('leave');
    const updated = await t.call('POST', '/bpmModel/edit', { token: admin, body: { id: first.info.id, key: 'leave', name: '请假审批', xml: fixture('simple-approval.bpmn') } });
    expect(updated.info).toMatchObject({ name: '请假审批', formId: 'form-1' });
    const got = await t.call('POST', '/bpmModel/get', { token: admin, body: { id: first.info.id } });
    expect(got.info.xml).toContain('simple_approval');
    const taken = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'leave', name: 'again' } });
    expect(taken.code).toBe('00001');
    expect(taken.info).toContain('保存模型失败，请重试！');
    const bad = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: '1 bad key', name: 'x' } });
    expect(bad.code).toBe('00005');
  });

  it('needs the model codes: a student may neither save nor deploy', async () => {
    const student = await t.login('student1');
    expect((await t.call('POST', '/bpmModel/edit', { token: student, body: { key: 'nope', name: 'x' } })).code).toBe('00004');
    expect((await t.call('POST', '/bpmModel/deploy', { token: student, body: { id: 'x' } })).code).toBe('00004');
    expect((await t.call('POST', '/bpmProcessDefinition/suspend', { token: student, body: { id: 'x' } })).code).toBe('00004');
  });
});

describe('deploy', () => {
  it('deploys versions and keeps the form snapshot of the model on the definition', async () => {
    const saved = await t.call('POST', '/bpmModel/edit', {
      token: admin,
      body: { key: 'snap', name: 'snap', xml: fixture('simple-approval.bpmn'), formId: 'f-9', formSnapshot: { widgetList: [{ type: 'input' }] }, nodeForms: { approve: { formId: 'f-10' } } },
    });
    const v1 = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
    expect(v1.info.version).toBe(1);
    const got = await t.call('POST', '/bpmProcessDefinition/get', { token: admin, body: { id: v1.info.id } });
    // No stored form has these ids: the copy saved with the model is frozen, or no form at all.
    expect(got.info.forms).toEqual({ start: { formId: 'f-9', form: { widgetList: [{ type: 'input' }] }, frozen: true }, nodes: { approve: { formId: 'f-10', form: null, frozen: true } } });
    const v2 = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
    expect(v2.info.version).toBe(2);
    const list = await t.call('POST', '/bpmProcessDefinition/queryPage', { token: admin, body: { queryParam: { key: 'snap', latest: true } } });
    expect(list.info.records.map((r: { version: number }) => r.version)).toEqual([2]);
  });

  it('refuses a model with unsupported elements, listing their ids and reasons', async () => {
    const xml = fixture('simple-approval.bpmn')
      .replace('<bpmn:userTask id="approve" name="审批" camunda:assignee="${approver}" />', '<bpmn:complexGateway id="approve" name="审批" />');
    const answer = await saveAndDeploy('with_complex', xml);
    expect(answer.code).toBe('00001');
    expect(answer.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/elements/approve', message: expect.stringContaining('complexGateway') })]));
  });

  it('answers broken XML and DOCTYPE declarations with a reason, not a crash', async () => {
    expect((await saveAndDeploy('broken', '<bpmn:definitions')).code).toBe('00001');
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${fixture('simple-approval.bpmn').replace(/^<\?xml[^>]*>/, '')}`;
    const answer = await saveAndDeploy('doctype', doctype);
    expect(answer.code).toBe('00001');
    expect(JSON.stringify(answer.errors)).toContain('DOCTYPE');
    await expect(parseBpmnXml(doctype)).rejects.toThrow(/DOCTYPE/);
  });

  it('reads flowable and activiti attributes as camunda ones', async () => {
    for (const [prefix, uri] of [['flowable', 'http://flowable.org/bpmn'], ['activiti', 'http://activiti.org/bpmn']]) {
      const xml = fixture('simple-approval.bpmn').replace('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"', `xmlns:${prefix}="${uri}"`).replace('camunda:assignee', `${prefix}:assignee`);
      const answer = await saveAndDeploy(`alias_${prefix}`, xml);
      expect(answer.code).toBe('00000');
      const started = await t.app.bpm.startInstance({ definitionId: answer.info.id, initiator: 'admin', variables: { approver: 'teacher2' } });
      expect((await openTasks(t, started.instanceId))[0]!.assignee).toBe('teacher2');
    }
  });

  it('decodes bytes by the encoding their XML declaration names', async () => {
    const xml = fixture('simple-approval.bpmn').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace('name="审批"', 'name="Zustimmung für André"').replace('简单审批', 'Genehmigung');
    const bytes = Buffer.from(xml, 'latin1');
    const { graph, problems } = await checkXml(bytes);
    expect(problems).toEqual([]);
    expect(graph!.nodes.approve!.name).toBe('Zustimmung für André');
  });
});

describe.skipIf(!hasCorpus)('the BPMN MIWG reference diagrams (../shared/corpora/bpmn-miwg)', () => {
  const files = hasCorpus ? readdirSync(corpus).filter((f) => f.endsWith('.bpmn')).sort() : [];

  it('has the 21 reference files', () => {
    expect(files).toHaveLength(21);
  });

  it.each(files)('%s parses, and deploy answers success or a list of unsupported elements', async (file) => {
    const bytes = readFileSync(`${corpus}${file}`);
    const parsed = await parseBpmnXml(bytes);
    expect(parsed.definitions.$type).toBe('bpmn:Definitions');
    const answer = await saveAndDeploy(`miwg_${file.replace(/\W/g, '_')}`, bytes.toString(/encoding="ISO-8859-1"/i.test(bytes.subarray(0, 100).toString('latin1')) ? 'latin1' : 'utf8'));
    expect(['00000', '00001']).toContain(answer.code);
    // A refusal lists what is unsupported, each entry naming an element and a reason.
    const errors = (answer.errors ?? []) as { path: string; message: string }[];
    const explained = errors.length > 0 && errors.every((e) => e.path.startsWith('/elements/') && e.message.length > 5);
    expect(answer.code === '00000' ? errors.length === 0 : explained).toBe(true);
  });
});

if (!hasCorpus) console.warn('bpm-definitions: ../shared/corpora/bpmn-miwg is absent, the MIWG tests are skipped');

/** The approver is fixed: a start body may not name it (the process has no start form to carry it). */
const fixedApprover = fixture('simple-approval.bpmn').replace('${approver}', 'teacher2');

describe('suspend, activate and who may start', () => {
  it('a suspended definition cannot be started until it is activated again', async () => {
    const deployed = await saveAndDeploy('suspendable', fixedApprover);
    expect((await t.call('POST', '/bpmProcessDefinition/suspend', { token: admin, body: { id: deployed.info.id } })).code).toBe('00000');
    const refused = await t.call('POST', '/bpmProcessInstance/create', { token: admin, body: { processDefinitionId: deployed.info.id } });
    expect(refused.code).toBe('00007');
    await t.call('POST', '/bpmProcessDefinition/activate', { token: admin, body: { id: deployed.info.id } });
    const ok = await t.call('POST', '/bpmProcessInstance/create', { token: admin, body: { processDefinitionId: deployed.info.id } });
    expect(ok.code).toBe('00000');
  });

  it('candidate starters by role: a teacher may start, a student may not, and the start list says so', async () => {
    const xml = fixedApprover.replace('isExecutable="true"', 'isExecutable="true" camunda:roleid="teacher"');
    await saveAndDeploy('teachers_only', xml);
    const student = await t.login('student1');
    const teacher = await t.login('teacher1');
    const refused = await t.call('POST', '/bpmProcessInstance/create', { token: student, body: { processDefinitionKey: 'teachers_only' } });
    expect(refused.code).toBe('00004');
    const ok = await t.call('POST', '/bpmProcessInstance/create', { token: teacher, body: { processDefinitionKey: 'teachers_only' } });
    expect(ok.code).toBe('00000');
    const keys = async (token: string) => (await t.call('POST', '/bpmProcessDefinition/startList', { token, body: {} })).info.map((d: { key: string }) => d.key);
    expect(await keys(teacher)).toContain('teachers_only');
    expect(await keys(student)).not.toContain('teachers_only');
    expect(await keys(student)).toContain('suspendable');
  });

  it('candidate starters by organisation include its sub-organisations', async () => {
    const [cs] = await t.database.query<{ id: string }>("select id from syt_sys_organization where code = 'CS'");
    const xml = fixedApprover.replace('isExecutable="true"', `isExecutable="true" camunda:orgid="${cs!.id}"`);
    await saveAndDeploy('cs_only', xml);
    const inside = await t.login('student1'); // CS-SE, below CS
    const outside = await t.login('student5'); // EM-ACC
    expect((await t.call('POST', '/bpmProcessInstance/create', { token: inside, body: { processDefinitionKey: 'cs_only' } })).code).toBe('00000');
    expect((await t.call('POST', '/bpmProcessInstance/create', { token: outside, body: { processDefinitionKey: 'cs_only' } })).code).toBe('00004');
  });
});
