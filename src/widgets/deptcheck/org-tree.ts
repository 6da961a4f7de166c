/**
 * The organisation tree the deptcheck, department, tree-select and person widgets show. It is read
 * from /sytSysOrganization/treeListJsonArray: the same tree as the spec's treeList, but open to every
 * signed-in user, while treeList needs the organisation admin's view permission, which people filling
 * in a form usually lack. Read once per page load and shared by all widgets.
 */
import { useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';

export interface OrgNode {
  id: string;
  name: string;
  parentId?: string | null;
  code?: string | null;
  /** The head's account code (the tree answers every column of the organisation row). */
  orgHeadHumaCode?: string | null;
  children?: OrgNode[];
}

export interface OrgTreeData {
  title: string;
  value: string;
  key: string;
  children?: OrgTreeData[];
}

export const ORG_TREE_PATH = '/sytSysOrganization/treeListJsonArray';

let loading: Promise<OrgNode[]> | undefined;

export function loadOrgTree(): Promise<OrgNode[]> {
  loading ??= call<OrgNode[]>(ORG_TREE_PATH, { body: {}, quiet: true }).catch((error: unknown) => {
    // A failure is not remembered: the next widget asks again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For tests: forget the cached tree. */
export function forgetOrgTree(): void {
  loading = undefined;
}

export function toTreeData(nodes: readonly OrgNode[]): OrgTreeData[] {
  return nodes.map((node) => ({
    title: node.name,
    value: String(node.id),
    key: String(node.id),
    ...(node.children?.length ? { children: toTreeData(node.children) } : {}),
  }));
}

/** The node names by id, for showing a stored value whose tree has not loaded. */
export function namesById(nodes: readonly OrgNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(String(node.id), node.name);
    if (node.children) namesById(node.children, into);
  }
  return into;
}

export function useOrgTree(enabled = true): { tree: OrgNode[]; loading: boolean; failed: boolean } {
  const [state, setState] = useState<{ tree: OrgNode[]; loading: boolean; failed: boolean }>({ tree: [], loading: enabled, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadOrgTree().then(
      (tree) => live && setState({ tree: Array.isArray(tree) ? tree : [], loading: false, failed: false }),
      () => live && setState({ tree: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
