/** Approver resolution for user tasks, and the multi-approver modes as data for the engine. */
export { ANY_ONE_CONDITION, COUNTERSIGN_CONDITION, modeOfMultiInstance, multiInstancePlan, type MultiInstancePlan } from './modes.ts';
export { type ApproverRequest, type ApproverResolution, type DroppedApprover, resolveApprovers, settingsFromAttributes } from './resolve.ts';
