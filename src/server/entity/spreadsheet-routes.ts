/** `downImportTemplate`, `export` and `import` of an entity, as .xlsx files. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { ok } from '../http/envelope.ts';
import { authOf } from '../http/context.ts';
import type { FieldError } from '../../schemas/envelope.ts';
import type { EntityRuntime } from './registry.ts';
import type { EntityService } from './service.ts';
import { exportWorkbook, readImport, templateWorkbook, XLSX_TYPE, zoneOf } from './spreadsheet.ts';
import { resolveRefLabels, sharedRefLabels } from './transfer-refs.ts';
import { writeAudit } from './audit.ts';

const MAX_IMPORT_ROWS = 5000;
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** An .xlsx file is a zip archive: it starts with "PK\x03\x04". */
const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

function attachment(name: string) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/** Thrown out of the import transaction to roll every row back. */
class ImportRejected extends Error {
  constructor(readonly errors: FieldError[]) {
    super('import rejected');
  }
}

export function registerSpreadsheetRoutes(app: FastifyInstance, service: EntityService, runtime: EntityRuntime): void {
  const { schema } = runtime;
  const base = `/${schema.name}`;

  if (schema.permissions.export) {
    app.post(`${base}/export`, { config: { permission: schema.permissions.export } }, async (request, reply) => {
      const filter = service.validatePage(runtime, request.body, request.lang);
      const rows = await service.list(runtime, filter);
      const shared = await sharedRefLabels(service.ctx.db, service.registry, schema.name, rows);
      const file = await exportWorkbook(schema, rows, zoneOf(request.headers['x-time-zone']), shared);
      // Who took which data out, and how much of it.
      const after = { rows: rows.length, ...(filter.queryParam ? { queryParam: filter.queryParam } : {}) };
      await writeAudit(service.ctx.db, { schema, recordId: null, action: 'export', after, auth: authOf(request), ip: request.ip });
      return reply.type(XLSX_TYPE).header('content-disposition', attachment(schema.name)).send(file);
    });
  }

  if (!schema.permissions.import || schema.readOnly) return;
  app.get(`${base}/downImportTemplate`, { config: { permission: schema.permissions.import } }, async (_request, reply) =>
    reply.type(XLSX_TYPE).header('content-disposition', attachment(`${schema.name}-template`)).send(await templateWorkbook(schema)),
  );

  app.post(`${base}/import`, { config: { permission: schema.permissions.import, multipart: true } }, async (request) => {
    const lang = request.lang;
    if (!request.isMultipart()) {
      throw new AppError('unsupportedMediaType', { message: { zh: '请以 multipart/form-data 上传 .xlsx 文件', en: 'Upload an .xlsx file as multipart/form-data' } });
    }
    let part: Awaited<ReturnType<typeof request.file>>;
    let data: Buffer;
    try {
      part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!part) throw new AppError('validation', { message: { zh: '未收到文件', en: 'No file was received' } });
      data = await part.toBuffer();
    } catch (error) {
      // A truncated or malformed form-data stream made busboy throw a plain Error, answered as a 500.
      if (error instanceof AppError) throw error;
      throw new AppError((error as { statusCode?: number }).statusCode === 413 ? 'payloadTooLarge' : 'badRequest');
    }
    if (!part.filename.toLowerCase().endsWith('.xlsx') || !isZip(data)) {
      throw new AppError('validation', { message: { zh: '只能导入 .xlsx 文件', en: 'Only .xlsx files can be imported' } });
    }
    let parsed: Awaited<ReturnType<typeof readImport>>;
    try {
      parsed = await readImport(schema, data, zoneOf(request.headers['x-time-zone']));
    } catch {
      throw new AppError('validation', { message: { zh: '无法读取该 Excel 文件', en: 'The Excel file cannot be read' } });
    }
    if (parsed.rows.length === 0) throw new AppError('validation', { message: { zh: '文件中没有数据行', en: 'The file has no data rows' } });
    if (parsed.rows.length > MAX_IMPORT_ROWS) {
      throw new AppError('validation', { message: { zh: `一次最多导入 ${MAX_IMPORT_ROWS} 行`, en: `At most ${MAX_IMPORT_ROWS} rows per import` } });
    }
    const auth = authOf(request);
    try {
      // All or nothing: every row is saved in one transaction, each in its own savepoint so that all failures are reported.
      await service.ctx.db.transaction(async (tx) => {
        // References come as labels (as the export writes them); each must name exactly one record.
        const errors: FieldError[] = await resolveRefLabels(tx as unknown as Db, service.registry, schema.name, parsed.rows, lang);
        const refused = new Set(errors.map((e) => e.path.split('/')[2]));
        for (const row of parsed.rows) {
          if (refused.has(String(row.rowNumber))) continue;
          try {
            await service.edit(runtime, { ...row.values }, auth, request, tx as unknown as Db);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const prefix = lang === 'en' ? `Row ${row.rowNumber}: ` : `第 ${row.rowNumber} 行：`;
            const fieldErrors = error.errors?.length ? error.fieldErrors(lang)! : [{ path: '/', message: error.describe(lang) }];
            for (const e of fieldErrors) errors.push({ path: `/rows/${row.rowNumber}${e.path === '/' ? '' : e.path}`, message: prefix + e.message });
          }
        }
        if (errors.length > 0) throw new ImportRejected(errors);
        await writeAudit(tx as unknown as Db, { schema, recordId: null, action: 'import', after: { rows: parsed.rows.length, file: part.filename.slice(0, 200) }, auth, ip: request.ip });
      });
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      throw new AppError('validation', {
        message: { zh: `导入失败，{n} 处错误，未导入任何数据`, en: `Import failed with {n} error(s); nothing was imported` },
        params: { n: error.errors.length },
        errors: error.errors,
      });
    }
    return ok({ imported: parsed.rows.length, ignoredColumns: parsed.unknownHeaders });
  });
}
