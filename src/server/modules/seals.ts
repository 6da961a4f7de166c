/**
 * Electronic seals belong to someone. A person may use the enabled seals they own (ownerHumancode) and
 * those of their own organisation (organizationId = the account's organisation); nobody else's.
 * `/sytElectronicSeal/list` (form-designer §7, read by the sign widget) answers exactly those, with a
 * signed image link; the seal screen's queryPage stays the managers' (sys_seal_view) view of all.
 *
 * On submit (process start, task forms: checkSealUse), a sign field whose new value is a link must be
 * the image of such a seal. A drawn signature, or a seal the browser turned into a 150×100 data URL,
 * carries no trace of where it came from, so only links can be judged; the sign widget always stores a
 * data URL, so a link is either a seal of one's own or a borrowed one.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { empty } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../../schemas/envelope.ts';
import { fieldWidgets, sameValue } from '../../schemas/form/index.ts';
import type { FormSchema } from '../../schemas/form/types.ts';

interface SealRow {
  id: string;
  name: string;
  image_url: string | null;
  owner_humancode: string | null;
  organization_id: string | null;
}

const FILE_LINK = /^\/file\/view\/([0-9a-f-]{36})(?:\?.*)?$/;

/** A link without its (expiring) signature, as seals store it. */
const plainLink = (link: string) => link.replace(/^(\/file\/view\/[0-9a-f-]{36})\?.*$/, '$1');

/** The enabled seals the person may use: their own and their organisation's. */
export async function usableSeals(db: Db, humancode: string): Promise<SealRow[]> {
  const result = await db.execute(sql`
    select s.id, s.name, s.image_url, s.owner_humancode, s.organization_id
    from syt_electronic_seal s
    where s.enabled = true
      and (s.owner_humancode = ${humancode}
        or s.organization_id = (select a.organization_id from syt_permission_account a where a.humancode = ${humancode} and a.del_flag = false))
    order by s.name, s.id`);
  return (result as unknown as { rows: SealRow[] }).rows;
}

export function registerSealRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Every signed-in person may ask; each is answered their own seals only.
  app.post('/sytElectronicSeal/list', { schema: { body: empty } }, async (request) => {
    const seals = await usableSeals(ctx.db, authOf(request).session.humancode);
    return ok(
      await Promise.all(
        seals.map(async (seal) => {
          const id = seal.image_url ? FILE_LINK.exec(seal.image_url)?.[1] : undefined;
          const url = id ? await ctx.fileSigner.signedUrl(id) : seal.image_url;
          return { id: seal.id, name: seal.name, url, imageUrl: url, ownerHumancode: seal.owner_humancode, organizationId: seal.organization_id };
        }),
      ),
    );
  });
}

/** The sign fields' values of the data, with their JSON paths (sub-form cells row by row). */
function signValues(form: Pick<FormSchema, 'widgetList'>, data: Record<string, unknown>): { path: string; name: string; value: unknown }[] {
  const out: { path: string; name: string; value: unknown }[] = [];
  for (const entry of fieldWidgets(form)) {
    if (entry.widget.type !== 'sign') continue;
    if (!entry.subForm) {
      out.push({ path: entry.name, name: entry.name, value: data[entry.name] });
      continue;
    }
    const rows = data[entry.subForm];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, index) => {
      if (row && typeof row === 'object') out.push({ path: `${entry.subForm}.${index}.${entry.name}`, name: entry.name, value: (row as Record<string, unknown>)[entry.name] });
    });
  }
  return out;
}

/**
 * Refuses (00005, the field's path under /formData) a sign value that links to an image other than a
 * seal the signer may use. A value already stored (kept from an earlier step) is not judged again.
 */
export async function checkSealUse(
  db: Db,
  form: Pick<FormSchema, 'widgetList'>,
  data: Record<string, unknown>,
  humancode: string,
  lang: Lang,
  stored: Record<string, unknown> = {},
): Promise<void> {
  const earlier = signValues(form, stored).map((entry) => entry.value);
  const fresh = signValues(form, data).filter(
    (entry) => typeof entry.value === 'string' && entry.value !== '' && !entry.value.startsWith('data:') && !earlier.some((value) => sameValue(value, entry.value)),
  );
  if (fresh.length === 0) return;
  const mine = new Set((await usableSeals(db, humancode)).map((seal) => seal.image_url).filter((link): link is string => Boolean(link)));
  const borrowed = fresh.filter((entry) => !mine.has(plainLink(entry.value as string)));
  if (borrowed.length === 0) return;
  const message = { zh: '不能使用他人的签章', en: 'This seal is not yours to use' };
  throw new AppError('validation', {
    message,
    errors: borrowed.map((entry) => ({ path: `/formData/${entry.path.replaceAll('.', '/')}`, message: message[lang] })),
  });
}
