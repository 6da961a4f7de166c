/**
 * Upload limits of picture-upload and file-upload (form-designer §5): count, type and size. The
 * widget checks a file before sending it; the server checks the submitted file list again.
 */
import { formMessage } from './messages.ts';
import type { Lang, WidgetOptions } from './types.ts';

export const DEFAULT_UPLOAD_LIMIT = 3;
export const DEFAULT_FILE_MAX_SIZE_MB = 5;
export const DEFAULT_PICTURE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png'];
export const DEFAULT_FILE_TYPES: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'jpg', 'png'];

export type UploadKind = 'picture' | 'file';

export interface FileCandidate {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type as the browser reports it (picture uploads require image/…). */
  type?: string;
}

/** One entry of an upload field's value (the file list). */
export interface UploadedFile {
  name: string;
  url: string;
  size?: number;
  [key: string]: unknown;
}

export function uploadLimit(options: WidgetOptions): number {
  const limit = Number(options.limit);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_UPLOAD_LIMIT;
}

export function maxSizeMb(options: WidgetOptions): number {
  const size = Number(options.fileMaxSize);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_FILE_MAX_SIZE_MB;
}

export function allowedTypes(options: WidgetOptions, kind: UploadKind): string[] {
  const raw = options.fileTypes;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const types = list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter((item) => item !== '');
  return types.length > 0 ? types : [...(kind === 'picture' ? DEFAULT_PICTURE_TYPES : DEFAULT_FILE_TYPES)];
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file may be added to a list that already holds `count` files. Answers the render
 * message of §5 or undefined.
 */
export function checkUploadFile(file: FileCandidate, options: WidgetOptions, kind: UploadKind, count: number, lang: Lang): string | undefined {
  const limit = uploadLimit(options);
  if (count >= limit) return formMessage('uploadLimit', lang, { limit });
  if (!isAllowedType(file, options, kind)) return formMessage('uploadFormat', lang, { file: file.name });
  if (!(file.size >= 0) || file.size > maxSizeMb(options) * 1024 * 1024) return formMessage('uploadSize', lang, { file: file.name });
  return undefined;
}

/** Picture: image/ + an allowed type (by MIME subtype or extension); file: the extension, case-insensitive. */
export function isAllowedType(file: FileCandidate, options: WidgetOptions, kind: UploadKind): boolean {
  const types = allowedTypes(options, kind);
  const extension = extensionOf(file.name);
  if (kind === 'file') return types.includes(extension);
  const mime = (file.type ?? '').toLowerCase();
  if (mime !== '' && !mime.startsWith('image/')) return false;
  const subtype = mime.slice('image/'.length);
  return types.includes(extension) || (subtype !== '' && types.includes(subtype));
}

/**
 * The submitted file list: an array of {name, url, size?}. Answers messages for a list over the
 * limit and for entries of a disallowed type or size (size only when the entry reports one).
 */
export function checkFileList(value: unknown, options: WidgetOptions, kind: UploadKind, lang: Lang): string[] {
  if (!Array.isArray(value)) return [];
  const messages: string[] = [];
  const limit = uploadLimit(options);
  if (value.length > limit) messages.push(formMessage('uploadLimit', lang, { limit }));
  for (const item of value as UploadedFile[]) {
    const name = typeof item?.name === 'string' && item.name !== '' ? item.name : nameFromUrl(item?.url);
    const types = allowedTypes(options, kind);
    if (!types.includes(extensionOf(name))) messages.push(formMessage('uploadFormat', lang, { file: name }));
    else if (typeof item.size === 'number' && item.size > maxSizeMb(options) * 1024 * 1024) messages.push(formMessage('uploadSize', lang, { file: name }));
  }
  return messages;
}

function nameFromUrl(url: unknown): string {
  if (typeof url !== 'string') return '';
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponentSafe(path.slice(path.lastIndexOf('/') + 1));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Normalises a submitted list: keeps {name, url, size?, …} entries with a string url, drops the rest. Answers undefined when the value is not a list. */
export function coerceFileList(value: unknown): UploadedFile[] | undefined {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return undefined;
  const out: UploadedFile[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null || typeof (item as UploadedFile).url !== 'string') return undefined;
    const entry = item as UploadedFile;
    const file: UploadedFile = { name: typeof entry.name === 'string' ? entry.name : nameFromUrl(entry.url), url: entry.url };
    if (typeof entry.size === 'number') file.size = entry.size;
    if (typeof entry.id === 'string' || typeof entry.id === 'number') file.id = entry.id;
    out.push(file);
  }
  return out;
}
