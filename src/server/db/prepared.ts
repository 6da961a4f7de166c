/**
 * Prepared queries for the statements every signed-in request runs. Drizzle otherwise renders the SQL
 * text anew on each call (a few tens of µs per statement); a prepared query renders it once and only
 * binds the placeholders. On PostgreSQL the name also makes it a named statement, so each pooled
 * connection parses and plans it once; PGlite ignores the name.
 */
import type { Db } from './client.ts';

/** Memoizes `build(db)` per database handle, so a prepared query is built at first use and then reused. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let queries = built.get(db);
    if (queries === undefined) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
