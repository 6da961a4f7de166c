/**
 * Service-like tasks the engine would pass through as no-ops or fail on when they run, refused at
 * deploy instead (the compiler and the lint's rules/tasks.ts ask here): behaviours/service-task.ts runs
 * a camunda:class or delegate expression registered in EngineHooks.services, or a camunda:expression.
 * - A business rule task: the engine evaluates no DMN decision table (camunda:decisionRef), so without
 *   one of those implementations it would do nothing, which its name promises otherwise.
 * - An external task (camunda:type="external") with nothing else to run: there is no worker API to
 *   fetch and complete it, so it would fail when reached.
 */
import type { ModdleElement } from '../model/parse.ts';
import { attrOf, bare } from './compile-read.ts';
import type { Refusal } from './compile-scripts.ts';

const SERVICE_LIKE = new Set(['serviceTask', 'sendTask', 'businessRuleTask']);

export function implementationRefusal(el: ModdleElement): Refusal | undefined {
  const type = bare(el.$type);
  if (!SERVICE_LIKE.has(type)) return undefined;
  const implemented = !!(attrOf(el, 'class') || attrOf(el, 'delegateExpression') || attrOf(el, 'expression'));
  // As service-task.ts decides: an implementation runs, a send task with a message sends it, else external fails.
  if (attrOf(el, 'type') === 'external' && !implemented && !(type === 'sendTask' && el.messageRef)) {
    return { reason: '流程引擎不支持外部任务（camunda:type="external"）：没有取走并完成它的工作者接口', reasonEn: 'the engine does not run external tasks (camunda:type="external"): there is no worker API to fetch and complete them' };
  }
  if (type !== 'businessRuleTask') return undefined;
  const decision = attrOf(el, 'decisionRef');
  if (decision) {
    return { reason: `流程引擎不执行 DMN 决策表（decisionRef「${decision}」）：业务规则任务需要 Java 类、委托表达式或表达式实现`, reasonEn: `the engine does not evaluate DMN decision tables (decisionRef "${decision}"): a business rule task needs a class, delegate expression or expression implementation` };
  }
  if (!implemented) {
    return { reason: '业务规则任务没有实现：流程引擎不执行决策表，没有 Java 类、委托表达式或表达式时它什么也不做', reasonEn: 'the business rule task has no implementation: the engine evaluates no decision tables, and without a class, delegate expression or expression it would do nothing' };
  }
  return undefined;
}
