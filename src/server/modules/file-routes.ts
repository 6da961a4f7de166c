/**
 * Spec platform-shell §7.6 and form-designer §7: `POST /file/upload` stores one file, `GET /file/view/:id`
 * answers it. Uploads are checked by size and by type (extension and bytes, see file-store.ts), stored
 * under `${DATA_DIR}/files/yyyy/mm/<random 128-bit hex>.<ext>` and recorded in `syt_file`.
 *
 * Viewing needs a signed-in caller, or, for <img> tags that cannot send the token header, the signed
 * `?sig=` of the link the upload answered (valid 7 days). The route is public to the guard for that reason
 * only: its handler refuses with 00002 when it has neither.
 *
 * Per-file access: an upload names its purpose (form field `purpose` before the file: `public` or
 * `private`; every kind defaults to private, pictures too, see FilePurpose in file-store.ts). A signed-in
 * caller sees a private file only when they uploaded it, are a super administrator, or may see a record
 * that references it (an entity row whose file field holds its link, and the caller holds that entity's
 * view code; other modules add referrers through fileAccessOf(ctx)); otherwise 00004. A signed link keeps
 * working for anyone: it is handed out only in answers to people allowed to see the file.
 *
 * Quota: each account may upload at most FILE_DAILY_QUOTA_FILES files and FILE_DAILY_QUOTA_BYTES bytes per
 * UTC day (0 = no limit); the upload that would pass either is refused with 00009 and says the limit and
 * what is left (the shared daily quota mechanism, src/server/quota/daily-quota.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../db/schema.ts';
import { object, str } from '../http/body.ts';
import { ok } from '../http/envelope.ts';
import { AppError, notFound } from '../http/errors.ts';
import { authOf, type AuthState, type ServerContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { consume, QUOTAS } from '../quota/daily-quota.ts';
import { hasPermission } from '../../schemas/permissions.ts';
import { columnsOf } from '../entity/query.ts';
import {
  ALLOWED_EXTENSIONS,
  cleanFileName,
  contentDisposition,
  defaultPurpose,
  extensionOf,
  FILE_ID,
  FILE_PURPOSES,
  fileAccessOf,
  kindOfExtension,
  kindOfMime,
  purposeOfPath,
  type FilePurpose,
} from './file-store.ts';

export interface UploadedFile {
  id: string;
  /** The view link, signed so that it works without the token header for 7 days. */
  url: string;
  name: string;
  size: number;
  mime: string;
  purpose: FilePurpose;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const noFile = () => notFound('文件不存在', 'The file does not exist');

