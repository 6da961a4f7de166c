/**
 * A `bilingual` field's value (types.ts FieldDef.bilingual): a sentence the server wrote in both languages,
 * kept as `{"zh","en"}` JSON text. The list shows the reader's language; the export, like enum labels,
 * the Chinese.
 */
export function bilingualText(value: unknown, language: string): string {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (parsed && typeof parsed === 'object') {
      const { zh, en } = parsed as { zh?: unknown; en?: unknown };
      if (typeof zh === 'string' && typeof en === 'string') return language.startsWith('en') ? en : zh;
    }
  } catch {
    // Not JSON: a message written before the field was bilingual, shown as it is.
  }
  return String(value);
}
