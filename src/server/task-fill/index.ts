/** Data collection and file resources (issue #17). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerTaskFillRoutes } from './routes.ts';
import { registerFileResourceRoutes } from './files.ts';

export function registerTaskFillModule(app: FastifyInstance, ctx: ServerContext): void {
  registerTaskFillRoutes(app, ctx);
  registerFileResourceRoutes(app, ctx);
}
