/** Builds the signed-in user's info: account, organisation, roles, permissions. Shared by getUserInfo and login. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { ROLE_DISABLED, accountRoles, accounts, organizations, roles } from '../db/schema.ts';
import type { AuthState } from '../http/context.ts';

export interface RoleSummary {
  id: string;
  rolecode: string;
  rolename: string;
}

const selectRolesOfAccount = preparedPerDb((db) =>
  db
    .select({ id: roles.id, rolecode: roles.rolecode, rolename: roles.rolename, isDefault: accountRoles.isDefault })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    // A disabled role (停用) is neither offered nor taken at login.
    .where(and(eq(accountRoles.accountId, sql.placeholder('accountId')), ne(roles.status, ROLE_DISABLED)))
    .orderBy(asc(roles.displayorder), asc(roles.rolecode))
    .prepare('flowhall_roles_of_account'),
);

export async function rolesOfAccount(db: Db, accountId: string): Promise<(RoleSummary & { isDefault: boolean })[]> {
  return selectRolesOfAccount(db).execute({ accountId });
}

export async function userInfo(db: Db, auth: AuthState) {
  const { session } = auth;
  const roleList = await rolesOfAccount(db, session.accountId);
  return {
    humancode: session.humancode,
    realname: session.humanname,
    user: {
      id: session.accountId,
      humancode: session.humancode,
      humanname: session.humanname,
      organizationId: session.organizationId,
      organizationName: session.organizationName,
    },
    role: session.rolecode,
    roleName: session.rolename,
    roles: roleList.map(({ isDefault: _d, ...role }) => role),
    permissions: [...auth.permissions].sort(),
  };
}

export async function personalInfo(db: Db, accountId: string) {
  const rows = await db
    .select({
      id: accounts.id,
      humancode: accounts.humancode,
      humanname: accounts.humanname,
      sex: accounts.sex,
      mobile: accounts.mobile,
      email: accounts.email,
      telephone: accounts.telephone,
      avatar: accounts.avatar,
      identity: accounts.identity,
      organizationId: accounts.organizationId,
      organizationName: organizations.name,
      lastLoginAt: accounts.lastLoginAt,
      passwordChangedAt: accounts.passwordChangedAt,
    })
    .from(accounts)
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(and(eq(accounts.id, accountId), eq(accounts.delFlag, false)))
    .limit(1);
  return rows[0];
}
