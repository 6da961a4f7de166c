/**
 * The process engine's entry point: registers the bpm routes and answers the job kinds it fires
 * (timers, due dates), so the one job runner of the server serves the engine and the dispatching centre.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { JobHandler } from '../jobs/runner.ts';

export function registerBpm(_app: FastifyInstance, _ctx: ServerContext): Record<string, JobHandler> {
  return {};
}
