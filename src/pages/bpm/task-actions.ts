/**
 * The approve page's operations: which call each offered button makes and what it needs from the
 * approver (src/server/bpm/approval/README.md, "Buttons" and "Calls"). The server enforces every rule
 * again; this only decides what the dialog asks for. No button means no operation: the page offers
 * exactly the node's buttons. CC (`copy`) is not an operation of its own: it adds people to a pass.
 */
export type OperationCode = 'pass' | 'notPass' | 'back' | 'delegate' | 'transfer' | 'addSign' | 'removeSign';

export interface Operation {
  code: OperationCode;
  path: string;
  /** The opinion is required when the node says so (isopinion, default true). */
  opinionRule: 'node' | 'optional';
  /** back: the step to return to, from returnTargets. */
  needsTarget: boolean;
  /** delegate / transfer: one person; addSign: several; removeSign: one of the node's other signers (from the server's list). */
  people: 'none' | 'one' | 'many' | 'signer';
  /** The call takes an opinion (/bpmTask/removeSign's closed schema has none). */
  asksOpinion: boolean;
  /** Sends the form's values (a pass or not-pass saves what the node lets the approver edit). */
  sendsForm: boolean;
  danger: boolean;
}

const OPERATIONS: Record<OperationCode, Operation> = {
  pass: { code: 'pass', path: '/bpmTask/approve', opinionRule: 'node', needsTarget: false, people: 'none', sendsForm: true, danger: false, asksOpinion: true },
  notPass: { code: 'notPass', path: '/bpmTask/reject', opinionRule: 'node', needsTarget: false, people: 'none', sendsForm: true, danger: true, asksOpinion: true },
  back: { code: 'back', path: '/bpmTask/return', opinionRule: 'node', needsTarget: true, people: 'none', sendsForm: false, danger: true, asksOpinion: true },
  delegate: { code: 'delegate', path: '/bpmTask/delegate', opinionRule: 'optional', needsTarget: false, people: 'one', sendsForm: false, danger: false, asksOpinion: true },
  transfer: { code: 'transfer', path: '/bpmTask/transfer', opinionRule: 'optional', needsTarget: false, people: 'one', sendsForm: false, danger: false, asksOpinion: true },
  addSign: { code: 'addSign', path: '/bpmTask/addSign', opinionRule: 'optional', needsTarget: false, people: 'many', sendsForm: false, danger: false, asksOpinion: true },
  removeSign: { code: 'removeSign', path: '/bpmTask/removeSign', opinionRule: 'optional', needsTarget: false, people: 'signer', sendsForm: false, danger: true, asksOpinion: false },
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

/**
 * The operations the approve page offers: the node's buttons, where remove-sign also comes with the
 * add-sign button (the server accepts either code) and only when the server names someone to remove.
 */
export function taskOperations(buttons: readonly { code: string }[], removableCount: number): Operation[] {
  const offered = offeredOperations(buttons);
  const at = offered.findIndex((o) => o.code === 'addSign');
  if (at >= 0 && !offered.some((o) => o.code === 'removeSign')) offered.splice(at + 1, 0, OPERATIONS.removeSign);
  return offered.filter((o) => o.code !== 'removeSign' || removableCount > 0);
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
  if (reason && operation.asksOpinion) body.reason = reason;
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
    case 'removeSign':
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
