/**
 * The calls behind the designer's tools and the models list: lint and route simulation of the unsaved
 * XML, deploy with a note, versions (who, when, note) and a version's XML, copy, and a stored form.
 */
import { call } from '../../runtime/api/client.ts';
import type { PreviewAnswer, SimulationAssumptions } from '../../schemas/bpmn/preview.ts';
import type { ModelRow } from './api.ts';

export interface LintItem {
  elementId: string;
  elementType: string;
  reason: string;
  rule: string;
}
export interface LintAnswer {
  errors: LintItem[];
  warnings: LintItem[];
}

export interface SimulationAnswer extends PreviewAnswer {
  compileErrors: LintItem[];
}

export interface VersionRow {
  id: string;
  version: number;
  name: string;
  note: string | null;
  deployedBy: string | null;
  deployedByName: string | null;
  deployedAt: string;
  suspended: boolean;
}

export interface ModelListRow {
  id: string;
  key: string;
  name: string;
  category: string | null;
  description: string | null;
  formId: string | null;
  version: number;
  creator: string | null;
  createdAt: string;
  updatedAt: string;
}

export const toolsApi = {
  lint: (xml: string, formId: string | null) => call<LintAnswer>('/bpmModel/lint', { body: { xml, ...(formId ? { formId } : {}) }, quiet: true }),
  simulate: (xml: string, initiator: string, formData: Record<string, unknown>, assumptions: SimulationAssumptions = {}) =>
    call<SimulationAnswer>('/bpmModel/simulate', { body: { xml, initiator, formData, ...(Object.keys(assumptions).length > 0 ? { assumptions } : {}) }, quiet: true }),
  deploy: (id: string, note: string) => call<{ version: number }>('/bpmModel/deploy', { body: { id, ...(note.trim() ? { note: note.trim() } : {}) }, quiet: true }),
  versions: (id: string) => call<VersionRow[]>('/bpmModel/versions', { body: { id } }),
  versionXml: (id: string) => call<{ id: string; version: number; xml: string }>('/bpmModel/versionXml', { body: { id } }),
  copy: (id: string, key: string, name: string) => call<ModelRow>('/bpmModel/copy', { body: { id, key, name }, quiet: true }),
  page: (page: number, pageSize: number, queryParam: { key?: string; name?: string }) =>
    call<{ records: ModelListRow[]; total: number }>('/bpmModel/queryPage', { body: { page, pageSize, queryParam } }),
  remove: (id: string) => call<null>('/bpmModel/delete', { body: { id } }),
  create: (body: { key: string; name: string; xml: string | null; description?: string | null }) => call<ModelRow>('/bpmModel/edit', { body, quiet: true }),
  form: (id: string) => call<{ id: string; name: string; conf: unknown }>('/bpmForm/get', { body: { id }, quiet: true }),
};
