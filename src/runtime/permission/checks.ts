/** Spec §6 checks bound to one user (permission map + active roles), and the <Permission> condition. Pure. */
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, hasPermission, hasRole } from '../../schemas/permissions.ts';

export interface PermissionChecks {
  has(code: string): boolean;
  hasAny(codes: readonly string[]): boolean;
  hasAll(codes: readonly string[]): boolean;
  hasRole(role: string): boolean;
  hasAnyRole(roles: readonly string[]): boolean;
  hasAllRoles(roles: readonly string[]): boolean;
}

export function permissionChecks(map: Readonly<Record<string, boolean>>, roles: readonly string[]): PermissionChecks {
  return {
    has: (code) => hasPermission(map, code),
    hasAny: (codes) => hasAnyPermission(map, codes),
    hasAll: (codes) => hasAllPermissions(map, codes),
    hasRole: (role) => hasRole(roles, role),
    hasAnyRole: (wanted) => hasAnyRole(roles, wanted),
    hasAllRoles: (wanted) => hasAllRoles(roles, wanted),
  };
}

export interface PermissionCondition {
  code?: string;
  anyOf?: readonly string[];
  allOf?: readonly string[];
  role?: string;
  anyRole?: readonly string[];
  allRoles?: readonly string[];
}

/** Every condition given must pass; no condition at all passes. */
export function passes(checks: PermissionChecks, condition: PermissionCondition): boolean {
  if (condition.code !== undefined && !checks.has(condition.code)) return false;
  if (condition.anyOf && !checks.hasAny(condition.anyOf)) return false;
  if (condition.allOf && !checks.hasAll(condition.allOf)) return false;
  if (condition.role !== undefined && !checks.hasRole(condition.role)) return false;
  if (condition.anyRole && !checks.hasAnyRole(condition.anyRole)) return false;
  if (condition.allRoles && !checks.hasAllRoles(condition.allRoles)) return false;
  return true;
}
