/**
 * Trust boundaries of definition versions: a deployed version keeps the forms it was deployed with (an
 * edit of the stored form reaches only the next deploy), an older version started by its id obeys the
 * newest version's candidate starters, and listener / script facts (task, initiator …) cannot be shadowed
 * by process variables of the same name.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { listenerTable } from '../../src/server/bpm/listeners/tables.ts';
import { bpmn, call, chain, expectOk, messages, openTasks, tokens, userTask, type Login } from './bpm-approval-support.ts';
import { variable } from './bpm-engine-support.ts';

let t: TestApp;
let as: Login;
beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
}, 300_000);
afterAll(async () => t?.close());

const input = (name: string) => ({ type: 'input', id: name, formItemFlag: true, options: { name, label: name, required: true } });
const form = (...names: string[]) => JSON.stringify({ widgetList: names.map(input), formConfig: {} });

async function storeForm(conf: string, id?: string): Promise<string> {
  const saved = await call(t, as, 'admin', '/bpmForm/edit', { ...(id ? { id } : {}), name: `f_${crypto.randomUUID().slice(0, 8)}`, conf });
  expectOk(saved);
  return saved.info.id as string;
}

/** Saves (or updates) a model through the API and deploys it; answers the model and definition ids. */
async function deployModel(body: Record<string, unknown>): Promise<{ modelId: string; definitionId: string }> {
  const saved = await call(t, as, 'admin', '/bpmModel/edit', body);
  expectOk(saved);
  const deployed = await call(t, as, 'admin', '/bpmModel/deploy', { id: saved.info.id });
  expectOk(deployed);
  return { modelId: saved.info.id, definitionId: deployed.info.id };
}

const APPROVE = userTask('approve', '审批', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] });

describe('a deployed version keeps its forms', () => {
  it('editing the start and node forms after deploy changes nothing for that version; a redeploy picks the edit up', async () => {
    const startForm = await storeForm(form('applicant'));
    const nodeForm = await storeForm(form('opinion'));
    const xml = bpmn('frozen_forms', `<bpmn:startEvent id="start" />${APPROVE}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`);
    const { modelId, definitionId: v1 } = await deployModel({ key: 'frozen_forms', name: 'frozen', xml, formId: startForm, nodeForms: { approve: { formId: nodeForm } } });

    // Both stored forms change after the deploy (before v1 was ever read, so no cache can hide it).
    await storeForm(form('renamed'), startForm);
    await storeForm(form('other'), nodeForm);

    const definition = await call(t, as, 'student1', '/bpmProcessDefinition/get', { id: v1 });
    expect(JSON.stringify(definition.info.forms.start)).toContain('applicant');

    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: v1, formData: { applicant: '李华' } });
    expectOk(started);
    const taskId = started.info.tasks[0].id as string;
    const detail = await call(t, as, 'teacher1', '/bpmTask/get', { id: taskId });
    expect(JSON.stringify(detail.info.form)).toContain('opinion');
    expect(JSON.stringify(detail.info.form)).not.toContain('"other"');
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: taskId, formData: { opinion: '同意' } }));

    // A new instance of v1 still fills the old start form.
    expect((await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: v1, formData: { renamed: 'x' } })).code).toBe('00005');

    const { definitionId: v2 } = await deployModel({ id: modelId, key: 'frozen_forms', name: 'frozen' });
    expect(v2).not.toBe(v1);
    expect((await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: v2, formData: { applicant: '李华' } })).code).toBe('00005');
    const again = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'frozen_forms', formData: { renamed: '李华' } });
    expectOk(again);
    const newer = await call(t, as, 'teacher1', '/bpmTask/approve', { id: again.info.tasks[0].id, formData: { opinion: '同意' } });
    expect(newer.code).toBe('00005');
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: again.info.tasks[0].id, formData: { other: '同意' } }));
  });

  it('a version deployed before forms were frozen is frozen on its first use', async () => {
    const startForm = await storeForm(form('applicant'));
    const xml = bpmn('legacy_forms', `<bpmn:startEvent id="start" />${APPROVE}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`);
    const { definitionId } = await deployModel({ key: 'legacy_forms', name: 'legacy', xml });
    // What deploy wrote before: the form named by id only.
    await t.database.query('update bpm_definition set forms = $1::jsonb where id = $2', [JSON.stringify({ start: { formId: startForm, form: null }, nodes: {} }), definitionId]);
    expectOk(await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: definitionId, formData: { applicant: '李华' } }));
    await storeForm(form('renamed'), startForm);
    const [row] = await t.database.query<{ forms: { start: { form: unknown; frozen: boolean } } }>('select forms from bpm_definition where id = $1', [definitionId]);
    expect(row!.forms.start.frozen).toBe(true);
    expect(JSON.stringify(row!.forms.start.form)).toContain('applicant');
  });
});

