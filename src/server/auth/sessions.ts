/**
 * Opaque session tokens: 256 random bits handed to the client, only their SHA-256 kept in the
 * database with the account, the active role and a sliding expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { ROLE_DISABLED, accounts, organizations, roles, sessions } from '../db/schema.ts';
import { RolePermissionCache } from './role-permissions.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionInfo {
  tokenHash: string;
  accountId: string;
  humancode: string;
  humanname: string;
  organizationId: string | null;
  organizationName: string | null;
  roleId: string;
  rolecode: string;
  rolename: string;
  superAdmin: boolean;
  uid: string | null;
  expiresAt: Date;
  renewedAt: Date;
}

export type Resolved = { state: 'ok'; session: SessionInfo; permissions: ReadonlySet<string> } | { state: 'invalid' | 'expired' };

/** Writes of the sliding expiry are skipped when the last one is this recent, so a busy client does not write on every call. */
const RENEW_GRACE_MS = 60_000;
/** Expired rows are kept this long so that a late call can still be told "expired" rather than "invalid". */
const EXPIRED_RETENTION_MS = 7 * 24 * 3600_000;

/** The session lookup of every authenticated call: the session with its account, role and organisation. */
const lookUpSession = preparedPerDb((db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      accountId: sessions.accountId,
      humancode: accounts.humancode,
      humanname: accounts.humanname,
      organizationId: accounts.organizationId,
      organizationName: organizations.name,
      validflag: accounts.validflag,
      delFlag: accounts.delFlag,
      roleId: sessions.roleId,
      rolecode: roles.rolecode,
      rolename: roles.rolename,
      superAdmin: roles.superAdmin,
      uid: sessions.uid,
      expiresAt: sessions.expiresAt,
      renewedAt: sessions.renewedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(roles, eq(roles.id, sessions.roleId))
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    // A session of a role disabled since (停用) is no session: its holder signs in again under another role.
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), ne(roles.status, ROLE_DISABLED)))
    .limit(1)
    .prepare('flowhall_session_lookup'),
);

export class SessionStore {
  readonly permissions: RolePermissionCache;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {
    this.permissions = new RolePermissionCache(db);
  }

  async create(input: { accountId: string; roleId: string; uid?: string | null; ip?: string; userAgent?: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      accountId: input.accountId,
      roleId: input.roleId,
      uid: input.uid ?? null,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      renewedAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
    });
    return token;
  }

  async resolve(token: string): Promise<Resolved> {
    const rows = await lookUpSession(this.db).execute({ tokenHash: hashToken(token) });
    const row = rows[0];
    if (!row || !row.validflag || row.delFlag) return { state: 'invalid' };
    if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
    const { validflag: _v, delFlag: _d, ...session } = row;
    const permissions = await this.permissions.codesOf(session.roleId, session.superAdmin);
    return { state: 'ok', session, permissions };
  }

  /** Slides the expiry forward; answers the new expiry. */
  async renew(session: SessionInfo): Promise<Date> {
    const now = Date.now();
    if (now - session.renewedAt.getTime() < RENEW_GRACE_MS) return session.expiresAt;
    const expiresAt = new Date(now + this.ttlMs);
    await this.db
      .update(sessions)
      .set({ expiresAt, renewedAt: new Date(now) })
      .where(eq(sessions.tokenHash, session.tokenHash));
    return expiresAt;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of an account (password change, disable), except optionally one. */
  /** `db` lets a caller inside a transaction revoke within it (PGlite has one connection: a second one would wait forever). */
  async revokeAccount(accountId: string, keepTokenHash?: string, db: Db = this.db): Promise<void> {
    const condition = keepTokenHash
      ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keepTokenHash))
      : eq(sessions.accountId, accountId);
    await db.delete(sessions).where(condition);
  }

  /** For tests and operations: forces a session to be expired now. */
  async expire(tokenHash: string): Promise<void> {
    await this.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - EXPIRED_RETENTION_MS)));
  }
}
