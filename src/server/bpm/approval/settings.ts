/**
 * A node's approval settings (approver, buttons, extendData, field permissions, CC, supervise) read
 * from the compiled graph with the vocabulary readers of src/schemas/bpmn, and the forms a definition
 * froze on deploy (src/server/bpm/definitions/frozen-forms.ts). Both are immutable per definition, so they are cached.
 */
import { readUserTaskSettings, type ModdleLike, type UserTaskSettings } from '../../../schemas/bpmn/index.ts';
import { normaliseFormSchema, type FormSchema } from '../../../schemas/form/index.ts';
import type { Db } from '../../db/client.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { EngineError } from '../engine/types.ts';
import { frozenFormsOf, type FormRef } from '../definitions/frozen-forms.ts';

const settingsCache = new WeakMap<ProcessGraph, Map<string, UserTaskSettings>>();

/** The compiled node seen as the moddle element the vocabulary readers expect. */
function asModdle(node: GraphNode): ModdleLike {
  return {
    $type: 'bpmn:UserTask',
    ...node.attrs,
    extensionElements: { values: node.extensions as ModdleLike[] },
    ...(node.mi ? { loopCharacteristics: { $type: 'bpmn:MultiInstanceLoopCharacteristics', isSequential: node.mi.sequential } } : {}),
  };
}

export function nodeSettings(graph: ProcessGraph, activityId: string): UserTaskSettings {
  let perGraph = settingsCache.get(graph);
  if (!perGraph) {
    perGraph = new Map();
    settingsCache.set(graph, perGraph);
  }
  let settings = perGraph.get(activityId);
  if (!settings) {
    const node = graph.nodes[activityId];
    if (!node) throw new EngineError('failed', `流程定义中没有节点 ${activityId}`, `the definition has no element ${activityId}`);
    settings = readUserTaskSettings(asModdle(node));
    perGraph.set(activityId, settings);
  }
  return settings;
}

const formsCache = new Map<string, { start: FormSchema | null; nodes: Map<string, FormSchema | null> }>();

function formOf(ref: FormRef | null | undefined): FormSchema | null {
  if (!ref) return null;
  if (ref.form && typeof ref.form === 'object') return normaliseFormSchema(ref.form);
  if (typeof ref.form === 'string' && ref.form.trim()) return normaliseFormSchema(JSON.parse(ref.form));
  return null;
}

/** The start form and each node's own form of a definition (null when there is none), as frozen on deploy. */
export async function definitionForms(db: Db, definitionId: string): Promise<{ start: FormSchema | null; nodes: Map<string, FormSchema | null> }> {
  const hit = formsCache.get(definitionId);
  if (hit) return hit;
  const forms = await frozenFormsOf(db, definitionId);
  const nodes = new Map<string, FormSchema | null>();
  for (const [activityId, ref] of Object.entries(forms.nodes)) nodes.set(activityId, formOf(ref));
  const answer = { start: formOf(forms.start), nodes };
  formsCache.set(definitionId, answer);
  return answer;
}

/** The form a node shows: its own, else the start form (read through the node's field permissions). */
export async function nodeForm(db: Db, definitionId: string, activityId: string): Promise<FormSchema | null> {
  const forms = await definitionForms(db, definitionId);
  return forms.nodes.get(activityId) ?? forms.start;
}
