/**
 * The help assistant (issue #17, "Robot chat"; pages sytchat and userManual) for every signed-in person:
 *   POST /sytChat/ask     {question}  the answer (answer.ts), in cards the page words
 *   POST /sytChat/suggest {}          FAQ questions in the reader's language, to offer before the first question
 *   POST /sytChat/manual  {}          the published manual sections in the reader's language (HTML sanitised)
 * Questions are capped at 200 characters and counted against a daily allowance per account, like the
 * other things a person can repeat at will (quota/daily-quota.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { consume, type QuotaKind } from '../quota/daily-quota.ts';
import { rowsOf } from '../modules/reservation/sql-util.ts';
import type { Db } from '../db/client.ts';
import { sanitizeFormHtml } from '../../widgets/html-text/sanitize.ts';
import { answer, faqSuggestions } from './answer.ts';
import { QUESTION_MAX } from '../../schemas/chat/answer.ts';
import { createIndexTables } from './search-index.ts';

/** Questions one account may ask per UTC day: far above a person's use, low enough to stop a script. */
export const CHAT_DAILY_QUOTA = 1000;

export const CHAT_QUOTA: QuotaKind = {
  kind: 'chat',
  countMessage: { zh: '今日提问已达上限：每天最多 {max} 次，请明天再试', en: 'Daily question limit reached: at most {max} a day; try again tomorrow' },
};

// A question must hold something besides spaces.
const askBody = object({ question: str(QUESTION_MAX, { minLength: 1, pattern: '\\S' }) }, ['question']);

const manualSections = (db: Db, lang: string) =>
  rowsOf<{ id: string; title: string; content: string | null }>(db, sql`select id, title, content from syt_user_manual where enabled is true and lang = ${lang} order by sort, title, id`);

export function registerChatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onReady', async () => createIndexTables(ctx.db));

  app.post('/sytChat/ask', { schema: { body: askBody } }, async (request) => {
    const { question } = request.body as { question: string };
    const { session } = authOf(request);
    await consume(ctx.db, session.accountId, CHAT_QUOTA, { count: CHAT_DAILY_QUOTA });
    return ok(await answer(ctx.db, app.bpm, { humancode: session.humancode, lang: request.lang }, question.trim()));
  });

  app.post('/sytChat/suggest', { schema: { body: empty } }, async (request) => ok({ suggestions: await faqSuggestions(ctx.db, request.lang) }));

  /** The manual in the reader's language; a manual written only in Chinese is shown to English readers too. */
  app.post('/sytChat/manual', { schema: { body: empty } }, async (request) => {
    let rows = await manualSections(ctx.db, request.lang);
    if (rows.length === 0 && request.lang !== 'zh') rows = await manualSections(ctx.db, 'zh');
    return ok({ sections: rows.map((r) => ({ id: r.id, title: r.title, content: sanitizeFormHtml(r.content ?? '') })) });
  });
}
