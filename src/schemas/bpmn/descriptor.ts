/**
 * Flowhall's additions to the engine's moddle package (spec process-designer §3). moddle allows one
 * package per prefix, so these types are merged into the camunda descriptor rather than registered as
 * a package of their own: `withFlowhallVocabulary(camundaJson)` is what the parser and the designer
 * hand to bpmn-moddle under the `camunda` key. Attributes camunda already defines (assignee,
 * candidateUsers, candidateGroups, dueDate, followUpDate, priority, formKey, candidateStarterGroups,
 * FormProperty, FormData …) are not redefined. Every attribute is a String so that whatever a designer
 * wrote survives a round trip; the readers in task-data.ts interpret them.
 */

export interface ModdleProperty {
  name: string;
  type: string;
  isAttr?: boolean;
  isMany?: boolean;
  isBody?: boolean;
}

export interface ModdleType {
  name: string;
  superClass?: string[];
  extends?: string[];
  isAbstract?: boolean;
  meta?: { allowedIn?: string[] };
  properties: ModdleProperty[];
}

export interface ModdleDescriptor {
  name: string;
  uri: string;
  prefix: string;
  xml?: { tagAlias?: string };
  types: ModdleType[];
  [key: string]: unknown;
}

const attrs = (...names: string[]): ModdleProperty[] => names.map((name) => ({ name, type: 'String', isAttr: true }));

/** Extension element type names (qualified with the engine prefix in a parsed tree, e.g. camunda:Button). */
export const EXTENSION_ELEMENT_TYPES = ['Button', 'Assignee', 'Condition', 'SuperviseItem', 'CopyItem', 'FieldsPermission'] as const;
export type ExtensionElementType = (typeof EXTENSION_ELEMENT_TYPES)[number];

/** User-task attributes Flowhall adds beside camunda's Assignable ones. */
export const USER_TASK_ATTRIBUTES = [
  'dataType', 'text', 'candidateAttr', 'buttons', 'expirationtime', 'extendData', 'xcformKey', 'attributeHandler', 'deptHead',
  // The designer's finer approver kind within dataType (FORMUSER, EXPRESSION, CHOOSE, MULTIHEAD); the server resolves by dataType.
  'approverKind',
] as const;
/** Process attributes: candidate starter organisations and roles, and the instance expiration. */
export const PROCESS_ATTRIBUTES = ['orgid', 'roleid', 'expirationtime'] as const;

export const FLOWHALL_TYPES: readonly ModdleType[] = [
  { name: 'FlowhallUserTask', isAbstract: true, extends: ['bpmn:UserTask'], properties: attrs(...USER_TASK_ATTRIBUTES) },
  // The start form may be a designed form like a node form.
  { name: 'FlowhallStartEvent', isAbstract: true, extends: ['bpmn:StartEvent'], properties: attrs('xcformKey') },
  { name: 'FlowhallProcess', isAbstract: true, extends: ['bpmn:Process'], properties: attrs(...PROCESS_ATTRIBUTES) },
  {
    name: 'Button',
    superClass: ['Element'],
    meta: { allowedIn: ['bpmn:UserTask'] },
    properties: attrs('id', 'name', 'code', 'isHide', 'next', 'sort'),
  },
  {
    name: 'Assignee',
    superClass: ['Element'],
    meta: { allowedIn: ['bpmn:UserTask'] },
    properties: attrs('id', 'type', 'value', 'condition', 'operationType', 'sort'),
  },
  {
    name: 'Condition',
    superClass: ['Element'],
    meta: { allowedIn: ['*'] },
    properties: attrs('id', 'field', 'compare', 'value', 'logic', 'sort'),
  },
  { name: 'SuperviseItem', superClass: ['Element'], meta: { allowedIn: ['bpmn:UserTask'] }, properties: attrs('id', 'type', 'time') },
  { name: 'CopyItem', superClass: ['Element'], meta: { allowedIn: ['bpmn:UserTask'] }, properties: attrs('id', 'type') },
  {
    name: 'FieldsPermission',
    superClass: ['Element'],
    meta: { allowedIn: ['bpmn:UserTask', 'bpmn:StartEvent', 'bpmn:Process'] },
    properties: attrs('value', 'id', 'label', 'type'),
  },
];

/**
 * The engine descriptor: `base` (camunda-bpmn-moddle's resources/camunda.json) plus Flowhall's types.
 * A base that already holds a type of the same name keeps its own. `prefix`/`uri` let a deployment
 * write under another engine's prefix.
 */
export function withFlowhallVocabulary(base: ModdleDescriptor, options: { prefix?: string; uri?: string } = {}): ModdleDescriptor {
  const known = new Set(base.types.map((type) => type.name));
  return {
    ...base,
    prefix: options.prefix ?? base.prefix,
    uri: options.uri ?? base.uri,
    types: [...base.types, ...FLOWHALL_TYPES.filter((type) => !known.has(type.name)).map((type) => structuredClone(type))],
  };
}
