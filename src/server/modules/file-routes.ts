/**
 * Spec platform-shell §7.6 and form-designer §7: `POST /file/upload` stores one file, `GET /file/view/:id`
 * answers it. Uploads are checked by size and by type (extension and bytes, see file-store.ts), stored
 * under `${DATA_DIR}/files/yyyy/mm/<random 128-bit hex>.<ext>` and recorded in `syt_file`.
 *
 * Viewing needs a signed-in caller, or, for <img> tags that cannot send the token header, the signed
 * `?sig=` of the link the upload answered (valid 7 days). The route is public to the guard for that reason
 * only: its handler refuses with 00002 when it has neither.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../db/schema.ts';
import { object, str } from '../http/body.ts';
import { ok } from '../http/envelope.ts';
import { AppError, notFound } from '../http/errors.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import {
  ALLOWED_EXTENSIONS,
  cleanFileName,
  contentDisposition,
  extensionOf,
  FILE_ID,
  kindOfExtension,
  kindOfMime,
} from './file-store.ts';

export interface UploadedFile {
  id: string;
  /** The view link, signed so that it works without the token header for 7 days. */
  url: string;
  name: string;
  size: number;
  mime: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const noFile = () => notFound('文件不存在', 'The file does not exist');

export function registerFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const filesRoot = resolve(ctx.config.dataDir, 'files');
  const maxBytes = ctx.config.fileMaxBytes;
  const signer = ctx.fileSigner;

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

    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const storagePath = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    const absolute = join(filesRoot, storagePath);
    await mkdir(join(filesRoot, folder), { recursive: true });
    await writeFile(absolute, data, { flag: 'wx', mode: 0o640 });
    let id: string;
    try {
      const [row] = await ctx.db
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
      id = row!.id;
    } catch (error) {
      await unlink(absolute).catch(() => {});
      throw error;
    }
    return ok<UploadedFile>({ id, url: await signer.signedUrl(id), name, size: data.length, mime: kind.mime });
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
      if (!request.auth) {
        if (sig === undefined) throw new AppError('tokenInvalid');
        if (!(await signer.verify(id, sig))) {
          throw new AppError('forbidden', { message: { zh: '文件链接无效或已过期', en: 'The file link is invalid or has expired' } });
        }
      }
      // The path comes from the database row only; the id is checked for shape before any lookup.
      if (!FILE_ID.test(id)) throw noFile();
      const [row] = await ctx.db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw noFile();
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
