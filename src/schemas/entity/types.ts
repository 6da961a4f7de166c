/**
 * The entity schema: one JSON file per managed table (src/entities/<name>.json). The server derives
 * the table mapping, validation, the call family and permission checks from it; the web runtime
 * derives the list, search form, edit dialog and tree view from the same file.
 */

export interface Text {
  zh: string;
  en: string;
}

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json';
export type SearchOp = 'equals' | 'like' | 'range' | 'in';
export type Action = 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import';

export interface FieldDef {
  type: FieldType;
  label: Text;
  /** Database column; defaults to the snake_case of the field key. */
  column?: string;
  required?: boolean;
  unique?: boolean;
  default?: string | number | boolean | null;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  /** A regular expression the value must match, with its message. */
  pattern?: string;
  patternMessage?: Text;
  /** JSON Schema format of a string: email, uri … */
  format?: 'email' | 'uri';
  /** Allowed values with their labels. */
  enum?: { value: string | number | boolean; label: Text }[];
  /** Values come from a dictionary type of sytCodeJslxb. */
  dict?: string;
  /** A reference to another entity's id, shown by that entity's label field. */
  ref?: { entity: string; labelField: string };
  /** Never answered to clients (password hashes, secrets); may still be written when `writeOnly`. */
  hidden?: boolean;
  /** Accepted on edit but never answered (e.g. a secret the admin sets). */
  writeOnly?: boolean;
  /** Set by the server (timestamps, counters): answered, never taken from a body (one sent back is ignored). */
  readOnly?: boolean;
  /**
   * A server-written sentence kept in both languages as `{"zh","en"}` JSON text (a job run's result):
   * lists show the reader's language, exports the Chinese.
   */
  bilingual?: boolean;
  /** Offered in the import template and read from import files. */
  importable?: boolean;
  /**
   * Holds an uploaded file's link: stored as the plain `/file/view/<id>`, answered with a fresh signed
   * `?sig=` so that an <img> can show it without the token. The object form is a checked upload: the value
   * must be such a link to an existing upload of an allowed type and size (field-kinds.ts), and the edit
   * dialog draws the file upload control for it.
   */
  file?: boolean | FileFieldOptions;
  /** A `json` field holding an audience (people, departments, roles): its shape is AUDIENCE_SCHEMA, the dialog draws the audience picker. */
  audience?: boolean;
  /** For a `json` field: the JSON Schema its value must satisfy (the server checks it, the edit dialog too). */
  jsonSchema?: Record<string, unknown>;
}

export interface FileFieldOptions {
  /** Allowed extensions, lower case without the dot (default: every type the upload accepts). */
  types?: string[];
  /** Largest file in MB (default: the upload's own limit). */
  maxMb?: number;
}

export interface ListColumn {
  field: string;
  width?: number;
  sortable?: boolean;
  format?: 'date' | 'datetime' | 'boolean' | 'enum' | 'ref' | 'image' | 'text';
}

export interface SearchField {
  field: string;
  op: SearchOp;
}

export interface ExtraAction {
  /** The server action `{entity}/{name}`, implemented by the entity's hook module. */
  name: string;
  label: Text;
  permission: string;
  /** Row actions take the row's id; toolbar actions the current filter. */
  scope: 'row' | 'toolbar';
  confirm?: Text;
  danger?: boolean;
  /** A web dialog that gathers the action's input (e.g. `grantResources`); without one the action takes only the row id. */
  dialog?: string;
  /** Called by a dialog, never offered as a button of its own. */
  internal?: boolean;
}

/**
 * A row link: opens a page of the web app for one row (a form's designer), `query` filled from the
 * row's fields (`{formId: 'id'}` → `?formId=<row.id>`). It only navigates: whatever the page does is
 * checked by the page's own calls, so `permission` hides the link, it guards nothing by itself.
 */
export interface RowLink {
  label: Text;
  /** An app path, e.g. `/bpm/form/formEdit`. */
  path: string;
  query?: Record<string, string>;
  permission?: string;
}

