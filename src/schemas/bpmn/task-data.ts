/**
 * Tolerant readers of the JSON texts a designer stores on a user task (spec process-designer §3).
 * They never throw: bad input yields the defaults plus a list of problems, so a deployed model with
 * a hand-edited attribute still runs and the deploy check can show what was ignored.
 */
import type {
  ButtonDef,
  ButtonElement,
  CopyItem,
  CopyItemElement,
  CopyTarget,
  FieldPermission,
  Person,
  ReadResult,
  SuperviseItem,
  SuperviseItemElement,
  SuperviseTarget,
  TaskExtendData,
} from './types.ts';
import { EMPTY_APPROVE_POLICIES, SELF_APPROVE_POLICIES, type EmptyApprovePolicy, type SelfApprovePolicy } from './types.ts';
import { readTaskTimeout } from './task-timeout.ts';

export const DEFAULT_EXTEND_DATA: Readonly<TaskExtendData> = Object.freeze({
  ischangeuser: true,
  changeuser: false,
  moreuser: false,
  retrieve: false,
  isopinion: true,
  copyTime: 'before',
  selfapprove: 'skip',
  batchapprove: false,
  emptyapprove: 'refuse',
  emptyusers: [],
});

type Json = unknown;

/** Parses JSON text (or passes through an already parsed value); undefined for blank input. */
function parseJson(input: unknown, what: string, problems: string[]): Json {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'string') return input;
  if (input.trim() === '') return undefined;
  try {
    return JSON.parse(input) as Json;
  } catch {
    problems.push(`${what}: not valid JSON`);
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** true/false, 'true'/'false', 1/0, '1'/'0'; anything else keeps the fallback and is reported. */
export function readFlag(value: unknown, fallback: boolean, what: string, problems: string[]): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  problems.push(`${what}: expected true or false, got ${JSON.stringify(value)}`);
  return fallback;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** extendData: a JSON array whose first item holds the task options; an object alone is accepted too. */
export function readExtendData(input: unknown): ReadResult<TaskExtendData> {
  const problems: string[] = [];
  const parsed = parseJson(input, 'extendData', problems);
  const value: TaskExtendData = { ...DEFAULT_EXTEND_DATA, emptyusers: [] };
  if (parsed === undefined) return { value, problems };
  const item = Array.isArray(parsed) ? parsed[0] : parsed;
  if (Array.isArray(parsed) && parsed.length === 0) return { value, problems };
  if (!isRecord(item)) {
    problems.push('extendData: expected a list whose first item is an object');
    return { value, problems };
  }
  for (const key of ['ischangeuser', 'changeuser', 'moreuser', 'retrieve', 'isopinion', 'batchapprove'] as const) {
    value[key] = readFlag(own(item, key), DEFAULT_EXTEND_DATA[key], `extendData.${key}`, problems);
  }
  const copyTime = own(item, 'copyTime');
  if (copyTime === 'before' || copyTime === 'after') value.copyTime = copyTime;
  else if (copyTime !== undefined && copyTime !== null && copyTime !== '') {
    problems.push(`extendData.copyTime: expected before or after, got ${JSON.stringify(copyTime)}`);
  }
  const selfapprove = own(item, 'selfapprove');
  if ((SELF_APPROVE_POLICIES as readonly unknown[]).includes(selfapprove)) value.selfapprove = selfapprove as SelfApprovePolicy;
  else if (selfapprove !== undefined && selfapprove !== null && selfapprove !== '') {
    problems.push(`extendData.selfapprove: expected ${SELF_APPROVE_POLICIES.join(', ')}, got ${JSON.stringify(selfapprove)}`);
  }
  const emptyapprove = own(item, 'emptyapprove');
  if ((EMPTY_APPROVE_POLICIES as readonly unknown[]).includes(emptyapprove)) value.emptyapprove = emptyapprove as EmptyApprovePolicy;
  else if (emptyapprove !== undefined && emptyapprove !== null && emptyapprove !== '') {
    problems.push(`extendData.emptyapprove: expected ${EMPTY_APPROVE_POLICIES.join(', ')}, got ${JSON.stringify(emptyapprove)}`);
  }
  const emptyusers = own(item, 'emptyusers');
  if (emptyusers !== undefined && emptyusers !== null && emptyusers !== '') value.emptyusers = readPeople(emptyusers, 'extendData.emptyusers', problems);
  // Named people who are not there: the node is refused when its rule finds nobody, as with refuse.
  if (value.emptyapprove === 'users' && value.emptyusers.length === 0) problems.push('extendData.emptyusers: the users policy names nobody');
  // A bad timeout is left out here and named by the lint's own rule (rules/task-timeout.ts), once.
  const timeout = readTaskTimeout(own(item, 'timeout')).value;
  if (timeout) value.timeout = timeout;
  return { value, problems };
}

/** buttons: a JSON list of button ids (strings or numbers; objects with an id are accepted). */
export function readButtonIds(input: unknown): ReadResult<string[]> {
  const problems: string[] = [];
  const parsed = parseJson(input, 'buttons', problems);
  if (parsed === undefined) return { value: [], problems };
  if (!Array.isArray(parsed)) {
    problems.push('buttons: expected a list of button ids');
    return { value: [], problems };
  }
  const ids: string[] = [];
  for (const [index, entry] of parsed.entries()) {
    const id = isRecord(entry) ? text(own(entry, 'id')) : text(entry);
    if (id === '') problems.push(`buttons[${index}]: not a button id`);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { value: ids, problems };
}

/** Button elements in display order, hidden ones flagged. */
export function readButtonElements(elements: readonly ButtonElement[]): ReadResult<ButtonDef[]> {
  const problems: string[] = [];
  const buttons: ButtonDef[] = [];
  for (const [index, element] of elements.entries()) {
    const id = text(element.id);
    const code = text(element.code);
    if (!id && !code) {
      problems.push(`button[${index}]: has neither id nor code`);
      continue;
    }
    const sort = Number(element.sort ?? index);
    buttons.push({
      id: id || code,
      name: text(element.name),
      code: code || id,
      hidden: readFlag(element.isHide, false, `button[${index}].isHide`, problems),
      next: text(element.next),
      sort: Number.isFinite(sort) ? sort : index,
    });
  }
  buttons.sort((a, b) => a.sort - b.sort);
  return { value: buttons, problems };
}

/** FieldsPermission value: JSON rows {label, name, disabled, reason, required, hidden, defaultValue}. */
export function readFieldPermissions(input: unknown): ReadResult<FieldPermission[]> {
  const problems: string[] = [];
  const parsed = parseJson(input, 'field permissions', problems);
  if (parsed === undefined) return { value: [], problems };
  if (!Array.isArray(parsed)) {
    problems.push('field permissions: expected a list of rows');
    return { value: [], problems };
  }
  const rows: FieldPermission[] = [];
  const seen = new Set<string>();
  for (const [index, row] of parsed.entries()) {
    const where = `field permissions[${index}]`;
    if (!isRecord(row)) {
      problems.push(`${where}: not an object`);
      continue;
    }
    const name = text(own(row, 'name'));
    if (!name) {
      problems.push(`${where}: has no field name`);
      continue;
    }
    if (seen.has(name)) problems.push(`${where}: field "${name}" listed again; the last row wins`);
    seen.add(name);
    const permission: FieldPermission = {
      name,
      label: text(own(row, 'label')) || name,
      disabled: readFlag(own(row, 'disabled'), false, `${where}.disabled`, problems),
      reason: readFlag(own(row, 'reason'), false, `${where}.reason`, problems),
      required: readFlag(own(row, 'required'), false, `${where}.required`, problems),
      hidden: readFlag(own(row, 'hidden'), false, `${where}.hidden`, problems),
    };
    const defaultValue = own(row, 'defaultValue');
    if (defaultValue !== undefined && defaultValue !== null && defaultValue !== '') permission.defaultValue = defaultValue;
    const existing = rows.findIndex((r) => r.name === name);
    if (existing >= 0) rows.splice(existing, 1);
    rows.push(permission);
  }
  return { value: rows, problems };
}

/** A JSON list of people ({id, humanname} / {id, rolename} / {id, name} / bare ids). */
export function readPeople(input: unknown, what: string, problems: string[]): Person[] {
  const parsed = parseJson(input, what, problems);
  if (parsed === undefined) return [];
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const people: Person[] = [];
  for (const [index, entry] of list.entries()) {
    let person: Person | undefined;
    if (isRecord(entry)) {
      const id = text(own(entry, 'id')) || text(own(entry, 'humancode'));
      const name = text(own(entry, 'humanname')) || text(own(entry, 'rolename')) || text(own(entry, 'name')) || text(own(entry, 'label'));
      if (id) person = { id, name: name || id };
    } else if (text(entry)) {
      person = { id: text(entry), name: text(entry) };
    }
    if (!person) problems.push(`${what}[${index}]: no id`);
    else if (!people.some((p) => p.id === person.id)) people.push(person);
  }
  return people;
}

const COPY_TARGETS: readonly CopyTarget[] = ['user', 'dept', 'role'];

/** CopyItem elements: type user | dept | role, id a JSON list of people. Items of one type are merged. */
export function readCopyItems(elements: readonly CopyItemElement[]): ReadResult<CopyItem[]> {
  const problems: string[] = [];
  const items: CopyItem[] = [];
  for (const [index, element] of elements.entries()) {
    const type = text(element.type) as CopyTarget;
    if (!COPY_TARGETS.includes(type)) {
      problems.push(`copyItem[${index}]: unknown type ${JSON.stringify(element.type ?? null)}`);
      continue;
    }
    const people = readPeople(element.id, `copyItem[${index}]`, problems);
    const same = items.find((item) => item.type === type);
    if (!same) {
      items.push({ type, people });
      continue;
    }
    for (const person of people) if (!same.people.some((p) => p.id === person.id)) same.people.push(person);
  }
  return { value: items, problems };
}

const SUPERVISE_TARGETS: readonly SuperviseTarget[] = ['deptleader', 'supdeptleader'];

/** SuperviseItem elements: type deptleader | supdeptleader, id a JSON list of people, time ISO. */
export function readSuperviseItems(elements: readonly SuperviseItemElement[]): ReadResult<SuperviseItem[]> {
  const problems: string[] = [];
  const items: SuperviseItem[] = [];
  for (const [index, element] of elements.entries()) {
    const type = text(element.type) as SuperviseTarget;
    if (!SUPERVISE_TARGETS.includes(type)) {
      problems.push(`superviseItem[${index}]: unknown type ${JSON.stringify(element.type ?? null)}`);
      continue;
    }
    let time: string | null = null;
    const raw = text(element.time).trim();
    if (raw) {
      const ms = Date.parse(raw);
      if (Number.isNaN(ms)) problems.push(`superviseItem[${index}]: time ${JSON.stringify(raw)} is not an ISO date-time`);
      else time = new Date(ms).toISOString();
    }
    items.push({ type, people: readPeople(element.id, `superviseItem[${index}]`, problems), time });
  }
  return { value: items, problems };
}

/**
 * Splits a comma-separated list (candidateUsers, candidateGroups, orgid …) without breaking
 * `${…}` expressions or quoted text; a JSON array is accepted too.
 */
export function splitList(input: unknown): string[] {
  if (Array.isArray(input)) return input.map(text).map((s) => s.trim()).filter(Boolean);
  const source = text(input).trim();
  if (!source) return [];
  if (source.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(source);
      if (Array.isArray(parsed)) return splitList(parsed);
    } catch {
      // Not JSON after all: read it as a plain list.
    }
  }
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (depth > 0 && (ch === "'" || ch === '"')) quote = ch;
    else if ((ch === '$' || ch === '#') && source[i + 1] === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}
