/**
 * The entity reads every list screen makes (queryPage, queryList, treeList) as plain SQL text compiled
 * once per *shape* — which search fields are present with which operator variant, the sort, page or
 * list — and cached with positional parameters. Building the same statement through Drizzle's query
 * builder cost about a millisecond of CPU per call (bench:crud), more than PostgreSQL spent answering
 * it. On PostgreSQL the statement is also named, so each pooled connection parses it once.
 *
 * Safety is the same as the builder's: every identifier in the text comes from the entity schema
 * (quoted), operators from a fixed switch, and every value from the request travels as a parameter.
 * The request was validated against the schema first, so only declared search fields are looked at.
 *
 * The labels of reference fields come back in the same statement: the page is selected in a subquery
 * and then left-joined to each referenced table, so a page costs one round trip instead of two and the
 * join touches only the page's rows (never the skipped offset).
 */
import { createHash } from 'node:crypto';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldDefOf, type EntitySchema } from '../../schemas/entity/types.ts';
import { columnsOf, selectionOf } from './query.ts';
import type { EntityRegistry, EntityRuntime } from './registry.ts';
import type { Row } from './hooks.ts';

export interface Sort {
  field: string;
  order?: 'asc' | 'desc';
}

/** A compiled statement: its text, its pg statement name, and how to turn an array row into a record. */
export interface Compiled {
  text: string;
  name: string;
  decode(row: unknown[]): Row;
}