describe('an older version started by its id', () => {
  it('obeys the candidate starters of the newest version', async () => {
    const body = `<bpmn:startEvent id="start" />${APPROVE}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`;
    const { modelId, definitionId: v1 } = await deployModel({ key: 'starters_moved', name: 'starters', xml: bpmn('starters_moved', body) });
    await deployModel({ id: modelId, key: 'starters_moved', name: 'starters', xml: bpmn('starters_moved', body, 'camunda:roleid="teacher"') });
    const refused = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: v1 });
    expect(refused.code).toBe('00004');
    expect((await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'starters_moved' })).code).toBe('00004');
    const teacher = await call(t, as, 'teacher1', '/bpmProcessInstance/create', { processDefinitionId: v1 });
    expectOk(teacher);
    expect(teacher.info.instanceId).toEqual(expect.any(String));
  });
});

describe('engine facts in listeners and scripts', () => {
  it('a start variable named task does not redirect the seeded 超时提醒 listener', async () => {
    const [seeded] = await t.database.db.select().from(listenerTable.table).where(eq(listenerTable.col.name!, '超时提醒'));
    const expression = String((seeded as Record<string, unknown>).value).replaceAll("'", '&apos;');
    const task = userTask('approve', '审批', { dataType: 'USERS', assignee: 'teacher1' }, `<bpmn:extensionElements><camunda:taskListener event="timeout" expression="${expression}" /></bpmn:extensionElements>`);
    const { definitionId } = await deployModel({ key: 'timeout_facts', name: 'timeout', xml: bpmn('timeout_facts', `<bpmn:startEvent id="start" />${task}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`) });
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: definitionId, variables: { task: { assignee: 'student1' } } });
    expectOk(started);
    const instanceId = started.info.instanceId as string;
    const [open] = await openTasks(t, instanceId);
    await t.app.bpm.fireTaskTimeout(open!.id, instanceId, null, t.database.db);
    const urges = await messages(t, instanceId, 'urge');
    expect(urges.map((m) => [m.receiverHumancode, m.title])).toEqual([['teacher1', '任务即将超时，请尽快处理']]);
  });

  it('expression and script listeners and script tasks see the real task, initiator and execution', async () => {
    const listeners = `<bpmn:extensionElements>
      <camunda:taskListener event="create" expression="\${setVariable('exprTask', task.assignee)}" />
      <camunda:taskListener event="create" expression="\${setVariable('exprInitiator', initiator)}" />
      <camunda:taskListener event="create" expression="\${setVariable('exprInstance', execution.processInstanceId)}" />
      <camunda:taskListener event="create"><camunda:script scriptFormat="javascript">setVariable('scriptSeen', task.assignee + '|' + initiator)</camunda:script></camunda:taskListener>
    </bpmn:extensionElements>`;
    const task = userTask('approve', '审批', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] }, listeners);
    const script = `<bpmn:scriptTask id="calc" scriptFormat="javascript"><bpmn:script>setVariable('taskSeen', initiator + '|' + processInstanceId)</bpmn:script></bpmn:scriptTask>`;
    const { definitionId } = await deployModel({ key: 'fact_scope', name: 'facts', xml: bpmn('fact_scope', `<bpmn:startEvent id="start" />${task}${script}<bpmn:endEvent id="end" />${chain('start', 'approve', 'calc', 'end')}`) });
    const fake = { task: { assignee: 'student1' }, execution: { processInstanceId: 'forged' }, processInstanceId: 'forged' };
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionId: definitionId, variables: fake });
    expectOk(started);
    const instanceId = started.info.instanceId as string;
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: started.info.tasks[0].id }));
    expect(await variable(t, instanceId, 'exprTask')).toBe('teacher1');
    expect(await variable(t, instanceId, 'exprInitiator')).toBe('student1');
    expect(await variable(t, instanceId, 'exprInstance')).toBe(instanceId);
    expect(await variable(t, instanceId, 'scriptSeen')).toBe('teacher1|student1');
    expect(await variable(t, instanceId, 'taskSeen')).toBe(`student1|${instanceId}`);
  });
});
