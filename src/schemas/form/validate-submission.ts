/**
 * validateSubmission for the process engine and the form routes. The one file under src/schemas that
 * imports outside it: the widget models (src/widgets/models.ts, pure TypeScript), so callers need not
 * pass them. The rules are in ./submission.ts.
 */
import { widgetModels } from '../../widgets/models.ts';
import { validateSubmissionWith, type SubmissionOptions, type SubmissionResult } from './submission.ts';
import type { FieldPermission, FieldPermissions, FormSchema } from './types.ts';

export type { SubmissionOptions, SubmissionResult } from './submission.ts';

/**
 * Checks submitted form data against the schema, the node's field permissions and linkage; answers
 * the cleaned data (coerced, unknown names dropped, read-only values as stored) or field errors in
 * options.lang (zh by default).
 */
export function validateSubmission(
  schema: Pick<FormSchema, 'widgetList'>,
  data: unknown,
  permissions?: FieldPermissions | readonly FieldPermission[] | null,
  options?: SubmissionOptions,
): SubmissionResult {
  return validateSubmissionWith(widgetModels, schema, data, permissions, options);
}
