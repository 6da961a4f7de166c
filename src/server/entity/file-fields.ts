/**
 * Checked file fields (`"file": {"types", "maxMb"}`, field-kinds.ts) on edit: the body's JSON Schema already
 * allows only a view link (`/file/view/<uuid>`), so no path reaches the disk from a body; here the link must
 * name an existing upload of an allowed type and size that the editor uploaded themselves (or that the row
 * already held). Without the last rule an editor could publish someone else's private upload by its id.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { AuthState } from '../http/context.ts';
import { fileIdOfLink, fileOptionsOf } from '../../schemas/entity/field-kinds.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { extensionOf } from '../modules/file-store.ts';

type Row = Record<string, unknown>;

const refuse = (key: string, zh: string, en: string, lang: 'zh' | 'en') =>
  new AppError('validation', { message: { zh, en }, errors: [{ path: `/${key}`, message: lang === 'en' ? en : zh }] });

export async function checkFileFields(db: Db, schema: EntitySchema, values: Row, before: Row | undefined, auth: AuthState, lang: 'zh' | 'en'): Promise<void> {
  for (const [key, field] of Object.entries(schema.fields)) {
    const options = fileOptionsOf(field);
    const value = values[key];
    if (!options || value === undefined || value === null || value === '') continue;
    const id = fileIdOfLink(value);
    const label = field.label;
    if (!id) throw refuse(key, `${label.zh}不是已上传的文件`, `${label.en} is not an uploaded file`, lang);
    // The row's own file stays acceptable whoever uploaded it (another administrator may edit the row).
    if (before && fileIdOfLink(before[key]) === id) continue;
    const [file] = await db.select({ name: files.originalName, size: files.size, uploaderId: files.uploaderId }).from(files).where(eq(files.id, id)).limit(1);
    if (!file) throw refuse(key, `${label.zh}：文件不存在`, `${label.en}: the file does not exist`, lang);
    if (file.uploaderId !== auth.session.accountId && !auth.session.superAdmin) {
      throw refuse(key, `${label.zh}：只能使用自己上传的文件`, `${label.en}: only a file you uploaded yourself can be used`, lang);
    }
    const extension = extensionOf(file.name);
    if (options.types?.length && !options.types.includes(extension)) {
      throw refuse(key, `${label.zh}：不支持的文件格式 .${extension}（允许 ${options.types.join(', ')}）`, `${label.en}: unsupported format .${extension} (allowed: ${options.types.join(', ')})`, lang);
    }
    if (options.maxMb !== undefined && file.size > options.maxMb * 1024 * 1024) {
      throw refuse(key, `${label.zh}：文件大小超出限制（最大 ${options.maxMb} MB）`, `${label.en}: file size out of limit (at most ${options.maxMb} MB)`, lang);
    }
  }
}
