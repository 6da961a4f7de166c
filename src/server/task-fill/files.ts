/**
 * File resources (fileresource, /fileDownloadList): the published files whose audience includes the caller
 * (an empty audience is everyone), with their download links signed afresh. Administration is the entity runtime's (sytFileResource).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { empty } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { iso, rowsOf } from '../modules/reservation/sql-util.ts';
import { audienceCodes } from './audience.ts';

const FILE_LINK = /^\/file\/view\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?.*)?$/;

export function registerFileResourceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/fileresource/list', { schema: { body: empty } }, async (request) => {
    const me = authOf(request).session.humancode;
    const rows = await rowsOf<Record<string, unknown>>(
      ctx.db,
      sql`select id, name, file_url, category, description, audience, updated_at from syt_file_resource where enabled is not false order by category nulls last, updated_at desc limit 500`,
    );
    const out = [];
    for (const row of rows) {
      // An audience naming a since-deleted person, department or role shows the file to no one rather than failing the list.
      const codes = await audienceCodes(ctx.db, row.audience).catch(() => [''] as string[]);
      if (codes.length > 0 && !codes.includes(me)) continue;
      const fileId = typeof row.file_url === 'string' ? FILE_LINK.exec(row.file_url)?.[1] : undefined;
      out.push({ id: row.id, name: row.name, category: row.category, description: row.description, updatedAt: iso(row.updated_at), url: fileId ? await ctx.fileSigner.signedUrl(fileId) : null });
    }
    return ok(out);
  });
}
