/**
 * Field kinds that carry their own shape, shared by the server (validation, checks on edit) and the edit
 * dialog (which widget draws them): an uploaded file with allowed types and a size limit, and an audience
 * (people, departments with those below, roles) as collection tasks and file resources use it.
 */
import type { FieldDef, FileFieldOptions } from './types.ts';

/** A stored file link: the view path of one upload id, optionally with the signature an answer added. */
export const FILE_LINK_PATTERN = '^/file/view/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\\?sig=[0-9]{1,16}\\.[A-Za-z0-9_-]{1,64})?$';

const FILE_ID = /^\/file\/view\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?|$)/;

/** The upload id of a file link, or undefined. */
export function fileIdOfLink(link: unknown): string | undefined {
  return typeof link === 'string' ? FILE_ID.exec(link)?.[1] : undefined;
}

/**
 * The checked options of a file field: only the object form (`"file": {"types": […], "maxMb": n}`) is a
 * checked upload; the older `"file": true` marks a link to sign and keeps accepting any text (seeded
 * pictures point at /logo.svg).
 */
export function fileOptionsOf(field: FieldDef): FileFieldOptions | undefined {
  return field.file && typeof field.file === 'object' ? field.file : undefined;
}

const ids = { type: 'array', maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } };

/** The value of an audience field; an empty audience (or none) means everyone. */
export const AUDIENCE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { accountIds: ids, organizationIds: ids, roleIds: ids },
} as const;

export interface AudienceValue {
  accountIds?: string[];
  organizationIds?: string[];
  roleIds?: string[];
}

const list = (x: unknown) => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);

/** The audience a stored value holds (anything else reads as empty). */
export function audienceOf(value: unknown): Required<AudienceValue> {
  const v = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as AudienceValue;
  return { accountIds: list(v.accountIds), organizationIds: list(v.organizationIds), roleIds: list(v.roleIds) };
}
