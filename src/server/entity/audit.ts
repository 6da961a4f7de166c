/** Writes one audit record per change; hidden fields (hashes, secrets) never reach the log. */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { AuthState } from '../http/context.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import type { Row } from './hooks.ts';

function redact(schema: EntitySchema, row: Row | undefined): Row | null {
  if (!row) return null;
  const copy: Row = {};
  for (const [key, value] of Object.entries(row)) if (!schema.fields[key]?.hidden && !schema.fields[key]?.writeOnly) copy[key] = value;
  return copy;
}

export async function writeAudit(
  tx: Db,
  entry: { schema: EntitySchema; recordId: string | null; action: string; before?: Row | undefined; after?: Row | undefined; auth: AuthState; ip: string },
): Promise<void> {
  if (entry.schema.audit === false) return;
  await tx.insert(auditLog).values({
    entity: entry.schema.name,
    recordId: entry.recordId,
    action: entry.action,
    before: redact(entry.schema, entry.before),
    after: redact(entry.schema, entry.after),
    accountId: entry.auth.session.accountId,
    humancode: entry.auth.session.humancode,
    ip: entry.ip,
  });
}
