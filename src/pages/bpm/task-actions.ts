/**
 * The approve page's operations: which call each offered button makes and what it needs from the
 * approver (src/server/bpm/approval/README.md, "Buttons" and "Calls"). The server enforces every rule
 * again; this only decides what the dialog asks for. No button means no operation: the page offers
 * exactly the node's buttons. CC (`copy`) is not an operation of its own: it adds people to a pass.
 */
export type OperationCode = 'pass' | 'notPass' | 'back' | 'delegate' | 'transfer' | 'addSign';

export interface Operation {
  code: OperationCode;
  path: string;
  /** The opinion is required when the node says so (isopinion, default true). */
  opinionRule: 'node' | 'optional';
  /** back: the step to return to, from returnTargets. */
  needsTarget: boolean;
  /** delegate / transfer: one person; addSign: several. */
  people: 'none' | 'one' | 'many';
  /** Sends the form's values (a pass or not-pass saves what the node lets the approver edit). */
  sendsForm: boolean;
  danger: boolean;
}

const OPERATIONS: Record<OperationCode, Operation> = {
  pass: { code: 'pass', path: '/bpmTask/approve', opinionRule: 'node', needsTarget: false, people: 'none', sendsForm: true, danger: false },
  notPass: { code: 'notPass', path: '/bpmTask/reject', opinionRule: 'node', needsTarget: false, people: 'none', sendsForm: true, danger: true },
  back: { code: 'back', path: '/bpmTask/return', opinionRule: 'node', needsTarget: true, people: 'none', sendsForm: false, danger: true },
  delegate: { code: 'delegate', path: '/bpmTask/delegate', opinionRule: 'optional', needsTarget: false, people: 'one', sendsForm: false, danger: false },
  transfer: { code: 'transfer', path: '/bpmTask/transfer', opinionRule: 'optional', needsTarget: false, people: 'one', sendsForm: false, danger: false },
  addSign: { code: 'addSign', path: '/bpmTask/addSign', opinionRule: 'optional', needsTarget: false, people: 'many', sendsForm: false, danger: false },
};

/** The operations the node's buttons offer, in the order the node lists them (unknown codes are skipped). */
export function offeredOperations(buttons: readonly { code: string }[]): Operation[] {
  const seen = new Set<string>();
  const out: Operation[] = [];
  for (const { code } of buttons) {
    if (seen.has(code) || !Object.hasOwn(OPERATIONS, code)) continue;
    seen.add(code);
    out.push(OPERATIONS[code as OperationCode]);
  }
  return out;
}

export const offersCopy = (buttons: readonly { code: string }[]) => buttons.some((b) => b.code === 'copy');

/** Whether the node demands an opinion for this operation (extendData isopinion, default true). */
export function opinionRequired(operation: Operation, extendData: { isopinion?: unknown }): boolean {
  return operation.opinionRule === 'node' && extendData.isopinion !== false;
}

export interface OperationInput {
  taskId: string;
  reason: string;
  formData?: Record<string, unknown> | undefined;
  target?: string | undefined;
  users?: string[] | undefined;
  position?: 'before' | 'after' | undefined;
  copyUsers?: string[] | undefined;
}

/** The body of the operation's call: only the fields that call's closed schema accepts. */
export function operationBody(operation: Operation, input: OperationInput): Record<string, unknown> {
  const body: Record<string, unknown> = { id: input.taskId };
  const reason = input.reason.trim();
  if (reason) body.reason = reason;
  if (operation.sendsForm && input.formData) body.formData = input.formData;
  switch (operation.code) {
    case 'pass':
      if (input.copyUsers?.length) body.copyUsers = input.copyUsers;
      break;
    case 'back':
      if (input.target) body.target = input.target;
      break;
    case 'delegate':
    case 'transfer':
      body.userCode = input.users?.[0];
      break;
    case 'addSign':
      body.users = input.users ?? [];
      body.position = input.position ?? 'after';
      break;
    default:
      break;
  }
  return body;
}
