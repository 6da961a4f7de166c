/**
 * Dialogs that gather an extra action's input, by the name an entity file gives in `actions[].dialog`.
 * A new dialog is one component added here; the entity page never names an entity.
 */
import type { ComponentType } from 'react';
import type { EntitySchema } from '../../../schemas/entity/types.ts';

export interface ActionDialogProps {
  entity: EntitySchema;
  row: Record<string, unknown> & { id: string };
  onClose: () => void;
  onDone: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

const loaders: Record<string, () => Promise<ActionDialog>> = {
  grantResources: () => import('./GrantResourcesDialog.tsx').then((m) => m.GrantResourcesDialog),
  assignRoles: () => import('./AssignRolesDialog.tsx').then((m) => m.AssignRolesDialog),
};

export function loadActionDialog(name: string): Promise<ActionDialog> | undefined {
  return loaders[name]?.();
}
