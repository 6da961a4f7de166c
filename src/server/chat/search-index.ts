/**
 * The assistant's full-text index: one row per online service, enabled FAQ entry and enabled manual
 * section, with a weighted tsvector of its app-segmented text (segment.ts), searched and ranked by
 * PostgreSQL (ts_rank over a GIN index) on PGlite and PostgreSQL alike.
 *
 * The sources are entity tables that administrators edit through the generic runtime (and the seed fills
 * directly), so the index is not kept by hooks: before each search, a fingerprint of each source table
 * (its ids and update times) is compared with the one the index was built from, and a source that
 * changed is re-indexed in one transaction under an advisory lock, so concurrent servers rebuild it once.
 * The tables are small (a catalogue, a FAQ, a manual); a rebuild is a few milliseconds.
 */
import { sql, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../modules/reservation/sql-util.ts';
import { tsqueryLiteral, tsvectorLiteral, type Weight } from './segment.ts';

export type Source = 'service' | 'faq' | 'manual';

interface Doc {
  sourceId: string;
  lang: string | null;
  title: string;
  body: string;
  parts: [string, Weight][];
}

interface SourceDef {
  table: string;
  /** The rows to index, as documents. */
  load(db: Db): Promise<Doc[]>;
}

const text = (value: unknown) => (value == null ? '' : String(value));

/** Plain text of stored HTML (manual sections), for the index and for snippets. */
export function plainText(html: string): string {
  const stripped = sanitizeHtml(html.replace(/<\/(p|div|h\d|li|tr|br)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  const entities: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return stripped.replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e).replace(/\s+/g, ' ').trim();
}

const SOURCES: Record<Source, SourceDef> = {
  service: {
    table: 'syt_service_center',
    async load(db) {
      const rows = await rowsOf<Record<string, unknown>>(db, sql`select id, name, category, department, description, process_key from syt_service_center where enabled is true`);
      return rows.map((r) => ({
        sourceId: text(r.id),
        lang: null,
        title: text(r.name),
        body: text(r.description),
        parts: [[text(r.name), 'A'], [`${text(r.category)} ${text(r.department)}`, 'B'], [text(r.description), 'C'], [text(r.process_key).replace(/[_-]/g, ' '), 'D']],
      }));
    },
  },
  faq: {
    table: 'syt_chat_faq',
    async load(db) {
      const rows = await rowsOf<Record<string, unknown>>(db, sql`select id, question, answer, keywords, lang from syt_chat_faq where enabled is true`);
      return rows.map((r) => ({
        sourceId: text(r.id),
        lang: text(r.lang) || null,
        title: text(r.question),
        body: text(r.answer),
        parts: [[text(r.question), 'A'], [text(r.keywords), 'B'], [text(r.answer), 'C']],
      }));
    },
  },
  manual: {
    table: 'syt_user_manual',
    async load(db) {
      const rows = await rowsOf<Record<string, unknown>>(db, sql`select id, title, content, lang from syt_user_manual where enabled is true`);
      return rows.map((r) => {
        const body = plainText(text(r.content));
        return { sourceId: text(r.id), lang: text(r.lang) || null, title: text(r.title), body, parts: [[text(r.title), 'A'], [body, 'C']] };
      });
    },
  },
};

const LOCK = sql`select pg_advisory_xact_lock(hashtext('syt_chat_index'))`;

/** The index's own tables: not entities (nobody edits them) and rebuilt from the sources at will. */
const DDL = [
  sql`create table if not exists syt_chat_index (source text not null, source_id text not null, lang text, title text not null, body text not null, tokens tsvector not null, primary key (source, source_id))`,
  sql`create index if not exists syt_chat_index_tokens on syt_chat_index using gin (tokens)`,
  sql`create table if not exists syt_chat_index_state (source text primary key, fingerprint text not null)`,
];

export async function createIndexTables(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(LOCK);
    for (const statement of DDL) await t.execute(statement);
  });
}

/** What a source's rows are now: their ids and update times (an edit, a delete or an insert changes it). */
async function fingerprint(db: Db, table: string): Promise<string> {
  const [row] = await rowsOf<{ f: string | null; n: number }>(
    db,
    sql`select md5(coalesce(string_agg(id || '@' || updated_at::text, ',' order by id), '')) as f, count(*)::int as n from ${sql.identifier(table)}`,
  );
  return `${row?.n ?? 0}:${row?.f ?? ''}`;
}

/** Brings the index up to date with every source; answers the sources it rebuilt. */
export async function refreshIndex(db: Db): Promise<Source[]> {
  const names = Object.keys(SOURCES) as Source[];
  const now = await Promise.all(names.map(async (source) => [source, await fingerprint(db, SOURCES[source].table)] as const));
  const stored = new Map((await rowsOf<{ source: string; fingerprint: string }>(db, sql`select source, fingerprint from syt_chat_index_state`)).map((r) => [r.source, r.fingerprint]));
  const stale = now.filter(([source, print]) => stored.get(source) !== print);
  if (stale.length === 0) return [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(LOCK);
    for (const [source] of stale) {
      // Read again under the lock: another server may have rebuilt it meanwhile.
      const print = await fingerprint(t, SOURCES[source].table);
      const [done] = await rowsOf<{ fingerprint: string }>(t, sql`select fingerprint from syt_chat_index_state where source = ${source}`);
      if (done?.fingerprint === print) continue;
      const docs = await SOURCES[source].load(t);
      await t.execute(sql`delete from syt_chat_index where source = ${source}`);
      for (const doc of docs) {
        await t.execute(sql`insert into syt_chat_index (source, source_id, lang, title, body, tokens)
          values (${source}, ${doc.sourceId}, ${doc.lang}, ${doc.title}, ${doc.body}, ${tsvectorLiteral(doc.parts)}::tsvector)`);
      }
      await t.execute(sql`insert into syt_chat_index_state (source, fingerprint) values (${source}, ${print})
        on conflict (source) do update set fingerprint = excluded.fingerprint`);
    }
  });
  return stale.map(([source]) => source);
}

export interface Hit {
  source: Source;
  sourceId: string;
  lang: string | null;
  title: string;
  body: string;
  rank: number;
  /** How many of the question's content words the document holds. */
  matched: number;
}

/**
 * Documents holding any of the tokens, best first: PostgreSQL's ts_rank (names and questions weigh more
 * than bodies), a document in another language than the asker's counted down.
 */
export async function searchIndex(db: Db, tokens: readonly string[], words: readonly string[], lang: string, limit = 12): Promise<Hit[]> {
  const query = tsqueryLiteral(tokens);
  if (!query) return [];
  const matched: SQL = words.length === 0 ? sql`0` : sql`cardinality(array(select unnest(tsvector_to_array(tokens)) intersect select unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[])))`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select source, source_id, lang, title, body, ${matched} as matched,
          ts_rank(tokens, q) * (case when lang is null or lang = ${lang} then 1.0 else 0.6 end) as rank
        from syt_chat_index, cast(${query} as tsquery) as q
        where tokens @@ q
        order by rank desc, title, source_id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    source: r.source as Source,
    sourceId: text(r.source_id),
    lang: r.lang == null ? null : text(r.lang),
    title: text(r.title),
    body: text(r.body),
    rank: Number(r.rank),
    matched: Number(r.matched),
  }));
}