export interface ReadPlan {
  rows: Compiled;
  values: unknown[];
  count: Compiled;
  /** The count's parameters: the filter's, a prefix of `values`. */
  countValues: unknown[];
  /** Identifies the filter (shape and values), for the count cache. */
  filterKey: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A value without any letter that has a case (digits, CJK, punctuation) matches the same rows with LIKE as
 * with ILIKE, and LIKE is several times cheaper: on UTF-8 text ILIKE lowers every value it scans. Anything
 * with a cased letter stays ILIKE, and so does a combining mark (a full lower-casing may produce one).
 */
export const caseless = (value: string) => value.toLowerCase() === value.toUpperCase() && !/\p{M}/u.test(value);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Statement names are bounded (PostgreSQL keeps 63 bytes); a digest of the text keeps them unique per text. */
const statementName = (text: string) => `fh_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;

interface Selected {
  key: string;
  column: PgColumn;
}

interface Label {
  key: string;
  /** Position of the reference column in the inner selection. */
  refIndex: number;
  table: string;
  labelColumn: PgColumn;
}

/** What a compiled shape needs from the entity, worked out once per entity. */
class EntityShapes {
  private readonly selected: Selected[];
  private readonly labels: Label[];
  /** Reference fields that are not hidden but not answered either (write-only): their label is always null. */
  private readonly unlabelled: string[] = [];
  private readonly columns: Record<string, PgColumn>;
  private readonly cache = new Map<string, { rows: Compiled; count: Compiled }>();

  constructor(
    private readonly runtime: EntityRuntime,
    registry: EntityRegistry,
  ) {
    this.columns = columnsOf(runtime);
    this.selected = Object.entries(selectionOf(runtime)).map(([key, column]) => ({ key, column }));
    const index = new Map(this.selected.map((s, i) => [s.key, i]));
    this.labels = [];
    // As EntityService.withLabels: every reference field that is not hidden and is answered.
    for (const [key, field] of Object.entries(runtime.schema.fields)) {
      if (!field.ref || field.hidden) continue;
      if (!index.has(key)) {
        this.unlabelled.push(key);
        continue;
      }
      const target = registry.get(field.ref.entity)!;
      this.labels.push({ key, refIndex: index.get(key)!, table: target.schema.table, labelColumn: columnsOf(target)[field.ref.labelField]! });
    }
  }

  private get schema(): EntitySchema {
    return this.runtime.schema;
  }

  private sqlName(key: string): string {
    const column = this.columns[key];
    if (!column) throw new Error(`entity ${this.schema.name} has no column ${key}`);
    return quote(column.name);
  }

  /** A request value as the column stores it (a datetime bound arrives as a string; Drizzle's encoders then apply). */
  private encode(key: string, value: unknown): unknown {
    const field = fieldDefOf(this.schema, key);
    const typed = field?.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
    return this.columns[key]!.mapToDriverValue(typed);
  }

  /** The WHERE clause's shape token, text and parameters for one validated queryParam. */
  private where(queryParam: Record<string, unknown>): { token: string; text: string; values: unknown[] } {
    const { schema } = this;
    const conditions: string[] = [];
    const values: unknown[] = [];
    const tokens: string[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (schema.softDelete) conditions.push(`${this.sqlName(schema.softDelete.field)} = false`);
    for (const [i, search] of (schema.search ?? []).entries()) {
      const value = queryParam[search.field];
      if (value === undefined || value === '') continue;
      const col = this.sqlName(search.field);
      switch (search.op) {
        case 'like': {
          const text = String(value);
          const op = caseless(text) ? 'like' : 'ilike';
          tokens.push(`${i}${op}`);
          conditions.push(`${col} ${op} ${param(`%${escapeLike(text)}%`)}`);
          break;
        }
        case 'equals':
          if (value === null) {
            tokens.push(`${i}null`);
            conditions.push(`${col} is null`);
          } else {
            tokens.push(`${i}eq`);
            conditions.push(`${col} = ${param(this.encode(search.field, value))}`);
          }
          break;
        case 'range': {
          const [from, to] = value as unknown[];
          tokens.push(`${i}r${present(from) ? 1 : 0}${present(to) ? 1 : 0}`);
          if (present(from)) conditions.push(`${col} >= ${param(this.encode(search.field, from))}`);
          if (present(to)) conditions.push(`${col} <= ${param(this.encode(search.field, to))}`);
          break;
        }
        case 'in': {
          const list = value as unknown[];
          tokens.push(`${i}in${list.length}`);
          conditions.push(list.length === 0 ? 'false' : `${col} in (${list.map((v) => param(this.encode(search.field, v))).join(', ')})`);
          break;
        }
      }
    }
    const parentField = schema.tree?.parentField;
    if (parentField && parentField in queryParam) {
      const parent = queryParam[parentField];
      if (parent === null || parent === '') {
        tokens.push('pnull');
        conditions.push(`${this.sqlName(parentField)} is null`);
      } else {
        tokens.push('peq');
        conditions.push(`${this.sqlName(parentField)} = ${param(parent)}`);
      }
    }
    return { token: tokens.join(','), text: conditions.length ? ` where ${conditions.join(' and ')}` : '', values };
  }

  /** The ORDER BY keys (column key and direction); the id breaks ties so that paging is stable. */
  private orderKeys(sort: Sort | undefined): [string, 'asc' | 'desc'][] {
    const chosen = sort ?? this.schema.list.defaultSort;
    if (!chosen) {
      // Not every core table keeps timestamps (syt_message_type has none): fall back to the id alone.
      return this.columns.createdAt ? [['createdAt', 'desc'], ['id', 'asc']] : [['id', 'asc']];
    }
    return [[chosen.field, chosen.order === 'desc' ? 'desc' : 'asc'], ['id', 'asc']];
  }

  plan(request: { queryParam?: Record<string, unknown>; sort?: Sort }, window: { limit: number; offset: number } | { list: number }): ReadPlan {
    const where = this.where(request.queryParam ?? {});
    const keys = this.orderKeys(request.sort);
    const paged = 'limit' in window;
    const shape = `${where.token}|${keys.map(([k, d]) => `${k} ${d}`).join(',')}|${paged ? 'page' : `list${window.list}`}`;
    let compiled = this.cache.get(shape);
    if (!compiled) {
      // One level of a tree (a parent filter, as the lazy tree asks) also says which rows have children of their own.
      const level = /(^|,)p(null|eq)$/.test(where.token);
      compiled = this.compile(where.text, keys, paged ? where.values.length : undefined, paged ? undefined : window.list, level);
      // Shapes are bounded by the schema, except the length of `in` lists: keep the cache from growing without end.
      if (this.cache.size >= 500) this.cache.clear();
      this.cache.set(shape, compiled);
    }
    const values = paged ? [...where.values, window.limit, window.offset] : where.values;
    return { rows: compiled.rows, values, count: compiled.count, countValues: where.values, filterKey: `${where.token}\n${JSON.stringify(where.values)}` };
  }

  /** `queryState`: how many rows hold each value of the state field under the filter. */
  statePlan(request: { queryParam?: Record<string, unknown> }, stateKey: string): { statement: Compiled; values: unknown[] } {
    const where = this.where(request.queryParam ?? {});
    const shape = `${where.token}|state`;
    let compiled = this.cache.get(shape);
    if (!compiled) {
      const column = this.columns[stateKey]!;
      const text = `select ${quote(column.name)}, count(*) from ${quote(this.schema.table)}${where.text} group by 1`;
      const statement: Compiled = {
        text,
        name: statementName(text),
        decode: (row) => ({ value: row[0] === null || row[0] === undefined ? null : column.mapFromDriverValue(row[0]), count: Number(row[1]) }),
      };
      compiled = { rows: statement, count: statement };
      if (this.cache.size >= 500) this.cache.clear();
      this.cache.set(shape, compiled);
    }
    return { statement: compiled.rows, values: where.values };
  }

  private compile(whereText: string, keys: [string, 'asc' | 'desc'][], paramsBefore: number | undefined, listLimit: number | undefined, level = false) {
    const table = quote(this.schema.table);
    const columns = this.selected.map((s) => quote(s.column.name));
    // A sort key the answer does not carry still has to reach the outer ORDER BY.
    const selectedKeys = new Set(this.selected.map((s) => s.key));
    const extra = keys.filter(([key]) => !selectedKeys.has(key)).map(([key], i) => [key, `$sort${i}`] as const);
    const inner = [...columns, ...extra.map(([key, alias]) => `${this.sqlName(key)} as ${quote(alias)}`)];
    const window = paramsBefore === undefined ? ` limit ${listLimit}` : ` limit $${paramsBefore + 1} offset $${paramsBefore + 2}`;
    const order = (prefix: string) =>
      keys
        .map(([key, direction]) => {
          const alias = extra.find(([k]) => k === key)?.[1];
          return `${prefix}${alias ? quote(alias) : this.sqlName(key)} ${direction}`;
        })
        .join(', ');
    let text = `select ${inner.join(', ')} from ${table}${whereText} order by ${order('')}${window}`;
    const tree = level ? this.schema.tree : undefined;
    if (this.labels.length > 0 || tree) {
      // The inner ORDER BY picks the page; the outer one keeps its order through the joins.
      const joins = this.labels.map((label, i) => ` left join ${quote(label.table)} l${i} on l${i}."id" = p.${columns[label.refIndex]}::text`);
      const outer = [...columns.map((c) => `p.${c}`), ...this.labels.map((label, i) => `l${i}.${quote(label.labelColumn.name)}`)];
      if (tree) {
        const alive = this.schema.softDelete ? ` and c.${this.sqlName(this.schema.softDelete.field)} = false` : '';
        outer.push(`exists (select 1 from ${table} c where c.${this.sqlName(tree.parentField)} = p."id"${alive})`);
      }
      text = `select ${outer.join(', ')} from (${text}) p${joins.join('')} order by ${order('p.')}`;
    }
    const rows: Compiled = { text, name: statementName(text), decode: this.decoder(columns.length, Boolean(tree)) };
    const countText = `select count(*) from ${table}${whereText}`;
    const count: Compiled = { text: countText, name: statementName(countText), decode: (row) => ({ n: Number(row[0] ?? 0) }) };
    return { rows, count };
  }

  /** Array row → record, with each column's own Drizzle decoder (the same mapping the query builder applies). */
  private decoder(labelsAt: number, childFlag: boolean): (row: unknown[]) => Row {
    const selected = this.selected;
    const labels = this.labels;
    const unlabelled = this.unlabelled;
    const withLabels = labels.length + unlabelled.length > 0;
    return (row) => {
      const record: Row = {};
      for (let i = 0; i < selected.length; i++) {
        const value = row[i];
        record[selected[i]!.key] = value === null || value === undefined ? null : selected[i]!.column.mapFromDriverValue(value);
      }
      if (withLabels) {
        const names: Record<string, unknown> = {};
        for (let i = 0; i < labels.length; i++) {
          const value = row[labelsAt + i];
          names[labels[i]!.key] = value === null || value === undefined ? null : labels[i]!.labelColumn.mapFromDriverValue(value);
        }
        for (const key of unlabelled) names[key] = null;
        record.$labels = names;
      }
      if (childFlag) record.hasChildren = row[labelsAt + labels.length] === true;
      return record;
    };
  }

}

export class ReadCompiler {
  private readonly shapes = new Map<string, EntityShapes>();

  constructor(private readonly registry: EntityRegistry) {}

  of(runtime: EntityRuntime): EntityShapes {
    let shapes = this.shapes.get(runtime.schema.name);
    if (!shapes) {
      shapes = new EntityShapes(runtime, this.registry);
      this.shapes.set(runtime.schema.name, shapes);
    }
    return shapes;
  }
}

export type { EntityShapes };
