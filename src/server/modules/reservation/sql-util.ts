/** Small helpers shared by the campus modules' raw SQL: rows of an execute, and the SQLSTATE of a failure. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The rows of a statement, on PGlite and on node-postgres alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The PostgreSQL error code of a failed statement (Drizzle may wrap the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** An instant as an ISO string, whatever the driver answered (Date or text). */
export const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());
