/** The generic operations every entity gets: page, list, info, state, tree, edit, delete, soft delete. */
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn as Column } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { buildTree } from '../../schemas/tree.ts';
import { writableFields, type EntitySchema } from '../../schemas/entity/types.ts';
import { answeredOnlyKeys } from '../../schemas/entity/json-schema.ts';
import type { Db } from '../db/client.ts';
import { AppError, conflict, notFound } from '../http/errors.ts';
import { entityFieldErrors } from '../../schemas/validation-messages.ts';
import type { AuthState, ServerContext } from '../http/context.ts';
import { columnsOf, selectionOf } from './query.ts';
import { ReadCompiler, type Compiled, type ReadPlan } from './compiled-read.ts';
import { arrayQueryOf, type ArrayQuery } from './array-query.ts';
import type { EntityRegistry, EntityRuntime } from './registry.ts';
import type { EntityHooks, HookContext, Row } from './hooks.ts';
import { writeAudit } from './audit.ts';
import { checkFileFields } from './file-fields.ts';

export interface PageRequest {
  page?: number;
  pageSize?: number;
  queryParam?: Record<string, unknown>;
  sort?: { field: string; order?: 'asc' | 'desc' };
}

const LIST_LIMIT = 5000;
/** `/file/view/<uuid>`, with or without a query. */
const FILE_LINK = /^\/file\/view\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?.*)?$/;
const FILE_LINK_QUERY = /(?<=^\/file\/view\/[0-9a-f-]{36})\?.*$/;

/** Field errors worded for people (shared with the edit dialog, see schemas/validation-messages.ts). */
function entityErrors(errors: ErrorObject[], lang: 'zh' | 'en', entity?: EntitySchema) {
  return entityFieldErrors(errors, lang, entity?.fields);
}

export function invalid(errors: ErrorObject[] | null | undefined, lang: 'zh' | 'en', entity?: EntitySchema): AppError {
  const list = errors ?? [];
  const zh = entityErrors(list, 'zh', entity);
  const en = entityErrors(list, 'en', entity);
  return new AppError('validation', {
    message: {
      zh: `请求参数校验失败: ${zh.map((e) => e.message).join('; ')}`,
      en: `Request validation failed: ${en.map((e) => e.message).join('; ')}`,
    },
    errors: lang === 'en' ? en : zh,
  });
}

export class EntityService {
  constructor(
    readonly ctx: ServerContext,
    readonly registry: EntityRegistry,
    readonly hooks: Record<string, EntityHooks>,
  ) {
    this.reads = new ReadCompiler(registry);
  }

  private db(): Db {
    return this.ctx.db;
  }

  validatePage(runtime: EntityRuntime, body: unknown, lang: 'zh' | 'en'): PageRequest {
    if (!runtime.validatePage(body)) throw invalid(runtime.validatePage.errors, lang);
    return body as PageRequest;
  }

  /** Compiled list reads (see compiled-read.ts): one cached SQL text per query shape. */
  private readonly reads: ReadCompiler;
  private arrayQuery: Promise<ArrayQuery> | undefined;

  private async run(statement: Compiled, values: unknown[]): Promise<Row[]> {
    this.arrayQuery ??= arrayQueryOf(this.ctx.database);
    const rows = await (await this.arrayQuery)(statement, values);
    return rows.map(statement.decode);
  }

  async page(runtime: EntityRuntime, request: PageRequest) {
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? runtime.schema.list.pageSize ?? 10;
    const plan = this.reads.of(runtime).plan(request, { limit: pageSize, offset: (page - 1) * pageSize });
    const [records, total] = await Promise.all([this.run(plan.rows, plan.values), this.total(runtime, plan)]);
    return { records: await this.signFiles(runtime, records), total, page, pageSize };
  }

  /**
   * An exact count(*) of a large table costs tens of milliseconds on every page turn, so the total of
   * a large list (10,000 rows or more) is counted at most once per 5 s per filter and process, and
   * shared by the requests that ask meanwhile; smaller totals are always exact. A change made through
   * this process forgets the entity's totals at once.
   */
  private readonly totals = new Map<string, { at: number; total: Promise<number> }>();

  /** Also called after an entity's own action, which may add or remove rows (a form's copy). */
  forgetTotals(runtime: EntityRuntime): void {
    for (const key of this.totals.keys()) if (key.startsWith(`${runtime.schema.name}\n`)) this.totals.delete(key);
  }

