/**
 * Event scripts of a form (onCreated, onChange, onFormMounted …) are user code and are never run with
 * eval or new Function. The renderer hands each one to a ScriptHost; a sandboxed host (quickjs, in
 * ./scripts/) implements it. Without a host the scripts are skipped, and the console says so once.
 */
import type { FormApi } from '../../widgets/view-contract.ts';
import { formText } from './i18n.ts';

export type FormEvent =
  | 'onCreated'
  | 'onMounted'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'onInput'
  | 'onValidate'
  | 'onClick'
  | 'onAppendButtonClick'
  | 'onRemoteQuery'
  | 'onClose'
  | 'onSubFormRowChange'
  | 'onSubFormRowAdd'
  | 'onSubFormRowInsert'
  | 'onSubFormRowDelete'
  | 'onFormCreated'
  | 'onFormMounted'
  | 'onFormDataChange'
  | 'onFormValidate';

export interface ScriptHost {
  /**
   * Runs one event script. `args` are the event's named arguments (value, oldValue, rowIndex …), plus
   * `widgetName` for widget events; `api` is the form API the script calls as `this`/`form`.
   */
  run(event: FormEvent, source: string, api: FormApi, args: Record<string, unknown>): Promise<unknown>;
}

let warned = false;

/** Runs `source` through the host when there is one and the source is not blank; errors are logged, not thrown. */
export async function runScript(
  host: ScriptHost | undefined,
  event: FormEvent,
  source: unknown,
  api: FormApi,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  if (typeof source !== 'string' || !source.trim()) return undefined;
  if (!host) {
    if (!warned) {
      warned = true;
      console.info(formText('scriptsSkipped'));
    }
    return undefined;
  }
  try {
    return await host.run(event, source, api, args);
  } catch (error) {
    console.error(`form script ${event} failed`, error);
    return undefined;
  }
}

/** For tests: the next missing host warns again. */
export function resetScriptWarning(): void {
  warned = false;
}
