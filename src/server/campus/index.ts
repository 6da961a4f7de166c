/** The campus modules' own calls (issue #17): the address book and the school calendar. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerAddressBookRoutes } from './address-book-routes.ts';
import { registerCalendarRoutes } from './calendar-routes.ts';

export function registerCampusRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAddressBookRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
}
