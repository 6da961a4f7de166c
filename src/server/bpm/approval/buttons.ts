/**
 * Which operations a node offers. A node lists button ids (the `buttons` attribute, ids or codes of
 * bpm_task_button rows) or Button elements (with their codes); a node that lists none offers the
 * default buttons (isDefault). The server accepts an operation only when its button is offered.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UserTaskSettings } from '../../../schemas/bpmn/index.ts';
import { buttonTable } from './tables.ts';

/** Task operations gated by a node button, and the button codes (seeded in bpm_task_button) that offer them. */
export const OPERATION_BUTTONS = {
  pass: ['pass'],
  notPass: ['notPass'],
  back: ['back'],
  delegate: ['delegate'],
  transfer: ['transfer'],
  addSign: ['addSign'],
  removeSign: ['removeSign', 'addSign'],
  copy: ['copy'],
} as const;
export type Operation = keyof typeof OPERATION_BUTTONS;

const OPERATION_NAMES: Record<Operation, [string, string]> = {
  pass: ['通过', 'approve'],
  notPass: ['不通过', 'reject'],
  back: ['驳回', 'return'],
  delegate: ['委派', 'delegate'],
  transfer: ['转办', 'transfer'],
  addSign: ['加签', 'add signer'],
  removeSign: ['减签', 'remove signer'],
  copy: ['抄送', 'copy to'],
};

export interface ButtonRow {
  id: string;
  code: string;
  name: string;
  isDefault: boolean;
  sort: number;
}

/** Without any row in bpm_task_button, a node offers pass and not pass. */
const FALLBACK_DEFAULTS = ['pass', 'notPass'];
const CACHE_MS = 10_000;
let cache: { at: number; rows: ButtonRow[] } | undefined;

export async function buttonCatalogue(db: Db): Promise<ButtonRow[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.rows;
  const { table, col } = buttonTable;
  const rows = (await db
    .select({ id: col.id!, code: col.code!, name: col.name!, isDefault: col.isDefault!, sort: col.sort! })
    .from(table)) as ButtonRow[];
  rows.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  cache = { at: Date.now(), rows };
  return rows;
}

/** Forgets the cached catalogue (tests that edit buttons). */
export function forgetButtonCatalogue(): void {
  cache = undefined;
}

/** Button codes a node offers. */
export async function offeredCodes(db: Db, settings: UserTaskSettings): Promise<string[]> {
  const catalogue = await buttonCatalogue(db);
  // settings.buttons is the `buttons` attribute, else the ids of the visible Button elements.
  if (settings.buttons.length > 0) {
    return settings.buttons.map(
      (ref) => settings.buttonElements.find((b) => b.id === ref)?.code ?? catalogue.find((row) => row.id === ref || row.code === ref)?.code ?? ref,
    );
  }
  const defaults = catalogue.filter((row) => row.isDefault).map((row) => row.code);
  return defaults.length > 0 ? defaults : FALLBACK_DEFAULTS;
}

/** Refuses an operation whose button the node does not offer. */
export async function requireButton(db: Db, settings: UserTaskSettings, operation: Operation): Promise<void> {
  const offered = await offeredCodes(db, settings);
  if (OPERATION_BUTTONS[operation].some((code) => offered.includes(code))) return;
  const [zh, en] = OPERATION_NAMES[operation];
  throw new AppError('forbidden', { message: { zh: `该节点不允许「${zh}」操作`, en: `this step does not offer "${en}"` } });
}
