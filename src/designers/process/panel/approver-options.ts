/**
 * What the approver, CC and starter pickers offer (process-designer §4, §6): departments for a
 * department-head approver only when they have a head (the others shown, disabled, so the tree keeps
 * its shape), and roles with status 1 disabled. The server's lint refuses the same
 * (src/server/bpm/model/rules/approver-directory.ts). Pure: the texts come in translated.
 */
import type { OrgNode } from '../../../widgets/deptcheck/org-tree.ts';
import type { RoleOption } from '../../../widgets/person/users.ts';

export interface HeadTreeNode {
  title: string;
  value: string;
  key: string;
  disabled: boolean;
  children?: HeadTreeNode[];
}

export const hasHead = (node: OrgNode) => !!node.orgHeadHumaCode?.trim();

/** The organisation tree for 部门负责人: a department without a head is disabled and says so. */
export function headTreeData(nodes: readonly OrgNode[], noHead: string): HeadTreeNode[] {
  return nodes.map((node) => ({
    title: hasHead(node) ? node.name : `${node.name}（${noHead}）`,
    value: String(node.id),
    key: String(node.id),
    disabled: !hasHead(node),
    ...(node.children?.length ? { children: headTreeData(node.children, noHead) } : {}),
  }));
}

export const isDisabledRole = (role: Pick<RoleOption, 'status'>) => Number(role.status) === 1;

/** Role options: a disabled role (status 1) is listed, marked and not choosable. */
export function roleOptions(roles: readonly RoleOption[], disabled: string): { value: string; label: string; disabled: boolean }[] {
  return roles.map((role) => ({ value: role.id, label: isDisabledRole(role) ? `${role.rolename}（${disabled}）` : role.rolename, disabled: isDisabledRole(role) }));
}