  private total(runtime: EntityRuntime, plan: ReadPlan): Promise<number> {
    const key = `${runtime.schema.name}\n${plan.filterKey}`;
    const hit = this.totals.get(key);
    if (hit && Date.now() - hit.at < 5_000) return hit.total;
    if (this.totals.size > 1000) this.totals.clear();
    const total = this.run(plan.count, plan.countValues).then((rows) => Number(rows[0]?.n ?? 0));
    this.totals.set(key, { at: Date.now(), total });
    total.then(
      (n) => {
        if (n < 10_000) this.totals.delete(key);
      },
      () => this.totals.delete(key),
    );
    return total;
  }

  async list(runtime: EntityRuntime, request: PageRequest): Promise<Row[]> {
    const plan = this.reads.of(runtime).plan(request, { list: LIST_LIMIT });
    return this.signFiles(runtime, await this.run(plan.rows, plan.values));
  }

  async tree(runtime: EntityRuntime, request: PageRequest) {
    const parentField = runtime.schema.tree?.parentField ?? 'parentId';
    const rows = await this.list(runtime, request);
    return buildTree(rows.map((row) => ({ ...row, id: String(row.id), parentId: (row[parentField] as string | null) ?? null })));
  }

  /** How many rows hold each value of the state field, under the filter. */
  async state(runtime: EntityRuntime, request: PageRequest) {
    const field = runtime.schema.stateField;
    if (!field) return [];
    const { statement, values } = this.reads.of(runtime).statePlan(request, field);
    return this.run(statement, values);
  }

  async info(runtime: EntityRuntime, id: string): Promise<Row> {
    const row = await this.find(this.db(), runtime, id, selectionOf(runtime));
    if (!row) throw notFound('记录不存在', 'The record does not exist');
    return (await this.withLabels(runtime, [row]))[0]!;
  }

  private async find(db: Db, runtime: EntityRuntime, id: string, selection?: Record<string, Column>): Promise<Row | undefined> {
    const idCol = columnsOf(runtime).id!;
    const conditions: SQL[] = [eq(idCol, id)];
    if (runtime.schema.softDelete) conditions.push(eq(columnsOf(runtime)[runtime.schema.softDelete.field]!, false));
    const query = selection ? db.select(selection) : db.select();
    const rows = await query.from(runtime.table).where(and(...conditions)).limit(1);
    return rows[0] as Row | undefined;
  }

  /** The entity's presentRow hook (a masked secret …) on a copy of the row. */
  private present<T extends Row | undefined>(runtime: EntityRuntime, row: T): T {
    const hook = this.hooks[runtime.schema.name]?.presentRow;
    return row && hook ? (hook({ ...row }) as T) : row;
  }

  /** Signs the links of file fields afresh (stored plain, see FieldDef.file); every answered row passes here, so it is presented here too. */
  private async signFiles(runtime: EntityRuntime, unshown: Row[]): Promise<Row[]> {
    const rows = unshown.map((row) => this.present(runtime, row));
    const keys = Object.entries(runtime.schema.fields).filter(([, f]) => f.file).map(([k]) => k);
    if (keys.length === 0) return rows;
    return Promise.all(
      rows.map(async (row) => {
        const copy = { ...row };
        for (const key of keys) {
          const id = typeof copy[key] === 'string' ? FILE_LINK.exec(copy[key] as string)?.[1] : undefined;
          if (id) copy[key] = await this.ctx.fileSigner.signedUrl(id);
        }
        return copy;
      }),
    );
  }

