/**
 * The Drizzle schema: one file for PGlite and PostgreSQL alike. Migrations are generated from it with
 * `npm run db:generate` and committed under ./migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable(
  'syt_sys_organization',
  {
    id: id(),
    parentId: text('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** university | school | department | office */
    orgType: text('org_type').notNull().default('department'),
    orgHeadHumaCode: text('org_head_huma_code'),
    displayorder: integer('displayorder').notNull().default(0),
    validflag: boolean('validflag').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('syt_sys_organization_code_uq').on(t.code), index('syt_sys_organization_parent_ix').on(t.parentId)],
);

export const accounts = pgTable(
  'syt_permission_account',
  {
    id: id(),
    humancode: text('humancode').notNull(),
    humanname: text('humanname').notNull(),
    passwordHash: text('password_hash').notNull(),
    sex: text('sex'),
    mobile: text('mobile'),
    email: text('email'),
    telephone: text('telephone'),
    avatar: text('avatar'),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** student | teacher | staff | admin: what the person is, not what they may do. */
    identity: text('identity').notNull().default('staff'),
    displayorder: integer('displayorder').notNull().default(0),
    validflag: boolean('validflag').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('syt_permission_account_humancode_uq').on(t.humancode),
    index('syt_permission_account_org_ix').on(t.organizationId),
    // The account list's default order (displayorder, then id as the entity runtime's tie-break): page 1
    // reads ten index entries instead of sorting the whole table.
    index('syt_permission_account_order_ix').on(t.displayorder, t.id),
  ],
);

/** roles.status of a disabled role (停用). */
export const ROLE_DISABLED = 1;

export const roles = pgTable(
  'syt_permission_role',
  {
    id: id(),
    /** The role key that permission checks and menus name, e.g. `admin`, `teacher`. */
    rolecode: text('rolecode').notNull(),
    rolename: text('rolename').notNull(),
    description: text('description'),
    /** Holds the wildcard permission `*:*:*`. */
    superAdmin: boolean('super_admin').notNull().default(false),
    /**
     * 0 in use, ROLE_DISABLED (1) disabled: offered in no approver, CC or starter list, refused by the model
     * lint (process-designer §3, §6), naming nobody at run time, and neither taken at login nor kept by a session.
     */
    status: integer('status').notNull().default(0),
    displayorder: integer('displayorder').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('syt_permission_role_code_uq').on(t.rolecode)],
);

export const accountRoles = pgTable(
  'syt_permission_account_role',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** The role a fresh login starts in. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] }), index('syt_permission_account_role_role_ix').on(t.roleId)],
);

/** Menus, top menus and buttons: one tree. `type`: 0 menu, 1 button, 2 top menu. */
export const resources = pgTable(
  'syt_permission_resources',
  {
    id: id(),
    parentId: text('parent_id'),
    type: integer('type').notNull().default(0),
    label: text('label').notNull(),
    labelEn: text('label_en'),
    path: text('path'),
    component: text('component'),
    icon: text('icon'),
    permission: text('permission'),
    query: jsonb('query').$type<Record<string, string>>(),
    isAuth: boolean('is_auth').notNull().default(true),
    isTab: boolean('is_tab').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('syt_permission_resources_parent_ix').on(t.parentId), index('syt_permission_resources_type_ix').on(t.type)],
);

export const roleResources = pgTable(
  'syt_permission_role_resource',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] }), index('syt_permission_role_resource_res_ix').on(t.resourceId)],
);

export const sysParams = pgTable(
  'syt_sys_param',
  {
    id: id(),
    name: text('name').notNull(),
    value: text('value'),
    /** A JSON string list of images ({url, name}) for parameters such as stylogo. */
    img: text('img'),
    type: text('type'),
    platform: text('platform'),
    remark: text('remark'),
    /** Readable without a token through /sytSysParam/getNoLogin. */
    isPublic: boolean('is_public').notNull().default(false),
    /** A secret (a password, an API key): its value is answered masked to everyone, see param-hooks.ts. */
    secret: boolean('secret').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('syt_sys_param_name_uq').on(t.name)],
);

export const messageTypes = pgTable(
  'syt_message_type',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('syt_message_type_code_uq').on(t.code)],
);

/** Server-side half of a session: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'syt_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    uid: text('uid'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('syt_session_account_ix').on(t.accountId), index('syt_session_expires_ix').on(t.expiresAt)],
);

/** Failed login counters, keyed `account:<name>` or `ip:<address>`, kept in the database so every server process shares them. */
export const loginFailures = pgTable('syt_login_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().default(sql`now()`),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Clients (an IPv4 address or an IPv6 /64) that logged in to an account, with the last time: the
 * account-wide login back-off does not apply to them (src/server/auth/login-limiter.ts), so failures
 * spread over many addresses cannot keep the owner out of the places they use.
 */
export const loginKnownClients = pgTable(
  'syt_login_known_client',
  {
    username: text('username').notNull(),
    client: text('client').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.username, table.client] })],
);

/**
 * What each account used of its daily quotas (uploads, client logs, feedback, desktops, service hits) per
 * UTC day, counted by src/server/quota/daily-quota.ts (one small row per account, kind and day).
 */
export const dailyUsage = pgTable(
  'syt_daily_usage',
  {
    accountId: text('account_id').notNull(),
    kind: text('kind').notNull(),
    /** The UTC day, yyyy-mm-dd. */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.day] })],
);

/** Client-side error logs uploaded from the logs dialog. */
export const clientLogs = pgTable('syt_client_log', {
  id: id(),
  accountId: text('account_id'),
  type: text('type'),
  url: text('url'),
  message: text('message'),
  stack: text('stack'),
  info: text('info'),
  time: text('time'),
  createdAt: createdAt(),
});

/** Every change made through the entity runtime: who changed which record, and how. */
export const auditLog = pgTable(
  'syt_audit_log',
  {
    id: id(),
    entity: text('entity').notNull(),
    recordId: text('record_id'),
    /** The record's label when the event happened (an account's name, a role's name), kept after a delete. */
    recordLabel: text('record_label'),
    /** create | update | delete | softDelete | import | export | login | loginFailed | switchRole | <action name> */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    accountId: text('account_id'),
    humancode: text('humancode'),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('syt_audit_log_entity_ix').on(t.entity, t.recordId), index('syt_audit_log_created_ix').on(t.createdAt)],
);

/**
 * Due work, one row per pending firing: scheduled dispatch jobs now, process timers later. A runner
 * claims due rows with FOR UPDATE SKIP LOCKED inside a transaction, so each fires once however many
 * server processes poll, and rows left by a crashed process are simply due again.
 */
export const jobs = pgTable(
  'syt_job',
  {
    id: id(),
    /** Which handler runs it, e.g. `dispatch`. */
    kind: text('kind').notNull(),
    /** The record it belongs to (the dispatch job's id …). */
    refId: text('ref_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('syt_job_due_ix').on(t.dueAt), uniqueIndex('syt_job_kind_ref_uq').on(t.kind, t.refId)],
);

/**
 * Uploaded files (`/file/upload`). The bytes live under `${DATA_DIR}/files`, at `storagePath` (relative,
 * `yyyy/mm/<random hex>.<ext>`); the client's file name is kept only as data, never used in a path.
 */
export const files = pgTable('syt_file', {
  id: id(),
  storagePath: text('storage_path').notNull(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** The uploading account (no foreign key: a file outlives a deleted account, like audit rows). */
  uploaderId: text('uploader_id'),
  createdAt: createdAt(),
});
export * from './schema-bpm.ts';
