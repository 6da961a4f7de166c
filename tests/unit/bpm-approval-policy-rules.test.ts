/**
 * The deploy check and the designer's lint on the approval policies: a timeout whose limit, action,
 * interval or count the server cannot read is a warning saying what the server does instead (never an
 * error: the process runs); a node naming nobody is covered by the pass, reject and admin empty-approver
 * policies as by named people, and not by refuse or a users policy naming nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { checkModel } from '../../src/server/bpm/model/lint.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

const model = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs" targetNamespace="x">
  <bpmn:process id="leave" isExecutable="true"><bpmn:startEvent id="s" />${body}</bpmn:process>
</bpmn:definitions>`;

const extend = (item: Record<string, unknown>) => `camunda:extendData='${JSON.stringify([item])}'`;
const task = (id: string, item: Record<string, unknown>, approver = 'camunda:dataType="USERS" camunda:assignee="lihua"') => `<bpmn:userTask id="${id}" ${approver} ${extend(item)} />`;

async function check(body: string, rule: string) {
  const result = await checkModel((await parseBpmnXml(model(body))).definitions, { bpmnlint: false });
  const mine = (list: typeof result.errors) => list.filter((f) => f.rule === `flowhall/${rule}`).map((f) => `${f.elementId}: ${f.reasonEn}`);
  return { errors: mine(result.errors), warnings: mine(result.warnings), zh: result.warnings.filter((f) => f.rule === `flowhall/${rule}`).map((f) => f.reason) };
}

describe('the timeout in the lint', () => {
  it('warns on an unreadable limit or action, a short interval and a count out of range', async () => {
    const found = await check(
      [
        task('soon', { timeout: { after: 'soon', action: 'pass' } }),
        task('hours', { timeout: { after: '4H', action: 'remind' } }),
        task('zero', { timeout: { after: 'PT0S', action: 'reject' } }),
        task('escalate', { timeout: { after: 'PT4H', action: 'escalate' } }),
        task('fast', { timeout: { after: 'PT4H', action: 'remind', every: 'PT10S', times: 3 } }),
        task('many', { timeout: { after: 'PT4H', action: 'remind', every: 'PT1H', times: 50 } }),
        task('text', { timeout: 'PT4H' }),
      ].join(''),
      'task-timeout',
    );
    expect(found.errors).toEqual([]);
    expect(found.warnings).toEqual([
      'soon: the timeout limit soon is not an ISO 8601 duration longer than zero (e.g. PT4H, P2D): the step never times out',
      'hours: the timeout limit 4H is not an ISO 8601 duration longer than zero (e.g. PT4H, P2D): the step never times out',
      'zero: the timeout limit PT0S is not an ISO 8601 duration longer than zero (e.g. PT4H, P2D): the step never times out',
      'escalate: the timeout action escalate is not remind, pass or reject: the step never times out',
      'fast: the reminder interval PT10S is not a duration of a minute or more: one reminder only',
      'many: the reminder count 50 is not 1 to 10: the nearest count is used',
      'text: the timeout setting PT4H is not readable: the step never times out',
    ]);
    expect(found.zh[0]).toBe('超时处理的时限无法识别：soon（应为大于零的 ISO 8601 时长，如 PT4H、P2D），该节点不会超时处理');
  });

  it('is silent on readable timeouts and on nodes without one', async () => {
    const found = await check(
      [
        task('remind', { timeout: { after: 'PT4H', action: 'remind', every: 'PT1H', times: 3 } }),
        task('pass', { timeout: { after: 'P2D', action: 'pass' } }),
        task('reject', { timeout: { after: 'P1DT12H', action: 'reject' } }),
        task('none', { isopinion: false }),
      ].join(''),
      'task-timeout',
    );
    expect([found.errors, found.warnings]).toEqual([[], []]);
  });
});

describe('the empty-approver policy in the approver rule', () => {
  it('covers a node naming nobody with pass, reject and admin, not with refuse or an empty users policy', async () => {
    const nobody = 'camunda:dataType="ROLES"';
    const found = await check(
      [
        task('pass', { emptyapprove: 'pass' }, nobody),
        task('reject', { emptyapprove: 'reject' }, nobody),
        task('admin', { emptyapprove: 'admin' }, nobody),
        task('refuse', { emptyapprove: 'refuse' }, nobody),
        task('users', { emptyapprove: 'users' }, nobody),
      ].join(''),
      'approver',
    );
    expect(found.errors).toEqual(['refuse: the user task has no approver settings (ROLES)', 'users: the user task has no approver settings (ROLES)']);
  });
});
