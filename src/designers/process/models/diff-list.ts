/**
 * The change list of a version diff, from bpmn-js-differ's answer: one row per element, added /
 * removed / changed / moved, and which viewer marks what. A changed element lists its changes in the
 * panels' words (diff-words.ts: approval settings, conditions, extension elements, read on both
 * versions), then the plain BPMN attributes the differ found that those words do not cover.
 */
import type { DiffResult } from 'bpmn-js-differ';
import type { ModdleLike } from '../../../schemas/bpmn/index.ts';
import { covered, elementChanges, type Names, type WordChange, type Words } from './diff-words.ts';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'layout';

export interface ChangeRow {
  id: string;
  type: string;
  name: string | null;
  kind: ChangeKind;
  attrs: WordChange[];
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

/** Plain BPMN properties by the name the panels give them; others show their property name. */
const PROPERTY_WORDS: Record<string, string> = {
  name: 'panel.name',
  id: 'panel.id',
  default: 'diffWords.attrs.default',
  documentation: 'diffWords.attrs.documentation',
  loopCharacteristics: 'diffWords.attrs.loopCharacteristics',
  eventDefinitions: 'diffWords.attrs.eventDefinitions',
  sourceRef: 'diffWords.attrs.sourceRef',
  targetRef: 'diffWords.attrs.targetRef',
  conditionExpression: 'panel.expression',
};

const propertyWords = (path: string): Words => {
  const top = path.replace(/^processRef\./, '').split(/[.[]/)[0]!;
  return [PROPERTY_WORDS[top] ? { key: PROPERTY_WORDS[top] } : path];
};

/** A participant's changes are its process's. */
const subject = (element: ModdleLike | undefined): ModdleLike | undefined =>
  element?.$type === 'bpmn:Participant' ? ((element.processRef as ModdleLike | undefined) ?? element) : element;

/** Every element with an id in a definitions tree (the older version's, to compare the newer against). */
export function elementsById(root: unknown, into = new Map<string, ModdleLike>(), seen = new Set<unknown>()): Map<string, ModdleLike> {
  if (!root || typeof root !== 'object' || seen.has(root)) return into;
  seen.add(root);
  if (Array.isArray(root)) {
    for (const item of root) elementsById(item, into, seen);
    return into;
  }
  const element = root as ModdleLike;
  if (typeof element.$type === 'string' && typeof element.id === 'string' && !into.has(element.id)) into.set(element.id, element);
  for (const [name, child] of Object.entries(element)) if (!name.startsWith('$') && child && typeof child === 'object') elementsById(child, into, seen);
  return into;
}

/**
 * The rows of a diff. `older` (the older version's elements by id) lets a changed element say what
 * changed in words; without it the differ's attributes are listed as they are.
 */
export function changeList(result: DiffResult, older?: ReadonlyMap<string, ModdleLike>, names: Names = {}): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const el of Object.values(result._added)) rows.push({ id: el.id, type: bareType(el.$type), name: el.name ?? null, kind: 'added', attrs: [] });
  for (const el of Object.values(result._removed)) rows.push({ id: el.id, type: bareType(el.$type), name: el.name ?? null, kind: 'removed', attrs: [] });
  for (const [id, change] of Object.entries(result._changed)) {
    const model = change.model as unknown as ModdleLike;
    const words = older ? elementChanges(subject(older.get(id)), subject(model)!, names) : [];
    // bpmn-js-differ 3 hands jsondiffpatch's [old, new] pair to changed(model, key, newValue, oldValue):
    // its `newValue` holds the older version's value and `oldValue` the newer's (checked by a unit test).
    const raw = Object.entries(change.attrs)
      .filter(([path]) => !older || !covered(subject(model)!, path))
      .map(([path, v]): WordChange => ({ label: propertyWords(path), from: [show(v.newValue)], to: [show(v.oldValue)] }))
      .filter((row) => row.from[0] !== row.to[0]);
    const attrs = [...words, ...raw];
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
