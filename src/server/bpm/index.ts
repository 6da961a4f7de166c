/**
 * The process engine's entry point: registers the bpm routes and answers the job kinds it fires
 * (timers, signals across instances, task due dates), so the one job runner of the server serves the
 * engine and the dispatching centre.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { BpmEngine, BUSY } from './engine/engine.ts';
import { SIGNAL_JOB, TIMER_JOB } from './engine/events.ts';
import { TASK_DUE_JOB } from './engine/behaviours/user-task.ts';
import type { EngineHooks } from './engine/types.ts';
import { registerDefinitionRoutes } from './definitions/routes.ts';
import type { ModelCheck } from './definitions/service.ts';
import { registerApproval } from './approval/index.ts';

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
  const engine = new BpmEngine(ctx.db, options.hooks ?? {});
  app.decorate('bpm', engine);
  registerDefinitionRoutes(app, ctx, engine, options.modelCheck);
  return { ...registerApproval(app, ctx, engine), // the approval layer: engine hooks, task/instance calls, supervise jobs
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
    // Due dates are data for the task lists; the job only marks the moment for timeout listeners.
    [TASK_DUE_JOB]: { run: async () => null },
  };
}
