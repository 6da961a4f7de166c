/**
 * Field-permission defaults picked from the echo options of /bpmFormVariable/list (`${initiator}` …)
 * reach the approval page evaluated (src/server/bpm/approval/field-defaults.ts): the task detail answers
 * the value, never the expression's text, and fills the fields with no value yet with it; an expression
 * that cannot be evaluated answers empty; a field that already has a value is not filled; and the approve check takes the evaluated default as a
 * read-only field's reference value.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, organizations } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, expectOk, start, taskAt, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let key: string;
/** The echo options the form-permission dialog offers, as the server lists them. */
let offered: { variable: string; value: string }[];
let student: { name: string; orgId: string; orgName: string };

const input = (name: string) => ({ type: 'input', id: name, formItemFlag: true, options: { name, label: name } });

/** Defaults the test writes beside the offered ones: built-ins, mixed text, and what cannot be evaluated. */
const EXTRA: Record<string, string> = {
  who: '${initiatorName}',
  deptName: '${initiatorDeptName}',
  day: '${today}',
  mixed: '${initiatorName}请假${days}天',
  unknown: '${noSuchVariable}',
  broken: '${initiator',
  // `why` is filled at start: its default must not replace it.
  why: '${initiator}',
};

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  const list = await call(t, as, 'designer', '/bpmFormVariable/list', {});
  expectOk(list);
  offered = list.info as { variable: string; value: string }[];
  const [row] = await t.database.db
    .select({ name: accounts.humanname, orgId: accounts.organizationId, orgName: organizations.name })
    .from(accounts)
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.humancode, 'student1'));
  student = { name: row!.name, orgId: row!.orgId!, orgName: row!.orgName! };

  const echoFields = offered.map((o) => `echo_${o.variable}`);
  const form = {
    widgetList: [
      { type: 'number', id: 'days', formItemFlag: true, options: { name: 'days', label: '天数', min: 0, max: 30 } },
      input('why'),
      ...Object.keys(EXTRA).filter((n) => n !== 'why').map(input),
      ...echoFields.map(input),
    ],
    formConfig: {},
  };
  const permissions = [
    ...offered.map((o) => ({ name: `echo_${o.variable}`, label: o.variable, disabled: true, defaultValue: o.value })),
    ...Object.entries(EXTRA).map(([name, defaultValue]) => ({ name, label: name, disabled: name === 'who', defaultValue })),
  ];
  // `first` passes before `second`, so `outcome` (set by a pass) is one of the variables `second` sees.
  const first = userTask('first', '初审', { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass'] });
  const second = userTask(
    'second',
    '复审',
    { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass'] },
    `<bpmn:extensionElements><camunda:FieldsPermission value='${JSON.stringify(permissions).replaceAll("'", '&apos;')}' /></bpmn:extensionElements>`,
  );
  key = await deploy(t, bpmn('field_defaults', `<bpmn:startEvent id="start" />${first}${second}<bpmn:endEvent id="end" />${chain('start', 'first', 'second', 'end')}`), { start: form });
}, 600_000);
afterAll(async () => t?.close());

async function atSecond() {
  const { instanceId } = await start(t, as, 'student1', key, { days: 5, why: '家中有事' });
  expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: (await taskAt(t, instanceId, 'first')).id, reason: '同意' }));
  const task = await taskAt(t, instanceId, 'second');
  const detail = await call(t, as, 'teacher1', '/bpmTask/get', { id: task.id });
  expectOk(detail);
  const defaults = Object.fromEntries((detail.info.fieldPermissions as { name: string; defaultValue?: unknown }[]).map((p) => [p.name, p.defaultValue]));
  return { task, defaults, formData: detail.info.formData as Record<string, unknown> };
}

describe('echo defaults in the task detail', () => {
  it('evaluates every option the form-variable list offers against the instance and the initiator', async () => {
    const { defaults, formData } = await atSecond();
    expect(offered.length).toBeGreaterThan(0);
    // The seeded options, with the values they must echo for this instance.
    const expected: Record<string, unknown> = { initiator: 'student1', initiatorDept: student.orgId, days: 5, outcome: '通过' };
    const answered = Object.fromEntries(offered.map(({ variable }) => [variable, { default: defaults[`echo_${variable}`], formData: formData[`echo_${variable}`] }]));
    // None answered as its text or left empty …
    const unresolved = offered.filter(({ variable, value }) => [value, '', null, undefined].includes(answered[variable]!.default as never)).map((o) => o.value);
    expect(unresolved).toEqual([]);
    // … the seeded ones with the value they echo for this instance, and the field filled with it (the start
    // form stored it empty; the page fills only an absent field, so the server fills it).
    expect(answered).toMatchObject(Object.fromEntries(Object.entries(expected).map(([variable, value]) => [variable, { default: value, formData: value }])));
    expect(offered.filter(({ variable }) => answered[variable]!.formData !== answered[variable]!.default)).toEqual([]);
  });

  it('evaluates the built-ins and mixed text; what cannot be evaluated is empty; a filled field is not filled again', async () => {
    const { defaults, formData } = await atSecond();
    expect(defaults.who).toBe(student.name);
    expect(defaults.deptName).toBe(student.orgName);
    expect(defaults.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(defaults.mixed).toBe(`${student.name}请假5天`);
    expect(formData.who).toBe(student.name);
    expect(defaults.unknown).toBe('');
    expect(formData.unknown ?? '').toBe('');
    expect(defaults.broken).toBe('');
    expect(formData.why).toBe('家中有事');
    expect(defaults.why).toBe('');
  });

  it('checks a read-only field against its evaluated default on approve', async () => {
    const { task, defaults } = await atSecond();
    const echoes = Object.fromEntries(offered.map((o) => [`echo_${o.variable}`, defaults[`echo_${o.variable}`]]));
    // The raw text is not the read-only field's value any more …
    const raw = await call(t, as, 'teacher1', '/bpmTask/approve', { id: task.id, reason: '同意', formData: { ...echoes, who: '${initiatorName}' } });
    expect(raw.code).toBe('00005');
    expect(JSON.stringify(raw.errors)).toContain('/formData/who');
    // … the value the page showed is.
    expectOk(await call(t, as, 'teacher1', '/bpmTask/approve', { id: task.id, reason: '同意', formData: { ...echoes, who: student.name } }));
  });
});
