/** The university VForm exports of ../shared/corpora/vform, as the designer tests read them in place. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Widget } from '../../src/schemas/form/types.ts';

export const VFORM_CORPUS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora/vform');
/** False in a clone without ../shared: the corpus tests skip, saying so. */
export const vformCorpusPresent = existsSync(VFORM_CORPUS);

/** Every widget object of a raw export in tree order, walked here rather than with the core's walker. */
export function rawWidgets(list: unknown): Widget[] {
  const out: Widget[] = [];
  const visit = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items as Widget[]) {
      out.push(item);
      visit(item.widgetList);
      visit(item.cols);
      visit(item.tabs);
      if (Array.isArray(item.rows)) for (const row of item.rows) visit(row.cols);
    }
  };
  visit(list);
  return out;
}
