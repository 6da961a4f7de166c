/**
 * The address book's search and department arithmetic, on the directory the server answered: a person
 * matches by name, by the name's pinyin (whole or initials, through the start page's pinyin loader) or by
 * their department's name; a department shows its own people and those of the departments below it.
 */
import { buildTree, walkTree, type TreeNode } from '../../../schemas/tree.ts';
import type { Spell } from '../../bpm/start-search.ts';
import type { Department, Person } from '../campus-api.ts';

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function spelled(name: string, needle: string, spell: Spell | undefined): boolean {
  if (squeeze(name).includes(needle)) return true;
  if (!spell || !/^[a-z]+$/.test(needle)) return false;
  const { full, initials } = spell(name);
  return full.includes(needle) || initials.includes(needle);
}

/** Whether the person matches the search text (empty text matches everyone). */
export function matchesPerson(person: Person, departmentName: string, text: string, spell?: Spell): boolean {
  const needle = squeeze(text);
  if (!needle) return true;
  if (person.humancode && person.humancode.toLowerCase().includes(needle)) return true;
  return spelled(person.humanname, needle, spell) || (departmentName !== '' && spelled(departmentName, needle, spell));
}

export type DepartmentNode = TreeNode<Department>;

export function departmentTree(departments: readonly Department[]): DepartmentNode[] {
  return buildTree(departments);
}

/** The ids of a department and every one below it. */
export function withDescendants(tree: readonly DepartmentNode[], id: string): Set<string> {
  for (const node of walkTree(tree)) {
    if (node.id === id) return new Set([...walkTree([node])].map((n) => n.id));
  }
  return new Set();
}

/** How many people each department holds, its sub-departments included. */
export function headcounts(tree: readonly DepartmentNode[], people: readonly Person[]): Map<string, number> {
  const own = new Map<string, number>();
  for (const person of people) if (person.organizationId) own.set(person.organizationId, (own.get(person.organizationId) ?? 0) + 1);
  const counts = new Map<string, number>();
  const total = (node: DepartmentNode): number => {
    const sum = (own.get(node.id) ?? 0) + node.children.reduce((acc, child) => acc + total(child), 0);
    counts.set(node.id, sum);
    return sum;
  };
  for (const root of tree) total(root);
  return counts;
}
