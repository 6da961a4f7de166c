/**
 * Conditions as the engine evaluates them: an expression with the safe JUEL evaluator, or an inline
 * JavaScript script in the QuickJS sandbox the hooks provide (the script tasks' sandbox, sharing the
 * command's script time: listener-context.ts). A script condition must yield a boolean (as in Camunda,
 * no truthiness) and may not set variables: a condition is a question about the instance, not a step of
 * it, so asking it leaves the instance as it was.
 */
import type { GraphNode } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow } from './state.ts';
import { EngineError } from './types.ts';

export interface ConditionDef {
  body: string;
  /** 'javascript' for a script; absent for an expression. */
  language?: 'javascript' | undefined;
}

export async function conditionHolds(run: Run, condition: ConditionDef, exec: ExecRow, where: string): Promise<boolean> {
  if (condition.language !== 'javascript') return run.condition(condition.body, exec, where);
  if (!run.hooks.runScript) throw new EngineError('failed', `脚本条件需要沙箱执行环境（${where}）`, `script conditions need the script sandbox (${where})`);
  const outcome = await run.hooks.runScript({ format: 'javascript', body: condition.body }, run.variables(exec), run, exec);
  const changed = Object.keys(outcome.changes ?? {});
  if (changed.length > 0) {
    throw new EngineError('failed', `条件脚本不能设置变量（${where}：${changed.join('、')}）`, `a condition script may not set variables (${where}: ${changed.join(', ')})`);
  }
  if (typeof outcome.result !== 'boolean') {
    const got = outcome.result === null ? 'null' : typeof outcome.result;
    throw new EngineError('failed', `条件脚本必须得出 true 或 false（${where}），得到的是 ${got}`, `a condition script must yield true or false (${where}), got ${got}`);
  }
  return outcome.result;
}

/** Whether a sequence flow may be taken: no condition, or its condition holds. */
export function flowHolds(run: Run, flowId: string, exec: ExecRow): Promise<boolean> | boolean {
  const flow = run.graph.flows[flowId]!;
  if (!flow.condition) return true;
  return conditionHolds(run, { body: flow.condition, language: flow.conditionLanguage }, exec, flowId);
}

/** Unconditional flows and conditional ones whose condition holds (in order); the default flow when none does. */
export async function outgoingOf(run: Run, exec: ExecRow, node: GraphNode): Promise<string[]> {
  const taken: string[] = [];
  for (const id of node.outgoing) if (id !== node.default && (await flowHolds(run, id, exec))) taken.push(id);
  if (taken.length === 0 && node.default) return [node.default];
  return taken;
}
