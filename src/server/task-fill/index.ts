/** Data collection and file resources (issue #17). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerTaskFillRoutes } from './routes.ts';
import { registerFileResourceRoutes } from './files.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { deadlineReminderHandler, TASK_FILL_DEADLINE_JOB } from './deadline-reminder.ts';

/** Registers the calls; answers the job kinds the module fires (the deadline reminder) for the server's job runner. */
export function registerTaskFillModule(app: FastifyInstance, ctx: ServerContext): Record<string, JobHandler> {
  registerTaskFillRoutes(app, ctx);
  registerFileResourceRoutes(app, ctx);
  return { [TASK_FILL_DEADLINE_JOB]: deadlineReminderHandler() };
}
