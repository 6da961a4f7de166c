/** Value helpers of the entity page: range completion (spec §5) and cell display. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef, ListColumn } from '../../schemas/entity/types.ts';
import { textOf } from './i18n.ts';
import { bilingualText } from '../../schemas/entity/bilingual.ts';

/** A date range from the picker becomes [from 00:00:00, to 23:59:59] as the server compares instants. */
export function completeRange(range: [Dayjs | null, Dayjs | null], dateOnly: boolean): [string | null, string | null] {
  const [from, to] = range;
  if (dateOnly) return [from ? from.format('YYYY-MM-DD') : null, to ? to.format('YYYY-MM-DD') : null];
  return [from ? from.startOf('day').toISOString() : null, to ? to.endOf('day').toISOString() : null];
}

export function displayCell(
  value: unknown,
  field: FieldDef | undefined,
  column: ListColumn,
  row: Record<string, unknown>,
  language: string,
  yesNo: [string, string],
): string {
  if (value === null || value === undefined || value === '') return '';
  if (field?.ref || column.format === 'ref') {
    const labels = (row.$labels ?? {}) as Record<string, unknown>;
    return String(labels[column.field] ?? value);
  }
  if (field?.enum) {
    const match = field.enum.find((e) => e.value === value);
    if (match) return textOf(match.label, language);
  }
  if (field?.bilingual) return bilingualText(value, language);
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (column.format === 'datetime' || field?.type === 'datetime') return dayjs(String(value)).format('YYYY-MM-DD HH:mm:ss');
  if (column.format === 'date') return dayjs(String(value)).format('YYYY-MM-DD');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

