/**
 * Scripts and conditions the engine would not run as drawn, reported on their element with the
 * compiler's own verdicts (engine/compile-scripts.ts, engine/compile-loops.ts), so the designer's lint
 * and the deploy say the same: an external script (never fetched), a script task in a language other
 * than JavaScript or without a script, a script listener in a language the listeners do not run, a
 * condition in a language the engine cannot evaluate or an empty script condition, and a loop that
 * cannot run (a standard loop with neither condition nor maximum, a multi-instance without a count).
 */
import { loopOf } from '../../engine/compile-loops.ts';
import { listenerOf } from '../../engine/compile-read.ts';
import { listenerScriptRefusal, readCondition, scriptTaskRefusal } from '../../engine/compile-scripts.ts';
import type { CompileProblem } from '../../engine/compile-graph.ts';
import type { ModdleElement } from '../parse.ts';
import { bare, finding, flowElements, type Rule, type RuleReport } from './types.ts';

const RULE = 'script';

function checkListeners(el: ModdleElement, report: RuleReport): void {
  const values = ((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  for (const value of values) {
    const type = bare(value.$type);
    if (type !== 'executionListener' && type !== 'taskListener') continue;
    const listener = listenerOf(value);
    const refusal = listener && listenerScriptRefusal(listener);
    if (refusal) report.errors.push(finding(el, RULE, refusal.reason, refusal.reasonEn));
  }
}

export const scriptsRunnable: Rule = (process, report) => {
  checkListeners(process, report);
  for (const el of flowElements(process)) {
    checkListeners(el, report);
    const type = bare(el.$type);
    if (type === 'sequenceFlow') {
      const condition = readCondition(el.conditionExpression as ModdleElement | undefined);
      if (condition.kind === 'refused') report.errors.push(finding(el, RULE, condition.reason, condition.reasonEn));
      continue;
    }
    if (type === 'scriptTask') {
      const refusal = scriptTaskRefusal(el);
      if (refusal) report.errors.push(finding(el, RULE, refusal.reason, refusal.reasonEn));
    }
    if (el.loopCharacteristics) {
      const problems: CompileProblem[] = [];
      loopOf(el, problems);
      for (const problem of problems) report.errors.push(finding(el, 'loop', problem.reason, problem.reasonEn));
    }
  }
};
