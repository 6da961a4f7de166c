/**
 * The approver kinds the designer adds beside the spec's eight, resolved on the seeded institution:
 * multi-level department head (HEAD with deptHead = levels), a person field of the form and an
 * expression (USERS with `${…}`), and the empty-approver policy handing a node to named people. The
 * settings are read from task attributes as the designer writes them (approverAttrs), not hand-made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approverAttrs, extendDataFor, freshChoice, readApproverSettings, type ApproverChoice } from '../../src/schemas/bpmn/index.ts';
import { resolveApprovers, settingsFromAttributes } from '../../src/server/bpm/approvers/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

/** The attributes a choice writes, without the unset ones, as the compiled graph hands them over. */
const attrsOf = (choice: ApproverChoice, multi = false, extra: Record<string, string> = {}) =>
  ({ ...Object.fromEntries(Object.entries(approverAttrs(choice, multi)).filter((entry): entry is [string, string] => entry[1] !== undefined)), ...extra });

const resolve = (attrs: Record<string, string>, initiator: string, variables: Record<string, unknown> = {}, multi = false) =>
  resolveApprovers(db, { settings: settingsFromAttributes(attrs), initiator, variables, activityName: '多级审批', multiApproverMode: multi ? 'SequentialMultiInstance' : 'Null' });

describe('multi-level department head', () => {
  it('three levels from a student of 软件工程系: its head, then the school head, then the university head, nearest first', async () => {
    const attrs = attrsOf({ ...freshChoice('MULTIHEAD'), levels: 3 }, true);
    expect(attrs).toMatchObject({ dataType: 'HEAD', approverKind: 'MULTIHEAD', deptHead: '3', assignee: '${approver}' });
    const answer = await resolve(attrs, 'student1', {}, true);
    expect(answer).toMatchObject({ kind: 'multi', users: ['zhangwei', 'lihua', 'wangjianguo'] });
  });

  it('stops at the top of the tree, and skips the initiator when a head starts', async () => {
    expect((await resolve(attrsOf({ ...freshChoice('MULTIHEAD'), levels: 5 }), 'zhangwei')).users).toEqual(['lihua', 'wangjianguo']);
  });

  it('the plain HEAD still gives one head', async () => {
    expect((await resolve(attrsOf(freshChoice('HEAD')), 'student1')).users).toEqual(['zhangwei']);
  });
});

describe('a person field of the form and an expression', () => {
  it('FORMUSER: the people the field holds ({humancode} objects as the person widget stores them)', async () => {
    const field = { ...freshChoice('FORMUSER'), source: 'reviewers' };
    const variables = { reviewers: [{ id: 'x1', humancode: 'chenjing', humanname: '陈静' }, { id: 'x2', humancode: 'sunli', humanname: '孙丽' }] };
    expect(attrsOf(field)).toMatchObject({ dataType: 'USERS', approverKind: 'FORMUSER', assignee: '${reviewers}' });
    expect((await resolve(attrsOf(field), 'student1', variables)).candidateUsers).toEqual(['chenjing', 'sunli']);
    const countersign = attrsOf(field, true);
    expect(countersign).toMatchObject({ assignee: '${approver}', candidateUsers: '${reviewers}' });
    expect(await resolve(countersign, 'student1', variables, true)).toMatchObject({ kind: 'multi', users: ['chenjing', 'sunli'] });
  });

  it('EXPRESSION: evaluated on the variables', async () => {
    const attrs = attrsOf({ ...freshChoice('EXPRESSION'), source: "${days > 3 ? 'lihua' : 'zhangwei'}" });
    expect((await resolve(attrs, 'student1', { days: 5 })).assignee).toBe('lihua');
    expect((await resolve(attrs, 'student1', { days: 1 })).assignee).toBe('zhangwei');
  });

  it('CHOOSE: the suggested people when nothing was chosen, and the node lets the start choose anyone', async () => {
    const attrs = attrsOf({ ...freshChoice('CHOOSE'), picks: [{ id: 'wuxia', name: '吴霞' }] });
    expect((await resolve(attrs, 'student1')).assignee).toBe('wuxia');
    expect(extendDataFor('CHOOSE')).toEqual({ ischangeuser: true, moreuser: true });
  });
});

describe('审批人为空时', () => {
  const empty = attrsOf({ ...freshChoice('EXPRESSION'), source: '${leader}' });

  it('refuse (the default): nobody is a clear error', async () => {
    await expect(resolve(empty, 'student1', { leader: '' })).rejects.toMatchObject({ codeName: 'failed' });
  });

  it('users: the fallback people get the node; a disabled fallback is still nobody', async () => {
    const extendData = JSON.stringify([{ emptyapprove: 'users', emptyusers: [{ id: 'admin', humanname: '管理员' }] }]);
    const settings = settingsFromAttributes({ ...empty, extendData });
    expect(settings.fallbackUsers).toEqual(['admin']);
    expect((await resolve({ ...empty, extendData }, 'student1', { leader: '' })).assignee).toBe('admin');
    // A rule that names somebody is not overridden.
    expect((await resolve({ ...empty, extendData }, 'student1', { leader: 'lihua' })).assignee).toBe('lihua');
    const gone = JSON.stringify([{ emptyapprove: 'users', emptyusers: [{ id: 'nobody-here', humanname: '?' }] }]);
    await expect(resolve({ ...empty, extendData: gone }, 'student1', { leader: '' })).rejects.toMatchObject({ codeName: 'failed' });
    expect(readApproverSettings({ $type: 'bpmn:UserTask', ...empty }).fallbackUsers).toBeUndefined();
  });
});
