/**
 * Who a user task goes to: the engine's resolveAssignment seam answered with the approver resolution
 * of src/server/bpm/approvers (dataType USERS … INITATTR, expressions, disabled accounts dropped), or
 * the handlers the previous approver chose (changeuser / ischangeuser / moreuser). Also fills the
 * people of a countersign / any-one node into its multi-instance collection (see NEEDS.md item 2).
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { modeOfMultiInstance, resolveApprovers } from '../approvers/index.ts';
import { accountsByCode } from '../approvers/directory.ts';
import { emptyPolicyCovers } from '../../../schemas/bpmn/settings.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import type { MiData } from '../engine/behaviours/multi-instance.ts';
import type { Assignment, AssignmentRequest } from '../engine/types.ts';
import { applySelfApprovalPolicy } from './self-approval.ts';
import { noteEmptyPolicy } from './empty-notes.ts';
import { nodeSettings } from './settings.ts';

/** Process variable: handlers chosen by the previous approver, per target activity. */
export const CHOSEN_VAR = '__nextAssignees';
/** Process variable: collection variables the approval layer filled (it refreshes only those). */
const FILLED_VAR = '__approverCollections';

/** A collection attribute naming a plain variable (`users` or `${users}`), else null. */
export function collectionName(text: string | undefined): string | null {
  if (!text) return null;
  const match = /^\s*(?:[$#]\{\s*([A-Za-z_][\w]*)\s*\}|([A-Za-z_][\w]*))\s*$/.exec(text);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const chosenFor = (variables: Record<string, unknown>, activityId: string): string[] | undefined => {
  const all = variables[CHOSEN_VAR];
  if (!all || typeof all !== 'object') return undefined;
  const list = (all as Record<string, unknown>)[activityId];
  return Array.isArray(list) && list.length > 0 ? list.map(String) : undefined;
};

async function usableOnly(tx: Db, codes: string[], where: string): Promise<string[]> {
  const found = await accountsByCode(tx, codes);
  const users = codes.filter((code) => found.get(code)?.usable);
  if (users.length === 0) throw new AppError('failed', { message: { zh: `节点「${where}」选择的处理人不可用`, en: `the chosen handlers of "${where}" are not usable` } });
  return users;
}

/** The engine hook: approver settings of the node, or the chosen handlers, as an assignment, after the node's self-approval policy. */
export async function resolveAssignment(request: AssignmentRequest): Promise<Assignment> {
  return applySelfApprovalPolicy(request.run, request.execution.id, request.node, await designedAssignment(request));
}

async function designedAssignment(request: AssignmentRequest): Promise<Assignment> {
  const { run, execution, node } = request;
  const variables = run.variables(execution);
  const settings = nodeSettings(run.graph, node.id).approver;
  const where = node.name ?? node.id;
  let elementValue: unknown;
  const parent = run.parent(execution);
  if (node.mi && parent?.mi) {
    const data = parent.mi as MiData;
    const index = Number(run.getVariable(execution, 'loopCounter') ?? -1);
    elementValue = node.mi.elementVariable ? run.getVariable(execution, node.mi.elementVariable) : data.items?.[index];
    if (elementValue === undefined || elementValue === null || elementValue === '') elementValue = request.fromAttributes.assignee ?? undefined;
  }
  if (elementValue === undefined) {
    const chosen = chosenFor(variables, node.id);
    if (chosen) {
      const all = { ...(variables[CHOSEN_VAR] as Record<string, unknown>) };
      delete all[node.id];
      run.setVariable(undefined, CHOSEN_VAR, all);
      const users = await usableOnly(run.tx, chosen, where);
      return users.length === 1 ? { assignee: users[0]!, candidateUsers: [] } : { assignee: null, candidateUsers: users };
    }
  }
  const configured = settings.dataType !== null || settings.assignee || settings.candidateUsers.length > 0 || settings.candidateGroups.length > 0 || settings.candidateAttr.length > 0;
  // A node with no approver settings takes its attributes as they are, unless they name nobody and its
  // empty-approver policy has an answer for that (the lint accepts such a node).
  if (!configured && elementValue === undefined && (namesSomebody(request.fromAttributes) || !emptyPolicyCovers(settings))) return request.fromAttributes;
  const resolution = await resolveApprovers(run.tx, {
    settings,
    multiApproverMode: 'Null',
    initiator: run.instance.initiator,
    variables,
    ...(elementValue !== undefined ? { elementValue } : {}),
    activityId: node.id,
    activityName: node.name ?? null,
  });
  // 审批人为空时 gave the step to someone else, or decided it: the new task carries that (empty-approver.ts).
  noteEmptyPolicy(run, execution.id, resolution);
  return { assignee: resolution.assignee, candidateUsers: resolution.candidateUsers };
}

const namesSomebody = (assignment: Assignment): boolean => !!assignment.assignee || (assignment.candidateUsers?.length ?? 0) > 0 || (assignment.candidateGroups?.length ?? 0) > 0;

/** Multi-instance user tasks whose collection is a plain variable the approval layer may fill. */
function fillableNodes(graph: ProcessGraph): { node: GraphNode; name: string }[] {
  const out: { node: GraphNode; name: string }[] = [];
  for (const node of Object.values(graph.nodes)) {
    if (node.type !== 'userTask' || !node.mi) continue;
    const name = collectionName(node.mi.collection);
    if (name) out.push({ node, name });
  }
  return out;
}

/**
 * Variables to pass with a start or a task command so every countersign / any-one node finds its people
 * in its collection: the approver settings resolved on the given variables (and chosen handlers win).
 * A collection the process sets itself (a form field, a listener) is left alone.
 */
export async function approverCollections(tx: Db, graph: ProcessGraph, variables: Record<string, unknown>, initiator: string | null): Promise<Record<string, unknown>> {
  const nodes = fillableNodes(graph);
  if (nodes.length === 0) return {};
  const filled = new Set(Array.isArray(variables[FILLED_VAR]) ? (variables[FILLED_VAR] as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const { node, name } of nodes) {
    if (Object.hasOwn(variables, name) && !filled.has(name)) continue;
    const chosen = chosenFor(variables, node.id);
    if (chosen) {
      out[name] = chosen;
      filled.add(name);
      continue;
    }
    const settings = nodeSettings(graph, node.id).approver;
    try {
      const resolution = await resolveApprovers(tx, { settings, multiApproverMode: modeOfMultiInstance(node.mi), initiator, variables, activityId: node.id, activityName: node.name ?? null });
      // Nobody, and the empty-approver policy passes or rejects: one element, so the node's one task applies it.
      out[name] = resolution.users.length > 0 ? resolution.users : [null];
      filled.add(name);
    } catch {
      // Nobody resolvable yet (the deciding field may come later). One empty element keeps the node from
      // being skipped: its task resolves the settings again when it is reached and reports who is missing.
      out[name] = [null];
      filled.add(name);
    }
  }
  out[FILLED_VAR] = [...filled];
  return out;
}