  /** Adds `$labels: {field: label}` for reference fields, so lists show names rather than ids; signs file links. */
  async withLabels(runtime: EntityRuntime, unsigned: Row[]): Promise<Row[]> {
    const rows = await this.signFiles(runtime, unsigned);
    const refs = Object.entries(runtime.schema.fields).filter(([, f]) => f.ref && !f.hidden);
    if (refs.length === 0 || rows.length === 0) return rows;
    const labels = new Map<string, Map<string, unknown>>();
    for (const [key, field] of refs) {
      const target = this.registry.get(field.ref!.entity)!;
      const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is string => typeof v === 'string'))];
      if (ids.length === 0) continue;
      const cols = columnsOf(target);
      const found = await this.db()
        .select({ id: cols.id!, label: cols[field.ref!.labelField]! })
        .from(target.table)
        .where(inArray(cols.id!, ids));
      labels.set(key, new Map(found.map((f) => [String(f.id), f.label])));
    }
    return rows.map((row) => ({
      ...row,
      $labels: Object.fromEntries(refs.map(([key]) => [key, labels.get(key)?.get(String(row[key])) ?? null])),
    }));
  }

  /** Creates (no id) or updates one record; `outer` nests it in a caller's transaction (import). */
  async edit(runtime: EntityRuntime, body: Row, auth: AuthState, request: FastifyRequest, outer?: Db) {
    const creating = body.id === undefined || body.id === null || body.id === '';
    if (creating) delete body.id;
    const validate = creating ? runtime.validateCreate : runtime.validateUpdate;
    if (!validate(body)) throw invalid(validate.errors, request.lang, runtime.schema);
    const { schema } = runtime;
    // A client that edits what it read sends back read-only and derived keys; they are ignored, so no
    // hook or write below can take one of them from the body.
    for (const key of answeredOnlyKeys(schema)) delete body[key];
    const hooks = this.hooks[schema.name] ?? {};

    return (outer ?? this.ctx.db).transaction(async (tx) => {
      const db = tx as unknown as Db;
      const before = creating ? undefined : await this.find(db, runtime, String(body.id));
      if (!creating && !before) throw notFound('记录不存在', 'The record does not exist');
      const values: Row = {};
      for (const [key, field] of writableFields(schema)) {
        if (key in body) values[key] = field.type === 'datetime' && typeof body[key] === 'string' ? new Date(body[key] as string) : body[key];
        else if (creating && field.default !== undefined) values[key] = field.default;
        // A file link is kept without its (expiring) signature; answers sign it afresh.
        if (field.file && typeof values[key] === 'string') values[key] = (values[key] as string).replace(FILE_LINK_QUERY, '');
      }
      if (creating) {
        // Server-set fields (readOnly: a soft-delete flag, a counter) take their declared default too. A
        // derived table has no column defaults, so a new row's delete flag stayed NULL and every read,
        // which filters on `flag = false`, lost the row.
        for (const [key, field] of Object.entries(schema.fields)) if (!(key in values) && field.default !== undefined) values[key] = field.default;
      }
      await this.checkReferences(db, runtime, values, request.lang);
      await checkFileFields(db, schema, values, before, auth, request.lang);
      await this.checkUnique(db, runtime, values, creating ? undefined : String(body.id), request.lang);
      if (schema.tree && !creating) await this.checkNoCycle(db, runtime, String(body.id), values[schema.tree.parentField]);
      const hook: HookContext & { before: Row | undefined } = { ctx: this.ctx, tx: db, auth, runtime, request, before };
      const extra = (await hooks.beforeSave?.(values, hook)) ?? {};
      const now = new Date();
      const cols = columnsOf(runtime);
      let saved: Row;
      if (creating) {
        const [row] = await db
          .insert(runtime.table)
          .values({ id: crypto.randomUUID(), ...values, createdAt: now, updatedAt: now } as never)
          .returning();
        saved = row as Row;
      } else {
        const [row] = await db
          .update(runtime.table)
          .set({ ...values, updatedAt: now } as never)
          .where(eq(cols.id!, String(body.id)))
          .returning();
        saved = row as Row;
      }
      await hooks.afterSave?.(saved, hook);
      await writeAudit(db, { schema, recordId: String(saved.id), action: creating ? 'create' : 'update', before: this.present(runtime, before), after: this.present(runtime, saved), auth, ip: request.ip });
      this.forgetTotals(runtime);
      const visible = Object.fromEntries(Object.keys(selectionOf(runtime)).map((k) => [k, saved[k]]));
      const [signed] = await this.signFiles(runtime, [visible]);
      return { ...signed, ...extra };
    });
  }

  private async checkReferences(db: Db, runtime: EntityRuntime, values: Row, lang: 'zh' | 'en') {
    for (const [key, field] of Object.entries(runtime.schema.fields)) {
      const value = values[key];
      if (!field.ref || value === undefined || value === null || value === '') continue;
      const target = this.registry.get(field.ref.entity)!;
      if (!(await this.find(db, target, String(value), { id: columnsOf(target).id! }))) {
        const message = { zh: `${field.label.zh}引用的记录不存在`, en: `${field.label.en} refers to a record that does not exist` };
        throw new AppError('validation', { message, errors: [{ path: `/${key}`, message: message[lang] }] });
      }
    }
  }

  private async checkUnique(db: Db, runtime: EntityRuntime, values: Row, selfId: string | undefined, lang: 'zh' | 'en') {
    const cols = columnsOf(runtime);
    for (const [key, field] of Object.entries(runtime.schema.fields)) {
      if (!field.unique || values[key] === undefined || values[key] === null) continue;
      const conditions: SQL[] = [eq(cols[key]!, values[key])];
      if (selfId) conditions.push(ne(cols.id!, selfId));
      const clash = await db.select({ id: cols.id! }).from(runtime.table).where(and(...conditions)).limit(1);
      if (clash.length > 0) {
        const message = { zh: `${field.label.zh}“${String(values[key])}”已存在`, en: `${field.label.en} "${String(values[key])}" already exists` };
        throw new AppError('conflict', { message, errors: [{ path: `/${key}`, message: message[lang] }] });
      }
    }
  }

  /** A node cannot become its own ancestor. */
  private async checkNoCycle(db: Db, runtime: EntityRuntime, id: string, parent: unknown) {
    const parentField = runtime.schema.tree!.parentField;
    const cols = columnsOf(runtime);
    let cursor = typeof parent === 'string' ? parent : null;
    for (let depth = 0; cursor && depth < 100; depth++) {
      if (cursor === id) {
        throw new AppError('validation', {
          message: { zh: '上级节点不能是自身或其下级', en: 'The parent cannot be the node itself or one of its descendants' },
          errors: [{ path: `/${parentField}`, message: 'cycle' }],
        });
      }
      const [row] = await db.select({ parent: cols[parentField]! }).from(runtime.table).where(eq(cols.id!, cursor)).limit(1);
      cursor = (row?.parent as string | null | undefined) ?? null;
    }
  }

  async remove(runtime: EntityRuntime, ids: string[], auth: AuthState, request: FastifyRequest, soft: boolean) {
    const { schema } = runtime;
    const hooks = this.hooks[schema.name] ?? {};
    await this.ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const cols = columnsOf(runtime);
      for (const id of ids) {
        const row = await this.find(db, runtime, id);
        if (!row) throw notFound('记录不存在', 'The record does not exist');
        await this.checkNotReferenced(db, runtime, id);
        const hook: HookContext = { ctx: this.ctx, tx: db, auth, runtime, request };
        await hooks.beforeDelete?.(row, hook);
        if (soft) {
          await db.update(runtime.table).set({ [schema.softDelete!.field]: true, updatedAt: new Date() } as never).where(eq(cols.id!, id));
        } else {
          await db.delete(runtime.table).where(eq(cols.id!, id));
        }
        await hooks.afterDelete?.(row, hook);
        await writeAudit(db, { schema, recordId: id, action: soft ? 'softDelete' : 'delete', before: this.present(runtime, row), auth, ip: request.ip });
      }
      this.forgetTotals(runtime);
    });
  }

  private async checkNotReferenced(db: Db, runtime: EntityRuntime, id: string) {
    const { schema } = runtime;
    if (schema.tree) {
      const cols = columnsOf(runtime);
      const conditions: SQL[] = [eq(cols[schema.tree.parentField]!, id)];
      if (schema.softDelete) conditions.push(eq(cols[schema.softDelete.field]!, false));
      const [children] = await db.select({ n: count() }).from(runtime.table).where(and(...conditions));
      if (Number(children?.n ?? 0) > 0) throw conflict('存在下级节点，无法删除', 'It has child nodes and cannot be deleted');
    }
    for (const { runtime: other, field } of this.registry.referrersOf(schema.name)) {
      const cols = columnsOf(other);
      const conditions: SQL[] = [eq(cols[field]!, id)];
      if (other.schema.softDelete) conditions.push(eq(cols[other.schema.softDelete.field]!, false));
      const [used] = await db.select({ n: count() }).from(other.table).where(and(...conditions));
      const n = Number(used?.n ?? 0);
      if (n > 0) {
        throw new AppError('conflict', {
          message: { zh: `已被{title}引用 {n} 条，无法删除`, en: `Referred to by {n} record(s) of {titleEn}; it cannot be deleted` },
          params: { title: other.schema.title.zh, titleEn: other.schema.title.en, n },
        });
      }
    }
  }
}
