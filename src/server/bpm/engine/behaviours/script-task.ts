/**
 * Script task: the body runs only in the sandbox the hooks provide (quickjs with time and memory limits,
 * never node:vm); without one the task fails with a clear error. Its result lands in resultVariable.
 */
import { EngineError, type Behaviour } from '../types.ts';

export const scriptTask: Behaviour = {
  async enter(run, exec, node) {
    const script = node.script;
    if (!run.hooks.runScript || !script) {
      throw new EngineError('failed', `脚本任务需要沙箱执行环境（${node.id}）`, `script tasks need the script sandbox (${node.id})`);
    }
    const outcome = await run.hooks.runScript({ format: script.format, body: script.body }, run.variables(exec), run, exec);
    run.setVariables(exec, outcome.changes);
    if (script.resultVariable) run.setVariable(exec, script.resultVariable, outcome.result ?? null);
    run.leave(exec);
  },
};
