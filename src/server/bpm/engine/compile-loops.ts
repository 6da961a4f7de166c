/**
 * An activity's loopCharacteristics: multi-instance (behaviours/multi-instance.ts) or a standard loop
 * (behaviours/standard-loop.ts), with what makes either unrunnable reported as a compile problem.
 */
import type { ModdleElement } from '../model/parse.ts';
import type { CompileProblem } from './compile-graph.ts';
import { attrOf, bare, bodyOf } from './compile-read.ts';
import { readCondition } from './compile-scripts.ts';
import type { MultiInstanceDef, StandardLoopDef } from './graph.ts';

export interface LoopDefs {
  mi?: MultiInstanceDef;
  loop?: StandardLoopDef;
}

export function loopOf(el: ModdleElement, problems: CompileProblem[]): LoopDefs {
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  if (!loop) return {};
  const problem = (reason: string, reasonEn: string) => problems.push({ elementId: el.id ?? '', elementType: bare(el.$type), reason, reasonEn });
  return bare(loop.$type) === 'standardLoopCharacteristics' ? { loop: standardLoopOf(loop, problem) } : { mi: multiInstanceOf(loop, problem) };
}

type Problem = (reason: string, reasonEn: string) => void;

function multiInstanceOf(loop: ModdleElement, problem: Problem): MultiInstanceDef {
  const mi: MultiInstanceDef = { sequential: loop.isSequential === true };
  const cardinality = bodyOf(loop.loopCardinality);
  if (cardinality) mi.cardinality = cardinality;
  const collection = attrOf(loop, 'collection');
  if (collection) mi.collection = collection;
  const elementVariable = attrOf(loop, 'elementVariable');
  if (elementVariable) mi.elementVariable = elementVariable;
  const completion = readCondition(loop.completionCondition as ModdleElement | undefined, { reason: '多实例完成条件', reasonEn: 'completion condition' });
  if (completion.kind === 'expression') mi.completionCondition = completion.body;
  else if (completion.kind === 'refused') problem(completion.reason, completion.reasonEn);
  else if (completion.kind === 'script') problem('多实例完成条件只能是表达式', 'a completion condition must be an expression');
  if (!mi.cardinality && !mi.collection) problem('多实例需要设置 loopCardinality 或 collection', 'multi-instance needs loopCardinality or collection');
  return mi;
}

/**
 * BPMN 2.0 §10.3.8 (standardLoopCharacteristics): the activity runs again while loopCondition holds,
 * checked after each run, or before each run with testBefore; loopMaximum caps the runs. A loop with
 * neither a condition nor a maximum never ends, so it is refused.
 */
function standardLoopOf(loop: ModdleElement, problem: Problem): StandardLoopDef {
  const def: StandardLoopDef = { testBefore: loop.testBefore === true };
  const condition = readCondition(loop.loopCondition as ModdleElement | undefined, { reason: '循环条件', reasonEn: 'loop condition' });
  if (condition.kind === 'refused') problem(condition.reason, condition.reasonEn);
  else if (condition.kind !== 'none') {
    def.condition = condition.body;
    if (condition.kind === 'script') def.conditionLanguage = 'javascript';
  }
  const maximum = loop.loopMaximum;
  const maximumGiven = maximum !== undefined && maximum !== null && String(maximum).trim() !== '';
  if (maximumGiven) {
    const value = Number(maximum);
    if (Number.isInteger(value) && value >= 1) def.maximum = value;
    else problem(`循环最大次数必须是正整数（${String(maximum)}）`, `loopMaximum must be a positive whole number (${String(maximum)})`);
  }
  if (condition.kind === 'none' && !maximumGiven) {
    problem('标准循环需要循环条件（loopCondition）或最大次数（loopMaximum），否则永不结束', 'a standard loop needs a loop condition (loopCondition) or a maximum (loopMaximum), else it never ends');
  }
  return def;
}
