/**
 * Handlers chosen for the next step (`nextUsers`, at start and on approve). Choosing is the model's
 * grant, never the caller's: the step chosen for must let the previous step choose (its `ischangeuser`)
 * or the choosing step must demand a choice (its `changeuser`); the choice goes only to the user tasks
 * the token reaches next; and it narrows, it does not invent: without the chosen step's `moreuser` the
 * pick is one of that step's designed approvers. The initiator is never picked as an approver unless
 * the step's self-approval policy is `allow`.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountsByCode } from '../approvers/directory.ts';
import { modeOfMultiInstance, resolveApprovers } from '../approvers/index.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import { nextUserTasks } from './preview.ts';
import { forbidden } from './rules.ts';
import { initiatorMayHandle } from './self-approval.ts';
import { nodeSettings } from './settings.ts';

export interface ChoiceRequest {
  tx: Db;
  graph: ProcessGraph;
  /** The user task whose approver chooses; null when the initiator chooses at start. */
  from: string | null;
  /** Variables the path is walked on (and the approver attributes read). */
  variables: Record<string, unknown>;
  initiator: string | null;
  nextUsers: string[];
}

const invalid = (zh: string, en: string, detail: string | { zh: string; en: string } = { zh, en }) =>
  new AppError('validation', { message: { zh, en }, errors: [{ path: '/nextUsers', message: detail }] });

/** The designed approvers of a step on the current variables (nobody when they cannot be resolved yet). */
async function designedApprovers(request: ChoiceRequest, activityId: string): Promise<string[]> {
  const node = request.graph.nodes[activityId]!;
  try {
    const resolution = await resolveApprovers(request.tx, {
      settings: nodeSettings(request.graph, activityId).approver,
      multiApproverMode: modeOfMultiInstance(node.mi),
      initiator: request.initiator,
      variables: request.variables,
      activityId,
      activityName: node.name ?? null,
    });
    return resolution.users;
  } catch {
    return [];
  }
}

/** The chosen handlers per next user task (empty when nothing was chosen), or a refusal saying why. */
export async function chooseNextHandlers(request: ChoiceRequest): Promise<Record<string, string[]>> {
  const { graph, from, nextUsers } = request;
  const targets = from ? nextUserTasks(graph, from, request.variables) : graph.starts.flatMap((start) => nextUserTasks(graph, start, request.variables));
  const demanded = from ? nodeSettings(graph, from).extendData.changeuser : false;
  if (nextUsers.length === 0) {
    if (demanded && targets.length > 0) throw invalid('请选择下一节点处理人', 'choose the handler of the next step');
    return {};
  }
  if (targets.length === 0) throw invalid('下一步没有需要选择处理人的节点', 'no next step takes a chosen handler');
  const found = await accountsByCode(request.tx, nextUsers);
  const bad = nextUsers.filter((code) => !found.get(code)?.usable);
  if (bad.length > 0) throw invalid(`处理人不可用：${bad.join('、')}`, `unusable handlers: ${bad.join(', ')}`, bad.join(','));
  const out: Record<string, string[]> = {};
  for (const id of targets) {
    const settings = nodeSettings(graph, id);
    const where = graph.nodes[id]?.name ?? id;
    if (!demanded && !settings.extendData.ischangeuser) throw forbidden(`节点「${where}」不允许选择处理人`, `"${where}" does not let the previous step choose its handler`);
    if (nextUsers.length > 1 && !settings.extendData.moreuser) throw invalid('只能选择一名处理人', 'choose one handler only');
    if (request.initiator && nextUsers.includes(request.initiator) && !initiatorMayHandle(graph, id)) {
      throw invalid(`不能选择发起人本人审批节点「${where}」`, `the initiator cannot be chosen to approve "${where}"`, request.initiator);
    }
    if (!settings.extendData.moreuser) {
      const designed = await designedApprovers(request, id);
      const outside = nextUsers.filter((code) => !designed.includes(code));
      if (outside.length > 0) throw invalid(`所选处理人不是节点「${where}」的审批人：${outside.join('、')}`, `not an approver of "${where}": ${outside.join(', ')}`, outside.join(','));
    }
    out[id] = nextUsers;
  }
  return out;
}
