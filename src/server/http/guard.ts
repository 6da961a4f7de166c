/**
 * The one place that enforces tokens and permission codes. A route declares `config.public` or
 * `config.permission`; everything else still needs a valid token. Runs before body validation so an
 * anonymous caller learns nothing about a route's payload.
 */
import type { FastifyInstance } from 'fastify';
import { hasAnyPermission } from '../../schemas/permissions.ts';
import { AppError } from './errors.ts';
import type { ServerContext } from './context.ts';

export function installGuard(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched paths (404 handler) carry no route config: nothing to protect there.
    if (!request.routeOptions.url) return;
    const token = request.headers.token;
    const value = typeof token === 'string' ? token.trim() : '';
    if (config.public) {
      // Public routes still see who is calling when a valid token is sent (e.g. logout).
      if (value) {
        const resolved = await ctx.sessions.resolve(value);
        if (resolved.state === 'ok') request.auth = { token: value, session: resolved.session, permissions: resolved.permissions };
      }
      return;
    }
    if (!value || value.length > 200) throw new AppError('tokenInvalid');
    const resolved = await ctx.sessions.resolve(value);
    if (resolved.state !== 'ok') throw new AppError(resolved.state === 'expired' ? 'tokenExpired' : 'tokenInvalid');
    request.auth = { token: value, session: resolved.session, permissions: resolved.permissions };
    const needed = config.permission;
    if (needed) {
      const codes = typeof needed === 'string' ? [needed] : needed;
      if (!hasAnyPermission(resolved.permissions, codes)) throw new AppError('forbidden');
    }
  });
}
