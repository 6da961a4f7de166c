/**
 * The change list of a version diff, from bpmn-js-differ's answer: one row per element, added /
 * removed / changed (with each attribute's old and new value) / moved, and which viewer marks what.
 */
import type { DiffResult } from 'bpmn-js-differ';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'layout';

export interface ChangeRow {
  id: string;
  type: string;
  name: string | null;
  kind: ChangeKind;
  attrs: { name: string; from: string; to: string }[];
}

const bareType = (type: string) => type.replace(/^.*:/, '');

const show = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '∅';
  if (typeof value === 'object') {
    const v = value as { id?: string; body?: string; $type?: string };
    return v.id ?? v.body ?? v.$type ?? JSON.stringify(value);
  }
  return String(value);
};

const ORDER: Record<ChangeKind, number> = { removed: 0, added: 1, changed: 2, layout: 3 };

export function changeList(result: DiffResult): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const el of Object.values(result._added)) rows.push({ id: el.id, type: bareType(el.$type), name: el.name ?? null, kind: 'added', attrs: [] });
  for (const el of Object.values(result._removed)) rows.push({ id: el.id, type: bareType(el.$type), name: el.name ?? null, kind: 'removed', attrs: [] });
  for (const [id, change] of Object.entries(result._changed)) {
    // bpmn-js-differ 3 hands jsondiffpatch's [old, new] pair to changed(model, key, newValue, oldValue):
    // its `newValue` holds the older version's value and `oldValue` the newer's (checked by a unit test).
    const attrs = Object.entries(change.attrs).map(([name, v]) => ({ name, from: show(v.newValue), to: show(v.oldValue) }));
    rows.push({ id, type: bareType(change.model.$type), name: change.model.name ?? null, kind: 'changed', attrs });
  }
  for (const el of Object.values(result._layoutChanged)) {
    if (result._changed[el.id]) continue;
    rows.push({ id: el.id, type: bareType(el.$type), name: el.name ?? null, kind: 'layout', attrs: [] });
  }
  return rows.toSorted((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.id.localeCompare(b.id));
}

/** Marker classes per viewer: the older shows what went away, the newer what came; both what changed. */
export function viewerMarks(rows: readonly ChangeRow[], side: 'older' | 'newer'): Map<string, string> {
  const marks = new Map<string, string>();
  for (const row of rows) {
    if (row.kind === 'changed') marks.set(row.id, 'pd-diff-changed');
    else if (row.kind === 'layout') marks.set(row.id, 'pd-diff-layout');
    else if (row.kind === 'removed' && side === 'older') marks.set(row.id, 'pd-diff-removed');
    else if (row.kind === 'added' && side === 'newer') marks.set(row.id, 'pd-diff-added');
  }
  return marks;
}
