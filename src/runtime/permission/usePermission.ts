/** The permission checks of the signed-in user, re-computed when the role (and so the map) changes. */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { activeRolesAtom, permissionMapAtom } from '../session/state.ts';
import { permissionChecks, type PermissionChecks } from './checks.ts';

export function usePermission(): PermissionChecks {
  const map = useAtomValue(permissionMapAtom);
  const roles = useAtomValue(activeRolesAtom);
  return useMemo(() => permissionChecks(map, roles), [map, roles]);
}
