/**
 * References in spreadsheets: an export writes a referenced record's label (the organisation's name,
 * not its id), so an import reads labels back. A label that names no record, or several, is reported
 * on its row and column; an id is still accepted, so files made by hand with ids keep working.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FieldError, Lang } from '../../schemas/envelope.ts';
import type { EntityRegistry } from './registry.ts';
import { columnsOf } from './query.ts';
import type { ParsedRow } from './spreadsheet.ts';

/** Replaces each reference label in the rows by its record's id; answers the problems found. */
export async function resolveRefLabels(db: Db, registry: EntityRegistry, entityName: string, rows: ParsedRow[], lang: Lang): Promise<FieldError[]> {
  const runtime = registry.get(entityName)!;
  const problems: FieldError[] = [];
  for (const [key, field] of Object.entries(runtime.schema.fields)) {
    if (!field.ref) continue;
    const target = registry.get(field.ref.entity);
    if (!target) continue;
    const texts = [...new Set(rows.map((r) => r.values[key]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    if (texts.length === 0) continue;
    const cols = columnsOf(target);
    const idCol = cols.id!;
    const labelCol = cols[field.ref.labelField]!;
    // A label that is not text (a number) cannot be compared with the cells' text: ids only then.
    const byText = target.schema.fields[field.ref.labelField]?.type === 'string';
    const conditions: SQL[] = [byText ? or(inArray(labelCol, texts), inArray(idCol, texts))! : inArray(idCol, texts)];
    if (target.schema.softDelete) conditions.push(eq(cols[target.schema.softDelete.field]!, false));
    const found = (await db
      .select({ id: idCol, label: labelCol })
      .from(target.table)
      .where(and(...conditions))) as { id: string; label: unknown }[];
    const ids = new Set(found.map((f) => f.id));
    const byLabel = new Map<string, string[]>();
    for (const { id, label } of found) byLabel.set(String(label), [...(byLabel.get(String(label)) ?? []), id]);
    const targetName = target.schema.noun?.[lang] ?? target.schema.title[lang];
    const label = field.label[lang];
    for (const row of rows) {
      const text = row.values[key];
      if (typeof text !== 'string' || text === '') continue;
      const matches = byLabel.get(text) ?? [];
      if (matches.length === 1) row.values[key] = matches[0];
      else if (matches.length === 0 && ids.has(text)) continue;
      else {
        const message =
          matches.length === 0
            ? lang === 'en'
              ? `${label}: no ${targetName} named "${text}"`
              : `${label}：找不到名为“${text}”的${targetName}`
            : lang === 'en'
              ? `${label}: ${matches.length} records of ${targetName} are named "${text}"; use the id instead`
              : `${label}：有 ${matches.length} 条名为“${text}”的${targetName}，无法确定，请改填其 ID`;
        problems.push({ path: `/rows/${row.rowNumber}/${key}`, message: (lang === 'en' ? `Row ${row.rowNumber}: ` : `第 ${row.rowNumber} 行：`) + message });
      }
    }
  }
  return problems;
}

/**
 * Labels of the exported rows' references that several records share (a 新增 button under every
 * menu): the export writes the id for those, so that every exported row imports back unambiguously.
 */
export async function sharedRefLabels(db: Db, registry: EntityRegistry, entityName: string, rows: Record<string, unknown>[]): Promise<Map<string, Set<string>>> {
  const runtime = registry.get(entityName)!;
  const shared = new Map<string, Set<string>>();
  for (const [key, field] of Object.entries(runtime.schema.fields)) {
    const target = field.ref ? registry.get(field.ref.entity) : undefined;
    if (!field.ref || !target || target.schema.fields[field.ref.labelField]?.type !== 'string') continue;
    const labels = [...new Set(rows.map((r) => ((r.$labels ?? {}) as Record<string, unknown>)[key]).filter((v): v is string => typeof v === 'string'))];
    if (labels.length === 0) continue;
    const cols = columnsOf(target);
    const labelCol = cols[field.ref.labelField]!;
    const conditions: SQL[] = [inArray(labelCol, labels)];
    if (target.schema.softDelete) conditions.push(eq(cols[target.schema.softDelete.field]!, false));
    const found = (await db.select({ label: labelCol }).from(target.table).where(and(...conditions))) as { label: string }[];
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const { label } of found) (seen.has(label) ? twice : seen).add(label);
    shared.set(key, twice);
  }
  return shared;
}
