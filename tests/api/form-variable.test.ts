/**
 * /bpmFormVariable/list {data} (echo options with id, name, value) and /bpmFormVariable/format {fields}
 * (the variables a form's fields make), the form variable entity's actions
 * (src/server/entity/hooks/form-variable-hooks.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let designer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, designer] = await Promise.all([t.login('admin'), t.login('designer')]);
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });

describe('/bpmFormVariable/list', () => {
  it('answers every variable as an echo option {id, name, value}, system variables first', async () => {
    const answer = await post(designer, '/bpmFormVariable/list', {});
    expect(answer.code, `${answer.raw}`).toBe('00000');
    const options = answer.info as { id: string; name: string; value: string; variable: string; systemVariable: boolean }[];
    expect(options.find((o) => o.variable === 'initiator')).toMatchObject({ name: '流程发起人', value: '${initiator}', valueType: 'user', systemVariable: true });
    expect(options.map((o) => o.systemVariable)).toEqual(options.map((o) => o.systemVariable).sort((a, b) => Number(b) - Number(a)));
    const page = await post(admin, '/bpmFormVariable/queryPage', { page: 1, pageSize: 100 });
    expect(options.map((o) => o.id).sort()).toEqual((page.info.records as { id: string }[]).map((r) => r.id).sort());
  });

  it('narrows by {data}: a keyword (name or label), or {valueType, systemVariable}', async () => {
    const byLabel = await post(designer, '/bpmFormVariable/list', { data: '天数' });
    expect(byLabel.info.map((o: { variable: string }) => o.variable)).toEqual(['days']);
    const byName = await post(designer, '/bpmFormVariable/list', { data: { keyword: 'INITIATOR' } });
    expect(byName.info.map((o: { variable: string }) => o.variable).sort()).toEqual(['initiator', 'initiatorDept']);
    const typed = await post(designer, '/bpmFormVariable/list', { data: { valueType: 'dept' } });
    expect(typed.info.map((o: { variable: string }) => o.variable)).toEqual(['initiatorDept']);
    const own = await post(designer, '/bpmFormVariable/list', { data: { systemVariable: false } });
    expect(own.info.every((o: { systemVariable: boolean }) => !o.systemVariable)).toBe(true);
    const bad = await post(designer, '/bpmFormVariable/list', { data: { sql: "' or 1=1" } });
    expect(bad.code).toBe('00005');
  });

  it('needs the form variable view code', async () => {
    const student = await t.login('student1');
    expect((await post(student, '/bpmFormVariable/list', {})).code).toBe('00004');
  });
});

describe('/bpmFormVariable/format', () => {
  it('turns a form’s fields (designer fields or widgets) into variables, reusing stored ones', async () => {
    const answer = await post(designer, '/bpmFormVariable/format', {
      fields: [
        { type: 'number', options: { name: 'days', label: '天数', min: 0 } },
        { type: 'input', options: { name: 'reason', label: '请假事由' } },
        { name: 'start', label: '开始日期', type: 'date' },
        { type: 'department', options: { name: 'dept', label: '部门' } },
        { type: 'grid', options: {} },
        { type: 'input', options: { name: 'bad-name', label: 'x' } },
        { type: 'input', options: { name: 'reason', label: '重复' } },
      ],
    });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    const { variables, skipped } = answer.info as { variables: Record<string, unknown>[]; skipped: { index: number; reason: string }[] };
    expect(variables.map((v) => [v.name, v.valueType, v.source])).toEqual([
      ['days', 'number', 'form'],
      ['reason', 'string', 'form'],
      ['start', 'date', 'form'],
      ['dept', 'dept', 'form'],
    ]);
    // "days" is a stored variable: its id and its label.
    expect(variables[0]).toMatchObject({ label: '请假天数' });
    expect(typeof variables[0]!.id).toBe('string');
    expect(variables[1]).toMatchObject({ id: null, label: '请假事由' });
    expect(skipped.map((s) => s.index)).toEqual([4, 5, 6]);
  });

  it('writes nothing and validates its body', async () => {
    const before = await post(admin, '/bpmFormVariable/queryPage', { page: 1, pageSize: 10 });
    await post(designer, '/bpmFormVariable/format', { fields: [{ name: 'newVar', label: '新变量' }] });
    const after = await post(admin, '/bpmFormVariable/queryPage', { page: 1, pageSize: 10 });
    expect(after.info.total).toBe(before.info.total);
    expect((await post(designer, '/bpmFormVariable/format', {})).code).toBe('00005');
    expect((await post(designer, '/bpmFormVariable/format', { fields: 'all' })).code).toBe('00005');
  });
});
