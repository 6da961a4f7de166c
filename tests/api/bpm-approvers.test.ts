/** Approver resolution on the seeded demo institution: every dataType, modes, expressions, disabled accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { accounts, organizations, roles } from '../../src/server/db/schema.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { ApproverSettings } from '../../src/schemas/bpmn/index.ts';
import {
  ANY_ONE_CONDITION,
  COUNTERSIGN_CONDITION,
  modeOfMultiInstance,
  multiInstancePlan,
  resolveApprovers,
  settingsFromAttributes,
  type ApproverRequest,
} from '../../src/server/bpm/approvers/index.ts';
import { attributeConfigTable, attributeTable } from '../../src/server/bpm/approvers/directory.ts';

let t: TestApp;
let db: Db;
const org: Record<string, string> = {};
const role: Record<string, string> = {};
const attr: Record<string, string> = {};
const config: Record<string, string> = {};

async function addConfig(key: string, attribute: string, orgCode: string, humancode: string) {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(attributeConfigTable.table).values({ id, attributeId: attr[attribute], organizationId: org[orgCode], humancode, createdAt: now, updatedAt: now } as never);
  config[key] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  for (const row of await db.select({ id: organizations.id, code: organizations.code }).from(organizations)) org[row.code] = row.id;
  for (const row of await db.select({ id: roles.id, code: roles.rolecode }).from(roles)) role[row.code] = row.id;
  const { table, col } = attributeTable;
  for (const row of (await db.select({ id: col.id!, code: col.code! }).from(table)) as { id: string; code: string }[]) attr[row.code] = row.id;
  await addConfig('csseCounsellor', 'counsellor', 'CS-SE', 'teacher1');
  await addConfig('csCounsellor', 'counsellor', 'CS', 'lihua');
  await addConfig('emFinance', 'finance', 'EM', 'liuyang');
  await addConfig('emFinance2', 'finance', 'EM', 'zhaomin');
  // An office without a head, for DEPTHEAD.
  await db.insert(organizations).values({ code: 'NOHEAD', name: '无负责人办公室', orgType: 'office', parentId: org.FHU! });
  const [noHead] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'NOHEAD'));
  org.NOHEAD = noHead!.id;
  await db.update(accounts).set({ validflag: false }).where(eq(accounts.humancode, 'teacher2'));
  await db.update(accounts).set({ delFlag: true }).where(eq(accounts.humancode, 'student6'));
});

afterAll(async () => {
  await t?.close();
});

const settings = (partial: Partial<ApproverSettings>): ApproverSettings => ({
  dataType: null,
  assignee: '',
  candidateUsers: [],
  candidateGroups: [],
  candidateAttr: [],
  text: '',
  ...partial,
});

const resolve = (partial: Partial<ApproverSettings>, extra: Partial<ApproverRequest> = {}) =>
  resolveApprovers(db, { settings: settings(partial), initiator: 'student1', variables: {}, activityName: '部门审批', ...extra });

async function failureOf(work: Promise<unknown>): Promise<any> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('USERS', () => {
  it('one user is the assignee', async () => {
    expect(await resolve({ dataType: 'USERS', assignee: 'lihua' })).toMatchObject({ kind: 'assignee', assignee: 'lihua', candidateUsers: [], users: ['lihua'], dataType: 'USERS' });
  });

  it('several users are candidates without a multi-approver mode', async () => {
    expect(await resolve({ dataType: 'USERS', candidateUsers: ['lihua', 'zhangwei', 'lihua'] })).toMatchObject({
      kind: 'candidates',
      assignee: null,
      candidateUsers: ['lihua', 'zhangwei'],
    });
  });

  it('several users with countersign or any-one are the multi-instance collection', async () => {
    const countersign = await resolve({ dataType: 'USERS', candidateUsers: ['zhangwei', 'lihua', 'wangjianguo'] }, { multiApproverMode: 'SequentialMultiInstance' });
    expect(countersign).toMatchObject({ kind: 'multi', assignee: null, users: ['zhangwei', 'lihua', 'wangjianguo'], multiApproverMode: 'SequentialMultiInstance' });
    const anyOne = await resolve({ dataType: 'USERS', candidateUsers: ['zhangwei', 'lihua'] }, { multiApproverMode: 'ParallelMultiInstance' });
    expect(anyOne.kind).toBe('multi');
  });

  it('inside a multi-instance the element is the one assignee', async () => {
    const child = await resolve({ dataType: 'USERS', assignee: '${assignee}', candidateUsers: ['zhangwei', 'lihua'] }, { multiApproverMode: 'SequentialMultiInstance', elementValue: 'lihua' });
    expect(child).toMatchObject({ kind: 'assignee', assignee: 'lihua', users: ['lihua'] });
  });

  it('candidate expressions are evaluated against the variables', async () => {
    const variables = { leader: 'chenjing', reviewers: ['zhaomin', { humancode: 'sunli', humanname: '孙丽' }], form: { approver: 'wuxia' } };
    expect((await resolve({ dataType: 'USERS', assignee: '${form.approver}' }, { variables })).assignee).toBe('wuxia');
    expect((await resolve({ dataType: 'USERS', candidateUsers: ['${leader}', 'lihua'] }, { variables })).candidateUsers).toEqual(['chenjing', 'lihua']);
    expect((await resolve({ dataType: 'USERS', candidateUsers: ['${reviewers}'] }, { variables })).candidateUsers).toEqual(['zhaomin', 'sunli']);
    expect((await resolve({ dataType: 'USERS', assignee: "${days > 3 ? 'lihua' : 'zhangwei'}" }, { variables: { days: 5 } })).assignee).toBe('lihua');
  });

  it('a bad expression is a clear error', async () => {
    const error = await failureOf(resolve({ dataType: 'USERS', assignee: '${leader.}' }));
    expect(error?.codeName).toBe('failed');
    expect(error.text.zh).toContain('审批人表达式错误（部门审批）');
  });
});

describe('ROLES, DEPTS and DEPTHEAD', () => {
  it('ROLES: members of ROLE-prefixed roles, by id or code', async () => {
    expect(await resolve({ dataType: 'ROLES', candidateGroups: [`ROLE${role.designer}`] })).toMatchObject({ kind: 'assignee', assignee: 'designer' });
    // student6 is deleted, so five students remain.
    const students = await resolve({ dataType: 'ROLES', candidateGroups: ['ROLE_student'] });
    expect(students.candidateUsers).toEqual(['student1', 'student2', 'student3', 'student4', 'student5']);
    expect(students.dropped).toEqual([{ humancode: 'student6', reason: 'disabled' }]);
    const both = await resolve({ dataType: 'ROLES', candidateGroups: [`ROLE${role.designer}`, `ROLE${role.sysop}`] }, { multiApproverMode: 'ParallelMultiInstance' });
    expect(both).toMatchObject({ kind: 'multi', users: ['designer', 'sysop'] });
  });

  it('DEPTS: direct members of DEPT-prefixed organisations, in display order', async () => {
    const members = await resolve({ dataType: 'DEPTS', candidateGroups: [`DEPT${org['CS-SE']}`] });
    expect(members.candidateUsers).toEqual(['zhangwei', 'teacher1', 'student1', 'student2']);
    expect((await resolve({ dataType: 'DEPTS', candidateGroups: ['DEPT_AAO'] })).candidateUsers).toEqual(['designer', 'sysop', 'zhoujie']);
  });

  it('DEPTHEAD: the heads of the chosen departments, skipping one without a head', async () => {
    const heads = await resolve(
      { dataType: 'DEPTHEAD', candidateGroups: [`DEPT${org['EM-ACC']}`, `DEPT${org.NOHEAD}`, `DEPT${org['CS-SE']}`] },
      { multiApproverMode: 'SequentialMultiInstance' },
    );
    expect(heads.users).toEqual(['zhaomin', 'zhangwei']);
  });
});

describe('INITIATOR and HEAD', () => {
  it('INITIATOR: the process initiator (流程发起人)', async () => {
    expect(await resolve({ dataType: 'INITIATOR', assignee: '${initiator}', text: '流程发起人' }, { initiator: 'student3' })).toMatchObject({ kind: 'assignee', assignee: 'student3' });
  });

  it('HEAD: the head of the initiator’s department (发起人部门领导)', async () => {
    expect((await resolve({ dataType: 'HEAD' }, { initiator: 'student1' })).assignee).toBe('zhangwei');
    expect((await resolve({ dataType: 'HEAD' }, { initiator: 'teacher1' })).assignee).toBe('zhangwei');
  });

  it('HEAD: a head starting a process goes to the head above', async () => {
    expect((await resolve({ dataType: 'HEAD' }, { initiator: 'zhangwei' })).assignee).toBe('lihua');
    expect((await resolve({ dataType: 'HEAD' }, { initiator: 'lihua' })).assignee).toBe('wangjianguo');
  });

  it('HEAD: nobody above the top head is an error naming the node', async () => {
    const error = await failureOf(resolve({ dataType: 'HEAD' }, { initiator: 'wangjianguo' }));
    expect(error?.text.zh).toBe('节点「部门审批」没有找到可用的审批人');
    expect(error.text.en).toBe('no usable approver for "部门审批"');
  });
});

describe('organisation attributes', () => {
  it('ATTRS: picked organisation relations (configuration rows)', async () => {
    const picked = await resolve({ dataType: 'ATTRS', candidateAttr: [config.csCounsellor!, config.emFinance!] }, { multiApproverMode: 'SequentialMultiInstance' });
    expect(picked).toMatchObject({ kind: 'multi', users: ['lihua', 'liuyang'] });
  });

  it('ATTRS: attribute@organisation and an attribute of the initiator’s organisation', async () => {
    expect((await resolve({ dataType: 'ATTRS', candidateAttr: ['finance@EM'] })).candidateUsers).toEqual(['liuyang', 'zhaomin']);
    expect((await resolve({ dataType: 'ATTRS', candidateAttr: ['ATTRcounsellor'] }, { initiator: 'student1' })).assignee).toBe('teacher1');
  });

  it('INITATTR: the initiator’s organisation, else the nearest ancestor holding the attribute', async () => {
    expect((await resolve({ dataType: 'INITATTR', candidateAttr: ['counsellor'] }, { initiator: 'student2' })).assignee).toBe('teacher1');
    // CS-CST has no counsellor: the school's (CS) is used.
    expect((await resolve({ dataType: 'INITATTR', candidateAttr: [attr.counsellor!] }, { initiator: 'student3' })).assignee).toBe('lihua');
    expect((await resolve({ dataType: 'INITATTR', candidateGroups: ['ATTR_counsellor'] }, { initiator: 'student4' })).assignee).toBe('lihua');
    const none = await failureOf(resolve({ dataType: 'INITATTR', candidateAttr: ['secretary'] }, { initiator: 'student1' }));
    expect(none?.codeName).toBe('failed');
  });
});

describe('accounts that cannot take tasks', () => {
  it('disabled, deleted and unknown accounts are dropped and reported', async () => {
    const answer = await resolve({ dataType: 'USERS', candidateUsers: ['teacher2', 'ghost', 'teacher1'] });
    expect(answer).toMatchObject({ kind: 'assignee', assignee: 'teacher1' });
    expect(answer.dropped).toEqual([
      { humancode: 'teacher2', reason: 'disabled' },
      { humancode: 'ghost', reason: 'unknown' },
    ]);
  });

  it('nobody left is an error that says why', async () => {
    const error = await failureOf(resolve({ dataType: 'USERS', candidateUsers: ['teacher2', 'student6'] }));
    expect(error?.text.zh).toBe('节点「部门审批」没有找到可用的审批人（teacher2：已停用，student6：已停用）');
    const element = await failureOf(resolve({ dataType: 'USERS' }, { elementValue: 'teacher2', multiApproverMode: 'ParallelMultiInstance' }));
    expect(element?.codeName).toBe('failed');
    const noRole = await failureOf(resolve({ dataType: 'ROLES', candidateGroups: ['ROLEnope'] }));
    expect(noRole?.codeName).toBe('failed');
  });

  it('a role disabled after deploy names nobody (停用: status 1), and names its members again once enabled', async () => {
    await db.update(roles).set({ status: 1 }).where(eq(roles.id, role.designer!));
    try {
      const disabled = await failureOf(resolve({ dataType: 'ROLES', candidateGroups: [`ROLE${role.designer}`] }));
      expect(disabled?.codeName).toBe('failed');
      // Beside an enabled role, only the enabled role's members.
      expect(await resolve({ dataType: 'ROLES', candidateGroups: [`ROLE${role.designer}`, `ROLE${role.sysop}`] })).toMatchObject({ kind: 'assignee', assignee: 'sysop' });
    } finally {
      await db.update(roles).set({ status: 0 }).where(eq(roles.id, role.designer!));
    }
    expect(await resolve({ dataType: 'ROLES', candidateGroups: [`ROLE${role.designer}`] })).toMatchObject({ kind: 'assignee', assignee: 'designer' });
  });
});

describe('without a dataType', () => {
  it('reads assignee, candidate users and groups as they stand', async () => {
    const answer = await resolve({ candidateUsers: ['lihua'], candidateGroups: [`ROLE${role.designer}`, `DEPT${org.SAO}`] });
    expect(answer.candidateUsers).toEqual(['lihua', 'designer', 'wuxia']);
  });

  it('from a compiled node’s attributes', async () => {
    const fromAttrs = settingsFromAttributes({ dataType: 'ROLES', candidateGroups: `ROLE${role.sysop}`, text: '系统运维' });
    expect(fromAttrs).toMatchObject({ dataType: 'ROLES', candidateGroups: [`ROLE${role.sysop}`] });
    expect((await resolveApprovers(db, { settings: fromAttrs, initiator: null, variables: {} })).assignee).toBe('sysop');
  });
});

describe('multi-approver modes as data', () => {
  it('countersign completes when all are done, any-one when one is', () => {
    expect(multiInstancePlan('Null')).toBe(null);
    expect(multiInstancePlan('SequentialMultiInstance')).toEqual({ sequential: true, completionCondition: COUNTERSIGN_CONDITION });
    expect(multiInstancePlan('ParallelMultiInstance')).toEqual({ sequential: false, completionCondition: ANY_ONE_CONDITION });
    expect(modeOfMultiInstance(undefined)).toBe('Null');
    expect(modeOfMultiInstance({ sequential: true })).toBe('SequentialMultiInstance');
    expect(modeOfMultiInstance({ sequential: false })).toBe('ParallelMultiInstance');
  });
});
