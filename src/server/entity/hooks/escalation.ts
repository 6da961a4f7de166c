/**
 * Nobody hands out more than they hold: an editor of roles or account roles who is not a super
 * administrator may neither make a role a super-administrator role, nor grant a resource whose
 * permission code their active role lacks, nor assign a role carrying such a code (or the super-admin
 * flag). Without this, sys_role_btn_grant alone was a path to every permission of the system. The
 * same holds for a resource's permission code and for the role codes the system looks roles up by.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountRoles, resources, roleResources, roles } from '../../db/schema.ts';
import type { AuthState } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { ADMIN_ROLE, hasPermission } from '../../../schemas/permissions.ts';

export const isSuperEditor = (auth: AuthState): boolean => auth.session.superAdmin;

export function refuseSuperAdmin(): AppError {
  return new AppError('forbidden', {
    message: { zh: '只有超级管理员可以设置或修改超级管理员角色', en: 'Only a super administrator may set or change a super-administrator role' },
  });
}

/** The codes among `codes` that the editor's active role does not hold, sorted and unique. */
function missing(auth: AuthState, codes: Iterable<string>): string[] {
  return [...new Set(codes)].filter((code) => !hasPermission(auth.permissions, code)).sort();
}

/** Refuses (00004) granting resources whose permission codes the editor does not hold. */
export async function checkGrantable(tx: Db, auth: AuthState, resourceIds: readonly string[]): Promise<void> {
  if (isSuperEditor(auth) || resourceIds.length === 0) return;
  const rows = await tx
    .select({ permission: resources.permission })
    .from(resources)
    .where(and(inArray(resources.id, [...resourceIds]), isNotNull(resources.permission)));
  const lacking = missing(auth, rows.map((row) => row.permission as string).filter(Boolean));
  if (lacking.length > 0) {
    throw new AppError('forbidden', {
      message: { zh: '不能授予您自己没有的权限：{codes}', en: 'You cannot grant permissions you do not hold: {codes}' },
      params: { codes: lacking.join(', ') },
    });
  }
}

/** What the roles carry beyond the editor: a super-admin flag, and the roles and codes the editor lacks. */
async function beyondEditor(tx: Db, auth: AuthState, roleIds: readonly string[]): Promise<{ superAdmin: boolean; roles: string; codes: string } | undefined> {
  if (isSuperEditor(auth) || roleIds.length === 0) return undefined;
  const held = await tx.select({ rolename: roles.rolename, superAdmin: roles.superAdmin }).from(roles).where(inArray(roles.id, [...roleIds]));
  const supers = held.filter((role) => role.superAdmin).map((role) => role.rolename);
  if (supers.length > 0) return { superAdmin: true, roles: supers.sort().join(', '), codes: '' };
  const rows = await tx
    .select({ rolename: roles.rolename, permission: resources.permission })
    .from(roleResources)
    .innerJoin(roles, eq(roles.id, roleResources.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(inArray(roleResources.roleId, [...roleIds]), isNotNull(resources.permission)));
  const lacking = rows.filter((row) => row.permission && !hasPermission(auth.permissions, row.permission));
  if (lacking.length === 0) return undefined;
  return { superAdmin: false, roles: [...new Set(lacking.map((row) => row.rolename))].sort().join(', '), codes: missing(auth, lacking.map((row) => row.permission as string)).join(', ') };
}

/** Refuses (00004) assigning roles that are super-administrator roles or hold codes the editor does not hold. */
export async function checkAssignable(tx: Db, auth: AuthState, roleIds: readonly string[]): Promise<void> {
  const beyond = await beyondEditor(tx, auth, roleIds);
  if (!beyond) return;
  if (beyond.superAdmin) throw refuseSuperAdmin();
  throw new AppError('forbidden', {
    message: { zh: '不能分配包含您自己没有的权限的角色：{roles}（{codes}）', en: 'You cannot assign roles holding permissions you do not hold: {roles} ({codes})' },
    params: { roles: beyond.roles, codes: beyond.codes },
  });
}

/**
 * Refuses (00004) resetting the password of an account whose roles reach beyond the editor: the new
 * password is answered to the editor, who could then sign in with those roles.
 */
export async function checkResettable(tx: Db, auth: AuthState, accountId: string): Promise<void> {
  if (isSuperEditor(auth)) return;
  const held = await tx.select({ roleId: accountRoles.roleId }).from(accountRoles).where(eq(accountRoles.accountId, accountId));
  const beyond = await beyondEditor(tx, auth, held.map((row) => row.roleId));
  if (!beyond) return;
  throw new AppError('forbidden', {
    message: {
      zh: '不能重置权限超出您自己的账号的密码：{roles}',
      en: 'You cannot reset the password of an account whose roles reach beyond yours: {roles}',
    },
    params: { roles: beyond.roles },
  });
}

/**
 * Refuses (00004) a resource's permission code being set to, or changed away from, a code the editor
 * does not hold. The grant check judges only newly granted resources, so rewriting the code of a
 * resource already granted (to the editor's own role, say) would otherwise hand out any code.
 */
export function checkResourceCode(auth: AuthState, from: unknown, to: unknown): void {
  if (isSuperEditor(auth) || from === to) return;
  const lacking = missing(auth, [from, to].filter((code): code is string => typeof code === 'string' && code !== ''));
  if (lacking.length === 0) return;
  throw new AppError('forbidden', {
    message: { zh: '不能设置或修改您自己没有的权限编码：{codes}', en: 'You cannot set or change a permission code you do not hold: {codes}' },
    params: { codes: lacking.join(', ') },
  });
}

/**
 * The roles the system finds by code: a new account gets `teacher` or `student`, and `admin` is the
 * administrator role. Renaming one (or another role to its code) changes what every new account gets.
 */
export const BASE_ROLE_CODES: ReadonlySet<string> = new Set([ADMIN_ROLE, 'teacher', 'student']);

/**
 * Refuses (00004) a role code set or changed by an editor who is not a super administrator when the
 * code is, or was, a base role's, or when the role holds codes the editor lacks: code lookups (new
 * accounts' roles, approvers and desktops by role) would then hand its rights to others.
 */
export async function checkRolecodeChange(tx: Db, auth: AuthState, roleId: string | undefined, from: unknown, to: unknown): Promise<void> {
  if (isSuperEditor(auth) || to === undefined || from === to) return;
  const base = [from, to].filter((code): code is string => typeof code === 'string' && BASE_ROLE_CODES.has(code));
  if (base.length > 0) {
    throw new AppError('forbidden', {
      message: { zh: '只有超级管理员可以设置或修改基础角色的编码：{codes}', en: 'Only a super administrator may set or change the code of a base role: {codes}' },
      params: { codes: [...new Set(base)].sort().join(', ') },
    });
  }
  const beyond = roleId === undefined ? undefined : await beyondEditor(tx, auth, [roleId]);
  if (!beyond) return;
  if (beyond.superAdmin) throw refuseSuperAdmin();
  throw new AppError('forbidden', {
    message: { zh: '不能修改包含您自己没有的权限的角色的编码：{roles}（{codes}）', en: 'You cannot change the code of a role holding permissions you do not hold: {roles} ({codes})' },
    params: { roles: beyond.roles, codes: beyond.codes },
  });
}
