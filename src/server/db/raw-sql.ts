/**
 * Plain SQL on the connection a Drizzle handle is bound to (the pool, or the client of the transaction
 * the handle belongs to), for the hot paths whose statements are fixed texts: the process engine's load
 * and flush run several times per approval, and building them through the query builder cost more CPU
 * than PostgreSQL spent running them (bench:bpm). On PostgreSQL each text runs as a named statement, so
 * every pooled connection parses and plans it once; PGlite ignores the name.
 *
 * Values always travel as parameters; the texts are constants of the calling module.
 */
import { createHash } from 'node:crypto';
import type { Db } from './client.ts';

export interface RawStatement {
  text: string;
  name: string;
}

/** Statement names are bounded (63 bytes); a digest of the text keeps them unique per text. */
export function statement(text: string): RawStatement {
  return { text, name: `fr_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}` };
}

interface PgLikeClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}
interface PgliteLikeClient {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The driver client behind a Drizzle handle. Drizzle keeps it on the handle's session: a pg Pool or
 * PoolClient (inside a transaction), a PGlite instance or its transaction. Not part of Drizzle's typed
 * API, so the shape is checked here once and a change of Drizzle fails loudly in the engine tests.
 */
function clientOf(db: Db): { client: unknown; pglite: boolean } {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') throw new Error('raw-sql: no driver client on this Drizzle handle');
  // PGlite and its transactions expose `exec`; pg's Pool and PoolClient do not.
  return { client, pglite: typeof (client as { exec?: unknown }).exec === 'function' };
}

/**
 * Runs one statement on the handle's connection and answers its rows as objects keyed by column name.
 * A statement with an empty name runs unnamed: parsed and planned for its actual parameters every time.
 */
export async function rawQuery(db: Db, stmt: RawStatement, values: unknown[]): Promise<Record<string, unknown>[]> {
  const { client, pglite } = clientOf(db);
  if (pglite) return (await (client as PgliteLikeClient).query(stmt.text, values)).rows;
  if (!stmt.name) return (await (client as PgliteLikeClient).query(stmt.text, values)).rows;
  return (await (client as PgLikeClient).query({ name: stmt.name, text: stmt.text, values })).rows;
}
