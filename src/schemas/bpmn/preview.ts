/**
 * The approver preview's answer (/bpmProcessInstance/previewApprovers), shared by the server and the
 * start page. The "why" parts are data, not sentences: the page words them in the reader's language.
 */
export interface PreviewStep {
  activityId: string;
  name: string | null;
  type: string;
  /** User tasks: the humancodes it would go to (the collection of a multi-instance node), after the self-approval policy. */
  users?: string[];
  kind?: 'assignee' | 'candidates' | 'multi';
  multiApproverMode?: string;
  dataType?: string | null;
  /** Why nobody could be resolved, or why the path stops here. */
  problem?: string;
  /** A node with conditional or default outgoing flows: which flows the token takes and which it does not. */
  decision?: PreviewDecision;
  /** User tasks: the approver rule, part by part, and whom each part resolved to (before the self-approval policy). */
  rule?: PreviewRule;
  /** User tasks: named accounts left out because they are disabled or unknown. */
  dropped?: { humancode: string; reason: 'disabled' | 'unknown' }[];
  /** User tasks: what happens when nobody is left and no fallback applies (the start is refused). */
  empty?: { policy: 'refuse' };
  /**
   * User tasks: the rule resolved to nobody usable and the empty-approver policy (审批人为空时, extendData
   * `emptyapprove`) decided the step instead: users (its fallback people) or admin (the process
   * administrators, the super-administrators) with whom it gave (before the approver-is-initiator policy,
   * which `self` describes); pass (the step passes on its own) or reject (the instance would end not
   * passed there), both with nobody.
   */
  emptyFallback?: { policy: 'users' | 'admin' | 'pass' | 'reject'; users: string[] };
  /** User tasks where the initiator is among the approvers, or the step is the initiator's own. */
  self?: PreviewSelf;
}

export interface PreviewBranch {
  flowId: string;
  name: string | null;
  /** The condition as designed; null for the default flow or a flow without one. */
  expression: string | null;
  isDefault: boolean;
  target: string | null;
  targetName: string | null;
  /** The condition could not be evaluated on the draft (then it counts as not holding). */
  failed?: boolean;
}

export interface PreviewDecision {
  taken: PreviewBranch[];
  notTaken: PreviewBranch[];
}

/** One part of an approver rule: a listed person, an expression, a role, a department, … */
export type PreviewSourceKind = 'users' | 'expression' | 'role' | 'dept' | 'deptHead' | 'initiator' | 'head' | 'attr' | 'initiatorAttr';

export interface PreviewSource {
  kind: PreviewSourceKind;
  /** The role / department / attribute id or code, or the expression text; null for initiator and head. */
  ref: string | null;
  /** Its display name from the directory when one was found. */
  label: string | null;
  users: string[];
}

export interface PreviewRule {
  dataType: string | null;
  sources: PreviewSource[];
}

/**
 * The approver-is-initiator policy (extendData `selfapprove`) as it applies here: skip (the initiator's
 * task passes on its own), deptHead (`head` gets it instead), allow (the initiator approves), dropped
 * (taken out of several candidates), ownStep (a step meant for the initiator: not an approval of oneself).
 */
export interface PreviewSelf {
  policy: 'skip' | 'deptHead' | 'allow' | 'dropped' | 'ownStep';
  initiator: string;
  head?: string | null;
}

/**
 * The handler the initiator may choose for the first step(s) at start (`nextUsers`), exactly as the
 * server would accept it: one of `options` (the designed approvers) or, with `anyone`, any usable
 * account; several only with `multiple`.
 */
export interface PreviewChooser {
  activityIds: string[];
  required: boolean;
  anyone: boolean;
  multiple: boolean;
  options: string[];
}

export interface PreviewAnswer {
  definitionId: string;
  steps: PreviewStep[];
  problems: string[];
  chooser: PreviewChooser | null;
}
