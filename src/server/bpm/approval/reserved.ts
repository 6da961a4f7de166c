/**
 * Variables a client body may never set (start, approve): the engine's own (`__…`), the initiator
 * (the server writes it from the session), and whatever decides who approves — the countersign
 * collections the server fills and the variables the approver attributes read — unless the form that
 * validates this very body has a field of that name (then the designer put it there for this step, and
 * the form checks it). A field of another step's form proves nothing here: at start without a start
 * form the variables are taken as sent, so a caller could name their own approver and skip the designed ones.
 */
import { fieldWidgets, type FormSchema } from '../../../schemas/form/index.ts';
import { referencedNames } from '../../../schemas/expression/index.ts';
import { AppError } from '../../http/errors.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import { collectionName } from './assign.ts';
import { nodeSettings } from './settings.ts';

const reservedCache = new WeakMap<ProcessGraph, Set<string>>();

/** Names of variables that approver attributes read (`${leader}` …), tolerant of broken expressions. */
function namesIn(text: string): string[] {
  if (!/[$#]\{/.test(text)) return [];
  try {
    return referencedNames(text);
  } catch {
    // A broken expression fails when the task is reached; it reads nothing we could protect.
    return [];
  }
}

/** Everything in a process that feeds approver resolution, plus the initiator variables. */
function approverInputs(graph: ProcessGraph): Set<string> {
  let names = reservedCache.get(graph);
  if (names) return names;
  names = new Set(['initiator']);
  for (const node of Object.values(graph.nodes)) {
    if (node.attrs.initiator) names.add(node.attrs.initiator);
    if (node.type !== 'userTask') continue;
    const collection = collectionName(node.mi?.collection);
    if (collection) names.add(collection);
    const { approver } = nodeSettings(graph, node.id);
    for (const text of [approver.assignee, ...approver.candidateUsers, ...approver.candidateGroups, ...approver.candidateAttr]) {
      for (const name of namesIn(text)) names.add(name);
    }
  }
  reservedCache.set(graph, names);
  return names;
}

const ALWAYS = (name: string, graph: ProcessGraph) => name.startsWith('__') || name === 'initiator' || Object.values(graph.nodes).some((n) => n.attrs.initiator === name);

/**
 * Refuses (00005, naming the field) a body whose variables set a reserved name. `form` is the form
 * validated for this body (the start form at start, the task's node form on approve; null: none), the
 * only one whose fields may carry an approver input.
 */
export function refuseReserved(graph: ProcessGraph, values: Record<string, unknown> | undefined, path: string, form: FormSchema | null | undefined): void {
  if (!values) return;
  const inputs = approverInputs(graph);
  let fields: Set<string> | undefined;
  const bad: string[] = [];
  for (const name of Object.keys(values)) {
    if (ALWAYS(name, graph)) {
      bad.push(name);
      continue;
    }
    if (!inputs.has(name)) continue;
    fields ??= new Set(form ? fieldWidgets(form).map((entry) => entry.name) : []);
    if (!fields.has(name)) bad.push(name);
  }
  if (bad.length === 0) return;
  throw new AppError('validation', {
    message: { zh: `不能由请求设置的流程变量：${bad.join('、')}`, en: `process variables a request may not set: ${bad.join(', ')}` },
    errors: bad.map((name) => ({ path: `${path}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`, message: { zh: '由服务器设置的流程变量', en: 'a process variable the server sets' } })),
  });
}
