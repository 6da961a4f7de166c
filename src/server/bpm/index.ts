/**
 * The process engine's entry point: registers the bpm routes and answers the job kinds it fires
 * (timers, signals across instances, task due dates), so the one job runner of the server serves the
 * engine and the dispatching centre.
 */
import { allowOutboundHosts } from './listeners/builtins/outbound.ts';
import { fileAccessOf } from '../modules/file-store.ts';
import { processFileReferrer } from './approval/file-referrer.ts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { BpmEngine, BUSY, EXPIRE_JOB } from './engine/engine.ts';
import { SIGNAL_JOB, TIMER_JOB } from './engine/events.ts';
import { engineEventJobs } from './engine/jobs.ts';
import { TASK_DUE_JOB, TASK_TIMEOUT_JOB } from './engine/behaviours/user-task.ts';
import type { EngineHooks } from './engine/types.ts';
import { registerDefinitionRoutes } from './definitions/routes.ts';
import type { ModelCheck } from './definitions/service.ts';
import { registerApproval } from './approval/index.ts';
import { listenerHooks } from './engine/listener-context.ts';
import { runListener, runSandboxedScript, warmScriptPool } from './listeners/index.ts';
import { deployCheck } from './model/lint.ts';

/** How soon a job retries when its instance is locked by a command in flight. */
const BUSY_RETRY_MS = 250;
const retry = () => new Date(Date.now() + BUSY_RETRY_MS);

declare module 'fastify' {
  interface FastifyInstance {
    /** The process engine: commands over instances (src/server/bpm/engine/README.md). */
    bpm: BpmEngine;
  }
}

export interface BpmOptions {
  hooks?: EngineHooks;
  /** Extra deploy checks (bpmnlint + our rules), looked up on each deploy. */
  modelCheck?: () => ModelCheck | undefined;
}

export function registerBpm(app: FastifyInstance, ctx: ServerContext, options: BpmOptions = {}): Record<string, JobHandler> {
  const log = app.log;
  const logger = {
    info: (message: string, data?: Record<string, unknown>) => log.info(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => log.warn(data ?? {}, message),
    error: (message: string, data?: Record<string, unknown>) => log.error(data ?? {}, message),
  };
  allowOutboundHosts(ctx.config.webhookAllowHosts);
  fileAccessOf(ctx).addReferrer('process forms', processFileReferrer(ctx.db));
  // Listeners and script tasks run through src/server/bpm/listeners (QuickJS sandbox, never node:vm).
  const engine = new BpmEngine(ctx.db, { ...listenerHooks(runListener, runSandboxedScript, logger), ...options.hooks });
  // A command's scripts get far less time than a worker takes to start: start the workers before serving.
  app.addHook('onReady', warmScriptPool);
  engine.logger = log;
  app.decorate('bpm', engine);
  // Deploys are checked by bpmnlint and our rules (src/server/bpm/model/lint.ts) after the compiler.
  registerDefinitionRoutes(app, ctx, engine, options.modelCheck ?? (() => deployCheck));
  return { ...registerApproval(app, ctx, engine), // the approval layer: engine hooks, task/instance calls, supervise jobs
    ...engineEventJobs(engine), // event starts, thrown messages, call activities (engine/jobs.ts)
    [TIMER_JOB]: {
      async run(job, tx) {
        const payload = job.payload as { instanceId: string };
        const next = await engine.fireTimer(job.refId, payload.instanceId, tx);
        return next === BUSY ? retry() : next;
      },
    },
    [SIGNAL_JOB]: {
      async run(job, tx) {
        const payload = job.payload as { instanceId: string; name: string };
        const answer = await engine.deliverSignal(payload.instanceId, payload.name, undefined, tx, 'skip');
        return answer === BUSY ? retry() : null;
      },
    },
    // A due date fires the task's timeout listeners that have no timer of their own.
    [TASK_DUE_JOB]: {
      async run(job, tx) {
        const payload = job.payload as { instanceId: string };
        return (await engine.fireTaskTimeout(job.refId, payload.instanceId, null, tx)) === BUSY ? retry() : null;
      },
    },
    [TASK_TIMEOUT_JOB]: {
      async run(job, tx) {
        const payload = job.payload as { instanceId: string; listener: number };
        const taskId = job.refId.slice(0, job.refId.lastIndexOf(':'));
        return (await engine.fireTaskTimeout(taskId, payload.instanceId, payload.listener, tx)) === BUSY ? retry() : null;
      },
    },
    [EXPIRE_JOB]: {
      async run(job, tx) {
        return (await engine.expireInstance(job.refId, tx)) === BUSY ? retry() : null;
      },
    },
  };
}
