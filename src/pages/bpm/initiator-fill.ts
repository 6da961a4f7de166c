/**
 * The start form's fields filled from the signed-in user (options.initiatorFill, e.g. 申请人): shown
 * read-only with the session's name. The server fills the same fields itself and ignores what is sent.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { initiatorValues } from '../../schemas/form/initiator-fill.ts';
import type { Widget } from '../../schemas/form/types.ts';
import { userInfoAtom } from '../../runtime/session/state.ts';

const isForm = (schema: unknown): schema is { widgetList: Widget[] } => !!schema && typeof schema === 'object' && Array.isArray((schema as { widgetList?: unknown }).widgetList);

/**
 * The form's data: the restored values (if any) with the initiator's fields on top. Undefined when
 * there is nothing to load; the same object while its inputs stay the same (a new one reloads the form).
 */
export function useInitiatorFilled(schema: unknown, values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const user = useAtomValue(userInfoAtom);
  const humancode = user?.humancode ?? user?.user?.humancode ?? '';
  const humanname = user?.user?.humanname || user?.realname || '';
  // Keyed by the filled values, not the schema object: a page may parse its schema again on each render.
  const filled = JSON.stringify(isForm(schema) && humancode ? initiatorValues(schema, { humancode, humanname }) : {});
  return useMemo(() => {
    const fields = JSON.parse(filled) as Record<string, string>;
    if (Object.keys(fields).length === 0) return values;
    return { ...values, ...fields };
  }, [filled, values]);
}
