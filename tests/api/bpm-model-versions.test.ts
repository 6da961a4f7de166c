/**
 * The designer's and the models list's calls: lint of unsaved XML (errors, designer warnings, the
 * bound form's fields), route simulation on unsaved XML, deploy with a note and the version history,
 * one version's XML, copy; each refused without its model permission code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fixture } from './bpm-engine-support.ts';

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  student = await t.login('student1');
}, 180_000);
afterAll(async () => t?.close());

const exclusive = () => fixture('wcp04-exclusive.bpmn');

describe('lint of the unsaved XML', () => {
  it('answers compile errors, deploy-rule errors and the designer warnings with element ids', async () => {
    const noDefault = exclusive().replace(' default="f4"', '');
    const answer = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: noDefault } });
    expect(answer.code).toBe('00000');
    expect(answer.info.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ elementId: 'xor', rule: 'flowhall/gateway-default' })]));
    const withDefault = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: exclusive() } });
    expect(withDefault.info.warnings.filter((w: { rule: string }) => w.rule === 'flowhall/gateway-default')).toEqual([]);
    const call = exclusive().replace('<bpmn:userTask id="B" name="B" camunda:assignee="user1" />', '<bpmn:task id="B" name="B" /><bpmn:complexGateway id="cx" />');
    const bad = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: call } });
    expect(bad.info.errors.map((e: { elementId: string }) => e.elementId)).toContain('cx');
    // The fixture has no incoming/outgoing lists: the flows' references count, nothing is "disconnected".
    expect(withDefault.info.warnings.filter((w: { rule: string }) => w.rule === 'bpmnlint/no-disconnected')).toEqual([]);
    const unreadable = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: '<nope' } });
    expect(unreadable.info.errors).toHaveLength(1);
  });

  it('names a condition variable the bound form lacks', async () => {
    const form = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name: 'lint form', conf: JSON.stringify({ widgetList: [{ type: 'number', formItemFlag: true, options: { name: 'days', label: 'days' } }], formConfig: {} }) } });
    expect(form.code).toBe('00000');
    const answer = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: exclusive(), formId: form.info.id } });
    expect(answer.info.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ elementId: 'f3', rule: 'flowhall/condition-field', reason: expect.stringContaining('amount') })]));
    const fits = await t.call('POST', '/bpmModel/lint', { token: admin, body: { xml: exclusive().replace('amount &gt; 100', 'days &gt; 3'), formId: form.info.id } });
    expect(fits.info.warnings.filter((w: { rule: string }) => w.rule === 'flowhall/condition-field')).toEqual([]);
  });
});

describe('route simulation', () => {
  it('walks the draft with the sample values and initiator, answering the path and the branch taken', async () => {
    const big = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml: exclusive(), initiator: 'student1', formData: { amount: 500 } } });
    expect(big.code).toBe('00000');
    expect(big.info.steps.map((s: { activityId: string }) => s.activityId)).toEqual(['start', 'A', 'xor', 'B', 'merge', 'D', 'end']);
    const xor = big.info.steps.find((s: { activityId: string }) => s.activityId === 'xor');
    expect(xor.decision.taken[0]).toMatchObject({ flowId: 'f3', expression: expect.stringContaining('amount') });
    const small = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml: exclusive(), initiator: 'student1', formData: { amount: 5 } } });
    expect(small.info.steps.map((s: { activityId: string }) => s.activityId)).toContain('C');
    expect(small.info.steps.map((s: { activityId: string }) => s.activityId)).not.toContain('B');
  });

  it('resolves the approvers for the sample initiator (the initiator rule) and refuses an unknown initiator', async () => {
    const xml = fixture('simple-approval.bpmn').replace('camunda:assignee="${approver}"', 'camunda:assignee="${initiator}"');
    const answer = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml, initiator: 'student1' } });
    expect(answer.info.steps.find((s: { activityId: string }) => s.activityId === 'approve').users).toEqual(['student1']);
    const unknown = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml, initiator: 'nobody-here' } });
    expect(unknown.code).toBe('00001');
    const broken = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml: '<x', initiator: 'student1' } });
    expect(broken.info.compileErrors.length).toBeGreaterThan(0);
    const extra = await t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml, initiator: 'student1', sneaky: 1 } });
    expect(extra.code).toBe('00005');
  });
});

describe('versions', () => {
  it('deploys with a note; the history says who, when and the note, newest first; a version answers its XML', async () => {
    const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'versioned', name: 'versioned', xml: fixture('simple-approval.bpmn') } });
    const v1 = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id, note: '  first cut ' } });
    expect(v1.info).toMatchObject({ version: 1, note: 'first cut' });
    await t.call('POST', '/bpmModel/edit', { token: admin, body: { id: saved.info.id, key: 'versioned', name: 'versioned', xml: fixture('simple-approval.bpmn').replace('name="审批"', 'name="主管审批"') } });
    await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
    const history = await t.call('POST', '/bpmModel/versions', { token: admin, body: { id: saved.info.id } });
    expect(history.info.map((v: { version: number; note: string | null }) => [v.version, v.note])).toEqual([[2, null], [1, 'first cut']]);
    expect(history.info[0]).toMatchObject({ deployedBy: 'admin', deployedByName: expect.any(String), deployedAt: expect.any(String) });
    const xml = await t.call('POST', '/bpmModel/versionXml', { token: admin, body: { id: history.info[0].id } });
    expect(xml.info.xml).toContain('主管审批');
    const longNote = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id, note: 'x'.repeat(501) } });
    expect(longNote.code).toBe('00005');
    expect((await t.call('POST', '/bpmModel/versions', { token: admin, body: { id: 'missing' } })).code).not.toBe('00000');
  });

  it('copies a model under a new key, the process id renamed; a taken key is refused', async () => {
    const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'simple_approval', name: '简单审批', xml: fixture('simple-approval.bpmn'), formId: 'f-1' } });
    const copy = await t.call('POST', '/bpmModel/copy', { token: admin, body: { id: saved.info.id, key: 'simple_copy', name: '简单审批副本' } });
    expect(copy.code).toBe('00000');
    expect(copy.info).toMatchObject({ key: 'simple_copy', name: '简单审批副本', formId: 'f-1', version: 0 });
    expect(copy.info.xml).toContain('<bpmn:process id="simple_copy" name="简单审批副本"');
    const deployed = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: copy.info.id } });
    expect(deployed.info.key).toBe('simple_copy');
    const taken = await t.call('POST', '/bpmModel/copy', { token: admin, body: { id: saved.info.id, key: 'simple_copy', name: 'x' } });
    expect(taken.code).toBe('00001');
  });
});

describe('permissions', () => {
  it('refuses every call to a user without the model codes', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/bpmModel/lint', { xml: exclusive() }],
      ['/bpmModel/simulate', { xml: exclusive(), initiator: 'student1' }],
      ['/bpmModel/versions', { id: 'x' }],
      ['/bpmModel/versionXml', { id: 'x' }],
      ['/bpmModel/copy', { id: 'x', key: 'k', name: 'n' }],
    ];
    const codes = [];
    for (const [path, body] of calls) codes.push([path, (await t.call('POST', path, { token: student, body })).code]);
    expect(codes).toEqual(calls.map(([path]) => [path, '00004']));
  });

  it('lets the designer role (model codes) simulate and read versions', async () => {
    const designer = await t.login('designer');
    const answer = await t.call('POST', '/bpmModel/simulate', { token: designer, body: { xml: exclusive(), initiator: 'designer', formData: { amount: 1 } } });
    expect(answer.code).toBe('00000');
  });
});
