/**
 * What the 发起流程 pages keep per user: starred processes (by key, so a new version keeps its star),
 * the processes they started lately (read from their own instances, nothing stored), and one draft of
 * the start form per process key. Every read and write is keyed by the caller's humancode, so a user
 * only ever sees and changes their own rows.
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDrafts, bpmFavourites, bpmInstances } from '../../db/schema-bpm.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { latestDefinition, mayStart } from '../definitions/service.ts';

/**
 * A draft's stored size. The body schema already holds it to the start form's 500 fields; this keeps one
 * row from filling the table with a few large values (a long text field is ~2,000 characters).
 */
export const DRAFT_MAX_BYTES = 256 * 1024;

/** How many recently started processes the start page lists. */
export const RECENT_LIMIT = 5;

/** The key's newest definition when the user may start it; a refusal otherwise. */
async function startable(db: Db, key: string, humancode: string) {
  const definition = await latestDefinition(db, key);
  if (!definition) throw notFound('流程定义不存在', 'no such process definition');
  if (!(await mayStart(db, definition, humancode))) throw new AppError('forbidden', { message: { zh: '您不能发起该流程', en: 'you may not start this process' } });
  return definition;
}

/** Per key of the start list: starred, and when the user last started it (null: never). */
export async function startListExtras(db: Db, humancode: string, keys: readonly string[]): Promise<Map<string, { favourite: boolean; lastStartedAt: string | null }>> {
  const out = new Map(keys.map((key) => [key, { favourite: false, lastStartedAt: null as string | null }]));
  if (keys.length === 0) return out;
  const stars = await db.select({ key: bpmFavourites.definitionKey }).from(bpmFavourites).where(and(eq(bpmFavourites.userCode, humancode), inArray(bpmFavourites.definitionKey, [...keys])));
  for (const { key } of stars) out.get(key)!.favourite = true;
  const last = max(bpmInstances.startTime);
  const started = await db
    .select({ key: bpmInstances.definitionKey, at: last })
    .from(bpmInstances)
    .where(and(eq(bpmInstances.initiator, humancode), inArray(bpmInstances.definitionKey, [...keys])))
    .groupBy(bpmInstances.definitionKey);
  for (const { key, at } of started) if (at) out.get(key)!.lastStartedAt = new Date(at).toISOString();
  return out;
}

/** Stars or unstars a process for the caller; starring needs a process they may start. */
export async function setFavourite(db: Db, humancode: string, key: string, on: boolean): Promise<{ key: string; favourite: boolean }> {
  if (!on) {
    await db.delete(bpmFavourites).where(and(eq(bpmFavourites.userCode, humancode), eq(bpmFavourites.definitionKey, key)));
    return { key, favourite: false };
  }
  await startable(db, key, humancode);
  await db.insert(bpmFavourites).values({ userCode: humancode, definitionKey: key }).onConflictDoNothing();
  return { key, favourite: true };
}

export interface DraftView {
  key: string;
  definitionId: string;
  formData: Record<string, unknown>;
  updatedAt: string;
}

export async function getDraft(db: Db, humancode: string, key: string): Promise<DraftView | null> {
  const [row] = await db.select().from(bpmDrafts).where(and(eq(bpmDrafts.userCode, humancode), eq(bpmDrafts.definitionKey, key)));
  return row ? { key, definitionId: row.definitionId, formData: row.formData as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Replaces the caller's draft of a process they may start (one per process and user). */
export async function saveDraft(db: Db, humancode: string, input: { key: string; formData: Record<string, unknown> }): Promise<DraftView> {
  const bytes = new TextEncoder().encode(JSON.stringify(input.formData)).length;
  if (bytes > DRAFT_MAX_BYTES) {
    const message = { zh: `草稿过大（${Math.ceil(bytes / 1024)} KB，最多 ${DRAFT_MAX_BYTES / 1024} KB）`, en: `the draft is too large (${Math.ceil(bytes / 1024)} KB, at most ${DRAFT_MAX_BYTES / 1024} KB)` };
    throw new AppError('validation', { message, errors: [{ path: '/formData', message }] });
  }
  const definition = await startable(db, input.key, humancode);
  const now = new Date();
  const values = { userCode: humancode, definitionKey: input.key, definitionId: definition.id, formData: input.formData, updatedAt: now };
  await db
    .insert(bpmDrafts)
    .values(values)
    .onConflictDoUpdate({ target: [bpmDrafts.userCode, bpmDrafts.definitionKey], set: { definitionId: values.definitionId, formData: values.formData, updatedAt: now } });
  return { key: input.key, definitionId: definition.id, formData: input.formData, updatedAt: now.toISOString() };
}

export async function deleteDraft(db: Db, humancode: string, key: string): Promise<boolean> {
  const rows = await db.delete(bpmDrafts).where(and(eq(bpmDrafts.userCode, humancode), eq(bpmDrafts.definitionKey, key))).returning({ key: bpmDrafts.definitionKey });
  return rows.length > 0;
}

/** After a successful start: the starter's draft of that process has become the instance. */
export async function dropDraftOfInstance(db: Db, humancode: string, instanceId: string): Promise<void> {
  const [instance] = await db.select({ key: bpmInstances.definitionKey }).from(bpmInstances).where(eq(bpmInstances.id, instanceId));
  if (instance) await deleteDraft(db, humancode, instance.key);
}
