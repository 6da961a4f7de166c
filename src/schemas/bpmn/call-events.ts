/**
 * What the designer edits for elements the engine runs beyond approvals (issue #14), read and written
 * the way the server's compile (src/server/bpm/engine/compile-graph.ts) reads them:
 * - a call activity's calledElement (a deployed process key) and its camunda:in / camunda:out
 *   variable mappings (source → target, or all variables; a businessKey mapping is kept as it is);
 * - the error and escalation definitions of the document (id, name, errorCode / escalationCode), which
 *   boundary, end and event-sub-process start events refer to; a new one refuses a taken id like the
 *   messages and signals do (该错误已存在… / 该升级已存在…);
 * - whether an event sub-process's start event interrupts its scope (an error start always does).
 */
import { textOf, type TreeSpec } from './element-tree.ts';
import { ENGINE_PREFIX } from './namespaces.ts';
import type { ModdleLike } from './types.ts';

export type MappingDirection = 'in' | 'out';

/** One mapping row as the panel edits it. `all` copies every variable (variables="all"). */
export interface VariableMappingRow {
  source: string;
  target: string;
  /** A source written as an expression (`${…}`) instead of a variable name. */
  sourceExpression: boolean;
  all: boolean;
  /** A camunda:in businessKey mapping: not edited here, written back unchanged. */
  businessKey?: string;
}

export interface CallActivityValue {
  calledElement: string;
  inputs: VariableMappingRow[];
  outputs: VariableMappingRow[];
}

const LOCAL: Record<MappingDirection, string> = { in: 'In', out: 'Out' };
const localOf = (element: ModdleLike) => element.$type.slice(element.$type.indexOf(':') + 1);

function rowOf(element: ModdleLike): VariableMappingRow {
  const expression = textOf(element, 'sourceExpression');
  const businessKey = textOf(element, 'businessKey');
  return {
    source: expression || textOf(element, 'source'),
    target: textOf(element, 'target'),
    sourceExpression: !!expression,
    all: textOf(element, 'variables') === 'all',
    ...(businessKey ? { businessKey } : {}),
  };
}

/** A call activity's key and mappings, in document order. */
export function readCallActivity(element: ModdleLike): CallActivityValue {
  const values = element.extensionElements?.values ?? [];
  return {
    calledElement: textOf(element, 'calledElement'),
    inputs: values.filter((value) => localOf(value) === 'In').map(rowOf),
    outputs: values.filter((value) => localOf(value) === 'Out').map(rowOf),
  };
}

/** The camunda:in or camunda:out elements of the rows (rows with neither a target nor all are left out). */
export function mappingSpecs(direction: MappingDirection, rows: readonly VariableMappingRow[]): TreeSpec[] {
  const type = `${ENGINE_PREFIX}:${LOCAL[direction]}`;
  return rows.flatMap((row): TreeSpec[] => {
    if (row.businessKey) return [{ type, attrs: { businessKey: row.businessKey } }];
    if (row.all) return [{ type, attrs: { variables: 'all' } }];
    const source = row.source.trim();
    const target = row.target.trim();
    if (!target) return [];
    return [{ type, attrs: row.sourceExpression ? { sourceExpression: source, target } : { source, target } }];
  });
}

