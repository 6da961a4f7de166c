/** The small, named places where an entity's own server behaviour lives, beside its schema. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthState, ServerContext } from '../http/context.ts';
import type { JsonSchema } from '../http/body.ts';
import type { EntityRuntime } from './registry.ts';

export type Row = Record<string, unknown>;

export interface HookContext {
  ctx: ServerContext;
  tx: Db;
  auth: AuthState;
  runtime: EntityRuntime;
  request: FastifyRequest;
}

export interface ActionHandler {
  /** JSON Schema of the action's body (closed object). */
  body: JsonSchema;
  run(body: Row, hook: HookContext): Promise<unknown>;
}

export interface EntityHooks {
  /** Adjusts the values about to be written (hash a password, fill a default); may refuse with an AppError. Returns extra answer fields. */
  beforeSave?(values: Row, hook: HookContext & { before: Row | undefined }): Promise<Row | void>;
  afterSave?(row: Row, hook: HookContext & { before: Row | undefined }): Promise<void>;
  beforeDelete?(row: Row, hook: HookContext): Promise<void>;
  /** Rewrites a row (a copy) before any answer or audit record shows it: page, list, info, export, the edit's answer (masks a secret). */
  presentRow?(row: Row): Row;
  afterDelete?(row: Row, hook: HookContext): Promise<void>;
  /** Implementations of the entity's declared extra actions, by name. */
  actions?: Record<string, ActionHandler>;
}
