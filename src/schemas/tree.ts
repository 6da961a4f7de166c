/** Flat rows with parentId → nested tree, shared by menus, organisations and every tree entity. */

export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Rows whose parent is absent from the list become roots, so a role granted a child but not its
 * parent still sees the child. Order within a level follows the input order.
 */
export function buildTree<T extends { id: string; parentId: string | null }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Depth-first walk over a nested tree. */
export function* walkTree<T extends { children?: readonly T[] }>(nodes: readonly T[]): Generator<T> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walkTree(node.children);
  }
}
