/**
 * The user query of the person selector: the picker's account page (/sytPermissionAccount/pickPage, open
 * to everyone signed in, 10 a page) filtered by name, organisation and role, and the roles to filter by.
 * Accounts answer the organisation's name in $labels.
 */
import { call } from '../../runtime/api/client.ts';

export const USER_PAGE_PATH = '/sytPermissionAccount/pickPage';
export const ROLE_LIST_PATH = '/sytPermissionRole/pickList';
export const PAGE_SIZE = 10;

export interface Account {
  id: string;
  humancode: string;
  humanname: string;
  organizationId?: string | null;
  $labels?: { organizationId?: string | null };
}

/** What the person field stores per chosen user. */
export interface PersonValue {
  id: string;
  humancode: string;
  humanname: string;
}

export interface UserQuery {
  page: number;
  name: string;
  organizationId?: string | undefined;
  roleId?: string | undefined;
}

export interface RoleOption {
  id: string;
  rolename: string;
  /** 1: disabled (process-designer §6: not choosable as approver, CC or starter). */
  status?: number;
}

export async function queryUsers(query: UserQuery): Promise<{ records: Account[]; total: number }> {
  const queryParam: Record<string, string> = {};
  if (query.name.trim()) queryParam.name = query.name.trim();
  if (query.organizationId) queryParam.organizationId = query.organizationId;
  if (query.roleId) queryParam.roleId = query.roleId;
  const answer = await call<{ records?: Account[]; total?: number }>(USER_PAGE_PATH, {
    body: { page: query.page, pageSize: PAGE_SIZE, queryParam },
    quiet: true,
  });
  return { records: answer?.records ?? [], total: answer?.total ?? 0 };
}

export async function queryRoles(): Promise<RoleOption[]> {
  return (await call<RoleOption[]>(ROLE_LIST_PATH, { body: {}, quiet: true })) ?? [];
}

export const toPerson = (account: Account): PersonValue => ({ id: String(account.id), humancode: account.humancode, humanname: account.humanname });

/** A stored value as the list of chosen users (older values may be a bare list of account codes). */
export function toPeople(value: unknown): PersonValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): PersonValue[] => {
    if (typeof item === 'string' && item) return [{ id: item, humancode: item, humanname: item }];
    if (item && typeof item === 'object' && 'id' in item) {
      const record = item as Partial<PersonValue>;
      return [{ id: String(record.id), humancode: String(record.humancode ?? ''), humanname: String(record.humanname ?? record.humancode ?? '') }];
    }
    return [];
  });
}
