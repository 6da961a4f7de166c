/**
 * Approver preview and route simulation: before a process is started (the start page, on a deployed
 * version) or deployed (the designer, on the compiled draft), walk its graph from the start event on the
 * draft form data and answer the path and who each user task would go to, with the reasons
 * (preview-route.ts). The start page's preview assumes every approver passes; the designer's
 * simulation may assume a user task rejected or returned. Also re-exports the quick walk to the next
 * user tasks (for the handlers an approver chooses).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import { int, object, str, type JsonSchema } from '../../http/body.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { ASSUMED_OUTCOMES, type PreviewAnswer, type PreviewStep, type SimulationAssumptions } from '../../../schemas/bpmn/preview.ts';
import { startChooser } from './preview-why.ts';
import { previewRoute } from './preview-route.ts';
import { offeredOutcomes } from './preview-step.ts';
import { nextUserTasks } from './preview-walk.ts';

export type { PreviewStep };
export { nextUserTasks };

export async function previewApprovers(db: Db, input: { definitionId?: string; definitionKey?: string; formData: Record<string, unknown>; initiator: string; lang?: Lang }): Promise<PreviewAnswer> {
  if (!input.definitionId && !input.definitionKey) throw new AppError('validation', { errors: [{ path: '/processDefinitionId', message: { zh: '请提供 /processDefinitionId 或 /processDefinitionKey', en: '/processDefinitionId or /processDefinitionKey is required' } }] });
  const [row] = await db
    .select({ id: bpmDefinitions.id, graph: bpmDefinitions.graph })
    .from(bpmDefinitions)
    .where(input.definitionId ? eq(bpmDefinitions.id, input.definitionId) : eq(bpmDefinitions.key, input.definitionKey!))
    .orderBy(desc(bpmDefinitions.version))
    .limit(1);
  if (!row) throw notFound('流程定义不存在', 'no such process definition');
  return previewGraph(db, row.graph as ProcessGraph, row.id, input);
}

/** The simulation's assumed outcomes in a request body: by user task id, a closed object each. */
export const ASSUMPTIONS_BODY: JsonSchema = {
  type: 'object',
  maxProperties: 500,
  propertyNames: str(100, { minLength: 1 }),
  additionalProperties: object({ outcome: { type: 'string', enum: [...ASSUMED_OUTCOMES] }, passes: int({ minimum: 0, maximum: 1000 }) }, ['outcome']),
};

/**
 * Refuses assumptions a real instance could not carry out: on an element that is not a user task of
 * the process, or an outcome the task's buttons do not offer.
 */
export async function checkAssumptions(db: Db, graph: ProcessGraph, assumptions: SimulationAssumptions): Promise<void> {
  const errors: { path: string; message: { zh: string; en: string } }[] = [];
  for (const [id, assumption] of Object.entries(assumptions)) {
    const node = graph.nodes[id];
    if (node?.type !== 'userTask') {
      errors.push({ path: `/assumptions/${id}`, message: { zh: `「${id}」不是流程中的用户任务`, en: `"${id}" is not a user task of the process` } });
      continue;
    }
    if (!(await offeredOutcomes(db, graph, id)).includes(assumption.outcome)) {
      const name = node.name || id;
      errors.push({ path: `/assumptions/${id}/outcome`, message: { zh: `「${name}」没有提供该审批操作的按钮`, en: `"${name}" offers no button for this outcome` } });
    }
  }
  if (errors.length > 0) throw new AppError('validation', { errors });
}

/**
 * The preview on a compiled graph: the start page's (a deployed version) and the designer's route
 * simulation (the unsaved XML, compiled but not deployed) run this same walk and resolution.
 */
export async function previewGraph(db: Db, graph: ProcessGraph, definitionId: string, input: { formData: Record<string, unknown>; initiator: string; lang?: Lang; assumptions?: SimulationAssumptions }): Promise<PreviewAnswer> {
  // The engine's variables at start: the form's values and the initiator; outcome, passCount and failCount come later, set by the steps.
  const variables: Record<string, unknown> = { ...input.formData, initiator: input.initiator };
  const start = { ...variables };
  const { steps, problems } = await previewRoute(db, { graph, initiator: input.initiator, lang: input.lang ?? 'zh', variables, assumptions: input.assumptions });
  return { definitionId, steps, problems, chooser: await startChooser(db, graph, [...new Set(graph.starts.flatMap((s) => nextUserTasks(graph, s, start)))], start, input.initiator) };
}
