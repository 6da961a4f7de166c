/** The form service calls of form-designer §7 (/bpmForm/*, /bpmFormVariable/list|format). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';

export function registerFormRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
