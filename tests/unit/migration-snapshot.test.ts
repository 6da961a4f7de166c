/**
 * drizzle-kit diffs the schema against the newest snapshot in migrations/meta: a migration written by
 * hand without its snapshot makes the next `drizzle-kit generate` emit that change again (an ADD COLUMN
 * that fails on every database already migrated). Every table and column of the Drizzle schema must be
 * in the newest snapshot.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema.ts';
import { migrationsFolder } from '../../src/server/db/client.ts';

interface Snapshot {
  tables: Record<string, { name: string; columns: Record<string, unknown>; indexes: Record<string, unknown> }>;
}

function newestSnapshot(): { file: string; snapshot: Snapshot } {
  const meta = join(migrationsFolder, 'meta');
  const file = readdirSync(meta).filter((f) => /^\d{4}_snapshot\.json$/.test(f)).sort().at(-1)!;
  return { file, snapshot: JSON.parse(readFileSync(join(meta, file), 'utf8')) as Snapshot };
}

describe('newest migration snapshot', () => {
  const { file, snapshot } = newestSnapshot();
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));

  it('is the snapshot of the newest journaled migration that changes the Drizzle schema', () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
    expect(Number(file.slice(0, 4))).toBeLessThanOrEqual(journal.entries.at(-1)!.idx);
    expect(tables.length).toBeGreaterThan(10);
  });

  it('holds every table, column and index of the Drizzle schema', () => {
    const missing: string[] = [];
    for (const table of tables) {
      const stored = snapshot.tables[`${table.schema ?? 'public'}.${table.name}`];
      if (!stored) {
        missing.push(table.name);
        continue;
      }
      for (const column of table.columns) if (!stored.columns[column.name]) missing.push(`${table.name}.${column.name}`);
      for (const index of table.indexes) if (index.config.name && !stored.indexes[index.config.name]) missing.push(`${table.name} index ${index.config.name}`);
    }
    expect(missing, `missing from ${file}`).toEqual([]);
  });
});
