/**
 * The raw twin of the guard every authenticated call goes through: the session lookup, then the role's
 * permission codes at the rate the server's 5 s cache issues them.
 */
import type { Pool } from 'pg';

/**
 * The statements as the server issues them, byte for byte as Drizzle builds them, with the names of the
 * server's prepared queries (captured from the pg driver while the server answered calls; Drizzle passes
 * rowMode 'array'). Re-capture them if the server's queries change.
 */
export const SESSION_SQL = {
  /** SessionStore.resolve: every authenticated call. Parameters: token hash, limit 1. */
  session: {
    name: 'flowhall_session_lookup',
    text:
      'select "syt_session"."token_hash", "syt_session"."account_id", "syt_permission_account"."humancode", ' +
      '"syt_permission_account"."humanname", "syt_permission_account"."organization_id", "syt_sys_organization"."name", ' +
      '"syt_permission_account"."validflag", "syt_permission_account"."del_flag", "syt_session"."role_id", ' +
      '"syt_permission_role"."rolecode", "syt_permission_role"."rolename", "syt_permission_role"."super_admin", ' +
      '"syt_session"."uid", "syt_session"."expires_at", "syt_session"."renewed_at" from "syt_session" ' +
      'inner join "syt_permission_account" on "syt_permission_account"."id" = "syt_session"."account_id" ' +
      'inner join "syt_permission_role" on "syt_permission_role"."id" = "syt_session"."role_id" ' +
      'left join "syt_sys_organization" on "syt_sys_organization"."id" = "syt_permission_account"."organization_id" ' +
      'where "syt_session"."token_hash" = $1 limit $2',
  },
  /** RolePermissionCache.codesOf: only when the role's entry is older than 5 s; not prepared. Parameter: role id. */
  permissionCodes: {
    text:
      'select "syt_permission_resources"."permission" from "syt_permission_role_resource" ' +
      'inner join "syt_permission_resources" on "syt_permission_resources"."id" = "syt_permission_role_resource"."resource_id" ' +
      'where ("syt_permission_role_resource"."role_id" = $1 and "syt_permission_resources"."permission" is not null)',
  },
} as const;

/** RolePermissionCache keeps a role's codes this long (src/server/auth/role-permissions.ts). */
export const PERMISSION_TTL_MS = 5_000;

/**
 * The server's RolePermissionCache, as a rate: the codes query runs when the role's entry is missing or
 * older than 5 s (by every request that finds it so, until one has stored it), so not per request.
 */
export class PermissionCodesRate {
  private readonly loadedAt = new Map<string, number>();
  issued = 0;

  async touch(pool: Pool, roleId: string): Promise<void> {
    const at = this.loadedAt.get(roleId);
    if (at !== undefined && Date.now() - at < PERMISSION_TTL_MS) return;
    this.issued += 1;
    await pool.query({ ...SESSION_SQL.permissionCodes, values: [roleId], rowMode: 'array' });
    this.loadedAt.set(roleId, Date.now());
  }
}

export interface RawSession {
  accountId: string;
  roleId: string;
  superAdmin: boolean;
}

/** The session lookup every authenticated call starts with (the guard), then the permission codes (cached). */
export async function resolveSession(pool: Pool, tokenHash: string, codes: PermissionCodesRate): Promise<RawSession> {
  const { rows } = await pool.query<unknown[]>({ ...SESSION_SQL.session, values: [tokenHash, 1], rowMode: 'array' });
  const row = rows[0];
  if (!row) throw new Error('raw: the session row is missing');
  const session = { accountId: String(row[1]), roleId: String(row[8]), superAdmin: row[11] === true };
  await codes.touch(pool, session.roleId);
  // The sliding-expiry UPDATE is skipped while the session was renewed less than 60 s ago, as in the bench.
  return session;
}
