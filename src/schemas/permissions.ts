/**
 * Permission and role checks of spec §6, pure so that the server's route guard and the web runtime's
 * `<Permission>` wrapper decide the same way.
 */

export const WILDCARD_PERMISSION = '*:*:*';
export const ADMIN_ROLE = 'admin';

export type PermissionSet = ReadonlySet<string> | readonly string[] | Readonly<Record<string, boolean>>;

function holds(set: PermissionSet, code: string): boolean {
  if (Array.isArray(set)) return (set as readonly string[]).includes(code);
  if (set instanceof Set) return set.has(code);
  return (set as Readonly<Record<string, boolean>>)[code] === true;
}

/** True when the holder has the wildcard or the exact code. */
export function hasPermission(set: PermissionSet, code: string): boolean {
  return holds(set, WILDCARD_PERMISSION) || holds(set, code);
}

export function hasAnyPermission(set: PermissionSet, codes: readonly string[]): boolean {
  return codes.some((code) => hasPermission(set, code));
}

export function hasAllPermissions(set: PermissionSet, codes: readonly string[]): boolean {
  return codes.every((code) => hasPermission(set, code));
}

/** True when the holder has the admin role or the exact role. */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(ADMIN_ROLE) || roles.includes(role);
}

export function hasAnyRole(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((role) => hasRole(roles, role));
}

export function hasAllRoles(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((role) => hasRole(roles, role));
}

/** The client keeps permissions as a map code → true (spec §6). */
export function toPermissionMap(codes: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(codes.map((code) => [code, true]));
}
