/**
 * 消息管理's sending (issue #15): an administrator sends one message to chosen people, departments and
 * roles. The client names only ids from the person selector, the organisation tree and the role list;
 * the server checks each exists (and, for people, is a usable account), expands departments to their
 * sub-departments and roles to their holders, and writes one personal message per distinct person, all
 * carrying the send's batchId. The outbox triggers push each row after commit like any other message.
 *
 * - /sytMessageSend/send {type, title, content?, accountIds?, organizationIds?, roleIds?} → {batchId, recipients}
 * - /sytMessageSend/sendPage {page, pageSize, queryParam{title}}: the sends, newest first, each with how
 *   many messages were delivered (still in an inbox) and how many of them are read.
 * - /sytMessageSend/sendDetail {batchId, page, pageSize}: the recipients of one send with read state.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityRuntime } from '../entity/registry.ts';
import { ok } from '../http/envelope.ts';
import { int, object, str } from '../http/body.ts';
import { AppError } from '../http/errors.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { columnsOf } from '../entity/query.ts';
import { writeAudit } from '../entity/audit.ts';
import type { Db } from '../db/client.ts';
import { accountRoles, accounts, messageTypes, organizations, roles } from '../db/schema.ts';

/** One send reaches at most this many people (the whole demo institution is far below). */
export const MAX_RECIPIENTS = 10_000;
const INSERT_CHUNK = 500;
const ids = (limit: number) => ({ type: 'array', maxItems: limit, uniqueItems: true, items: str(64, { minLength: 1 }) });

const sendBody = object(
  {
    type: str(50, { minLength: 1 }),
    title: str(200, { minLength: 1 }),
    content: str(4000),
    accountIds: ids(2000),
    organizationIds: ids(500),
    roleIds: ids(100),
  },
  ['type', 'title'],
);
const pageProps = { page: int({ minimum: 1, maximum: 1_000_000 }), pageSize: int({ minimum: 1, maximum: 100 }) };

interface SendInput {
  type: string;
  title: string;
  content?: string;
  accountIds?: string[];
  organizationIds?: string[];
  roleIds?: string[];
}

const invalid = (path: string, zh: string, en: string) => new AppError('validation', { errors: [{ path, message: { zh, en } }] });
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The chosen departments and every department below them, refusing an id that is not a department. */
async function withSubOrganizations(db: Db, chosen: string[]): Promise<string[]> {
  if (chosen.length === 0) return [];
  const all = await db.select({ id: organizations.id, parentId: organizations.parentId }).from(organizations);
  const known = new Set(all.map((o) => o.id));
  if (chosen.some((id) => !known.has(id))) throw invalid('/organizationIds', '所选部门不存在', 'A chosen department does not exist');
  const children = new Map<string, string[]>();
  for (const o of all) if (o.parentId) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id]);
  const found = new Set<string>();
  const pending = [...chosen];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** The humancodes the send reaches: usable accounts only, each once. */
export async function resolveRecipients(db: Db, input: SendInput): Promise<string[]> {
  const usable = and(eq(accounts.validflag, true), eq(accounts.delFlag, false));
  const codes = new Set<string>();
  const accountIds = input.accountIds ?? [];
  if (accountIds.length > 0) {
    const rows = await db.select({ code: accounts.humancode }).from(accounts).where(and(usable, inArray(accounts.id, accountIds)));
    if (rows.length !== accountIds.length) throw invalid('/accountIds', '所选人员不存在或已停用', 'A chosen person does not exist or is disabled');
    for (const r of rows) codes.add(r.code);
  }
  const orgIds = await withSubOrganizations(db, input.organizationIds ?? []);
  if (orgIds.length > 0) {
    for (const r of await db.select({ code: accounts.humancode }).from(accounts).where(and(usable, inArray(accounts.organizationId, orgIds)))) codes.add(r.code);
  }
  const roleIds = input.roleIds ?? [];
  if (roleIds.length > 0) {
    const known = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (known.length !== roleIds.length) throw invalid('/roleIds', '所选角色不存在', 'A chosen role does not exist');
    const holders = await db
      .select({ code: accounts.humancode })
      .from(accounts)
      .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
      .where(and(usable, inArray(accountRoles.roleId, roleIds)));
    for (const r of holders) codes.add(r.code);
  }
  return [...codes].sort();
}

