/** The forms of a definition as the pages render them, and server answers as text for a dialog. */
import { ApiError, errorText } from '../../runtime/api/client.ts';
import type { FormRef } from './api.ts';

/**
 * The schema a frozen form reference carries: undefined when the process has no form, null when the
 * reference is there but holds nothing readable (the page says "empty" rather than failing).
 */
export function formOf(ref: FormRef | null | undefined): unknown {
  if (!ref) return undefined;
  const form = ref.form;
  if (form === null || form === undefined || form === '') return undefined;
  if (typeof form === 'string') {
    try {
      return JSON.parse(form) as unknown;
    } catch {
      return null;
    }
  }
  return form;
}

/** The server's message, with each field error it named on its own line. */
export function answerError(error: unknown, fallback: string): string {
  const text = errorText(error, fallback);
  if (!(error instanceof ApiError) || !error.errors?.length) return text;
  const details = error.errors.map((e) => e.message).filter((m) => !text.includes(m));
  return [text, ...details].join('\n');
}

/** answerError as dialog content, one line per message. */
export function answerContent(error: unknown, fallback: string) {
  return <div style={{ whiteSpace: 'pre-line' }}>{answerError(error, fallback)}</div>;
}
