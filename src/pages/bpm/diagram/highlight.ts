/**
 * The viewer's highlight rules (process-designer.md §4) as plain data, so that they can be tested
 * without a canvas: result codes 1/6/7 todo, 2 done, 3 rejected, 4 cancelled, 5 returned; an activity
 * without endTime is in progress, with endTime done; a user task's flows count as taken only when its
 * result is 2; instance result 1 leaves the end event unmarked. Also what the hover overlay (§9) says.
 */
import type { InstanceDetail, TimelineTask } from '../api.ts';

export type MarkState = 'todo' | 'done' | 'rejected' | 'cancelled' | 'returned';

export interface ElementMark {
  state: MarkState;
  /** How many times the token went through the element (a countersign's instances are one pass). */
  passes: number;
}

export interface DiagramMarks {
  elements: Record<string, ElementMark>;
  flows: Record<string, MarkState>;
}

/** What the rules need from the definition: types, flow ends, multi-instance nodes, documentation. */
export interface DiagramGraph {
  types: Record<string, string>;
  flows: Record<string, { source: string; target: string }>;
  multiInstance: ReadonlySet<string>;
  documentation: Record<string, string>;
}

type Activity = InstanceDetail['activities'][number];

const STATE_OF_RESULT: Record<number, MarkState> = { 1: 'todo', 2: 'done', 3: 'rejected', 4: 'cancelled', 5: 'returned', 6: 'todo', 7: 'todo' };

export const resultState = (result: number | null | undefined): MarkState => STATE_OF_RESULT[result ?? 1] ?? 'todo';

/** Reads the definition by local names, so any prefix (bpmn:, none, another) works. */
export function graphOf(xml: string): DiagramGraph {
  const graph: DiagramGraph = { types: {}, flows: {}, multiInstance: new Set<string>(), documentation: {} };
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const mi = graph.multiInstance as Set<string>;
  const visit = (el: Element) => {
    const id = el.getAttribute('id');
    if (id && el.localName !== 'definitions' && !el.localName.startsWith('BPMN')) {
      graph.types[id] = el.localName;
      if (el.localName === 'sequenceFlow') graph.flows[id] = { source: el.getAttribute('sourceRef') ?? '', target: el.getAttribute('targetRef') ?? '' };
    }
    for (const child of Array.from(el.children)) {
      if (child.localName === 'multiInstanceLoopCharacteristics' && id) mi.add(id);
      if (child.localName === 'documentation' && id && child.textContent?.trim()) graph.documentation[id] = child.textContent.trim();
      visit(child);
    }
  };
  if (doc.documentElement) visit(doc.documentElement);
  return graph;
}

const time = (value: string | null | undefined): number => (value ? Date.parse(value) : Number.POSITIVE_INFINITY);

/**
 * The passes through one element. Each history row is a pass, except on a multi-instance node, where
 * the rows of one body overlap or touch (a sequential countersign's next instance starts the moment the
 * previous one ends, in the same command); a row starting after all earlier ones ended is a new pass
 * (a return to the node, or a loop).
 */
export function passesOf(rows: readonly Activity[], multiInstance: boolean): Activity[][] {
  const sorted = [...rows].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  if (!multiInstance) return sorted.map((row) => [row]);
  const passes: Activity[][] = [];
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const row of sorted) {
    const current = passes.at(-1);
    if (!current || Date.parse(row.startTime) > latestEnd) {
      passes.push([row]);
      latestEnd = time(row.endTime);
    } else {
      current.push(row);
      latestEnd = Math.max(latestEnd, time(row.endTime));
    }
  }
  return passes;
}

// One finished pass of a countersign holds several results: a not-pass or a return decides it over the
// passes, and the siblings they cancelled (4) only show when nothing else happened.
const PRIORITY: readonly MarkState[] = ['rejected', 'returned', 'done', 'cancelled'];

/** The state of a user task's pass from its tasks; undefined when it has none. */
export function userTaskState(tasks: readonly TimelineTask[]): MarkState | undefined {
  if (tasks.length === 0) return undefined;
  if (tasks.some((t) => !t.endTime)) return 'todo';
  // A task closed while handed over (add-sign before: 6) comes back as another task; it decides nothing.
  const states = new Set<MarkState>(tasks.map((t) => resultState(t.result)).filter((s) => s !== 'todo'));
  return PRIORITY.find((s) => states.has(s)) ?? 'todo';
}

