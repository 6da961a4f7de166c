/**
 * Renders its children only when the user passes: `code` (wildcard or exact), `anyOf` / `allOf` codes,
 * `role` (admin or exact), `anyRole` / `allRoles`. All given conditions must pass.
 */
import type { ReactNode } from 'react';
import { passes, type PermissionCondition } from './checks.ts';
import { usePermission } from './usePermission.ts';

export interface PermissionProps extends PermissionCondition {
  /** Shown instead when the check fails (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

export function Permission({ children, fallback = null, ...condition }: PermissionProps) {
  const checks = usePermission();
  return <>{passes(checks, condition) ? children : fallback}</>;
}
