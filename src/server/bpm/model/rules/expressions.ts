/**
 * Every expression the engine will evaluate must parse with the safe evaluator: flow conditions,
 * multi-instance settings and standard loop conditions, `${…}` in task attributes, listener
 * expressions and fields. Conditions that are scripts, or in a language the engine cannot evaluate,
 * are the scripts rule's (scripts.ts).
 */
import { ExpressionError, parseExpression, parseTemplate } from '../../../../schemas/expression/index.ts';
import { readCondition } from '../../engine/compile-scripts.ts';
import type { ModdleElement } from '../parse.ts';
import { attrOf, bare, bodyOf, finding, flowElements, type Rule, type RuleReport } from './types.ts';

const TEMPLATE_ATTRIBUTES = ['assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'dueDate', 'followUpDate', 'priority', 'expression', 'delegateExpression', 'resultVariable'];

/** What is being checked, in both languages. */
type Label = readonly [zh: string, en: string];

function checkExpression(el: ModdleElement, [zh, en]: Label, text: string, report: RuleReport): void {
  try {
    parseExpression(text.trim());
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    report.errors.push(finding(el, 'expression', `${zh}无法解析：${error.message}`, `the ${en} does not parse: ${error.message}`));
  }
}

function checkTemplate(el: ModdleElement, [zh, en]: Label, text: string, report: RuleReport): void {
  try {
    parseTemplate(text);
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    report.errors.push(finding(el, 'expression', `${zh}中的表达式无法解析：${error.message}`, `the expression in the ${en} does not parse: ${error.message}`));
  }
}

function checkListeners(el: ModdleElement, report: RuleReport): void {
  const values = ((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  for (const value of values) {
    const type = bare(value.$type);
    if (type !== 'executionListener' && type !== 'taskListener') continue;
    const expression = attrOf(value, 'expression');
    if (expression) checkTemplate(el, ['监听器表达式', 'listener expression'], expression, report);
    const delegate = attrOf(value, 'delegateExpression');
    if (delegate) checkTemplate(el, ['监听器委托表达式', 'listener delegate expression'], delegate, report);
    for (const field of (value.fields as ModdleElement[] | undefined) ?? []) {
      const text = attrOf(field, 'expression') ?? bodyOf(field.expression);
      if (text) checkTemplate(el, [`监听器字段 ${String(field.name ?? '')} `, `listener field ${String(field.name ?? '')}`], text, report);
    }
  }
}

export const expressionsParse: Rule = (process, report) => {
  checkListeners(process, report);
  for (const el of flowElements(process)) {
    const type = bare(el.$type);
    checkListeners(el, report);
    if (type === 'sequenceFlow') {
      const condition = readCondition(el.conditionExpression as ModdleElement | undefined);
      if (condition.kind === 'expression') checkExpression(el, ['条件表达式', 'condition'], condition.body, report);
      continue;
    }
    for (const name of TEMPLATE_ATTRIBUTES) {
      const text = attrOf(el, name);
      if (text && text.includes('{')) checkTemplate(el, [name, `${name} attribute`], text, report);
    }
    const loop = el.loopCharacteristics as ModdleElement | undefined;
    if (loop && bare(loop.$type) === 'multiInstanceLoopCharacteristics') {
      const completion = bodyOf(loop.completionCondition);
      if (completion && completion.trim()) checkExpression(el, ['多实例完成条件', 'completion condition'], completion, report);
      const cardinality = bodyOf(loop.loopCardinality);
      if (cardinality && cardinality.trim()) checkTemplate(el, ['多实例数量', 'loop cardinality'], cardinality, report);
      const collection = attrOf(loop, 'collection');
      if (collection && collection.includes('{')) checkTemplate(el, ['多实例集合', 'collection'], collection, report);
    }
    if (loop && bare(loop.$type) === 'standardLoopCharacteristics') {
      const condition = readCondition(loop.loopCondition as ModdleElement | undefined);
      if (condition.kind === 'expression') checkExpression(el, ['循环条件', 'loop condition'], condition.body, report);
    }
  }
};
