/**
 * Opens the database: PostgreSQL when a URL is given, otherwise an embedded PGlite in a directory (or
 * in memory for tests). Both are driven through the same Drizzle schema and migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { listenPostgres, type ListenHandlers, type Listener } from './listen.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL with positional parameters; used by health checks and benches. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent at commit). On PostgreSQL through a connection of
   * its own, so every server process hears every other; on PGlite within this process.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PGlite only: the whole data directory as an uncompressed tar, to open another database from (`fromDump`). */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** postgres://… — takes precedence over dataDir. */
  url?: string | undefined;
  /** Directory for PGlite; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this data directory (a `dump()`) instead of an empty cluster; initdb is most of PGlite's start-up. */
  fromDump?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.dataDir ?? 'memory://', options.fromDump);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a PostgreSQL restart, an administrator's terminate) emits an error on
  // the pool; unhandled, it would bring the whole process down. The pool replaces the connection by itself.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows;
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(pg, url, channel, handlers),
  };
}

async function openPglite(dataDir: string, fromDump: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // btree_gist: the reservation table's exclusion constraint (resource = and time range &&) needs it, as on PostgreSQL.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const client = await PGlite.create(dataDir, { extensions: { btree_gist }, ...(fromDump ? { loadDataDir: fromDump } : {}) });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async query(text, params) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as never[];
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onNotify);
      return { close: () => (client.closed ? Promise.resolve() : stop()) };
    },
  };
}
