/**
 * bpmForm: the conf is normalised and checked (its custom patterns too) on every save, its version stamped
 * and its field list derived; a new form records who made it. `copy` (the forms list's 复制) makes a new
 * form from a stored one: a new id, the name with " 副本" / " (copy)", the same conf, the caller as creator.
 */
import { eq } from 'drizzle-orm';
import type { EntityHooks } from '../hooks.ts';
import { notFound } from '../../http/errors.ts';
import { object, str } from '../../http/body.ts';
import { columnsOf } from '../query.ts';
import { writeAudit } from '../audit.ts';
import { readConf, refuseBadPatterns, storedConf } from './bpm-form-conf.ts';

/** The copy's name: the entity caps names at 200 characters, so a long name gives way to the suffix. */
function copyName(name: string, lang: 'zh' | 'en'): string {
  const suffix = lang === 'en' ? ' (copy)' : ' 副本';
  return name.slice(0, 200 - suffix.length) + suffix;
}

export const bpmFormHooks: EntityHooks = {
  async beforeSave(values, { request, before, auth }) {
    if (!before) values.creator = auth.session.humancode;
    if (values.conf === undefined) return;
    // The conf is stored as normalised (a conf saved twice is stored the same); formConfig.name is the
    // designer's own and is left as sent, the row's name being the one lists show.
    const schema = readConf(values.conf, request.lang);
    refuseBadPatterns(schema, request.lang);
    Object.assign(values, storedConf(schema));
  },
  actions: {
    copy: {
      body: object({ id: str(64, { minLength: 1 }) }, ['id']),
      async run(body, { tx, runtime, auth, request }) {
        const cols = columnsOf(runtime);
        const [source] = (await tx.select().from(runtime.table).where(eq(cols.id!, String(body.id)))) as Record<string, unknown>[];
        if (!source) throw notFound('表单不存在', 'The form does not exist');
        // The stored conf was checked when it was saved; it is checked again, as any save is, so a copy never
        // stores what a save would refuse (a conf stored before a rule was added).
        const schema = readConf(source.conf, request.lang);
        const now = new Date();
        const values = {
          id: crypto.randomUUID(),
          ...storedConf(schema),
          name: copyName(String(source.name ?? ''), request.lang),
          // A copy starts as a draft: publishing it is a decision of its own.
          status: 0,
          remark: source.remark ?? null,
          creator: auth.session.humancode,
          createdAt: now,
          updatedAt: now,
        };
        const [saved] = (await tx.insert(runtime.table).values(values as never).returning()) as Record<string, unknown>[];
        await writeAudit(tx, { schema: runtime.schema, recordId: String(saved!.id), action: 'create', after: saved, auth, ip: request.ip });
        return { id: saved!.id, name: saved!.name };
      },
    },
  },
};
