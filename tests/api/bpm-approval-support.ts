/** Shared pieces of the approval tests: BPMN written like the designer writes it, deploy, people, calls. */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { bpmCopies, bpmTasks } from '../../src/server/db/schema-bpm.ts';
import { deployModel, saveModel } from '../../src/server/bpm/definitions/service.ts';
import { messageTable } from '../../src/server/bpm/listeners/tables.ts';
import { startProcess, type StartInput } from '../../src/server/bpm/approval/start.ts';
import { asAppError } from '../../src/server/bpm/definitions/errors.ts';
import type { AppError } from '../../src/server/http/errors.ts';
import { Codes } from '../../src/schemas/envelope.ts';

/** A process document with the bpmn and camunda namespaces. */
export function bpmn(id: string, body: string, processAttrs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="D_${id}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${id}" name="${id}" isExecutable="true" ${processAttrs}>
${body}
  </bpmn:process>
</bpmn:definitions>`;
}

/** Sequence flows a→b→c… as XML. */
export function chain(...ids: string[]): string {
  return ids
    .slice(1)
    .map((target, i) => `<bpmn:sequenceFlow id="f_${ids[i]}_${target}" sourceRef="${ids[i]}" targetRef="${target}" />`)
    .join('\n');
}

export const attr = (value: unknown) => `'${JSON.stringify(value)}'`;

/** A user task as the designer writes it (JSON attributes in single quotes). */
export function userTask(id: string, name: string, attrs: Record<string, string | unknown>, inner = ''): string {
  const text = Object.entries(attrs)
    .map(([key, value]) => (typeof value === 'string' ? `camunda:${key}="${value}"` : `camunda:${key}=${attr(value)}`))
    .join(' ');
  return `<bpmn:userTask id="${id}" name="${name}" ${text}>${inner}</bpmn:userTask>`;
}

export const START_FORM = {
  widgetList: [
    { type: 'number', id: 'days', formItemFlag: true, options: { name: 'days', label: '天数', required: true, min: 0, max: 30 } },
    { type: 'textarea', id: 'why', formItemFlag: true, options: { name: 'why', label: '事由', required: true, maxLength: 100 } },
    { type: 'input', id: 'comment', formItemFlag: true, options: { name: 'comment', label: '意见' } },
  ],
  formConfig: {},
};

let counter = 0;
/** Saves and deploys; answers the definition key. */
export async function deploy(t: TestApp, xml: string, forms: { start?: unknown; nodes?: Record<string, unknown> } = {}): Promise<string> {
  const key = /<bpmn:process id="([^"]+)"/.exec(xml)![1]!;
  const model = await saveModel(
    t.database.db,
    { key: `${key}`, name: `${key}_${++counter}`, xml, ...(forms.start ? { formSnapshot: forms.start } : {}), ...(forms.nodes ? { nodeForms: Object.fromEntries(Object.entries(forms.nodes).map(([id, form]) => [id, { formId: null, form }])) } : {}) },
    'admin',
  );
  await deployModel(t.database.db, model.id, 'admin');
  return key;
}

/** Logs people in once per test file. */
export function tokens(t: TestApp) {
  const cache = new Map<string, string>();
  return async (user: string) => {
    let token = cache.get(user);
    if (!token) {
      token = await t.login(user);
      cache.set(user, token);
    }
    return token;
  };
}

export type Login = ReturnType<typeof tokens>;

export async function call(t: TestApp, as: Login, user: string, path: string, body: unknown) {
  return t.call('POST', path, { token: await as(user), body });
}

/**
 * Starts through the approval layer's start (what /bpmProcessInstance/create calls once the engine's
 * minimal route gives way, NEEDS.md item 1); answers the instance id and the tasks it created.
 */
export async function start(t: TestApp, _as: Login, user: string, key: string, formData: Record<string, unknown> = {}, extra: Partial<StartInput> = {}) {
  return startProcess(t.app.bpm, t.database.db, { processDefinitionKey: key, formData, ...extra }, { humancode: user, lang: 'zh' });
}

/** The refusal a call throws, as its envelope code and text. */
export async function refusal(work: Promise<unknown>): Promise<{ code: string; text: string; errors: unknown }> {
  try {
    await work;
  } catch (error) {
    const e = asAppError(error) as AppError;
    return { code: Codes[e.codeName], text: e.describe('zh'), errors: e.errors };
  }
  throw new Error('expected a refusal');
}

export async function openTasks(t: TestApp, instanceId: string) {
  return t.database.db.select().from(bpmTasks).where(and(eq(bpmTasks.instanceId, instanceId), eq(bpmTasks.status, 'open'))).orderBy(asc(bpmTasks.createTime), asc(bpmTasks.activityId));
}

export async function allTasks(t: TestApp, instanceId: string) {
  return t.database.db.select().from(bpmTasks).where(eq(bpmTasks.instanceId, instanceId)).orderBy(asc(bpmTasks.createTime), asc(bpmTasks.endTime));
}

/** The open task at an activity (for one assignee when several are open there). */
export async function taskAt(t: TestApp, instanceId: string, activityId: string, assignee?: string) {
  const task = (await openTasks(t, instanceId)).find((x) => x.activityId === activityId && (assignee === undefined || x.assignee === assignee));
  if (!task) throw new Error(`no open task at ${activityId}${assignee ? ` for ${assignee}` : ''}`);
  return task;
}

export async function messages(t: TestApp, instanceId: string, type?: string) {
  const { table, col } = messageTable;
  const rows = (await t.database.db.select().from(table).where(eq(col.processInstanceId!, instanceId))) as { type: string; receiverHumancode: string; title: string; taskId: string | null; status: number; readAt: Date | null }[];
  return rows.filter((r) => type === undefined || r.type === type);
}

export async function copies(t: TestApp, instanceId: string) {
  return t.database.db.select().from(bpmCopies).where(eq(bpmCopies.instanceId, instanceId));
}

/** Fails with the whole answer when a call did not succeed. */
export function expectOk(answer: { code: string; raw: string }): void {
  expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
}