export function registerFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const filesRoot = resolve(ctx.config.dataDir, 'files');
  const maxBytes = ctx.config.fileMaxBytes;
  const signer = ctx.fileSigner;
  const quota = { count: ctx.config.fileDailyQuotaFiles, bytes: ctx.config.fileDailyQuotaBytes };
  const access = fileAccessOf(ctx);
  access.addReferrer('entity file fields', entityFileReferrer(app));

  /** A signed-in caller may see a private file they uploaded, as super administrator, or through a record that references it. */
  async function maySee(row: { id: string; uploaderId: string | null }, auth: AuthState): Promise<boolean> {
    if (row.uploaderId === auth.session.accountId || auth.session.superAdmin) return true;
    return access.referenced(row.id, { accountId: auth.session.accountId, permissions: auth.permissions });
  }

  app.post('/file/upload', { config: { multipart: true } }, async (request) => {
    const { session } = authOf(request);
    if (!request.isMultipart()) {
      throw new AppError('unsupportedMediaType', { message: { zh: '请以 multipart/form-data 上传文件', en: 'Upload the file as multipart/form-data' } });
    }
    const tooLarge = () =>
      new AppError('payloadTooLarge', { message: { zh: '文件大小超出限制：最大 {max}', en: 'File size out of limit: at most {max}' }, params: { max: megabytes(maxBytes) } });
    let part: Awaited<ReturnType<typeof request.file>>;
    let data: Buffer;
    try {
      part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part) throw new AppError('validation', { message: { zh: '未收到文件', en: 'No file was received' } });
      data = await part.toBuffer();
    } catch (error) {
      // A truncated or malformed form-data stream makes busboy throw a plain Error.
      if (error instanceof AppError) throw error;
      if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
      throw new AppError('badRequest');
    }
    if (data.length > maxBytes) throw tooLarge();
    if (data.length === 0) throw new AppError('validation', { message: { zh: '文件为空', en: 'The file is empty' } });

    const purposeField = (part.fields.purpose as { value?: unknown } | undefined)?.value;
    if (purposeField !== undefined && !FILE_PURPOSES.includes(purposeField as FilePurpose)) {
      throw new AppError('validation', { errors: [{ path: '/purpose', message: request.lang === 'en' ? '/purpose must be public or private' : '/purpose 只能是 public 或 private' }] });
    }
    const name = cleanFileName(part.filename);
    const extension = extensionOf(name);
    const kind = kindOfExtension(extension);
    if (!kind) {
      throw new AppError('validation', {
        message: { zh: '不支持的文件格式：{ext}（允许 {allowed}）', en: 'Unsupported format: {ext} (allowed: {allowed})' },
        params: { ext: extension ? `.${extension}` : name || '?', allowed: ALLOWED_EXTENSIONS.join(', ') },
      });
    }
    if (!kind.matches(data)) {
      throw new AppError('validation', {
        message: { zh: '文件内容与扩展名 .{ext} 不符', en: 'The file content does not match its .{ext} extension' },
        params: { ext: extension },
      });
    }

    const purpose = (purposeField as FilePurpose | undefined) ?? defaultPurpose(kind);
    const now = new Date();
    const folder = `${purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const storagePath = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    const absolute = join(filesRoot, storagePath);
    const id = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await consume(db, session.accountId, QUOTAS.files, quota, { count: 1, bytes: data.length }, now);
      await mkdir(join(filesRoot, folder), { recursive: true });
      await writeFile(absolute, data, { flag: 'wx', mode: 0o640 });
      try {
        const [row] = await db
          .insert(files)
          .values({
            storagePath,
            originalName: name,
            mime: kind.mime,
            size: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
            uploaderId: session.accountId,
          })
          .returning({ id: files.id });
        return row!.id;
      } catch (error) {
        await unlink(absolute).catch(() => {});
        throw error;
      }
    });
    return ok<UploadedFile>({ id, url: await signer.signedUrl(id), name, size: data.length, mime: kind.mime, purpose });
  });

  app.get(
    '/file/view/:id',
    {
      // Public to the guard only so that a signed link works in an <img> tag; see the check below.
      config: { public: true },
      schema: { querystring: object({ sig: str(80) }) },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { sig } = request.query as { sig?: string };
      // The guard resolved a valid token, if one was sent. Without one, only a valid signature will do;
      // anonymous callers learn nothing about the id before that.
      let signed = false;
      if (!request.auth) {
        if (sig === undefined) throw new AppError('tokenInvalid');
        if (!(await signer.verify(id, sig))) {
          throw new AppError('forbidden', { message: { zh: '文件链接无效或已过期', en: 'The file link is invalid or has expired' } });
        }
        signed = true;
      }
      // The path comes from the database row only; the id is checked for shape before any lookup.
      if (!FILE_ID.test(id)) throw noFile();
      const [row] = await ctx.db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw noFile();
      if (!signed && request.auth && purposeOfPath(row.storagePath) === 'private' && !(await maySee(row, request.auth))) {
        // A valid signature (a link handed to someone allowed to see the file) still opens it.
        if (sig === undefined || !(await signer.verify(id, sig))) {
          throw new AppError('forbidden', { message: { zh: '无权查看该文件', en: 'You may not view this file' } });
        }
      }
      const absolute = resolve(filesRoot, row.storagePath);
      if (!absolute.startsWith(filesRoot + sep)) throw noFile();
      const size = await stat(absolute).then(
        (info) => (info.isFile() ? info.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw noFile();
      const kind = kindOfMime(row.mime);
      return reply
        .type(row.mime)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(kind?.inline ? 'inline' : 'attachment', row.originalName))
        .header('x-content-type-options', 'nosniff')
        // A file never changes under its id; the signed link may be cached by the browser, not by proxies.
        .header('cache-control', 'private, max-age=86400')
        .send(createReadStream(absolute));
    },
  );
}

/**
 * Entity rows whose file field holds the file's plain link (`/file/view/<id>`, as the runtime stores it):
 * the caller may see such a row when they hold the entity's view code or the entity lists its rows to
 * every signed-in user (an alias with access "login").
 */
function entityFileReferrer(app: FastifyInstance) {
  return async (fileId: string, viewer: { permissions: ReadonlySet<string> }): Promise<boolean> => {
    const link = `/file/view/${fileId}`;
    for (const runtime of app.entities.all()) {
      const { schema } = runtime;
      const fields = Object.entries(schema.fields).filter(([, f]) => f.file).map(([key]) => key);
      if (fields.length === 0) continue;
      const open = Object.values(schema.aliases ?? {}).some((a) => a.access === 'login');
      if (!open && !(schema.permissions.view && hasPermission(viewer.permissions, schema.permissions.view))) continue;
      const cols = columnsOf(runtime);
      for (const key of fields) {
        const conditions = [eq(cols[key]!, link)];
        if (schema.softDelete) conditions.push(eq(cols[schema.softDelete.field]!, false));
        const [hit] = await app.ctx.db.select({ id: cols.id! }).from(runtime.table).where(and(...conditions)).limit(1);
        if (hit) return true;
      }
    }
    return false;
  };
}
