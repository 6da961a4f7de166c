/**
 * The assistant's answer to one question: the asker's todo or processes when the question asks for them
 * (intents.ts), otherwise the best documents of the index (services with a link to start them, FAQ
 * entries, manual sections), or "I don't know" with questions it can answer. The answer is data; the page
 * words it in the reader's language.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { BpmEngine } from '../bpm/engine/engine.ts';
import { listCounts, myInstancesPage, people, todoPage } from '../bpm/approval/queries.ts';
import { latestDefinition, mayStart } from '../bpm/definitions/service.ts';
import { rowsOf } from '../modules/reservation/sql-util.ts';
import { contentWords, segment } from './segment.ts';
import { intentOf } from './intents.ts';
import { refreshIndex, searchIndex, type Hit } from './search-index.ts';
import type { ChatAnswer, ChatCard } from '../../schemas/chat/answer.ts';

export type { ChatAnswer, ChatCard } from '../../schemas/chat/answer.ts';

export interface Asker {
  humancode: string;
  lang: 'zh' | 'en';
}

const HALL = '/service/index';
const path = (page: string, query: Record<string, string>) => `${HALL}/${page}?${new URLSearchParams(query).toString()}`;

/** At least this share of the question's content words must be in a document for it to count as an answer. */
const MIN_COVERAGE = 0.5;
const MAX_CARDS = 4;
const LIST_SIZE = 5;

/** Enabled FAQ questions in the asker's language, first by order: what the page offers to ask. */
export async function faqSuggestions(db: Db, lang: string, limit = 5): Promise<string[]> {
  const rows = await rowsOf<{ question: string }>(db, sql`select question from syt_chat_faq where enabled is true and lang = ${lang} order by sort, question limit ${limit}`);
  return rows.map((r) => r.question);
}

export async function answer(db: Db, engine: BpmEngine, asker: Asker, question: string): Promise<ChatAnswer> {
  const intent = intentOf(question);
  if (intent.kind === 'greeting') return { kind: 'greeting', cards: [], suggestions: await faqSuggestions(db, asker.lang) };
  if (intent.kind === 'todo') return todoAnswer(db, engine, asker);
  if (intent.kind === 'processes') return processAnswer(db, asker, intent.topic);
  return searchAnswer(db, asker, question);
}

async function todoAnswer(db: Db, engine: BpmEngine, asker: Asker): Promise<ChatAnswer> {
  const [{ todo }, page] = await Promise.all([listCounts(db, asker.humancode), todoPage(engine, db, asker.humancode, { page: 1, pageSize: LIST_SIZE })]);
  const cards: ChatCard[] = page.records.map((r) => ({
    type: 'task',
    id: String(r.id),
    title: String(r.processName ?? ''),
    text: String(r.name ?? ''),
    time: iso(r.createTime),
    link: path(r.resubmit ? 'task-edit' : 'task-detail', { id: String(r.processInstanceId), taskId: String(r.id) }),
  }));
  return { kind: 'todo', total: todo, cards, suggestions: [], more: `${HALL}/my-proces?tab=todo` };
}

async function processAnswer(db: Db, asker: Asker, topic: string[]): Promise<ChatAnswer> {
  // Narrow by the first word naming the process (请假 in 我的请假申请到哪一步了); none matching shows the latest.
  const named = topic[0];
  let page = named ? await myInstancesPage(db, asker.humancode, { page: 1, pageSize: LIST_SIZE, queryParam: { name: named } }) : undefined;
  const narrowed = page !== undefined && page.total > 0;
  if (!narrowed) page = await myInstancesPage(db, asker.humancode, { page: 1, pageSize: LIST_SIZE });
  const { records, total } = page!;
  const names = await people(db, records.flatMap((r) => r.tasks.map((t) => t.assignee)));
  const cards: ChatCard[] = records.map((r) => {
    const steps = new Map<string, string[]>();
    for (const task of r.tasks) steps.set(task.name ?? '', [...(steps.get(task.name ?? '') ?? []), task.assignee ? (names.get(task.assignee)?.humanName ?? task.assignee) : '']);
    return {
      type: 'process',
      id: r.id,
      title: r.name ?? '',
      time: iso(r.createTime),
      status: r.status,
      result: r.result,
      steps: [...steps].map(([name, assignees]) => ({ name, assignees: assignees.filter(Boolean) })),
      link: path('proces-detail', { id: r.id }),
    };
  });
  return { kind: 'processes', total, cards, suggestions: [], ...(narrowed ? { topic: named } : {}), more: `${HALL}/my-proces?tab=mine` };
}

async function searchAnswer(db: Db, asker: Asker, question: string): Promise<ChatAnswer> {
  const segmented = segment(question);
  const words = contentWords(segmented);
  await refreshIndex(db);
  const hits = await searchIndex(db, [...segmented.words, ...segmented.grams], words, asker.lang);
  const needed = Math.max(1, Math.ceil(words.length * MIN_COVERAGE));
  const good = hits.filter((h) => h.matched >= needed);
  if (good.length === 0) {
    // Near misses first ("did you mean"), then the FAQ; never the same question twice.
    const near = hits.filter((h) => h.source !== 'service').map((h) => h.title);
    const suggestions = [...new Set([...near, ...(await faqSuggestions(db, asker.lang))])].slice(0, 5);
    return { kind: 'unknown', cards: [], suggestions };
  }
  const cards = await cardsOf(db, asker, good.slice(0, MAX_CARDS));
  return { kind: 'answer', cards, suggestions: [] };
}

async function cardsOf(db: Db, asker: Asker, hits: Hit[]): Promise<ChatCard[]> {
  const cards: ChatCard[] = [];
  for (const hit of hits) {
    if (hit.source === 'faq') cards.push({ type: 'faq', id: hit.sourceId, title: hit.title, text: hit.body });
    else if (hit.source === 'manual') {
      cards.push({ type: 'manual', id: hit.sourceId, title: hit.title, text: snippet(hit.body), link: path('userManual', { section: hit.sourceId }) });
    } else {
      const card = await serviceCard(db, asker, hit);
      if (card) cards.push(card);
    }
  }
  return cards;
}

/**
 * A service with the link that starts it: the hall's start page of its process when the asker may start
 * it now (latest version active, a starter of it), otherwise the service's detail page, which says why.
 */
async function serviceCard(db: Db, asker: Asker, hit: Hit): Promise<ChatCard | undefined> {
  const [row] = await rowsOf<{ id: string; name: string; description: string | null; process_key: string | null }>(
    db,
    sql`select id, name, description, process_key from syt_service_center where id = ${hit.sourceId} and enabled is true`,
  );
  if (!row) return undefined;
  const detailLink = path('detail', { id: row.id, name: row.name });
  let link = detailLink;
  if (row.process_key) {
    const definition = await latestDefinition(db, row.process_key);
    if (definition && !definition.suspended && (await mayStart(db, definition, asker.humancode))) link = path('create', { processDefinitionId: definition.id, name: row.name });
  }
  return { type: 'service', id: row.id, title: row.name, text: row.description ?? '', link, detailLink };
}

const snippet = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());
