/**
 * The checks made before a file is sent (form-designer §5): an allowed extension (case-insensitive;
 * a picture must also have an image/ type), at most fileMaxSize MB, and no more than `limit` files.
 */
export const PICTURE_TYPES = ['jpg', 'jpeg', 'png'];
export const FILE_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'jpg', 'png'];
export const DEFAULT_LIMIT = 3;
export const DEFAULT_MAX_MB = 5;

export type UploadKind = 'picture' | 'file';
export type Refusal = 'unsupported' | 'tooLarge' | 'exceeded';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The allowed extensions of a widget: its fileTypes (array or comma list) or the kind's default. */
export function allowedTypes(fileTypes: unknown, kind: UploadKind): string[] {
  const list = Array.isArray(fileTypes) ? fileTypes : typeof fileTypes === 'string' ? fileTypes.split(/[\s,;]+/) : [];
  const types = list.map((type) => String(type).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return types.length > 0 ? types : kind === 'picture' ? PICTURE_TYPES : FILE_TYPES;
}

export function checkFile(file: { name: string; type: string; size: number }, kind: UploadKind, types: readonly string[], maxMb: number): Refusal | null {
  if (!types.includes(extensionOf(file.name))) return 'unsupported';
  // A browser that cannot tell the type leaves it empty; the server checks the content again.
  if (kind === 'picture' && file.type !== '' && !file.type.startsWith('image/')) return 'unsupported';
  if (file.size > maxMb * 1024 * 1024) return 'tooLarge';
  return null;
}

/** Whether one more file fits: `present` files kept or on their way. */
export const fitsLimit = (present: number, limit: number) => limit <= 0 || present < limit;
