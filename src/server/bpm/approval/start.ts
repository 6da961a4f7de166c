/**
 * Starting an instance (发起): who may start (candidate starters), the start form checked with
 * validateSubmission (its cleaned values become the process variables, with the initiator), the
 * people of countersign nodes filled, and handlers chosen for the first user task when allowed.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import { initiatorValues, type Initiator } from '../../../schemas/form/initiator-fill.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { validateSubmission } from '../../../schemas/form/validate-submission.ts';
import type { BpmEngine } from '../engine/engine.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import { mayStart, newestStarters } from '../definitions/service.ts';
import { approverCollections, CHOSEN_VAR } from './assign.ts';
import { answer, type Actor, type OperationResult } from './operations.ts';
import { chooseNextHandlers } from './next-handlers.ts';
import { refuseReserved } from './reserved.ts';
import { codes, formErrors } from './rules.ts';
import { definitionForms } from './settings.ts';
import { checkSealUse } from '../../modules/seals.ts';
import { calendarFor } from '../../campus/calendar-store.ts';

export interface StartInput {
  processDefinitionId?: string;
  processDefinitionKey?: string;
  /** The start form's values. */
  formData?: Record<string, unknown>;
  /** Variables of a process without a start form (ignored when it has one: the form decides). */
  variables?: Record<string, unknown>;
  businessKey?: string | null;
  name?: string | null;
  /** Handlers of the first user task(s), when the process lets the initiator choose. */
  nextUsers?: string[];
}

interface DefinitionFacts {
  id: string;
  key: string;
  name: string;
  suspended: boolean;
  graph: ProcessGraph;
  candidateStarters: unknown;
}

const definitionCache = new Map<string, DefinitionFacts>();

async function definitionOf(db: Db, input: StartInput): Promise<DefinitionFacts> {
  if (!input.processDefinitionId && !input.processDefinitionKey) throw new AppError('validation', { errors: [{ path: '/processDefinitionId', message: { zh: '请提供 /processDefinitionId 或 /processDefinitionKey', en: '/processDefinitionId or /processDefinitionKey is required' } }] });
  const columns = { id: bpmDefinitions.id, key: bpmDefinitions.key, name: bpmDefinitions.name, suspended: bpmDefinitions.suspended };
  const [head] = await db
    .select(columns)
    .from(bpmDefinitions)
    .where(input.processDefinitionId ? eq(bpmDefinitions.id, input.processDefinitionId) : eq(bpmDefinitions.key, input.processDefinitionKey!))
    .orderBy(desc(bpmDefinitions.version))
    .limit(1);
  if (!head) throw notFound('流程定义不存在', 'no such process definition');
  // Graph and starters never change after deploy; the suspended flag is read every time.
  let facts = definitionCache.get(head.id);
  if (!facts) {
    const [row] = await db.select({ graph: bpmDefinitions.graph, candidateStarters: bpmDefinitions.candidateStarters }).from(bpmDefinitions).where(eq(bpmDefinitions.id, head.id));
    facts = { ...head, graph: row!.graph as ProcessGraph, candidateStarters: row!.candidateStarters };
    definitionCache.set(head.id, facts);
  }
  // An older version named by its id is started under the newest version's starter rules.
  if (!input.processDefinitionId) return { ...facts, suspended: head.suspended };
  return { ...facts, suspended: head.suspended, candidateStarters: await newestStarters(db, head.key) };
}

/** The starting user's name and code, for the fields filled from the initiator. */
async function initiatorOf(db: Db, humancode: string): Promise<Initiator> {
  const [row] = await db.select({ humanname: accounts.humanname }).from(accounts).where(eq(accounts.humancode, humancode));
  return { humancode, humanname: row?.humanname ?? humancode };
}

export async function startProcess(engine: BpmEngine, db: Db, input: StartInput, actor: Actor): Promise<OperationResult> {
  const definition = await definitionOf(db, input);
  if (definition.suspended) throw new AppError('conflict', { message: { zh: '流程定义已挂起，不能发起', en: 'the process definition is suspended' } });
  if (!(await mayStart(db, definition, actor.humancode))) throw new AppError('forbidden', { message: { zh: '您不能发起该流程', en: 'you may not start this process' } });
  const forms = await definitionForms(db, definition.id);
  // Only the start form validates this body: without one, the variables below are taken as sent.
  refuseReserved(definition.graph, input.formData, '/formData', forms.start);
  refuseReserved(definition.graph, input.variables, '/variables', forms.start);
  let variables: Record<string, unknown>;
  if (forms.start) {
    // Fields naming the initiator come from the session, whatever the body says (initiator-fill.ts).
    const filled = initiatorValues(forms.start, await initiatorOf(db, actor.humancode));
    const submitted = { ...(input.formData ?? input.variables) };
    for (const name of Object.keys(filled)) delete submitted[name];
    const checked = validateSubmission(forms.start, submitted, null, { lang: actor.lang, stored: filled, calendar: await calendarFor(db, forms.start) });
    if (!checked.ok) throw new AppError('validation', { message: { zh: '表单校验未通过', en: 'the form has errors' }, errors: formErrors(checked.errors) });
    await checkSealUse(db, forms.start, checked.data, actor.humancode, actor.lang);
    variables = checked.data;
  } else {
    variables = { ...input.variables, ...input.formData };
  }
  const scope = { ...variables, initiator: actor.humancode };
  const chosen = await chooseNextHandlers({ tx: db, graph: definition.graph, from: null, variables: scope, initiator: actor.humancode, nextUsers: codes(input.nextUsers) });
  if (Object.keys(chosen).length > 0) variables[CHOSEN_VAR] = chosen;
  Object.assign(variables, await approverCollections(db, definition.graph, { ...scope, ...variables }, actor.humancode));
  const result = await engine.startInstance({ definitionId: definition.id, checkedDefinition: { id: definition.id, key: definition.key }, initiator: actor.humancode, variables, businessKey: input.businessKey ?? null, name: input.name ?? null });
  return answer(result);
}
