/**
 * The queries of the organisation-relation selector (process-designer §2, §3, §7): relations (an
 * attribute of an organisation held by a person: /bpmOrgAttributeConfig/pickPage) filtered by the
 * organisation chosen in the tree and a text, and the attributes themselves (/bpmOrgAttribute/pickPage),
 * 10 a page.
 */
import { call } from '../../runtime/api/client.ts';
import { PAGE_SIZE } from './users.ts';

export interface Relation {
  id: string;
  attributeId: string;
  attributeName: string | null;
  organizationId: string;
  orgName: string | null;
  humancode: string;
  /** The holder's name. */
  attributeValueName: string;
  /** 1: the holder's account is disabled or gone, the relation resolves to nobody. */
  status: number;
}

export interface Attribute {
  id: string;
  code: string;
  attributeName: string;
  holders: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

async function pageOf<T>(path: string, page: number, queryParam: Record<string, string>): Promise<Page<T>> {
  const answer = await call<{ records?: T[]; total?: number }>(path, { body: { page, pageSize: PAGE_SIZE, queryParam }, quiet: true });
  return { records: answer?.records ?? [], total: answer?.total ?? 0 };
}

const params = (entries: Record<string, string | undefined>) => Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => !!entry[1]?.trim()).map(([k, v]) => [k, v.trim()]));

export const queryRelations = (query: { page: number; name: string; organizationId?: string | undefined }) =>
  pageOf<Relation>('/bpmOrgAttributeConfig/pickPage', query.page, params({ name: query.name, organizationId: query.organizationId }));

export const queryAttributes = (query: { page: number; name: string }) => pageOf<Attribute>('/bpmOrgAttribute/pickPage', query.page, params({ name: query.name }));

/** How a chosen relation is named where it is shown (the approver's text): attribute@organisation（holder）. */
export const relationName = (row: Relation) => `${row.attributeName ?? row.attributeId}@${row.orgName ?? row.organizationId}（${row.attributeValueName}）`;
