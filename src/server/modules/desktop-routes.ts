/**
 * The portal's desktop calls (platform-shell §7.3: /sytDesktop/listByUser, frontEdit, frontDelete, data,
 * dataSetting). The spec names the calls and one answer ("desktop list with type 'pc端' answers
 * info[0].id"); the rest is designed here:
 *
 * - A desktop row (entity sytDesktop) is either a *shared* desktop that administrators manage on the
 *   entity screen — for one role (`roleCode`) or, without a role and marked `isDefault`, for everyone —
 *   or a *personal* desktop, owned by one account (`ownerHumancode`, set only here).
 * - listByUser {type?}: the caller's desktops in the order the portal opens them: their own first, then
 *   the ones of their active role, then the public defaults; a shared desktop the caller has made a
 *   personal copy of (`baseId`) is replaced by that copy. info[0] is the desktop to open.
 * - frontEdit {id?, name?, type?, layout?, settings?}: saves the caller's own desktop. Without an id it
 *   creates one; editing a shared desktop the caller sees makes (or updates) their personal copy of it
 *   (copy on write), so one person's layout never changes anyone else's. A desktop owned by someone
 *   else, or a shared one the caller does not see, is refused with 00004.
 * - frontDelete {id}: deletes the caller's own desktop (a copy: the shared original shows again).
 *   Shared desktops are deleted on the entity screen only; anything else is refused with 00004.
 * - data {id}: the desktop (own or visible shared) with the data of each block of its layout, for the
 *   block kinds the server knows: banners, services, collects (the caller's favourite services) and
 *   messages (the caller's unread count and latest); any other kind answers data null (client-side).
 * - dataSetting {id} answers the desktop's settings (per block key: what that block shows, {limit?,
 *   category?}); dataSetting {id, settings} saves them on the caller's own desktop, copy on write as
 *   frontEdit. Settings are closed (only those options, in their ranges) and name blocks of the desktop's
 *   layout (the layout saved with them, else the stored one): anything else is refused with 00005.
 * - publish {id, roleCode?}: administrators (sys_desktop_btn_edit) publish a desktop as a role's template.
 * Every change writes an audit record, as entity edits do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../http/envelope.ts';
import { int, object, str } from '../http/body.ts';
import { AppError, notFound } from '../http/errors.ts';
import { authOf, type AuthState, type ServerContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { columnsOf, selectionOf } from '../entity/query.ts';
import { writeAudit } from '../entity/audit.ts';
import type { EntityRuntime } from '../entity/registry.ts';
import type { Row } from '../entity/hooks.ts';
import { consume, QUOTAS } from '../quota/daily-quota.ts';
import { roles } from '../db/schema.ts';

const TYPES = ['pc端', '移动端'];
const BLOCK_LIMIT = 8;

const position = {
  x: int({ minimum: 0, maximum: 100 }),
  y: int({ minimum: 0, maximum: 1000 }),
  w: int({ minimum: 1, maximum: 100 }),
  h: int({ minimum: 1, maximum: 100 }),
};
/** A block's place on a narrower screen (md ≥ 992, sm ≥ 768, xs below), when the person arranged it there. */
const place = { type: 'object', properties: position, required: ['x', 'y', 'w', 'h'], additionalProperties: false };
const block = {
  type: 'object',
  properties: { key: str(64, { minLength: 1 }), kind: str(64, { minLength: 1 }), title: str(100), ...position, md: place, sm: place, xs: place },
  required: ['key', 'kind'],
  additionalProperties: false,
};
/**
 * A block's options (the desktop's settings dialog): how many rows it lists, and which category it shows
 * (a message type code, news or notices, a service category). Closed: the widgets read nothing else.
 */
const blockSettings = { type: 'object', properties: { limit: int({ minimum: 1, maximum: 20 }), category: str(64, { minLength: 1 }) }, additionalProperties: false };
/** Per block key (the keys of the layout's blocks). */
const settings = { type: 'object', maxProperties: 50, propertyNames: { minLength: 1, maxLength: 64 }, additionalProperties: blockSettings };
const layout = { type: 'array', maxItems: 50, items: block };
const idBody = object({ id: str(64, { minLength: 1 }) }, ['id']);

