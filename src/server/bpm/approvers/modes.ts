/**
 * The multi-approver modes of spec §4 as data for the engine: Null is a single task (one assignee or
 * claimable candidates); SequentialMultiInstance is countersign (会签: one after another, done when
 * every instance completed); ParallelMultiInstance is any-one (或签: all at once, done when one
 * completed).
 */
import type { MultiApproverMode } from '../../../schemas/bpmn/types.ts';

export interface MultiInstancePlan {
  sequential: boolean;
  completionCondition: string;
}

export const COUNTERSIGN_CONDITION = '${nrOfCompletedInstances >= nrOfInstances}';
export const ANY_ONE_CONDITION = '${nrOfCompletedInstances > 0}';

export function multiInstancePlan(mode: MultiApproverMode): MultiInstancePlan | null {
  switch (mode) {
    case 'SequentialMultiInstance':
      return { sequential: true, completionCondition: COUNTERSIGN_CONDITION };
    case 'ParallelMultiInstance':
      return { sequential: false, completionCondition: ANY_ONE_CONDITION };
    default:
      return null;
  }
}

/** The mode of a compiled multi-instance node (the engine graph's `mi`), Null without one. */
export function modeOfMultiInstance(mi: { sequential: boolean } | undefined | null): MultiApproverMode {
  if (!mi) return 'Null';
  return mi.sequential ? 'SequentialMultiInstance' : 'ParallelMultiInstance';
}
