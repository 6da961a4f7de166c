/** What every route module is handed, and the per-route/per-request typing of the auth mechanism. */
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SessionInfo, SessionStore } from '../auth/sessions.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { Lang } from '../../schemas/envelope.ts';
import type { EntityRegistry } from '../entity/registry.ts';
import type { FileUrlSigner } from '../modules/file-store.ts';

export interface ServerContext {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  /** Signs /file/view links. */
  fileSigner: FileUrlSigner;
  /** The entity registry, once loaded (set by buildApp before any route runs). */
  entities?: EntityRegistry;
}

export interface AuthState {
  token: string;
  session: SessionInfo;
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. Every other route requires one: secure by default. */
    public?: boolean;
    /** Permission code(s) the active role must hold; several means any of them. */
    permission?: string | readonly string[];
    /** Reads a multipart/form-data body (file upload). Every other route answers it 00011. */
    multipart?: boolean;
  }
  interface FastifyRequest {
    auth: AuthState | undefined;
    lang: Lang;
  }
}

/** The signed-in state of a request that passed the guard (the guard guarantees it on non-public routes). */
export function authOf(request: { auth: AuthState | undefined }): AuthState {
  if (!request.auth) throw new Error('authOf() called on a public route');
  return request.auth;
}