/** Settings must name blocks of the layout they go with: options of a removed or unknown block are refused. */
function checkSettingsKeys(next: Row | undefined, layoutOf: unknown): void {
  if (!next) return;
  const keys = new Set(Array.isArray(layoutOf) ? (layoutOf as { key?: unknown }[]).map((b) => b.key) : []);
  const unknown = Object.keys(next).filter((key) => !keys.has(key));
  if (unknown.length === 0) return;
  throw new AppError('validation', {
    errors: unknown.map((key) => ({ path: `/settings/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, message: { zh: '桌面上没有此组件', en: 'No such block on the desktop' } })),
  });
}

type Desktop = Row & { id: string; ownerHumancode: string | null; roleCode: string | null; isDefault: boolean | null; baseId: string | null };

const forbidden = () => new AppError('forbidden', { message: { zh: '只能修改自己的桌面', en: 'You may only change your own desktop' } });

export function registerDesktopRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const desktops = (): EntityRuntime => {
    const runtime = app.entities.get('sytDesktop');
    if (!runtime) throw notFound('桌面未启用', 'Desktops are not enabled');
    return runtime;
  };
  const col = (key: string) => columnsOf(desktops())[key] as PgColumn;

  /** What the caller sees: their own desktops, their role's and the public defaults. */
  const visible = (auth: AuthState): SQL =>
    or(
      eq(col('ownerHumancode'), auth.session.humancode),
      and(isNull(col('ownerHumancode')), eq(col('roleCode'), auth.session.rolecode)),
      and(isNull(col('ownerHumancode')), isNull(col('roleCode')), eq(col('isDefault'), true)),
    )!;

  async function find(db: Db, id: string): Promise<Desktop | undefined> {
    const [row] = await db.select(selectionOf(desktops())).from(desktops().table).where(eq(col('id'), id)).limit(1);
    return row as Desktop | undefined;
  }

  /** A desktop the caller may open; someone else's or an unseen shared one is "not found" (ids are not probed). */
  async function readable(auth: AuthState, id: string): Promise<Desktop> {
    const [row] = await ctx.db.select(selectionOf(desktops())).from(desktops().table).where(and(eq(col('id'), id), visible(auth))).limit(1);
    if (!row) throw notFound('桌面不存在', 'The desktop does not exist');
    return row as Desktop;
  }

  /**
   * The caller's own desktop to write for `id`: the desktop itself when it is theirs, else their copy of a
   * shared desktop they see (made now when missing). Someone else's desktop is refused.
   */
  async function ownFor(db: Db, auth: AuthState, id: string, request: FastifyRequest): Promise<Desktop> {
    const me = auth.session.humancode;
    const row = await find(db, id);
    if (!row) throw notFound('桌面不存在', 'The desktop does not exist');
    if (row.ownerHumancode === me) return row;
    if (row.ownerHumancode !== null) throw forbidden();
    const [shown] = await db.select({ id: col('id') }).from(desktops().table).where(and(eq(col('id'), id), visible(auth))).limit(1);
    if (!shown) throw forbidden();
    const [copy] = await db.select(selectionOf(desktops())).from(desktops().table).where(and(eq(col('ownerHumancode'), me), eq(col('baseId'), id))).limit(1);
    if (copy) return copy as Desktop;
    const now = new Date();
    await consume(db, auth.session.accountId, QUOTAS.desktops, { count: ctx.config.desktopDailyQuota }, {}, now);
    const values = { id: crypto.randomUUID(), name: row.name, type: row.type, roleCode: null, layout: row.layout ?? [], settings: row.settings ?? {}, isDefault: false, sort: row.sort ?? 0, ownerHumancode: me, baseId: id, createdAt: now, updatedAt: now };
    await db.insert(desktops().table).values(values as never);
    await writeAudit(db, { schema: desktops().schema, recordId: values.id, action: 'create', after: values, auth, ip: request.ip });
    return (await find(db, values.id))!;
  }

  async function update(db: Db, auth: AuthState, request: FastifyRequest, before: Desktop, changes: Row): Promise<Desktop> {
    await db.update(desktops().table).set({ ...changes, updatedAt: new Date() } as never).where(eq(col('id'), before.id));
    const after = (await find(db, before.id))!;
    await writeAudit(db, { schema: desktops().schema, recordId: before.id, action: 'update', before, after, auth, ip: request.ip });
    return after;
  }

  app.post('/sytDesktop/listByUser', { schema: { body: object({ type: str(20) }) } }, async (request) => {
    const auth = authOf(request);
    const { type } = request.body as { type?: string };
    const conditions = [visible(auth), ...(type ? [eq(col('type'), type)] : [])];
    const rows = (await ctx.db
      .select(selectionOf(desktops()))
      .from(desktops().table)
      .where(and(...conditions))
      .orderBy(desc(col('isDefault')), asc(col('sort')), asc(col('createdAt')), asc(col('id')))) as Desktop[];
    const copied = new Set(rows.map((r) => r.baseId).filter((id): id is string => Boolean(id)));
    const rank = (r: Desktop) => (r.ownerHumancode ? 0 : r.roleCode ? 1 : 2);
    const list = rows.filter((r) => r.ownerHumancode || !copied.has(r.id)).map((r, i) => ({ r, i }));
    list.sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i);
    return ok(list.map(({ r }) => ({ ...r, own: r.ownerHumancode === auth.session.humancode })));
  });

  const editBody = object({ id: str(64, { minLength: 1 }), name: str(100, { minLength: 1 }), type: { enum: TYPES }, layout, settings, sort: int({ minimum: 0, maximum: 100000 }) });
  app.post('/sytDesktop/frontEdit', { schema: { body: editBody } }, async (request) => {
    const auth = authOf(request);
    const { id, ...changes } = request.body as { id?: string; name?: string; type?: string; layout?: unknown[]; settings?: Row; sort?: number };
    const saved = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (id) {
        const own = await ownFor(db, auth, id, request);
        checkSettingsKeys(changes.settings, changes.layout ?? own.layout);
        return update(db, auth, request, own, changes);
      }
      checkSettingsKeys(changes.settings, changes.layout);
      const now = new Date();
      await consume(db, auth.session.accountId, QUOTAS.desktops, { count: ctx.config.desktopDailyQuota }, {}, now);
      const values = { id: crypto.randomUUID(), name: changes.name ?? auth.session.humanname, type: changes.type ?? 'pc端', roleCode: null, layout: changes.layout ?? [], settings: changes.settings ?? {}, isDefault: false, sort: changes.sort ?? 0, ownerHumancode: auth.session.humancode, baseId: null, createdAt: now, updatedAt: now };
      await db.insert(desktops().table).values(values as never);
      await writeAudit(db, { schema: desktops().schema, recordId: values.id, action: 'create', after: values, auth, ip: request.ip });
      return (await find(db, values.id))!;
    });
    return ok(saved);
  });

  app.post('/sytDesktop/frontDelete', { schema: { body: idBody } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.body as { id: string };
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const row = await find(db, id);
      if (!row) throw notFound('桌面不存在', 'The desktop does not exist');
      if (row.ownerHumancode !== auth.session.humancode) throw forbidden();
      await db.delete(desktops().table).where(eq(col('id'), id));
      await writeAudit(db, { schema: desktops().schema, recordId: id, action: 'delete', before: row, auth, ip: request.ip });
    });
    return ok(null);
  });

  /**
   * publish {id, roleCode?}: an administrator publishes the layout and settings of a desktop they see as the
   * template of a role (roleCode) or, without one, as the public default desktop. The role's shared desktop
   * is updated (or made); personal copies keep their own arrangement until their owner restores the default.
   */
  const publishBody = object({ id: str(64, { minLength: 1 }), roleCode: str(50, { minLength: 1 }) }, ['id']);
  app.post('/sytDesktop/publish', { schema: { body: publishBody }, config: { permission: ['sys_desktop_btn_edit'] } }, async (request) => {
    const auth = authOf(request);
    const { id, roleCode } = request.body as { id: string; roleCode?: string };
    const source = await readable(auth, id);
    if (roleCode) {
      const [role] = await ctx.db.select({ code: roles.rolecode }).from(roles).where(eq(roles.rolecode, roleCode)).limit(1);
      if (!role) throw notFound('角色不存在', 'The role does not exist');
    }
    const saved = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const target = roleCode ? eq(col('roleCode'), roleCode) : and(isNull(col('roleCode')), eq(col('isDefault'), true));
      const [shared] = (await db
        .select(selectionOf(desktops()))
        .from(desktops().table)
        .where(and(isNull(col('ownerHumancode')), eq(col('type'), source.type as string), target))
        .orderBy(asc(col('sort')), asc(col('createdAt')))
        .limit(1)) as Desktop[];
      const changes = { layout: source.layout ?? [], settings: source.settings ?? {} };
      if (shared) return update(db, auth, request, shared, changes);
      const now = new Date();
      const values = { id: crypto.randomUUID(), name: source.name, type: source.type, roleCode: roleCode ?? null, ...changes, isDefault: !roleCode, sort: 0, ownerHumancode: null, baseId: null, createdAt: now, updatedAt: now };
      await db.insert(desktops().table).values(values as never);
      await writeAudit(db, { schema: desktops().schema, recordId: values.id, action: 'create', after: values, auth, ip: request.ip });
      return (await find(db, values.id))!;
    });
    return ok(saved);
  });

  app.post('/sytDesktop/dataSetting', { schema: { body: object({ id: str(64, { minLength: 1 }), settings }, ['id']) } }, async (request) => {
    const auth = authOf(request);
    const { id, settings: next } = request.body as { id: string; settings?: Row };
    if (next === undefined) return ok({ id, settings: (await readable(auth, id)).settings ?? {} });
    const saved = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const own = await ownFor(db, auth, id, request);
      checkSettingsKeys(next, own.layout);
      return update(db, auth, request, own, { settings: next });
    });
    return ok({ id: saved.id, settings: saved.settings ?? {} });
  });

  app.post('/sytDesktop/data', { schema: { body: idBody } }, async (request) => {
    const auth = authOf(request);
    const desktop = await readable(auth, (request.body as { id: string }).id);
    const options = (desktop.settings ?? {}) as Record<string, { limit?: unknown; category?: unknown }>;
    const blocks = Array.isArray(desktop.layout) ? (desktop.layout as { key: string; kind: string }[]) : [];
    const answered = await Promise.all(
      blocks.map(async (b) => {
        const wanted = Number(options[b.key]?.limit);
        const limit = Number.isInteger(wanted) && wanted > 0 && wanted <= 50 ? wanted : BLOCK_LIMIT;
        const category = typeof options[b.key]?.category === 'string' ? (options[b.key]!.category as string) : undefined;
        return { key: b.key, kind: b.kind, data: await blockData(b.kind, { limit, category }, auth) };
      }),
    );
    return ok({ desktop, blocks: answered });
  });

  /**
   * The data of one block kind, read through the entity runtime (file links signed, labels added), limited
   * and filtered by the block's settings: `category` is the message type of a messages block and the
   * service category of a services block.
   */
  async function blockData(kind: string, { limit, category }: { limit: number; category?: string }, auth: AuthState): Promise<unknown> {
    const entity = (name: string) => app.entities.get(name);
    const service = app.entityService;
    switch (kind) {
      case 'banners': {
        const runtime = entity('sytRollBanner');
        return runtime ? (await service.list(runtime, { queryParam: { enabled: true } })).slice(0, limit) : null;
      }
      case 'services': {
        const runtime = entity('sytServiceCenter');
        return runtime ? (await service.list(runtime, { queryParam: { enabled: true } })).filter((row) => !category || row.category === category).slice(0, limit) : null;
      }
      case 'collects': {
        const services = entity('sytServiceCenter');
        const collects = entity('sytServiceCenterCollect');
        if (!services || !collects) return null;
        const ids = await ctx.db
          .select({ id: columnsOf(collects).serviceId! })
          .from(collects.table)
          .where(eq(columnsOf(collects).humancode!, auth.session.humancode));
        const mine = new Set(ids.map((r) => r.id));
        return (await service.list(services, { queryParam: { enabled: true } })).filter((s) => mine.has(s.id)).slice(0, limit);
      }
      case 'messages': {
        const runtime = entity('sytMessageSend');
        if (!runtime) return null;
        const page = await service.page(runtime, { page: 1, pageSize: limit, queryParam: { receiverHumancode: auth.session.humancode, status: 0, ...(category ? { type: category } : {}) } });
        return { unread: page.total, latest: page.records };
      }
      default:
        return null;
    }
  }
}
