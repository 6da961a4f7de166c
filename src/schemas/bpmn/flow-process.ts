/**
 * Sequence-flow conditions and the process's own settings as the designer edits them (spec §3–§4):
 * the flow type and the condition (expression, or a script inline or external), the candidate
 * starters, the process key rule, and the fixed variables a condition may read beside the form's fields.
 */
import { engineAttr } from './settings.ts';
import { splitList } from './task-data.ts';
import type { ModdleLike } from './types.ts';

export type FlowType = 'normal' | 'default' | 'condition';
export type ConditionType = 'expression' | 'script';
export type ScriptType = 'inlineScript' | 'externalScript';

/** Variables every condition may read besides the form's fields (spec §2: e.g. outcome equals 驳回). */
export const FIXED_CONDITION_VARIABLES = ['failCount', 'passCount', 'outcome'] as const;

export interface FlowCondition {
  conditionType: ConditionType;
  /** The expression, or the inline script. */
  body: string;
  /** The script language (scripts only). */
  language: string;
  scriptType: ScriptType;
  /** The external script's address. */
  resource: string;
}

export const emptyCondition = (conditionType: ConditionType = 'expression'): FlowCondition => ({ conditionType, body: '', language: conditionType === 'script' ? 'javascript' : '', scriptType: 'inlineScript', resource: '' });

/** The condition of a conditionExpression element (a FormalExpression); null when there is none. */
export function readFlowCondition(expression: ModdleLike | undefined | null): FlowCondition | null {
  if (!expression) return null;
  const body = typeof expression.body === 'string' ? expression.body : '';
  const language = typeof expression.language === 'string' ? expression.language : '';
  const resource = engineAttr(expression, 'resource');
  // A language makes it a script (camunda's rule); a resource makes the script external.
  if (!language) return { ...emptyCondition('expression'), body };
  return { conditionType: 'script', body: resource ? '' : body, language, scriptType: resource ? 'externalScript' : 'inlineScript', resource };
}

/**
 * The FormalExpression attributes of a condition (engine attributes under their prefixed name, as
 * bpmn-js and moddle take them): inline and external are exclusive, the unused one is cleared.
 */
export function conditionAttrs(condition: FlowCondition): Record<string, string | undefined> {
  if (condition.conditionType === 'expression') return { body: condition.body, language: undefined, 'camunda:resource': undefined };
  const language = condition.language.trim() || 'javascript';
  if (condition.scriptType === 'externalScript') return { body: undefined, language, 'camunda:resource': condition.resource.trim() || undefined };
  return { body: condition.body, language, 'camunda:resource': undefined };
}

/** Spec §2: the flow condition section shows for sequence flows that do not leave a start event. */
export const conditionApplies = (sourceType: string | undefined) => sourceType !== 'bpmn:StartEvent';

/** The process key may become the process id only when it is an XML name (NCName without a colon). */
export const XML_NAME = /^[A-Za-z_][\w.-]*$/;
export const keyIsXmlName = (key: string) => XML_NAME.test(key);

export interface StarterRef {
  id: string;
  name: string;
}

/**
 * The process attributes for the candidate starters (spec §4): none named is everybody (attributes
 * cleared); otherwise orgid and roleid lists and candidateStarterGroups built from the organisations
 * followed by the roles (DEPT / ROLE prefixed, as the server reads groups).
 */
export function startersAttrs(orgs: readonly StarterRef[], roles: readonly StarterRef[]): Record<string, string | undefined> {
  if (orgs.length === 0 && roles.length === 0) return { orgid: undefined, roleid: undefined, candidateStarterGroups: undefined };
  const list = (refs: readonly StarterRef[]) => refs.map((ref) => ref.id).join(',') || undefined;
  return {
    orgid: list(orgs),
    roleid: list(roles),
    candidateStarterGroups: [...orgs.map((org) => `DEPT${org.id}`), ...roles.map((role) => `ROLE${role.id}`)].join(','),
  };
}

/** The starters a process names (ids only; the panel finds the names). */
export function readStarters(process: ModdleLike): { orgIds: string[]; roleIds: string[] } {
  return { orgIds: splitList(engineAttr(process, 'orgid')), roleIds: splitList(engineAttr(process, 'roleid')) };
}
