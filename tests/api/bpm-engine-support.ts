/** Shared pieces of the engine tests: BPMN fixtures, deploying XML, reading instance rows. */
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../support/test-app.ts';
import { bpmExecutions, bpmHistory, bpmInstances, bpmTasks, bpmVariables } from '../../src/server/db/schema-bpm.ts';
import { deployModel, saveModel, type DefinitionRow } from '../../src/server/bpm/definitions/service.ts';

export function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/bpmn/${name}`, import.meta.url), 'utf8');
}

let counter = 0;
/** Saves a model with a fresh key and deploys it; answers the definition. */
export async function deploy(t: TestApp, xml: string, key = `p${Date.now().toString(36)}_${++counter}`): Promise<DefinitionRow> {
  const model = await saveModel(t.database.db, { key, name: key, xml }, 'admin');
  return deployModel(t.database.db, model.id, 'admin');
}

export async function openTasks(t: TestApp, instanceId: string) {
  return t.database.db
    .select()
    .from(bpmTasks)
    .where(and(eq(bpmTasks.instanceId, instanceId), eq(bpmTasks.status, 'open')))
    .orderBy(asc(bpmTasks.createTime), asc(bpmTasks.activityId));
}

export async function allTasks(t: TestApp, instanceId: string) {
  return t.database.db.select().from(bpmTasks).where(eq(bpmTasks.instanceId, instanceId)).orderBy(asc(bpmTasks.createTime));
}

/** Activity ids of the open tasks, sorted (order-free comparisons). */
export async function openActivities(t: TestApp, instanceId: string): Promise<string[]> {
  return (await openTasks(t, instanceId)).map((task) => task.activityId).sort();
}

export async function instanceRow(t: TestApp, instanceId: string) {
  const [row] = await t.database.db.select().from(bpmInstances).where(eq(bpmInstances.id, instanceId));
  return row!;
}

export async function executions(t: TestApp, instanceId: string) {
  return t.database.db.select().from(bpmExecutions).where(eq(bpmExecutions.instanceId, instanceId));
}

/** Activity ids in the order they were entered. */
export async function visited(t: TestApp, instanceId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(bpmHistory).where(eq(bpmHistory.instanceId, instanceId)).orderBy(asc(bpmHistory.seq));
  return rows.map((r) => r.activityId);
}

export async function variable(t: TestApp, instanceId: string, name: string): Promise<unknown> {
  const rows = await t.database.db.select().from(bpmVariables).where(and(eq(bpmVariables.instanceId, instanceId), eq(bpmVariables.name, name)));
  return rows[0]?.value;
}

/** Completes the single open task at an activity. */
export async function completeAt(t: TestApp, instanceId: string, activityId: string, variables: Record<string, unknown> = {}, result?: number) {
  const task = (await openTasks(t, instanceId)).find((x) => x.activityId === activityId);
  if (!task) throw new Error(`no open task at ${activityId}; open: ${(await openActivities(t, instanceId)).join(',')}`);
  return t.app.bpm.completeTask({ taskId: task.id, actor: task.assignee, variables, ...(result !== undefined ? { result } : {}) });
}

/**
 * The interpreter's own tests run without the approval layer's approver resolution: their fixtures
 * name made-up assignees (user1 …) to test control flow, not the account directory.
 */
export function interpreterOnly(engine: { hooks: { resolveAssignment?: unknown } }): void {
  delete engine.hooks.resolveAssignment;
}
