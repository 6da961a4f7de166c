/**
 * The directory facts the approver-directory lint rule (model/rules/approver-directory.ts) needs: the
 * departments and roles a document's approver settings, CC and starters name, read by id or code. Used
 * by the designer's lint (a finding listed and marked) and wrapped around the deploy checks (a deploy
 * refused), so what the designer's pickers refuse — a department without a head as 部门负责人, a
 * disabled role — the server refuses too.
 */
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, roles } from '../../db/schema.ts';
import type { ModdleElement } from '../model/parse.ts';
import { approverDirectory, directoryRefs, type DirectoryFacts, type OrgFact, type RoleFact } from '../model/rules/approver-directory.ts';
import { processToRun, type RuleReport } from '../model/rules/types.ts';
import type { ModelCheck } from './service.ts';

export async function directoryFacts(db: Db, process: ModdleElement): Promise<DirectoryFacts> {
  const refs = directoryRefs(process);
  const orgs = new Map<string, OrgFact>();
  const roleFacts = new Map<string, RoleFact>();
  if (refs.orgs.size > 0) {
    const list = [...refs.orgs];
    const rows = await db
      .select({ id: organizations.id, code: organizations.code, name: organizations.name, head: organizations.orgHeadHumaCode, valid: organizations.validflag })
      .from(organizations)
      .where(or(inArray(organizations.id, list), inArray(organizations.code, list)));
    // A disabled department is no department (the resolver reads valid ones only).
    for (const row of rows.filter((r) => r.valid)) {
      const fact = { name: row.name, head: row.head?.trim() || null };
      orgs.set(row.id, fact);
      orgs.set(row.code, fact);
    }
  }
  if (refs.roles.size > 0) {
    const list = [...refs.roles];
    const rows = await db.select({ id: roles.id, code: roles.rolecode, name: roles.rolename, status: roles.status }).from(roles).where(or(inArray(roles.id, list), inArray(roles.rolecode, list)));
    for (const row of rows) {
      roleFacts.set(row.id, { name: row.name, status: row.status });
      roleFacts.set(row.code, { name: row.name, status: row.status });
    }
  }
  return { orgs, roles: roleFacts };
}

/** The rule's findings for a parsed document (none without a process). */
export async function directoryFindings(db: Db, definitions: ModdleElement): Promise<RuleReport> {
  const report: RuleReport = { errors: [], warnings: [] };
  const process = processToRun(definitions);
  if (process) approverDirectory(await directoryFacts(db, process))(process, report);
  return report;
}

/** The deploy checks with the directory's: its errors refuse the deploy like the others. */
export function withApproverDirectory(db: Db, check: ModelCheck | undefined): ModelCheck {
  return async (definitions, context) => {
    const base = check ? await check(definitions, context) : { errors: [] };
    const { errors } = await directoryFindings(db, definitions);
    return { errors: [...base.errors, ...errors.map(({ elementId, elementType, reason, reasonEn }) => ({ elementId, elementType, reason, reasonEn }))] };
  };
}
