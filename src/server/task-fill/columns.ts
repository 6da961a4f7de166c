/** The export's columns: the task form's top-level fields (a sub-form's rows land in one cell as JSON), by their labels. */
import type { FormSchema } from '../../schemas/form/index.ts';
import { fieldWidgets } from '../../schemas/form/walk.ts';

export function formColumns(form: Pick<FormSchema, 'widgetList'>): { name: string; label: string }[] {
  const seen = new Set<string>();
  const out: { name: string; label: string }[] = [];
  for (const entry of fieldWidgets(form)) {
    const name = entry.subForm ?? entry.name;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name, label: entry.subForm ? name : entry.label || name });
  }
  return out;
}
