/**
 * The page side of the sandbox's one host function: each operation the prelude may ask for, with its
 * arguments checked (they come from user code), answered by the renderer's FormApi. Anything else is
 * refused. Operations that take time (validate) answer a promise; the sandbox turns it into an id.
 */
import type { FormApi, WidgetRef } from '../../../widgets/view-contract.ts';

/** An error to throw into the script (the script may catch it; otherwise it is reported). */
export class ScriptApiError extends Error {
  override name = 'ScriptApiError';
}

export const REF_NOT_FOUND = 'Ref not found: ';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
const CONSOLE_LEVELS: readonly ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

/** What an operation answers: a value now, or later. */
export type BridgeAnswer = { now: unknown } | { later: Promise<unknown> };

function name(value: unknown, op: string): string {
  if (typeof value !== 'string' || value === '') throw new ScriptApiError(`${op}: a widget name (string) is expected`);
  return value;
}

function names(value: unknown, op: string): string | string[] {
  if (Array.isArray(value)) return value.map((item) => name(item, op));
  return name(value, op);
}

function bool(value: unknown): boolean {
  return value === undefined ? true : Boolean(value);
}

/** The renderer's ref, or null; a renderer may throw for a missing name or answer nothing. */
function findRef(api: FormApi, widgetName: string): WidgetRef | null {
  try {
    return api.getWidgetRef(widgetName) ?? null;
  } catch {
    return null;
  }
}

function requireRef(api: FormApi, widgetName: string): WidgetRef {
  const ref = findRef(api, widgetName);
  if (!ref) throw new ScriptApiError(REF_NOT_FOUND + widgetName);
  return ref;
}

function refCall(ref: WidgetRef, method: unknown, args: unknown[]): unknown {
  switch (method) {
    case 'getValue':
      return ref.getValue();
    case 'setValue':
      ref.setValue(args[0]);
      return undefined;
    case 'setHidden':
      ref.setHidden(bool(args[0]));
      return undefined;
    case 'setRequired':
      ref.setRequired(bool(args[0]));
      return undefined;
    case 'setDisabled':
      ref.setDisabled(bool(args[0]));
      return undefined;
    case 'focus':
      ref.focus();
      return undefined;
    default:
      throw new ScriptApiError(`widget ref: unknown method ${String(method)}`);
  }
}

const now = (value: unknown = undefined): BridgeAnswer => ({ now: value });

/** A script's console output, on the page's console (log and debug as info: the lint keeps info, warn, error). */
export function scriptConsole(level: ConsoleLevel, parts: unknown[]): void {
  if (level === 'warn') console.warn('[form script]', ...parts);
  else if (level === 'error') console.error('[form script]', ...parts);
  else console.info('[form script]', ...parts);
}

export function dispatch(api: FormApi, op: string, args: unknown[], log: (level: ConsoleLevel, parts: unknown[]) => void): BridgeAnswer {
  switch (op) {
    case 'ref': {
      const widgetName = name(args[0], op);
      const ref = findRef(api, widgetName);
      if (ref) return now(ref.widget);
      if (args[1] === true) return now(null);
      throw new ScriptApiError(REF_NOT_FOUND + widgetName);
    }
    case 'refCall':
      return now(refCall(requireRef(api, name(args[0], op)), args[1], args.slice(2)));
    case 'getFieldValue':
      return now(api.getFieldValue(name(args[0], op)));
    case 'setFieldValue':
      api.setFieldValue(name(args[0], op), args[1]);
      return now();
    case 'getFormData':
      return now(api.getFormData());
    case 'setFormData':
      if (args[0] === null || typeof args[0] !== 'object' || Array.isArray(args[0])) throw new ScriptApiError('setFormData: an object is expected');
      api.setFormData(args[0] as Record<string, unknown>);
      return now();
    case 'setHidden':
      api.setHidden(names(args[0], op), bool(args[1]));
      return now();
    case 'setRequired':
      api.setRequired(names(args[0], op), bool(args[1]));
      return now();
    case 'setDisabled':
      api.setDisabled(names(args[0], op), bool(args[1]));
      return now();
    case 'getSubFormValues':
      return now(api.getSubFormValues(name(args[0], op)));
    case 'validate':
      return { later: api.validate() };
    case 'reset':
      api.reset();
      return now();
    case 'disableForm':
      api.disableForm();
      return now();
    case 'enableForm':
      api.enableForm();
      return now();
    case 'console': {
      const level = CONSOLE_LEVELS.includes(args[0] as ConsoleLevel) ? (args[0] as ConsoleLevel) : 'log';
      log(level, Array.isArray(args[1]) ? args[1] : []);
      return now();
    }
    default:
      throw new ScriptApiError(`unknown form API call: ${op}`);
  }
}
