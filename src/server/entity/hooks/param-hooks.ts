/**
 * System parameters marked `secret` (a password, an API key): the value is answered as SECRET_MASK to
 * everyone, administrators included, in every entity read (page, list, info, export, the edit's answer,
 * the audit log) and in /sytSysParam/get. An edit that sends the mask back keeps the stored value, so a
 * screen can edit the other fields of what it read; turning `secret` off without a new value empties
 * the value instead of revealing it.
 */
import type { EntityHooks, Row } from '../hooks.ts';

export const SECRET_MASK = '******';

/** The parameter as anyone may see it: a secret's value masked (an empty one stays empty, so "not set" shows). */
export function maskSecret<T extends { secret?: unknown; value?: unknown }>(row: T): T {
  if (row.secret !== true || row.value === null || row.value === undefined || row.value === '') return row;
  return { ...row, value: SECRET_MASK };
}

export const paramHooks: EntityHooks = {
  presentRow: (row: Row) => maskSecret(row),

  async beforeSave(values, { before }) {
    if (!before || before.secret !== true) return;
    const resent = !('value' in values) || values.value === SECRET_MASK;
    if (!resent) return;
    if (values.secret === false) values.value = null;
    else delete values.value;
  },
};
