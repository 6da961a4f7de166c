/**
 * What `/file/upload` and `/file/view/:id` rely on: the allow-list of file types (judged by extension and
 * by the bytes), the client file name kept as data only, and the signed view links that let an <img> tag,
 * which cannot send the token header, show a file.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileKind {
  /** Extensions (lower case, no dot) that name this kind. */
  extensions: readonly string[];
  mime: string;
  /** Shown in the browser (images, PDF); every other kind is downloaded as an attachment. */
  inline: boolean;
  /** True when the bytes really are of this kind. */
  matches(data: Buffer): boolean;
}

const startsWith = (data: Buffer, ...bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const isZip = (data: Buffer) => startsWith(data, 0x50, 0x4b, 0x03, 0x04) || startsWith(data, 0x50, 0x4b, 0x05, 0x06);
/**
 * An Office Open XML document is a zip whose entry names (stored uncompressed in the local headers and
 * the central directory) include `[Content_Types].xml` and the part folder of its application.
 */
const isOoxml = (folder: string) => (data: Buffer) => isZip(data) && data.includes('[Content_Types].xml') && data.includes(folder);

/** UTF-8 text (a BOM allowed) without NUL or other control characters than tab, line breaks and form feed. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
  return !/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text);
}

/**
 * The allow-list. SVG is deliberately absent: it is XML that can carry script, and shown inline from this
 * origin it would run with the user's session. HTML, executables and the like are refused the same way.
 */
export const FILE_KINDS: readonly FileKind[] = [
  { extensions: ['png'], mime: 'image/png', inline: true, matches: (d) => startsWith(d, 0x89, ...ascii('PNG\r\n\x1a\n')) },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', inline: true, matches: (d) => startsWith(d, 0xff, 0xd8, 0xff) },
  { extensions: ['gif'], mime: 'image/gif', inline: true, matches: (d) => startsWith(d, ...ascii('GIF87a')) || startsWith(d, ...ascii('GIF89a')) },
  {
    extensions: ['webp'],
    mime: 'image/webp',
    inline: true,
    matches: (d) => startsWith(d, ...ascii('RIFF')) && d.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { extensions: ['pdf'], mime: 'application/pdf', inline: true, matches: (d) => startsWith(d, ...ascii('%PDF-')) },
  {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    matches: isOoxml('word/'),
  },
  { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false, matches: isOoxml('xl/') },
  {
    extensions: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    matches: isOoxml('ppt/'),
  },
  { extensions: ['zip'], mime: 'application/zip', inline: false, matches: isZip },
  { extensions: ['txt'], mime: 'text/plain; charset=utf-8', inline: false, matches: isPlainText },
];

export const ALLOWED_EXTENSIONS: readonly string[] = FILE_KINDS.flatMap((kind) => kind.extensions);

export function kindOfExtension(extension: string): FileKind | undefined {
  return FILE_KINDS.find((kind) => kind.extensions.includes(extension));
}

export function kindOfMime(mime: string): FileKind | undefined {
  return FILE_KINDS.find((kind) => kind.mime === mime);
}

/**
 * The client's file name as data: the last path segment (browsers may send `C:\fakepath\x.png`), without
 * control or bidi-override characters, at most 200 characters with the extension kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // oxlint-disable-next-line no-control-regex -- control and direction-override characters are removed
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const chars = [...clean];
  if (chars.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(clean.slice(dot)).slice(0, 20).join('') : '';
  return chars.slice(0, 200 - extension.length).join('') + extension;
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `inline` or `attachment`, with the name as an ASCII fallback and RFC 5987 `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A stored file id: the row's UUID. Anything else is not a file, before any lookup. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long a signed view link works. */
export const SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;
/** `sig=<expiry in unix seconds>.<HMAC-SHA256, base64url>`. */
export const SIGNATURE = /^[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;

/**
 * Signs and checks view links with a 256-bit key kept in `${DATA_DIR}/keys/file-url.key` (created on first
 * use, mode 0600). The files themselves live in DATA_DIR, so every process that can serve them shares the
 * key; deleting the key file invalidates every link handed out so far.
 */
export class FileUrlSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly dataDir: string) {}

  private async loadKey(): Promise<Buffer> {
    const folder = join(this.dataDir, 'keys');
    const path = join(folder, 'file-url.key');
    try {
      return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // Written whole to a private name, then linked into place: another process starting at the same time
    // either wins the link or reads the complete key of the one that did.
    const temporary = `${path}.${randomBytes(8).toString('hex')}`;
    await writeFile(temporary, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    try {
      await link(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(temporary);
    }
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  }

  private async mac(id: string, expires: number): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', await this.key).update(`file-view:${id}:${expires}`).digest();
  }

  /** `/file/view/<id>?sig=…`, good for SIGNED_URL_TTL_SECONDS from `now`. */
  async signedUrl(id: string, now = Date.now()): Promise<string> {
    const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
    return `/file/view/${id}?sig=${expires}.${(await this.mac(id, expires)).toString('base64url')}`;
  }

  /** True when `signature` was made for this id and has not expired. */
  async verify(id: string, signature: string, now = Date.now()): Promise<boolean> {
    if (!SIGNATURE.test(signature)) return false;
    const [expiresText, macText] = signature.split('.') as [string, string];
    const expires = Number(expiresText);
    if (expires <= Math.floor(now / 1000)) return false;
    const given = Buffer.from(macText, 'base64url');
    const expected = await this.mac(id, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * Why a file was uploaded. A *public* file (asked for with `purpose=public`: a picture meant for every
 * signed-in person) may be shown to every signed-in person and through its signed link. A *private*
 * file (the default for every kind, pictures included: a form's pictures belong to their process, a seal
 * to its owner) is visible with the token only to its uploader, a super administrator, and whoever may
 * see a record that references it (FileAccess below: an entity row, a process's variables or task
 * forms); its signed link, handed out only in answers to such people, works as before. Pictures of
 * entity rows (banners, service icons) need no public purpose: every answer signs their links afresh. The purpose is kept as the first folder of
 * the storage path (`private/yyyy/mm/…`, `public/yyyy/mm/…`; rows from before purposes are public), so
 * no column had to be added.
 */
export type FilePurpose = 'public' | 'private';

export const FILE_PURPOSES: readonly FilePurpose[] = ['public', 'private'];

/** Private unless asked otherwise: a picture was public by default, so one pasted into a process form was anyone's to open. */
export const defaultPurpose = (_kind: FileKind): FilePurpose => 'private';

export const purposeOfPath = (storagePath: string): FilePurpose => (storagePath.startsWith('private/') ? 'private' : 'public');

/** Says whether the signed-in caller may see a record that references the file (e.g. an entity row whose file field holds it). */
export type FileReferrer = (fileId: string, viewer: { accountId: string; permissions: ReadonlySet<string> }) => Promise<boolean>;

/**
 * The places that may reference a private file. The entity runtime's file fields are registered by the
 * file routes; other modules (process forms …) add theirs with `fileAccessOf(ctx).addReferrer(…)`.
 */
export class FileAccess {
  private readonly referrers = new Map<string, FileReferrer>();

  addReferrer(name: string, referrer: FileReferrer): void {
    this.referrers.set(name, referrer);
  }

  async referenced(fileId: string, viewer: { accountId: string; permissions: ReadonlySet<string> }): Promise<boolean> {
    for (const referrer of this.referrers.values()) if (await referrer(fileId, viewer)) return true;
    return false;
  }
}

const accessByContext = new WeakMap<object, FileAccess>();

/** The FileAccess of one server (keyed by its context object), made on first use. */
export function fileAccessOf(ctx: object): FileAccess {
  let access = accessByContext.get(ctx);
  if (!access) {
    access = new FileAccess();
    accessByContext.set(ctx, access);
  }
  return access;
}
