/**
 * Document-level and descriptive parts the designer edits (spec §2 section 10, §3, §5): the messages and
 * signals of the definitions (ids unique, 该消息已存在… / 该信号已存在…), an element's extra properties
 * (camunda:properties, name and value) and its documentation.
 */
import { textOf, type TreeSpec } from './element-tree.ts';
import { ENGINE_PREFIX } from './namespaces.ts';
import type { ModdleLike } from './types.ts';

export type RootKind = 'message' | 'signal';
export const ROOT_TYPE: Record<RootKind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' };

export interface RootDefinition {
  id: string;
  name: string;
}

/** The messages or signals among the definitions' root elements. */
export function readRootDefinitions(rootElements: readonly ModdleLike[], kind: RootKind): RootDefinition[] {
  return rootElements.filter((element) => element.$type === ROOT_TYPE[kind]).map((element) => ({ id: textOf(element, 'id'), name: textOf(element, 'name') }));
}

/** Spec §5 messages, by kind. */
export const EXISTS_MESSAGE: Record<RootKind, { zh: string; en: string }> = {
  message: { zh: '该消息已存在，请修改id后重新保存', en: 'This message already exists; change the id and save again' },
  signal: { zh: '该信号已存在，请修改id后重新保存', en: 'This signal already exists; change the id and save again' },
};

/**
 * Whether a new message or signal may be added: 'exists' when its id is taken (by one of its kind, or
 * by any element of the document, since XML ids are unique), 'id' / 'name' when one is empty or the id
 * is no XML name.
 */
export function checkNewRoot(candidate: RootDefinition, takenIds: readonly string[]): 'exists' | 'id' | 'name' | null {
  if (!/^[A-Za-z_][\w.-]*$/.test(candidate.id.trim())) return 'id';
  if (!candidate.name.trim()) return 'name';
  if (takenIds.includes(candidate.id.trim())) return 'exists';
  return null;
}

export interface ExtraProperty {
  name: string;
  value: string;
}

/** camunda:properties of an element, in order. */
export function readExtraProperties(element: ModdleLike): ExtraProperty[] {
  const container = (element.extensionElements?.values ?? []).find((value) => value.$type.endsWith(':Properties'));
  return ((container?.values as ModdleLike[] | undefined) ?? []).map((property) => ({ name: textOf(property, 'name'), value: textOf(property, 'value') }));
}

/** The camunda:properties element, or none when the list is empty. */
export function extraPropertiesSpecs(properties: readonly ExtraProperty[]): TreeSpec[] {
  const rows = properties.filter((property) => property.name.trim());
  if (rows.length === 0) return [];
  return [{ type: `${ENGINE_PREFIX}:Properties`, children: { values: rows.map((row) => ({ type: `${ENGINE_PREFIX}:Property`, attrs: { name: row.name.trim(), value: row.value } })) } }];
}

/** An element's documentation text (the first documentation element's). */
export function readDocumentation(element: ModdleLike): string {
  const list = (element.documentation as ModdleLike[] | undefined) ?? [];
  return list.length > 0 ? textOf(list[0], 'text') : '';
}

/** The documentation list for a text (empty text: none). */
export const documentationSpecs = (text: string): TreeSpec[] => (text.trim() ? [{ type: 'bpmn:Documentation', attrs: { text } }] : []);
