/**
 * Standard loops (BPMN 2.0 §10.3.8, standardLoopCharacteristics): the token runs the activity again
 * while the loop condition holds, checked after each run (before each run, the first included, with
 * testBefore), and at most loopMaximum times. `loopCounter`, local to the token, is the number of runs
 * completed so far: 0 during the first run, and the count the condition sees after each run, so
 * `${loopCounter < 3}` runs the activity three times with or without testBefore. Boundary events stay
 * attached for the whole loop (an interrupting one ends it); each run has its own history row, start
 * and end listeners (and, for a user task, its own task).
 */
import { detach } from '../events.ts';
import { conditionHolds, outgoingOf } from '../conditions.ts';
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow } from '../state.ts';

const COUNTER = 'loopCounter';

function conditionAllows(run: Run, exec: ExecRow, node: GraphNode): Promise<boolean> | boolean {
  const loop = node.loop!;
  if (loop.condition === undefined) return true;
  return conditionHolds(run, { body: loop.condition, language: loop.conditionLanguage }, exec, `${node.id}.loopCondition`);
}

/** A token arrives at a looping activity: the first run, unless testBefore finds the condition false. */
export async function enterStandardLoop(run: Run, exec: ExecRow, node: GraphNode): Promise<void> {
  run.setLocal(exec, COUNTER, 0);
  if (node.loop!.testBefore && !(await conditionAllows(run, exec, node))) {
    run.removeLocal(exec, COUNTER);
    await run.takeFlows(exec, await outgoingOf(run, exec, node));
    return;
  }
  await run.enterInner(exec, node);
}

/** One run ended: run again, or leave the activity by its outgoing flows (or the given ones). */
export async function leaveLoopRun(run: Run, exec: ExecRow, node: GraphNode, flows?: string[]): Promise<void> {
  await run.fireListeners(node.listeners, 'end', exec, node);
  const done = Number(run.getVariable(exec, COUNTER) ?? 0) + 1;
  run.setLocal(exec, COUNTER, done);
  const maximum = node.loop!.maximum;
  if ((maximum === undefined || done < maximum) && (await conditionAllows(run, exec, node))) {
    run.closeHistory(exec, 'completed', []);
    run.schedule(async () => {
      if (run.alive(exec)) await run.enterInner(exec, node, { attachBoundaries: false });
    });
    return;
  }
  run.removeLocal(exec, COUNTER);
  const chosen = flows ?? (await outgoingOf(run, exec, node));
  detach(run, exec);
  run.closeHistory(exec, 'completed', chosen);
  await run.takeFlows(exec, chosen);
}
