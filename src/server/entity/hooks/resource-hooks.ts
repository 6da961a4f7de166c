/** Menu resources: nobody sets or rewrites a permission code they do not hold; the permission cache follows a changed code. */
import type { EntityHooks } from '../hooks.ts';
import { checkResourceCode } from './escalation.ts';

export const resourceHooks: EntityHooks = {
  async beforeSave(values, { auth, before }) {
    // Create, edit and import all come here; an edit that leaves `permission` out keeps the code.
    if (before && !('permission' in values)) return;
    checkResourceCode(auth, before?.permission ?? null, values.permission ?? null);
  },

  async afterSave(row, { ctx, before }) {
    // Every role granted this resource now holds a different code: forget all cached role permissions.
    if (before && before.permission !== row.permission) ctx.sessions.permissions.invalidate();
  },

  async afterDelete(_row, { ctx }) {
    ctx.sessions.permissions.invalidate();
  },
};
