/**
 * The start pages' server side: favourites and recently used on the start list, drafts (own only,
 * bounded, deleted by a successful start), and the approver preview's why (condition branches, the
 * rule's parts, the self-approval policy, the empty-approver refusal, the start chooser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, expectOk, START_FORM, tokens, userTask, type Login } from './bpm-approval-support.ts';
import { DRAFT_MAX_BYTES, RECENT_LIMIT } from '../../src/server/bpm/approval/start-extras.ts';

let t: TestApp;
let as: Login;
const QUIET = { extendData: [{ isopinion: false }] };
const PREVIEW = '/bpmProcessInstance/previewApprovers';

const oneStep = (key: string, step: Record<string, unknown>, processAttrs = '') =>
  bpmn(key, `<bpmn:startEvent id="start" />${userTask('first', '第一步', step)}<bpmn:endEvent id="end" />${chain('start', 'first', 'end')}`, processAttrs);

beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  as = tokens(t);
  await deploy(t, oneStep('sx_plain', { ...QUIET, dataType: 'USERS', assignee: 'lihua' }), { start: START_FORM });
  await deploy(t, oneStep('sx_other', { ...QUIET, dataType: 'USERS', assignee: 'lihua' }));
  await deploy(t, oneStep('sx_closed', { ...QUIET, dataType: 'USERS', assignee: 'lihua' }, 'camunda:candidateStarterUsers="teacher1"'));
}, 600_000);
afterAll(async () => t?.close());

type Row = { key: string; favourite: boolean; lastStartedAt: string | null };
const startList = async (user: string): Promise<Row[]> => {
  const answer = await call(t, as, user, '/bpmProcessDefinition/startList', {});
  expectOk(answer);
  return answer.info as Row[];
};
const row = async (user: string, key: string) => (await startList(user)).find((r) => r.key === key);

describe('favourites', () => {
  it('star and unstar per user; only a process the user may start', async () => {
    expect(await row('student1', 'sx_plain')).toMatchObject({ favourite: false });
    expectOk(await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_plain', on: true }));
    expect(await row('student1', 'sx_plain')).toMatchObject({ favourite: true });
    // Another user's list is untouched: stars are per user.
    expect(await row('student2', 'sx_plain')).toMatchObject({ favourite: false });
    // Starring twice is still one star; unstarring removes it.
    expectOk(await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_plain', on: true }));
    expectOk(await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_plain', on: false }));
    expect(await row('student1', 'sx_plain')).toMatchObject({ favourite: false });

    expect((await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_closed', on: true })).code).toBe('00004');
    expect((await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_nosuch', on: true })).code).toBe('00006');
    expect((await call(t, as, 'student1', '/bpmProcessDefinition/favourite', { key: 'sx_plain' })).code).toBe('00005');
  });
});

describe('recently used', () => {
  it('is the time of the user’s own last start per process, never another user’s', async () => {
    expect(await row('student2', 'sx_other')).toMatchObject({ lastStartedAt: null });
    const started = await call(t, as, 'student2', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_other' });
    expectOk(started);
    const mine = await row('student2', 'sx_other');
    expect(mine?.lastStartedAt).not.toBeNull();
    expect(Date.now() - Date.parse(mine!.lastStartedAt!)).toBeLessThan(60_000);
    expect(await row('student3', 'sx_other')).toMatchObject({ lastStartedAt: null });
    expect(RECENT_LIMIT).toBeGreaterThan(0);
  });
});

const save = (user: string, key: string, formData: unknown) => call(t, as, user, '/bpmProcessDraft/save', { key, formData });
const get = (user: string, key: string) => call(t, as, user, '/bpmProcessDraft/get', { key });

describe('drafts', () => {
  it('one per user and process, replaced on save, read and deleted only by its owner', async () => {
    expect((await get('student1', 'sx_plain')).info).toBeNull();
    expectOk(await save('student1', 'sx_plain', { days: 2, why: '第一稿' }));
    expectOk(await save('student1', 'sx_plain', { days: 3, why: '第二稿' }));
    const draft = await get('student1', 'sx_plain');
    expect(draft.info).toMatchObject({ key: 'sx_plain', formData: { days: 3, why: '第二稿' } });
    expect(draft.info.definitionId).toBeTruthy();
    // Another user neither sees nor deletes it.
    expect((await get('student2', 'sx_plain')).info).toBeNull();
    expect((await call(t, as, 'student2', '/bpmProcessDraft/delete', { key: 'sx_plain' })).info).toEqual({ deleted: false });
    expect((await get('student1', 'sx_plain')).info.formData.why).toBe('第二稿');
    expect((await call(t, as, 'student1', '/bpmProcessDraft/delete', { key: 'sx_plain' })).info).toEqual({ deleted: true });
    expect((await get('student1', 'sx_plain')).info).toBeNull();
  });

  it('is refused over the size limit, over the form’s field count, and for a process the user may not start', async () => {
    const big = await save('student1', 'sx_plain', { why: 'x'.repeat(DRAFT_MAX_BYTES) });
    expect(big.code).toBe('00005');
    const many = await save('student1', 'sx_plain', Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, i])));
    expect(many.code).toBe('00005');
    expect((await save('student1', 'sx_closed', { days: 1 })).code).toBe('00004');
    expect((await save('student1', 'sx_plain', 'text')).code).toBe('00005');
    expect((await get('student1', 'sx_plain')).info).toBeNull();
  });

  it('is deleted by a successful start of that process, kept by a refused one', async () => {
    expectOk(await save('student1', 'sx_plain', { days: 2 }));
    const refused = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_plain', formData: { days: 2 } });
    expect(refused.code).toBe('00005');
    expect((await get('student1', 'sx_plain')).info).not.toBeNull();
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_plain', formData: { days: 2, why: '家中有事' } });
    expectOk(started);
    expect((await get('student1', 'sx_plain')).info).toBeNull();
  });
});

describe('the preview’s why', () => {
  it('names the condition that matched and the branch not taken, and each rule part with whom it resolved to', async () => {
    const xml = bpmn(
      'sx_branch',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="gw" name="天数判断" default="f_small" />
       ${userTask('boss', '领导审批', { ...QUIET, dataType: 'HEAD' })}${userTask('office', '学工处', { ...QUIET, dataType: 'ROLES', candidateGroups: 'ROLEdepthead' })}
       <bpmn:endEvent id="end" />${chain('start', 'gw')}
       <bpmn:sequenceFlow id="f_big" name="超过三天" sourceRef="gw" targetRef="boss"><bpmn:conditionExpression>\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="f_small" sourceRef="gw" targetRef="office" />
       ${chain('boss', 'end')}${chain('office', 'end')}`,
    );
    await deploy(t, xml);
    const big = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_branch', formData: { days: 5 } });
    expectOk(big);
    const gw = big.info.steps.find((s: { activityId: string }) => s.activityId === 'gw');
    expect(gw.decision).toEqual({
      taken: [{ flowId: 'f_big', name: '超过三天', expression: '${days > 3}', isDefault: false, target: 'boss', targetName: '领导审批' }],
      notTaken: [],
    });
    const boss = big.info.steps.find((s: { activityId: string }) => s.activityId === 'boss');
    expect(boss.rule).toEqual({ dataType: 'HEAD', sources: [{ kind: 'head', ref: null, label: null, users: ['zhangwei'] }] });
    expect(boss.users).toEqual(['zhangwei']);

    const small = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_branch', formData: { days: 1 } });
    const gw2 = small.info.steps.find((s: { activityId: string }) => s.activityId === 'gw');
    expect(gw2.decision.taken).toMatchObject([{ flowId: 'f_small', isDefault: true, expression: null, target: 'office' }]);
    expect(gw2.decision.notTaken).toMatchObject([{ flowId: 'f_big', expression: '${days > 3}' }]);
    const office = small.info.steps.find((s: { activityId: string }) => s.activityId === 'office');
    expect(office.rule.sources).toHaveLength(1);
    expect(office.rule.sources[0]).toMatchObject({ kind: 'role', ref: 'depthead', label: '部门负责人' });
    expect(office.rule.sources[0].users).toEqual(expect.arrayContaining(['lihua', 'zhangwei', 'wuxia']));
    expect(office.users).toEqual(office.rule.sources[0].users);
    // Several candidates at the start: the initiator may pick one of them (the server's acceptance).
    expect(small.info.chooser).toMatchObject({ activityIds: ['office'], required: false, anyone: false, multiple: false });
    expect(small.info.chooser.options).toEqual(office.users);
    // One designed approver is no choice.
    expect(big.info.chooser).toBeNull();
  });

  it('says what the self-approval policy does: skip keeps the initiator (passed on its own), deptHead names the head', async () => {
    await deploy(t, oneStep('sx_self_skip', { ...QUIET, dataType: 'USERS', assignee: 'student1' }));
    await deploy(t, oneStep('sx_self_head', { ...QUIET, dataType: 'USERS', assignee: 'student1', extendData: [{ isopinion: false, selfapprove: 'deptHead' }] }));
    const skip = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_self_skip', formData: {} });
    const first = skip.info.steps.find((s: { activityId: string }) => s.activityId === 'first');
    expect(first).toMatchObject({ users: ['student1'], self: { policy: 'skip', initiator: 'student1' } });
    expect(first.rule.sources).toEqual([{ kind: 'users', ref: null, label: null, users: ['student1'] }]);
    // Someone else starting it is not affected.
    const other = await call(t, as, 'student2', PREVIEW, { processDefinitionKey: 'sx_self_skip', formData: {} });
    expect(other.info.steps.find((s: { activityId: string }) => s.activityId === 'first').self).toBeUndefined();

    const head = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_self_head', formData: {} });
    expect(head.info.steps.find((s: { activityId: string }) => s.activityId === 'first')).toMatchObject({ users: ['zhangwei'], self: { policy: 'deptHead', initiator: 'student1', head: 'zhangwei' } });
    // The preview says what the start does.
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_self_head' });
    expect(started.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'zhangwei' }]);
  });

  it('an empty approver list refuses the start, with the accounts left out', async () => {
    await deploy(t, oneStep('sx_empty', { ...QUIET, dataType: 'USERS', candidateUsers: 'ghost_account' }));
    const preview = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_empty', formData: {} });
    const first = preview.info.steps.find((s: { activityId: string }) => s.activityId === 'first');
    expect(first).toMatchObject({ users: [], empty: { policy: 'refuse' } });
    expect(first.problem).toContain('ghost_account');
    expect(first.rule.sources).toEqual([{ kind: 'users', ref: null, label: null, users: [] }]);
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_empty' });
    expect(started.code).not.toBe('00000');
  });

  it('moreuser lets the initiator choose anyone; the server takes the choice it offered and refuses the initiator', async () => {
    await deploy(t, oneStep('sx_anyone', { ...QUIET, dataType: 'USERS', assignee: 'lihua', extendData: [{ isopinion: false, moreuser: true }] }));
    const preview = await call(t, as, 'student1', PREVIEW, { processDefinitionKey: 'sx_anyone', formData: {} });
    expect(preview.info.chooser).toEqual({ activityIds: ['first'], required: false, anyone: true, multiple: true, options: ['lihua'] });
    const chosen = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_anyone', nextUsers: ['wuxia', 'zhangwei'] });
    expectOk(chosen);
    // Two people on a single task: they become its candidates.
    expect(chosen.info.tasks).toHaveLength(1);
    expect(JSON.stringify(chosen.info.tasks[0])).toContain('wuxia');
    expect(JSON.stringify(chosen.info.tasks[0])).toContain('zhangwei');
    const one = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_anyone', nextUsers: ['wuxia'] });
    expect(one.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'wuxia' }]);
    expect((await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: 'sx_anyone', nextUsers: ['student1'] })).code).toBe('00005');
  });
});