export function registerMessageSendRoutes(app: FastifyInstance, ctx: ServerContext, runtime: () => EntityRuntime): void {
  const col = (key: string) => columnsOf(runtime())[key] as PgColumn;

  app.post('/sytMessageSend/send', { config: { permission: 'sys_message_btn_add' }, schema: { body: sendBody } }, async (request) => {
    const auth = authOf(request);
    const input = request.body as SendInput;
    const title = input.title.trim();
    if (!title) throw invalid('/title', '标题不能为空', 'The title must not be empty');
    const chosen = (input.accountIds?.length ?? 0) + (input.organizationIds?.length ?? 0) + (input.roleIds?.length ?? 0);
    if (chosen === 0) throw invalid('/accountIds', '请选择接收人员、部门或角色', 'Choose people, departments or roles to send to');
    const [type] = await ctx.db.select({ code: messageTypes.code }).from(messageTypes).where(eq(messageTypes.code, input.type)).limit(1);
    if (!type) throw invalid('/type', '消息类型不存在', 'No such message type');
    const batchId = crypto.randomUUID();
    const recipients = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const codes = await resolveRecipients(db, input);
      if (codes.length === 0) throw invalid('/accountIds', '所选部门或角色下没有可接收消息的人员', 'Nobody can receive messages in the chosen departments or roles');
      if (codes.length > MAX_RECIPIENTS) throw invalid('/accountIds', `一次最多发送给 ${MAX_RECIPIENTS} 人`, `One send reaches at most ${MAX_RECIPIENTS} people`);
      const now = new Date();
      const rows = codes.map((receiverHumancode) => ({
        id: crypto.randomUUID(),
        receiverHumancode,
        senderHumancode: auth.session.humancode,
        type: input.type,
        title,
        content: input.content ?? '',
        status: 0,
        batchId,
        createdAt: now,
        updatedAt: now,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(runtime().table).values(rows.slice(i, i + INSERT_CHUNK) as never);
      // One audit row per send (not per recipient): who sent what to how many.
      await writeAudit(db, { schema: runtime().schema, recordId: batchId, action: 'send', after: { title, type: input.type, recipients: codes.length }, auth, ip: request.ip, label: title });
      return codes.length;
    });
    return ok({ batchId, recipients });
  });

  app.post(
    '/sytMessageSend/sendPage',
    { config: { permission: 'sys_message_view' }, schema: { body: object({ ...pageProps, queryParam: object({ title: str(200) }) }) } },
    async (request) => {
      const { page = 1, pageSize = 10, queryParam = {} } = request.body as { page?: number; pageSize?: number; queryParam?: { title?: string } };
      const batch = col('batchId');
      const text = queryParam.title?.trim();
      const where = and(isNotNull(batch), text ? ilike(col('title'), like(text)) : undefined);
      const sentAt = max(col('createdAt'));
      const [records, [{ total } = { total: 0 }]] = await Promise.all([
        ctx.db
          .select({
            batchId: batch,
            title: min(col('title')),
            type: min(col('type')),
            senderHumancode: min(col('senderHumancode')),
            sentAt,
            delivered: count(),
            read: sql<number>`count(*) filter (where ${col('status')} = 1)`.mapWith(Number),
          })
          .from(runtime().table)
          .where(where)
          .groupBy(batch)
          .orderBy(desc(sentAt), asc(batch))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: sql<number>`count(distinct ${batch})`.mapWith(Number) }).from(runtime().table).where(where),
      ]);
      const senders = [...new Set(records.map((r) => r.senderHumancode).filter((c): c is string => typeof c === 'string'))];
      const names = new Map(
        (senders.length ? await ctx.db.select({ code: accounts.humancode, name: accounts.humanname }).from(accounts).where(inArray(accounts.humancode, senders)) : []).map((a) => [a.code, a.name]),
      );
      return ok({
        records: records.map((r) => ({ ...r, senderName: names.get(String(r.senderHumancode)) ?? null, unread: Number(r.delivered) - Number(r.read) })),
        total,
        page,
        pageSize,
      });
    },
  );

  app.post(
    '/sytMessageSend/sendDetail',
    { config: { permission: 'sys_message_view' }, schema: { body: object({ batchId: str(64, { minLength: 1 }), ...pageProps }, ['batchId']) } },
    async (request) => {
      const { batchId, page = 1, pageSize = 10 } = request.body as { batchId: string; page?: number; pageSize?: number };
      const where = eq(col('batchId'), batchId);
      const [records, [{ total } = { total: 0 }]] = await Promise.all([
        ctx.db
          .select({ id: col('id'), receiverHumancode: col('receiverHumancode'), receiverName: accounts.humanname, status: col('status'), readAt: col('readAt') })
          .from(runtime().table)
          .leftJoin(accounts, eq(accounts.humancode, col('receiverHumancode')))
          .where(where)
          .orderBy(asc(col('status')), asc(col('receiverHumancode')))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(runtime().table).where(where),
      ]);
      return ok({ records, total, page, pageSize });
    },
  );
}
