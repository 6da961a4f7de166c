/** A fingerprint of every table (row count + hash of all rows), to prove a series of calls changed nothing. */
import type { Database } from '../../src/server/db/client.ts';

/**
 * Columns left out of the fingerprint: the sliding expiry of a session is rewritten by any authenticated
 * call once its renew grace has passed, which is use, not change. Everything else of a session counts.
 */
const VOLATILE: Record<string, string[]> = {
  syt_session: ['expires_at', 'renewed_at'],
};

export type Snapshot = Record<string, { rows: number; hash: string }>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function snapshotDatabase(database: Database, exclude: readonly string[] = []): Promise<Snapshot> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Snapshot = {};
  for (const { table_name: table } of tables) {
    if (exclude.includes(table)) continue;
    const columns = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    );
    const kept = columns.map((c) => c.column_name).filter((c) => !VOLATILE[table]?.includes(c));
    const row = `row(${kept.map(ident).join(', ')})::text`;
    const [result] = await database.query<{ rows: number; hash: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash from ${ident(table)}`,
    );
    snapshot[table] = { rows: result!.rows, hash: result!.hash ?? '' };
  }
  return snapshot;
}