export interface EntitySchema {
  $schema?: string;
  /** The call prefix, e.g. `sytPermissionAccount` → `/sytPermissionAccount/queryPage`. */
  name: string;
  table: string;
  title: Text;
  /** One record's name (表单, Account) where the title names the screen (表单管理, Accounts): 新增表单. */
  noun?: Text;
  /** The field shown when another entity refers to this one. */
  labelField: string;
  fields: Record<string, FieldDef>;
  /** Permission codes per action; an absent action is not offered. */
  permissions: Partial<Record<Action, string>>;
  list: {
    columns: ListColumn[];
    defaultSort?: { field: string; order: 'asc' | 'desc' };
    pageSize?: number;
    /** Sent as `scope` by the management page where the same call also serves a person's own list (messages). */
    scope?: 'all';
    /**
     * Rows belong to a row of another entity through this reference field (an attribute's settings, a
     * listener's parameters): the screen lists the referenced rows beside this list, shows the rows of the
     * one chosen and adds new rows to it.
     */
    master?: { field: string };
  };
  search?: SearchField[];
  /**
   * A tree. `lazy`: the screen loads one level at a time, children on expand, through `lazyCall` (queryList
   * or an alias of it, e.g. the organisations' lzayTreeList) with `{queryParam: {<parentField>: id | null}}`;
   * a read filtered by the parent field answers `hasChildren` on each row.
   */
  tree?: { parentField: string; lazy?: boolean; lazyCall?: string };
  softDelete?: { field: string };
  /** Counted by queryState: how many rows hold each value of this field under the current filter. */
  stateField?: string;
  /** `omit`: fields the edit dialog neither shows nor sends, edited in a page of their own (a form's conf in the designer). */
  form?: { order?: string[]; uiSchema?: Record<string, unknown>; columns?: 1 | 2; omit?: string[] };
  actions?: ExtraAction[];
  rowLinks?: RowLink[];
  /**
   * An app path where a new record is made (a form in its designer): 新增 opens it instead of the edit
   * dialog. Shown to those holding the add code; the page's own save is what the server checks.
   */
  addPage?: string;
  /**
   * Extra names for generic reads, as the spec's call paths want them (e.g. `list` → queryList).
   * `access: "login"` opens the alias to every signed-in user (lookups that widgets need).
   */
  aliases?: Record<string, { of: 'queryList' | 'queryPage' | 'treeList'; access?: 'login' | 'view' }>;
  /** Read-only entities (the audit log) offer no edit, delete or import at all. */
  readOnly?: boolean;
  /** Rows are written to the audit log on every change (default true). */
  audit?: boolean;
}

export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

/** How the system fields are typed when a file searches or sorts on them (they are not declared in `fields`). */
const SYSTEM_FIELD_DEFS: Record<(typeof SYSTEM_FIELDS)[number], FieldDef> = {
  id: { type: 'string', label: { zh: 'ID', en: 'ID' }, maxLength: 64 },
  createdAt: { type: 'datetime', label: { zh: '创建时间', en: 'Created at' } },
  updatedAt: { type: 'datetime', label: { zh: '更新时间', en: 'Updated at' } },
};

/**
 * The definition of a declared or system field. A search on `createdAt` used to be typed as a bare
 * string and bound as one to a timestamp column, which failed the query with a 500.
 */
export function fieldDefOf(entity: EntitySchema, key: string): FieldDef | undefined {
  return entity.fields[key] ?? SYSTEM_FIELD_DEFS[key as keyof typeof SYSTEM_FIELD_DEFS];
}

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function columnOf(key: string, field: Pick<FieldDef, 'column'>): string {
  return field.column ?? snakeCase(key);
}

/** Fields a client may see. */
export function visibleFields(entity: EntitySchema): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, f]) => !f.hidden && !f.writeOnly);
}

/** Fields a client may write. */
export function writableFields(entity: EntitySchema): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, f]) => !f.readOnly && (!f.hidden || f.writeOnly));
}
