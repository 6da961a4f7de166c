/** The download list's calls (src/server/task-fill/files.ts); a file itself comes from /file/view with the token. */
import { call } from '../../runtime/api/client.ts';
import { download } from '../../runtime/api/transfer.ts';

export interface FileResource {
  id: string;
  name: string;
  category: string | null;
  description: string | null;
  updatedAt: string | null;
  fileId: string | null;
  fileName: string | null;
  size: number | null;
  mime: string | null;
}

export interface FileQuery {
  page: number;
  pageSize: number;
  queryParam: { name?: string; category?: string };
}

export interface FilePage {
  records: FileResource[];
  total: number;
  categories: string[];
}

export const filesApi = {
  list: (body: FileQuery) => call<FilePage>('/fileresource/list', { body, quiet: true }),
  /** The server answers the bytes only to the file's audience (00004 otherwise), which download() reports. */
  download: (file: FileResource) => download(`/file/view/${file.fileId}`, { method: 'GET', fallbackName: file.fileName ?? file.name }),
};

/** A size for people: 980 B, 12.3 KB, 4.5 MB. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
