/**
 * The forms a definition version is deployed with. A model names its forms by id (the stored bpm_form
 * row) and may carry a copy saved with it; the deploy copies the form JSON into the definition, so an
 * edit of the stored form changes what the next deploy freezes, never what a deployed version (its
 * running and its new instances) validates against.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import { formTable } from '../approval/tables.ts';
import type { CompileProblem } from '../engine/compile-graph.ts';
import { checkFormPatterns } from '../../../schemas/form/validators.ts';
import type { FormSchema } from '../../../schemas/form/types.ts';

export interface FormRef {
  formId?: string | null;
  form?: unknown;
  /** Set on deploy: `form` is the whole truth (null: no form), the id is only a label. */
  frozen?: boolean;
}

export interface FrozenForms {
  start: FormRef | null;
  nodes: Record<string, FormRef>;
}

class UnreadableForm extends Error {}

/** Form JSON kept as text (bpm_form.conf, or a copy a client saved as a string). */
function parsed(form: unknown): unknown {
  if (typeof form !== 'string') return form ?? null;
  if (!form.trim()) return null;
  try {
    return JSON.parse(form) as unknown;
  } catch {
    throw new UnreadableForm('the form is not JSON');
  }
}

/** The form JSON of a stored form, or undefined when no form has that id. */
async function storedForm(tx: Db, formId: string): Promise<unknown> {
  const { table, col } = formTable;
  const [row] = (await tx.select({ conf: col.conf! }).from(table).where(eq(col.id!, formId))) as { conf: unknown }[];
  return row ? parsed(row.conf) : undefined;
}

/**
 * One reference frozen: the stored form as it is now (so a redeploy picks up its edits), else the copy
 * saved with the model, else no form.
 */
async function freeze(tx: Db, formId: string | null | undefined, copy: unknown): Promise<FormRef | null> {
  if (!formId && (copy === undefined || copy === null)) return null;
  const stored = formId ? await storedForm(tx, formId) : undefined;
  const form = stored ?? parsed(copy);
  return { formId: formId ?? null, form, frozen: true };
}

async function frozenOrProblem(tx: Db, elementId: string, formId: string | null | undefined, copy: unknown, problems: CompileProblem[]): Promise<FormRef | null> {
  try {
    const frozen = await freeze(tx, formId, copy);
    patternProblems(elementId, frozen?.form, problems);
    return frozen;
  } catch (error) {
    if (!(error instanceof UnreadableForm)) throw error;
    problems.push({
      elementId,
      elementType: 'form',
      reason: `表单内容不是 JSON（${formId ? `表单 ${formId}` : '随模型保存的表单'}）`,
      reasonEn: `${error.message} (form ${formId ?? 'saved with the model'})`,
    });
    return null;
  }
}

/** A form copied with a model never went through /bpmForm/edit: its patterns are judged here, as a save would. */
function patternProblems(elementId: string, form: unknown, problems: CompileProblem[]): void {
  const widgetList = form && typeof form === 'object' ? (form as { widgetList?: unknown }).widgetList : undefined;
  if (!Array.isArray(widgetList)) return;
  for (const problem of checkFormPatterns({ widgetList: widgetList as FormSchema['widgetList'] })) {
    problems.push({ elementId, elementType: 'form', reason: problem.message.zh, reasonEn: problem.message.en });
  }
}

/** The start form and each user task's form of a model, as the definition keeps them; unreadable forms are problems. */
export async function freezeForms(tx: Db, model: { formId: string | null; formSnapshot: unknown; nodeForms: unknown }): Promise<{ forms: FrozenForms; problems: CompileProblem[] }> {
  const problems: CompileProblem[] = [];
  const nodes: Record<string, FormRef> = {};
  const declared = model.nodeForms && typeof model.nodeForms === 'object' ? (model.nodeForms as Record<string, FormRef | null>) : {};
  for (const [activityId, ref] of Object.entries(declared)) {
    const frozen = ref && typeof ref === 'object' ? await frozenOrProblem(tx, activityId, ref.formId, ref.form, problems) : null;
    if (frozen) nodes[activityId] = frozen;
  }
  const start = await frozenOrProblem(tx, '', model.formId, model.formSnapshot, problems);
  return { forms: { start, nodes }, problems };
}

/** A reference of a definition deployed before deploys froze forms: its saved copy, else the stored form now. */
async function freezeLegacyRef(tx: Db, ref: FormRef | null | undefined): Promise<FormRef | null> {
  if (!ref || typeof ref !== 'object') return null;
  if (ref.frozen) return ref;
  const copy = parsed(ref.form);
  if (copy !== null) return { formId: ref.formId ?? null, form: copy, frozen: true };
  return { formId: ref.formId ?? null, form: ref.formId ? ((await storedForm(tx, ref.formId)) ?? null) : null, frozen: true };
}

/**
 * The forms of a definition, frozen. A definition deployed before deploys froze forms is frozen on its
 * first use (and written back, unless another process did it first), so from then on an edit of the
 * stored form no longer reaches it.
 */
export async function frozenFormsOf(tx: Db, definitionId: string): Promise<FrozenForms> {
  const [row] = await tx.select({ forms: bpmDefinitions.forms }).from(bpmDefinitions).where(eq(bpmDefinitions.id, definitionId));
  const kept = (row?.forms ?? null) as Partial<FrozenForms> | null;
  const refs = [kept?.start, ...Object.values(kept?.nodes ?? {})];
  if (!row || refs.every((ref) => !ref || ref.frozen)) return { start: kept?.start ?? null, nodes: kept?.nodes ?? {} };
  const nodes: Record<string, FormRef> = {};
  for (const [activityId, ref] of Object.entries(kept?.nodes ?? {})) {
    const frozen = await freezeLegacyRef(tx, ref);
    if (frozen) nodes[activityId] = frozen;
  }
  const forms: FrozenForms = { start: await freezeLegacyRef(tx, kept?.start), nodes };
  await tx
    .update(bpmDefinitions)
    .set({ forms })
    .where(and(eq(bpmDefinitions.id, definitionId), sql`${bpmDefinitions.forms} = ${JSON.stringify(row.forms)}::jsonb`));
  return forms;
}
