/** The approver preview's answer (/bpmProcessInstance/previewApprovers), shared by the server and the start page. */
export interface PreviewStep {
  activityId: string;
  name: string | null;
  type: string;
  /** User tasks: the humancodes it would go to (the collection of a multi-instance node). */
  users?: string[];
  kind?: 'assignee' | 'candidates' | 'multi';
  multiApproverMode?: string;
  dataType?: string | null;
  /** Why nobody could be resolved, or why the path stops here. */
  problem?: string;
}
