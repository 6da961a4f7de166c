/**
 * Runs a compiled statement (compiled-read.ts) on the database's own driver and answers its rows as
 * arrays. The driver keeps date and time values as the text PostgreSQL sent, exactly as Drizzle
 * configures it, so each column's Drizzle decoder sees what it would have seen through the builder.
 * On PostgreSQL the statement goes by its name (parsed once per pooled connection).
 */
import type { Database } from '../db/client.ts';

export type ArrayQuery = (statement: { text: string; name: string }, values: unknown[]) => Promise<unknown[][]>;

/** timestamp, timestamptz, interval, date and their arrays, plus numeric[]: the types Drizzle reads as text. */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: unknown) => value;

interface PgPool {
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array'; types: unknown }): Promise<{ rows: unknown[][] }>;
}

interface PgliteClient {
  query(text: string, values: unknown[], options: { rowMode: 'array'; parsers: Record<number, (value: unknown) => unknown> }): Promise<{ rows: unknown[][] }>;
}

export async function arrayQueryOf(database: Database): Promise<ArrayQuery> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = client as PgPool;
    const text = new Set(TEXT_TYPES);
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => (text.has(oid) ? asText : pg.types.getTypeParser(oid, format as 'text')),
    };
    return async (statement, values) => (await pool.query({ name: statement.name, text: statement.text, values, rowMode: 'array', types })).rows;
  }
  const pglite = client as PgliteClient;
  const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));
  return async (statement, values) => (await pglite.query(statement.text, values, { rowMode: 'array', parsers })).rows;
}
