/**
 * The permission codes of a role: the codes of the resources assigned to it, plus the wildcard for a
 * super-admin role. Kept a few seconds in memory because every authenticated call needs them; an edit
 * on this process clears the entry at once, other processes see it within the TTL.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { WILDCARD_PERMISSION } from '../../schemas/permissions.ts';
import type { Db } from '../db/client.ts';
import { resources, roleResources } from '../db/schema.ts';

const TTL_MS = 5_000;

export class RolePermissionCache {
  private readonly entries = new Map<string, { codes: ReadonlySet<string>; at: number }>();

  constructor(private readonly db: Db) {}

  async codesOf(roleId: string, superAdmin: boolean): Promise<ReadonlySet<string>> {
    const cached = this.entries.get(roleId);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.codes;
    const rows = await this.db
      .select({ permission: resources.permission })
      .from(roleResources)
      .innerJoin(resources, eq(resources.id, roleResources.resourceId))
      .where(and(eq(roleResources.roleId, roleId), isNotNull(resources.permission)));
    const codes = new Set(rows.map((row) => row.permission as string));
    if (superAdmin) codes.add(WILDCARD_PERMISSION);
    this.entries.set(roleId, { codes, at: Date.now() });
    return codes;
  }

  invalidate(roleId?: string): void {
    if (roleId) this.entries.delete(roleId);
    else this.entries.clear();
  }
}
