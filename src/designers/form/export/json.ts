/** The JSON export: the form schema as the designer saves it and VForm 2.2.x reads it, pretty-printed. */
import type { FormSchema } from '../../../schemas/form/types.ts';

export function exportJson(form: FormSchema): string {
  return `${JSON.stringify({ widgetList: form.widgetList, formConfig: form.formConfig, ...(form.schemaVersion !== undefined ? { schemaVersion: form.schemaVersion } : {}) }, null, 2)}\n`;
}
