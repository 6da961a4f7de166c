/** The designer's calls: the model (/bpmModel/get|edit|deploy), the stored forms and the button catalogue. */
import { call } from '../../runtime/api/client.ts';

export interface ModelRow {
  id: string;
  key: string;
  name: string;
  category: string | null;
  description: string | null;
  xml: string | null;
  formId: string | null;
}

export interface ModelSave {
  id?: string;
  key: string;
  name: string;
  category?: string | null;
  description?: string | null;
  xml: string;
  formId: string | null;
  /** Cleared when the bound form changes, so the deploy freezes the stored form and not an old copy. */
  formSnapshot?: null;
  nodeForms: Record<string, { formId: string }>;
}

export interface FormOption {
  id: string;
  name: string;
}

export interface ButtonOption {
  code: string;
  name: string;
  nameEn?: string | null;
  isDefault?: boolean;
}

export const modelApi = {
  get: (id: string) => call<ModelRow>('/bpmModel/get', { body: { id } }),
  save: (body: ModelSave) => call<ModelRow>('/bpmModel/edit', { body, quiet: true }),
  deploy: (id: string) => call<unknown>('/bpmModel/deploy', { body: { id }, quiet: true }),
  forms: () => call<FormOption[]>('/bpmForm/queryList', { body: {}, quiet: true }),
  buttons: () => call<ButtonOption[]>('/bpmTaskButton/list', { body: {}, quiet: true }),
};
