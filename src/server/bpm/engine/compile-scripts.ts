/**
 * What the engine can evaluate of a model's scripts and conditions, asked by the compiler (a refusal
 * is a deploy error) and by the model lint (the same finding, on the element), so the two never
 * disagree:
 * - a condition is an expression (the safe JUEL evaluator) or an inline JavaScript script, run in the
 *   QuickJS sandbox with the command's script time (listener-context.ts); any other language cannot be
 *   evaluated;
 * - script tasks run JavaScript only, and script listeners JavaScript or JUEL (listeners/run.ts);
 * - an external script (`camunda:resource`) is never run: the engine does not fetch code from an
 *   address (a security choice), so a model naming one is refused instead of running nothing.
 */
import type { ModdleElement } from '../model/parse.ts';
import { attrOf, bodyOf } from './compile-read.ts';
import type { ListenerDef } from './graph.ts';

/** The names a JavaScript script goes by (scriptFormat, a condition's language). */
const JAVASCRIPT = new Set(['javascript', 'js', 'ecmascript']);
/** Condition languages evaluated as expressions: none given, JUEL, and BPMN's default (XPath) naming the same simple expressions. */
const EXPRESSION_LANGUAGES = new Set(['', 'juel', 'expression', 'http://www.w3.org/1999/xpath']);
/** Script listeners run JavaScript and JUEL (listeners/run.ts). */
const LISTENER_FORMATS = new Set([...JAVASCRIPT, 'juel']);

export const isJavaScript = (format: string) => JAVASCRIPT.has(format.trim().toLowerCase());

export interface Refusal {
  reason: string;
  reasonEn: string;
}

export type ConditionRead =
  | { kind: 'none' }
  | { kind: 'expression'; body: string }
  | { kind: 'script'; body: string }
  | ({ kind: 'refused' } & Refusal);

const external = (what: Refusal, resource: string): Refusal => ({
  reason: `流程引擎不运行外部脚本（${what.reason}的资源地址「${resource}」）：出于安全考虑，引擎从不按地址获取脚本，请改用内联脚本`,
  reasonEn: `the engine does not run external scripts (the ${what.reasonEn}'s resource "${resource}"): for security it never fetches a script from an address; use an inline script`,
});

/**
 * A condition element (a sequence flow's conditionExpression, a standard loop's loopCondition): an
 * expression, an inline JavaScript script, nothing (no element, or an expression with no text), or
 * something the engine cannot evaluate, with the reason.
 */
export function readCondition(expression: ModdleElement | undefined, what: Refusal = { reason: '条件', reasonEn: 'condition' }): ConditionRead {
  if (!expression || typeof expression !== 'object') return { kind: 'none' };
  const language = String(expression.language ?? '').trim();
  const resource = attrOf(expression, 'resource')?.trim();
  const body = (bodyOf(expression) ?? '').trim();
  if (resource) return { kind: 'refused', ...external(what, resource) };
  if (EXPRESSION_LANGUAGES.has(language.toLowerCase())) return body ? { kind: 'expression', body } : { kind: 'none' };
  if (isJavaScript(language)) {
    if (body) return { kind: 'script', body };
    return { kind: 'refused', reason: `${what.reason}脚本为空：请填写返回 true 或 false 的 JavaScript`, reasonEn: `the ${what.reasonEn} script is empty: write JavaScript that yields true or false` };
  }
  return {
    kind: 'refused',
    reason: `流程引擎无法计算该语言的${what.reason}（${language}）：请使用表达式或 JavaScript 脚本`,
    reasonEn: `the engine cannot evaluate a ${what.reasonEn} in ${language}: use an expression or a JavaScript script`,
  };
}

/** A script task the engine would not run as drawn: an external script, a language other than JavaScript, or no script. */
export function scriptTaskRefusal(el: ModdleElement): Refusal | undefined {
  const resource = attrOf(el, 'resource')?.trim();
  if (resource) return external({ reason: '脚本任务', reasonEn: 'script task' }, resource);
  const format = String(el.scriptFormat ?? '').trim();
  if (format && !isJavaScript(format)) {
    return { reason: `流程引擎只运行 JavaScript 脚本，不支持脚本格式「${format}」`, reasonEn: `the engine runs JavaScript scripts only, not scriptFormat "${format}"` };
  }
  if (typeof el.script !== 'string' || !el.script.trim()) return { reason: '脚本任务没有脚本内容', reasonEn: 'the script task has no script' };
  return undefined;
}

/** A script listener the engine would fail on when it fires: an external script, or a language it does not run. */
export function listenerScriptRefusal(listener: ListenerDef): Refusal | undefined {
  if (listener.type !== 'script') return undefined;
  if (listener.resource?.trim()) return external({ reason: '脚本监听器', reasonEn: 'script listener' }, listener.resource.trim());
  const format = (listener.scriptFormat ?? '').trim();
  if (format && !LISTENER_FORMATS.has(format.toLowerCase())) {
    return { reason: `脚本监听器只支持 JavaScript 或 JUEL，不支持「${format}」`, reasonEn: `script listeners run JavaScript or JUEL, not "${format}"` };
  }
  return undefined;
}
