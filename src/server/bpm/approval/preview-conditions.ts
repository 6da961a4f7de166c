/**
 * Conditions on the preview's path, judged as the engine judges them (engine/conditions.ts): an
 * expression with the shared JUEL evaluator; an inline JavaScript script in the same QuickJS sandbox
 * (listeners/sandbox.ts, never node:vm) with the same rules — it must yield a boolean and may not set
 * variables. A preview's scripts share one time budget, the bound one engine command gets, so a preview
 * cannot hold a sandbox worker longer than a command would. A script the preview could not finish within
 * it, or could not hand to the sandbox at all, is left to the run ("decided when it runs"), not failed:
 * nothing says the instance would fail there.
 */
import type { Lang } from '../../../schemas/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { evalCondition } from '../engine/expressions.ts';
import type { GraphFlow } from '../engine/graph.ts';
import { EngineError } from '../engine/types.ts';
import { runSandboxedScript, transactionScriptBudget, type ScriptBudget } from '../listeners/sandbox.ts';

/** holds: the condition's answer; failed: it would fail in the engine too (why); undecided: the preview could not run it (why). */
export type Verdict = { holds: boolean } | { failed: string } | { undecided: string };

export interface ConditionScope {
  variables: Record<string, unknown>;
  initiator: string;
  lang: Lang;
  /** The preview's script time, shared by all of its script conditions. */
  budget: ScriptBudget;
}

/**
 * The sandbox's timeout (listeners/sandbox.ts). The preview's time is always below the per-script limit,
 * so any timeout here is the preview's time running out, not proof the script never ends.
 */
const ranOutOfTime = (error: unknown) => error instanceof AppError && error.describe('en').startsWith('the script ran out of time');

export const previewBudget = (): ScriptBudget => transactionScriptBudget();

/** An error in the reader's language (engine errors carry both, app errors describe themselves). */
export function errorIn(error: unknown, lang: Lang): string {
  if (error instanceof EngineError) return lang === 'en' ? error.en : error.zh;
  if (error instanceof AppError) return error.describe(lang);
  return (error as Error).message;
}

const say = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** Judges a flow's condition leaving `activityId`; a flow without one holds. */
export async function judgeFlow(flow: GraphFlow, flowId: string, activityId: string, scope: ConditionScope): Promise<Verdict> {
  if (!flow.condition) return { holds: true };
  if (flow.conditionLanguage !== 'javascript') {
    try {
      return { holds: evalCondition(flow.condition, scope.variables, flowId) };
    } catch (error) {
      return { failed: errorIn(error, scope.lang) };
    }
  }
  return judgeScript(flow.condition, flowId, activityId, scope);
}

async function judgeScript(body: string, flowId: string, activityId: string, scope: ConditionScope): Promise<Verdict> {
  const { lang, budget } = scope;
  const outOfTime = () => ({ undecided: say(lang, '模拟的脚本执行时间已用完', "the simulation's script time ran out") });
  if (budget.remainingMs <= 0) return outOfTime();
  let outcome: { result: unknown; changes: Record<string, unknown> };
  try {
    // The globals a script condition sees in the engine (listener-context.ts); a preview has no instance yet.
    outcome = await runSandboxedScript(body, scope.variables, { globals: { processInstanceId: null, activityId, initiator: scope.initiator }, budget });
  } catch (error) {
    if (ranOutOfTime(error)) return outOfTime();
    // The sandbox answered: the script itself fails, as it would in the instance.
    if (error instanceof AppError) return { failed: errorIn(error, lang) };
    return { undecided: say(lang, '脚本沙箱不可用', 'the script sandbox is not available') };
  }
  const changed = Object.keys(outcome.changes);
  if (changed.length > 0) {
    return { failed: say(lang, `条件脚本不能设置变量（${flowId}：${changed.join('、')}）`, `a condition script may not set variables (${flowId}: ${changed.join(', ')})`) };
  }
  if (typeof outcome.result !== 'boolean') {
    const got = outcome.result === null ? 'null' : typeof outcome.result;
    return { failed: say(lang, `条件脚本必须得出 true 或 false（${flowId}），得到的是 ${got}`, `a condition script must yield true or false (${flowId}), got ${got}`) };
  }
  return { holds: outcome.result };
}
