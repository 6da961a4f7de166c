/**
 * JSON Schemas derived from an entity schema: the edit body and the query parameters. The server
 * validates with them and the web edit dialog renders from them, so both give the same verdict.
 */
import type { EntitySchema, FieldDef, SearchField } from './types.ts';
import { fieldDefOf, writableFields } from './types.ts';
import { AUDIENCE_SCHEMA, FILE_LINK_PATTERN, fileOptionsOf } from './field-kinds.ts';

type Json = Record<string, unknown>;

const DEFAULT_MAX_LENGTH = 2000;
export const MAX_PAGE_SIZE = 500;

export function fieldSchema(field: FieldDef): Json {
  const base: Json = { title: field.label.zh };
  switch (field.type) {
    case 'string':
      Object.assign(base, { type: 'string', maxLength: field.maxLength ?? DEFAULT_MAX_LENGTH });
      if (field.minLength !== undefined) base.minLength = field.minLength;
      if (field.pattern !== undefined) base.pattern = field.pattern;
      if (field.format !== undefined) base.format = field.format;
      // A checked upload holds only a view link, never a path of the client's choosing.
      if (fileOptionsOf(field)) base.pattern = FILE_LINK_PATTERN;
      break;
    case 'integer':
    case 'number':
      base.type = field.type;
      if (field.minimum !== undefined) base.minimum = field.minimum;
      if (field.maximum !== undefined) base.maximum = field.maximum;
      break;
    case 'boolean':
      base.type = 'boolean';
      break;
    case 'datetime':
      Object.assign(base, { type: 'string', format: 'date-time', maxLength: 40 });
      break;
    case 'date':
      Object.assign(base, { type: 'string', format: 'date', maxLength: 10 });
      break;
    case 'json':
      // A declared shape narrows "any object or array"; its own title stays the field's label.
      Object.assign(base, { type: ['object', 'array'] }, field.jsonSchema ?? (field.audience ? AUDIENCE_SCHEMA : undefined), { title: base.title });
      break;
  }
  if (field.enum) base.enum = field.enum.map((e) => e.value);
  if (field.default !== undefined && field.default !== null) base.default = field.default;
  return base;
}

function allowNull(schema: Json): Json {
  const { enum: values, ...rest } = schema;
  const type = rest.type;
  const withNull = { ...rest, type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'] };
  return values ? { ...withNull, enum: [...(values as unknown[]), null] } : withNull;
}

/** The body of `{entity}/edit`: a create (no id) must carry the required fields, an update any subset. */
export function recordSchema(entity: EntitySchema, mode: 'create' | 'update'): Json {
  const properties: Json = { id: { type: 'string', maxLength: 64 } };
  const required: string[] = mode === 'update' ? ['id'] : [];
  for (const [key, field] of writableFields(entity)) {
    const schema = fieldSchema(field);
    properties[key] = field.required ? schema : allowNull(schema);
    if (mode === 'create' && field.required && field.default === undefined) required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * Keys a read answers that no body sets: visible read-only fields (a soft-delete flag, a counter, a
 * form's derived field list), the system timestamps, `$labels`, and a tree's `hasChildren`/`children`.
 * A client that edits the record it read sends them back; edit accepts and ignores them rather than
 * refusing the whole body. Hidden fields are never answered, so they stay unknown to a body.
 */
export function answeredOnlyKeys(entity: EntitySchema): string[] {
  const keys = Object.entries(entity.fields)
    .filter(([, f]) => f.readOnly && !f.hidden && !f.writeOnly)
    .map(([k]) => k);
  keys.push('createdAt', 'updatedAt', '$labels');
  if (entity.tree) keys.push('hasChildren', 'children');
  const writable = new Set(writableFields(entity).map(([k]) => k));
  return keys.filter((k) => !writable.has(k));
}

/**
 * The body `{entity}/edit` accepts: recordSchema plus the answered-only keys, each any value and marked
 * readOnly; the server drops them before it writes. Unknown keys are still refused. The web edit
 * dialog renders recordSchema, which has no such keys to show.
 */
export function editBodySchema(entity: EntitySchema, mode: 'create' | 'update'): Json {
  const schema = recordSchema(entity, mode);
  const properties: Json = { ...(schema.properties as Json) };
  for (const key of answeredOnlyKeys(entity)) properties[key] = { readOnly: true, description: 'Answered by reads; ignored when sent back' };
  return { ...schema, properties };
}

function searchSchema(search: SearchField, field: FieldDef | undefined): Json {
  const scalar = field ? fieldSchema({ ...field, pattern: undefined, minLength: undefined, enum: undefined } as FieldDef) : { type: 'string', maxLength: 64 };
  delete scalar.title;
  delete scalar.default;
  switch (search.op) {
    case 'like':
      return { type: 'string', maxLength: 200 };
    case 'equals':
      return allowNull(scalar);
    case 'range':
      return { type: 'array', maxItems: 2, items: allowNull(scalar) };
    case 'in':
      return { type: 'array', maxItems: 200, items: scalar };
  }
}

/** `queryParam` of queryPage/queryList/export: only declared search fields, each with its operator's shape. */
export function queryParamSchema(entity: EntitySchema): Json {
  const properties: Json = {};
  for (const search of entity.search ?? []) properties[search.field] = searchSchema(search, fieldDefOf(entity, search.field));
  if (entity.tree) properties[entity.tree.parentField] = { type: ['string', 'null'], maxLength: 64 };
  return { type: 'object', properties, additionalProperties: false };
}

export function sortableFields(entity: EntitySchema): string[] {
  return entity.list.columns.filter((c) => c.sortable).map((c) => c.field);
}

export function pageSchema(entity: EntitySchema): Json {
  const sortable = sortableFields(entity);
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      queryParam: queryParamSchema(entity),
      sort: {
        type: 'object',
        properties: { field: sortable.length ? { enum: sortable } : { not: {} }, order: { enum: ['asc', 'desc'] } },
        required: ['field'],
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}