/** Turns the detail payload into per-element and per-flow marks. */
export function diagramMarks(detail: Pick<InstanceDetail, 'activities' | 'tasks' | 'processInstance'>, graph: DiagramGraph): DiagramMarks {
  const marks: DiagramMarks = { elements: {}, flows: {} };
  const byKey = new Map<string, Activity[]>();
  for (const row of detail.activities) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const instanceResult = detail.processInstance.result;
  let endReached = false;

  for (const [key, rows] of byKey) {
    const type = graph.types[key] ?? rows[0]!.type;
    const passes = passesOf(rows, graph.multiInstance.has(key));
    const starts = passes.map((p) => Date.parse(p[0]!.startTime));
    const stateOf = (index: number): MarkState => {
      const pass = passes[index]!;
      const open = pass.some((r) => !r.endTime);
      if (type !== 'userTask') return open ? 'todo' : 'done';
      const from = starts[index]!;
      const to = starts[index + 1] ?? Number.POSITIVE_INFINITY;
      const tasks = detail.tasks.filter((t) => t.activityId === key && Date.parse(t.createTime) >= from && Date.parse(t.createTime) < to);
      return userTaskState(tasks) ?? (open ? 'todo' : 'done');
    };
    passes.forEach((pass, index) => {
      if (type === 'userTask' && stateOf(index) !== 'done') return;
      for (const row of pass) if (row.endTime) for (const flow of row.outgoing ?? []) marks.flows[flow] = 'done';
    });
    if (type === 'endEvent') {
      endReached = true;
      if (instanceResult === 1) continue;
      marks.elements[key] = { state: resultState(instanceResult), passes: passes.length };
      continue;
    }
    marks.elements[key] = { state: stateOf(passes.length - 1), passes: passes.length };
  }

  // An instance ended without reaching an end event (not passed, cancelled): its end shows the outcome.
  if (!endReached && instanceResult !== 1 && detail.processInstance.endTime) {
    for (const [id, type] of Object.entries(graph.types)) if (type === 'endEvent') marks.elements[id] = { state: resultState(instanceResult), passes: 0 };
  }
  // A flow into a node still waiting is drawn as waiting too: that is where the token is now.
  for (const flow of Object.keys(marks.flows)) {
    const target = graph.flows[flow]?.target;
    if (target && marks.elements[target]?.state === 'todo') marks.flows[flow] = 'todo';
  }
  return marks;
}

export type OverlayLabel = 'description' | 'initiator' | 'department' | 'startTime' | 'approver' | 'copied' | 'result' | 'receiveTime' | 'finishTime' | 'opinion' | 'endTime';

export interface OverlayRow {
  label: OverlayLabel;
  value: string;
}

export interface OverlayFormat {
  time: (value: string | null | undefined) => string;
  result: (code: number) => string;
  copied: (task: TimelineTask) => string[];
}

const optional = (label: OverlayLabel, value: string | null | undefined): OverlayRow | null => (value ? { label, value } : null);

/** Names joined the way the spec joins them (§9: 、). */
const joined = (names: readonly (string | null | undefined)[]) => names.filter(Boolean).join('、');

/**
 * The overlay of one element, in sections (a user task: one per task, in the order they came). Empty
 * values are left out, except who and the result of a task. No sections: nothing to show.
 */
export function overlayOf(detail: Pick<InstanceDetail, 'activities' | 'tasks' | 'processInstance'>, graph: DiagramGraph, id: string, format: OverlayFormat): OverlayRow[][] {
  const sections: OverlayRow[][] = [];
  const description = graph.documentation[id];
  if (description) sections.push([{ label: 'description', value: description }]);
  const type = graph.types[id];
  const instance = detail.processInstance;
  const rows = detail.activities.filter((a) => a.key === id);
  const push = (section: (OverlayRow | null)[]) => {
    const kept = section.filter((r): r is OverlayRow => r !== null);
    if (kept.length) sections.push(kept);
  };
  if (type === 'startEvent' && rows.length) {
    push([optional('initiator', instance.startUser?.humanName), optional('department', instance.startUser?.organizationnames), optional('startTime', format.time(instance.createTime))]);
  } else if (type === 'userTask') {
    for (const task of detail.tasks.filter((t) => t.activityId === id)) {
      const who = task.assigneeUser ? task.assigneeUser.humanName : joined(task.assigneeUserList.map((p) => p.humanName));
      push([
        { label: 'approver', value: who || '—' },
        optional('copied', joined(format.copied(task))),
        { label: 'result', value: format.result(task.result ?? 1) },
        optional('receiveTime', format.time(task.createTime)),
        optional('finishTime', format.time(task.endTime)),
        optional('opinion', task.reason),
      ]);
    }
  } else if (type === 'endEvent' && (rows.length || instance.endTime)) {
    if (instance.result !== 1) push([{ label: 'result', value: format.result(instance.result) }, optional('endTime', format.time(instance.endTime))]);
  } else if (rows.length) {
    const last = rows.at(-1)!;
    push([optional('receiveTime', format.time(last.startTime)), optional('finishTime', format.time(last.endTime))]);
  }
  return sections;
}
