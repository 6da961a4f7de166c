/**
 * A schema as the renderer reads it: a stored conf, a VForm export as it is or its JSON text become the
 * current {widgetList, formConfig} through the form model's migrations; an unreadable one becomes an
 * error the renderer shows instead of a form.
 */
import { normaliseFormSchema } from '../../schemas/form/index.ts';
import type { FormSchema } from '../../schemas/form/types.ts';

export type SchemaReading = { schema: FormSchema; error?: undefined } | { schema: FormSchema; error: string };

const EMPTY: FormSchema = normaliseFormSchema({ widgetList: [], formConfig: {} });

export function readSchema(input: unknown): SchemaReading {
  try {
    return { schema: normaliseFormSchema(input) };
  } catch (error) {
    return { schema: EMPTY, error: error instanceof Error ? error.message : String(error) };
  }
}
