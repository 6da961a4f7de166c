/**
 * The approval layer on top of the interpreter: plugs approver resolution, the empty-approver policy, the
 * task time limit and the todo / CC / result notices into the engine's hooks, registers the task and
 * instance calls, and answers the supervise and timeout jobs.
 * Called once from registerBpm (src/server/bpm/index.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { BpmEngine } from '../engine/engine.ts';
import { registerModdleDescriptor } from '../model/parse.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../../schemas/bpmn/index.ts';
import { registerInstanceRoutes } from '../routes/instance-routes.ts';
import { registerTaskRoutes } from '../routes/task-routes.ts';
import { registerStartExtrasRoutes } from '../routes/start-extras-routes.ts';
import { resolveAssignment } from './assign.ts';
import { onInstanceEnded, onTaskCreated, SUPERVISE_JOB, superviseHandler } from './notices.ts';
import { selfApprovalOnTaskCreated } from './self-approval.ts';
import { passedByStart } from './initiator-step.ts';
import { emptyPolicyOnTaskCreated } from './empty-approver.ts';
import { scheduleTaskTimeout, TASK_TIMEOUT_POLICY_JOB, taskTimeoutJob } from './task-timeout.ts';
import { TASK_JOB_KINDS } from '../engine/behaviours/user-task.ts';

export function registerApproval(app: FastifyInstance, ctx: ServerContext, engine: BpmEngine): Record<string, JobHandler> {
  // The node settings (Button, CopyItem, FieldsPermission, SuperviseItem …) are read only with our
  // vocabulary in the parser (NEEDS.md item 4).
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR);
  const hooks = engine.hooks;
  hooks.resolveAssignment ??= resolveAssignment;
  const taskCreated = hooks.onTaskCreated;
  hooks.onTaskCreated = async (run, task) => {
    await taskCreated?.(run, task);
    // A task the empty-approver policy passed or rejected at once sends no todo notice (empty-approver.ts).
    if (await emptyPolicyOnTaskCreated(run, task)) return;
    // A task the self-approval policy passed at once sends no todo notice.
    if (await selfApprovalOnTaskCreated(run, task)) return;
    // The initiator's own step the start submits waits for nobody (initiator-step.ts).
    if (await passedByStart(run, task)) return;
    // A task left waiting gets its node's time limit (task-timeout.ts).
    scheduleTaskTimeout(run, task);
    await onTaskCreated(run, task);
  };
  // The timeout job is keyed by task: the engine drops it with the task's own jobs when the task closes.
  TASK_JOB_KINDS.add(TASK_TIMEOUT_POLICY_JOB);
  const ended = hooks.onInstanceEnded;
  hooks.onInstanceEnded = async (run) => {
    await ended?.(run);
    await onInstanceEnded(run);
  };
  // See NEEDS.md item 1: the engine's minimal create/claim calls give way once removed.
  const create = !app.hasRoute({ method: 'POST', url: '/bpmProcessInstance/create' });
  const claim = !app.hasRoute({ method: 'POST', url: '/bpmTask/claim' });
  if (!create || !claim) app.log.warn('bpm approval: /bpmProcessInstance/create or /bpmTask/claim is registered by the engine routes; the approval versions are skipped');
  registerInstanceRoutes(app, ctx, engine, { create });
  registerTaskRoutes(app, ctx, engine, { claim });
  registerStartExtrasRoutes(app, ctx);
  return { [SUPERVISE_JOB]: superviseHandler, [TASK_TIMEOUT_POLICY_JOB]: taskTimeoutJob(engine) };
}
