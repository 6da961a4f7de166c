/**
 * How the preview's path leaves a user task, with the variables the engine and the approval operations
 * set there (operations.ts, moves.ts, system-close.ts, engine/behaviours/multi-instance.ts):
 *
 * - 通过 (pass): outcome = 通过 and the token moves on. A multi-instance body sets passCount and
 *   failCount to 0 when it starts; each instance passed adds 1 to passCount, and after each the
 *   completion condition is asked with nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances,
 *   loopCounter and the element variable (a countersign completes when all have passed, an any-one
 *   after the first; a custom condition such as `${passCount >= 2}` may complete it early, cancelling
 *   the rest). The loop's locals are gone after the body; passCount and failCount stay.
 * - 不通过 (reject): outcome = 不通过 and the instance ends not passed at once, whichever instance
 *   rejects (failCount is never counted: the instance is over).
 * - 驳回 (return): outcome = 驳回 and the token goes back to the previous user task a person handled
 *   upstream (the default target of a return); without one, a real return is refused.
 *
 * The empty-approver policy's pass and reject decide the step with nobody, whatever was assumed.
 */
import type { AssumedOutcome, PreviewAssumed, PreviewStep, SimulationAssumption } from '../../../schemas/bpmn/preview.ts';
import { reachingNodes } from '../engine/compile-graph.ts';
import { evalCondition, evalTemplate } from '../engine/expressions.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';

/** The value the engine stores in `outcome` for each way of leaving a task. */
export const OUTCOME_VALUES: Readonly<Record<AssumedOutcome, string>> = { pass: '通过', reject: '不通过', return: '驳回' };

export interface LeaveInput {
  graph: ProcessGraph;
  node: GraphNode;
  /** The step as resolved (its people and the policies that applied). */
  step: PreviewStep;
  assumption: SimulationAssumption | undefined;
  /** The process variables; updated with what the engine sets when the step is left. */
  variables: Record<string, unknown>;
  /** User tasks people passed earlier on the path, in order (return targets). */
  passedBefore: readonly { activityId: string; name: string | null }[];
  /** Where a condition that cannot be evaluated is reported. */
  problem(text: string): void;
}

/** How many instances the body starts: its collection's items (an empty one still gets one empty task), or its cardinality. */
function instancesOf(node: GraphNode, step: PreviewStep, variables: Record<string, unknown>, problem: (text: string) => void): number {
  const mi = node.mi!;
  if (mi.collection || (step.users ?? []).length > 0) return Math.max(1, (step.users ?? []).length);
  try {
    const total = Number(evalTemplate(mi.cardinality ?? '0', variables, `${node.id}.loopCardinality`));
    if (Number.isInteger(total) && total >= 0) return total;
  } catch (error) {
    problem(`${node.id}.loopCardinality: ${(error as Error).message}`);
  }
  return 0;
}

/**
 * The instances of a multi-instance body pass one by one, `upTo` of them at most: how many passed before
 * the body completed (or before the next one acts otherwise), and whether its completion condition
 * ended it before every instance had passed.
 */
function passInstances(node: GraphNode, step: PreviewStep, total: number, upTo: number, variables: Record<string, unknown>, problem: (text: string) => void): { passes: number; completed: boolean; early: boolean } {
  const mi = node.mi!;
  variables.passCount = 0;
  variables.failCount = 0;
  if (total === 0) return { passes: 0, completed: true, early: false };
  for (let k = 1; k <= upTo; k++) {
    variables.passCount = k;
    const condition = mi.completionCondition;
    let done = false;
    if (condition) {
      const scope: Record<string, unknown> = {
        ...variables,
        nrOfInstances: total,
        nrOfCompletedInstances: k,
        nrOfActiveInstances: mi.sequential ? 0 : total - k,
        loopCounter: k - 1,
        ...(mi.elementVariable ? { [mi.elementVariable]: (step.users ?? [])[k - 1] ?? null } : {}),
      };
      try {
        done = evalCondition(condition, scope, `${node.id}.completionCondition`);
      } catch (error) {
        problem(`${node.id}.completionCondition: ${(error as Error).message}`);
      }
    }
    if (done || k === total) return { passes: k, completed: true, early: done && k < total };
  }
  return { passes: upTo, completed: false, early: false };
}

/** The previous user task a person handled upstream of `node` on the path: where a return goes. */
function returnTarget(graph: ProcessGraph, node: GraphNode, passedBefore: LeaveInput['passedBefore']): PreviewAssumed['returnTo'] {
  const upstream = new Set(reachingNodes(graph, node.id));
  return passedBefore.findLast((task) => upstream.has(task.activityId) && task.activityId !== node.id) ?? null;
}

/** Leaves the step as assumed; answers what happened, with the variables set on `input.variables`. */
export function leaveUserTask(input: LeaveInput): PreviewAssumed {
  const { node, step, variables } = input;
  const decided = step.emptyFallback?.policy === 'pass' || step.emptyFallback?.policy === 'reject' ? step.emptyFallback.policy : null;
  const asked = input.assumption?.outcome;
  const wanted: AssumedOutcome = decided ?? asked ?? 'pass';
  let outcome = wanted;
  let counts: Pick<PreviewAssumed, 'instances' | 'passes' | 'completedEarly'> = {};
  if (node.mi) {
    const total = instancesOf(node, step, variables, input.problem);
    // Nobody approves a step the policy decides: its one empty instance passes or rejects at once.
    const upTo = wanted === 'pass' ? total : decided ? 0 : Math.min(Math.max(0, input.assumption?.passes ?? 0), Math.max(0, total - 1));
    const run = passInstances(node, step, total, upTo, variables, input.problem);
    if (run.completed) outcome = 'pass';
    counts = { instances: total, passes: run.passes, ...(run.early ? { completedEarly: true } : {}) };
  }
  variables.outcome = OUTCOME_VALUES[outcome];
  const after: Record<string, unknown> = { outcome: variables.outcome };
  if (node.mi) Object.assign(after, { passCount: variables.passCount, failCount: variables.failCount });
  const answer: PreviewAssumed = { outcome, chosen: asked !== undefined, ...(asked !== undefined && asked !== outcome ? { requested: asked } : {}), ...counts, variables: after, ends: outcome !== 'pass' };
  if (outcome === 'return') answer.returnTo = returnTarget(input.graph, node, input.passedBefore);
  return answer;
}