/** Whether the source is written as an expression: the panel takes `${…}` as one. */
export const isSourceExpression = (source: string) => /^\s*[$#]\{[\s\S]*\}\s*$/.test(source);

/** A variable or expression mapping row from what the panel's inputs hold. */
export function mappingRow(source: string, target: string): VariableMappingRow {
  return { source: source.trim(), target: target.trim(), sourceExpression: isSourceExpression(source), all: false };
}

/** What is wrong with a row, as the engine's deploy check would say it: 'source' / 'target' missing, or null. */
export function checkMappingRow(row: VariableMappingRow): 'source' | 'target' | null {
  if (row.all || row.businessKey) return null;
  if (!row.source.trim()) return 'source';
  if (!row.target.trim()) return 'target';
  return null;
}

/** The calledElement the compile accepts: a fixed process key (no expression). */
export const isFixedProcessKey = (key: string) => !!key.trim() && !/[$#]\{/.test(key);

export type CodeKind = 'error' | 'escalation';
export const CODE_ROOT_TYPE: Record<CodeKind, string> = { error: 'bpmn:Error', escalation: 'bpmn:Escalation' };
/** The attribute holding the code the engine matches (throw and catch compare codes). */
export const CODE_PROPERTY: Record<CodeKind, 'errorCode' | 'escalationCode'> = { error: 'errorCode', escalation: 'escalationCode' };
/** The event definition property that refers to the root definition. */
export const CODE_REF: Record<CodeKind, 'errorRef' | 'escalationRef'> = { error: 'errorRef', escalation: 'escalationRef' };
export const CODE_EVENT_DEFINITION: Record<string, CodeKind> = { 'bpmn:ErrorEventDefinition': 'error', 'bpmn:EscalationEventDefinition': 'escalation' };

export interface CodeDefinition {
  id: string;
  name: string;
  code: string;
}

/** The errors or escalations among the definitions' root elements. */
export function readCodeDefinitions(rootElements: readonly ModdleLike[], kind: CodeKind): CodeDefinition[] {
  return rootElements
    .filter((element) => element.$type === CODE_ROOT_TYPE[kind])
    .map((element) => ({ id: textOf(element, 'id'), name: textOf(element, 'name'), code: textOf(element, CODE_PROPERTY[kind]) }));
}

/** The attributes of a new root definition of the kind. */
export const codeDefinitionAttrs = (kind: CodeKind, definition: CodeDefinition) => ({ id: definition.id.trim(), name: definition.name.trim(), [CODE_PROPERTY[kind]]: definition.code.trim() });

/** Spec §5's rule for messages and signals, applied to errors and escalations. */
export const CODE_EXISTS_MESSAGE: Record<CodeKind, { zh: string; en: string }> = {
  error: { zh: '该错误已存在，请修改id后重新保存', en: 'This error already exists; change the id and save again' },
  escalation: { zh: '该升级已存在，请修改id后重新保存', en: 'This escalation already exists; change the id and save again' },
};

/**
 * Whether a new error or escalation may be added: 'id' when the id is no XML name, 'name' / 'code' when
 * empty, 'exists' when the id is taken (XML ids are unique in the document), 'codeTaken' when another
 * definition of the kind already throws that code (a catcher could not tell them apart).
 */
export function checkNewCodeDefinition(candidate: CodeDefinition, takenIds: readonly string[], existing: readonly CodeDefinition[]): 'id' | 'name' | 'code' | 'exists' | 'codeTaken' | null {
  if (!/^[A-Za-z_][\w.-]*$/.test(candidate.id.trim())) return 'id';
  if (!candidate.name.trim()) return 'name';
  if (!candidate.code.trim()) return 'code';
  if (takenIds.includes(candidate.id.trim())) return 'exists';
  if (existing.some((definition) => definition.code === candidate.code.trim())) return 'codeTaken';
  return null;
}

/** The error or escalation event definition of an event, with its kind, if it has one. */
export function codeEventDefinitionOf(element: ModdleLike): { definition: ModdleLike; kind: CodeKind } | null {
  const definitions = (element.eventDefinitions as ModdleLike[] | undefined) ?? [];
  const definition = definitions.find((one) => one.$type in CODE_EVENT_DEFINITION);
  return definition ? { definition, kind: CODE_EVENT_DEFINITION[definition.$type]! } : null;
}

/** Whether the element is the start event of an event sub-process (a subProcess triggeredByEvent). */
export function isEventSubProcessStart(element: ModdleLike): boolean {
  const parent = element.$parent as ModdleLike | undefined;
  return element.$type === 'bpmn:StartEvent' && parent?.$type === 'bpmn:SubProcess' && parent.triggeredByEvent === true;
}

/** Whether the start event interrupts its scope (BPMN's default: yes). */
export const isInterrupting = (element: ModdleLike) => element.isInterrupting !== false;

/** An error start event is always interrupting (the compile refuses a non-interrupting one). */
export const interruptingFixed = (element: ModdleLike) => codeEventDefinitionOf(element)?.kind === 'error';
