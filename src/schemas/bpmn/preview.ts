/**
 * The approver preview's answer (/bpmProcessInstance/previewApprovers) and the designer's route
 * simulation (/bpmModel/simulate, which also takes assumed outcomes), shared by the server and the
 * pages. The "why" parts are data, not sentences: the pages word them in the reader's language.
 */

/**
 * What the simulation assumes a user task's approvers do, as the engine would carry it out: pass (通过:
 * the token moves on with outcome 通过), reject (不通过: the instance ends not passed there) or return
 * (驳回: the token goes back to the previous user task on the path, outcome 驳回).
 */
export type AssumedOutcome = 'pass' | 'reject' | 'return';
export const ASSUMED_OUTCOMES: readonly AssumedOutcome[] = ['pass', 'reject', 'return'];

export interface SimulationAssumption {
  outcome: AssumedOutcome;
  /**
   * Multi-instance steps, reject or return: how many approvers pass, one after another, before the next
   * one rejects or returns (0 when left out). Passing all of them is the outcome pass.
   */
  passes?: number;
}

/** Assumed outcomes by user task id; a user task not named is assumed passed by everyone. */
export type SimulationAssumptions = Record<string, SimulationAssumption>;
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
  /** User tasks: the outcomes its buttons let an approver choose (those a simulation may assume). */
  outcomes?: AssumedOutcome[];
  /** User tasks: how the path leaves it and the variables the engine then holds. */
  assumed?: PreviewAssumed;
  /** Boundary events on the step, or the other events an event-based gateway waits for: where the path could go instead. */
  alternatives?: PreviewAlternative[];
  /** Call activities: the process it starts; the path continues after it once that process ends. */
  call?: PreviewCall;
}

/**
 * How the path leaves a user task, as the engine carries it out. `outcome` is what happens: the one the
 * user chose (`chosen`), else every approver passes; the empty-approver policy's pass or reject overrides
 * a choice (nobody approves), and so does a multi-instance completion condition met before the assumed
 * rejection or return (the other instances are cancelled): `requested` then keeps what was asked for. A
 * multi-instance step also tells its instances and how many passed. `variables` are what conditions after
 * the step read (outcome, passCount, failCount).
 */
export interface PreviewAssumed {
  outcome: AssumedOutcome;
  chosen: boolean;
  requested?: AssumedOutcome;
  instances?: number;
  passes?: number;
  /** The completion condition held after `passes` instances, before all of them had approved. */
  completedEarly?: boolean;
  /** Return: the user task the token goes back to, or null when there is none (a real return is refused). */
  returnTo?: { activityId: string; name: string | null } | null;
  variables: Record<string, unknown>;
  /** reject and return end the simulated path at this step. */
  ends: boolean;
}

/** An event that would take the token elsewhere than the path shown. */
export interface PreviewAlternative {
  /** boundary: an event on the step; eventGateway: another event the gateway waits for. */
  via: 'boundary' | 'eventGateway';
  /** The boundary event, or the catching event (or receive task) after the gateway. */
  activityId: string;
  name: string | null;
  event: PreviewEvent;
  /** Boundary events: whether the step is cancelled when it happens. */
  interrupting?: boolean;
  /** Where the token would go then (the node after the event), null when nothing follows. */
  target: string | null;
  targetName: string | null;
}

export interface PreviewEvent {
  /** A receive task waits for a message too. */
  kind: 'timer' | 'message' | 'signal' | 'error' | 'escalation' | 'other';
  /** timer: the expression (with `timer` its kind); message/signal: the name; error/escalation: the code (null: any). */
  timer?: 'timeDate' | 'timeDuration' | 'timeCycle';
  detail: string | null;
}

/** A call activity's called process: its key and, when deployed, its first user tasks and their approvers. */
export interface PreviewCall {
  key: string;
  deployed: boolean;
  name: string | null;
  version: number | null;
  firstSteps: PreviewCallStep[];
}

export type PreviewCallStep = Pick<PreviewStep, 'activityId' | 'name' | 'type' | 'users' | 'kind' | 'multiApproverMode' | 'problem' | 'emptyFallback'>;

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
  /**
   * A script condition the preview could not run (no sandbox, or out of the preview's script time): it is
   * decided when the instance runs; the path shown takes it as not holding.
   */
  undecided?: boolean;
  /** Script conditions: 'javascript'; absent for an expression. */
  language?: 'javascript';
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
