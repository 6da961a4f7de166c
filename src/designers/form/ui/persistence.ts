/**
 * Where a designed form comes from and goes: /bpmForm/get by formId, /bpmForm/edit on save, the
 * server's verdict on preview data (/bpmForm/validate), and a draft in localStorage written on every
 * change, so a reload (or a crash) loses nothing that was not saved.
 */
import { call } from '../../../runtime/api/client.ts';
import { getStore } from '../../../runtime/storage.ts';
import type { FormData, FormSchema } from '../../../schemas/form/types.ts';
import type { FieldError } from '../../../schemas/form/types.ts';

export interface FormRecord {
  id?: string;
  name: string;
  status?: number;
  remark?: string | null;
}

export interface LoadedForm extends FormRecord {
  conf: unknown;
}

export function loadForm(formId: string): Promise<LoadedForm> {
  return call<LoadedForm>('/bpmForm/get', { body: { formId }, quiet: true });
}

/** Saves the form; answers its id (a new form gets one from the server). */
export async function saveForm(record: FormRecord, form: FormSchema): Promise<string | undefined> {
  const body: Record<string, unknown> = { name: record.name, conf: JSON.stringify(form), status: record.status ?? 0 };
  if (record.id) body.id = record.id;
  if (record.remark !== undefined && record.remark !== null) body.remark = record.remark;
  const answer = await call<unknown>('/bpmForm/edit', { body, quiet: true });
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && typeof (answer as { id?: unknown }).id === 'string') return (answer as { id: string }).id;
  return record.id;
}

export type Verdict = { ok: true; data: FormData } | { ok: false; errors: FieldError[] };

export function serverVerdict(form: FormSchema, data: FormData): Promise<Verdict> {
  return call<Verdict>('/bpmForm/validate', { body: { formJson: form, data }, quiet: true });
}

export interface Draft {
  savedAt: number;
  record: FormRecord;
  form: FormSchema;
}

const draftKey = (formId: string | null) => `fh-form-designer-draft:${formId ?? 'new'}`;

export function readDraft(formId: string | null): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(formId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft.savedAt === 'number' && draft.form && Array.isArray(draft.form.widgetList) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(formId: string | null, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(formId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft; the form itself is still in memory.
  }
}

export function dropDraft(formId: string | null): void {
  try {
    localStorage.removeItem(draftKey(formId));
  } catch {
    // As above.
  }
}

/** The designer's own locale key of form-designer §1 (VForm's): 'zh-CN' or 'en-US'. */
export const LOCALE_KEY = 'v_form_locale';

export function rememberLocale(lang: 'zh' | 'en'): void {
  try {
    localStorage.setItem(LOCALE_KEY, lang === 'en' ? 'en-US' : 'zh-CN');
  } catch {
    // Not kept; the app's own language setting still holds.
  }
}

export function storedLocale(): 'zh' | 'en' | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return value === 'en-US' ? 'en' : value === 'zh-CN' ? 'zh' : null;
  } catch {
    return null;
  }
}

/**
 * The locale the designer opens in. The designer lives in the app's shell and speaks the app's one
 * language, so the newest choice the user made wins: the app's own language setting when it holds one
 * (the designer's language button sets it too, as does 我的设置), and v_form_locale is brought in line
 * with it, so the key keeps the designer's locale as form-designer §1 says. A stored v_form_locale
 * decides only when the app holds no choice of its own (a browser that has only the designer's key):
 * it is then the only choice this browser records. Null: no choice anywhere, the app's default stands.
 */
export function openingLocale(): 'zh' | 'en' | null {
  // The app's setting as src/runtime/i18n keeps it (changeLanguage writes it; absent until a choice is made).
  const app = getStore<string>({ name: 'language' });
  if (app === 'zh' || app === 'en') {
    rememberLocale(app);
    return app;
  }
  return storedLocale();
}
