/** The portal's desktop calls of platform-shell (/sytDesktop/listByUser, frontEdit, frontDelete, data, dataSetting). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';

export function registerDesktopRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
