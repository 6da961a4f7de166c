/**
 * The renderer's ScriptHost on QuickJS: event scripts run in a WebAssembly JavaScript engine with its
 * own heap, never with eval or new Function. One sandbox per form (keyed by its FormApi), created on
 * the form's first non-blank script: this file is small and loads ./sandbox.ts (quickjs-emscripten
 * and its wasm) with a dynamic import, so pages whose forms have no scripts never fetch the engine.
 *
 * A failing script never throws into React: run() resolves undefined, and the failure goes to the
 * console, to `onError` and to the form's listeners (onScriptError), which is where a renderer keeps
 * its error state.
 */
import type { FormApi } from '../../../widgets/view-contract.ts';
import type { FormEvent, ScriptHost } from '../script-host.ts';
import { isFormEvent, paramsOf } from './events.ts';
import { scriptText } from './i18n.ts';
import { toJson } from './json.ts';
import { scriptConsole, type ConsoleLevel } from './bridge.ts';
import type { FormSandbox, SandboxLimits, ScriptFailure } from './sandbox.ts';

export type { SandboxLimits } from './sandbox.ts';

export type ScriptErrorKind = 'error' | 'timeout' | 'memory' | 'unavailable' | 'loop';

export interface ScriptErrorReport {
  /** The event (onChange …), or 'functions' for formConfig.functions, or 'promise' for a stray rejected job. */
  event: FormEvent | 'functions' | 'promise';
  widgetName?: string;
  kind: ScriptErrorKind;
  /** For people, in the current language. */
  message: string;
  /** The script's own message (e.g. 'Ref not found: total', 'TypeError: …'). */
  detail: string;
  /** Where in the script (QuickJS stack: file named widget.event.js, line, column). */
  stack?: string;
}

export interface QuickJsHostOptions {
  limits?: Partial<SandboxLimits>;
  onError?(report: ScriptErrorReport, api: FormApi): void;
  /** Where the scripts' console goes (default: the page's console, prefixed). */
  log?(level: ConsoleLevel, parts: unknown[]): void;
}

/**
 * Scripts that set fields fire the change scripts of those fields, one microtask after another; two
 * scripts that keep setting each other would never let the page paint again. This many runs of one
 * form without the event loop reaching a new task is taken for such a loop, and stopped.
 */
export const MAX_RUNS_PER_TURN = 2000;

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 512 * 1024,
  steps: 500,
  timeMs: 10_000,
};

type Listener = (report: ScriptErrorReport) => void;
type Validator = (error?: Error) => void;

/** What an onValidate call answers inside the sandbox (see prelude.ts `invoke`). */
interface Verdict {
  called: boolean;
  message: string | null;
}

function isVerdict(value: unknown): value is Verdict {
  return value !== null && typeof value === 'object' && 'called' in value && 'message' in value;
}

export class QuickJsScriptHost implements ScriptHost {
  private readonly limits: SandboxLimits;
  private readonly sandboxes = new WeakMap<FormApi, Promise<FormSandbox>>();
  private readonly functions = new WeakMap<FormApi, string>();
  private readonly listeners = new WeakMap<FormApi, Set<Listener>>();
  /** Runs of each form in the current task (reset by a timer, which only fires once the chain yields). */
  private readonly runsThisTurn = new WeakMap<FormApi, number>();
  /** Frees the wasm heap of a form nobody disposed (the box holds the sandbox, which holds the form only weakly). */
  private readonly finalizer = new FinalizationRegistry<{ sandbox?: FormSandbox }>((box) => box.sandbox?.dispose());

  constructor(private readonly options: QuickJsHostOptions = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  async run(event: FormEvent, source: string, api: FormApi, args: Record<string, unknown> = {}): Promise<unknown> {
    if (typeof source !== 'string' || !source.trim()) return undefined;
    const widgetName = !isFormEvent(event) && typeof args.widgetName === 'string' && args.widgetName ? args.widgetName : null;
    if (!this.countRun(api)) {
      if (this.runsThisTurn.get(api) === MAX_RUNS_PER_TURN + 1) {
        const detail = `more than ${MAX_RUNS_PER_TURN} script runs in a row`;
        this.report(api, { event, ...(widgetName ? { widgetName } : {}), kind: 'loop', detail, message: scriptText('loop', { n: MAX_RUNS_PER_TURN }) });
      }
      return undefined;
    }
    let sandbox: FormSandbox;
    try {
      sandbox = await this.sandboxOf(api);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.report(api, { event, ...(widgetName ? { widgetName } : {}), kind: 'unavailable', detail, message: scriptText('unavailable', { message: detail }) });
      return undefined;
    }
    const params = paramsOf(event, args);
    const callbackIndex = event === 'onValidate' ? params.indexOf('callback') : -1;
    const argTexts = params.map((param, index) => (index === callbackIndex ? null : (toJson(args[param]) ?? null)));
    const file = `${widgetName ? `${widgetName}.` : ''}${event}.js`;
    try {
      const result = await sandbox.call(source, file, params, widgetName, argTexts, callbackIndex);
      return callbackIndex >= 0 ? this.verdict(result, args.callback) : result;
    } catch (error) {
      this.fail(api, event, widgetName, error);
      if (sandbox.broken) this.dispose(api);
      return undefined;
    }
  }

  /**
   * formConfig.functions: shared helpers the scripts call (evaluated at the sandbox's global scope before
   * the first script runs, or at once if the sandbox exists). Does not load the engine by itself.
   */
  setFunctions(api: FormApi, source: string | undefined): void {
    const text = typeof source === 'string' ? source : '';
    if ((this.functions.get(api) ?? '') === text) return;
    this.functions.set(api, text);
    const pending = this.sandboxes.get(api);
    if (pending && text.trim()) void pending.then((sandbox) => this.define(api, sandbox, text), () => undefined);
  }

  /** Listens to the script failures of one form (the renderer's error state); answers the unsubscribe. */
  onScriptError(api: FormApi, listener: Listener): () => void {
    let set = this.listeners.get(api);
    if (!set) this.listeners.set(api, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Frees the form's sandbox (the renderer calls this when the form unmounts); a later run builds a new one. */
  dispose(api: FormApi): void {
    const pending = this.sandboxes.get(api);
    if (!pending) return;
    this.sandboxes.delete(api);
    void pending.then(
      (sandbox) => {
        this.finalizer.unregister(sandbox);
        sandbox.dispose();
      },
      () => undefined,
    );
  }

  /** Whether the form has a sandbox (built or being built): for tests and the bench. */
  hasSandbox(api: FormApi): boolean {
    return this.sandboxes.has(api);
  }

  /** False once the form ran too many scripts in this task (see MAX_RUNS_PER_TURN). */
  private countRun(api: FormApi): boolean {
    const runs = (this.runsThisTurn.get(api) ?? 0) + 1;
    this.runsThisTurn.set(api, runs);
    if (runs === 1) setTimeout(() => this.runsThisTurn.delete(api), 0);
    return runs <= MAX_RUNS_PER_TURN;
  }

  private sandboxOf(api: FormApi): Promise<FormSandbox> {
    let pending = this.sandboxes.get(api);
    if (!pending) {
      const opening = this.open(api);
      pending = opening;
      this.sandboxes.set(api, opening);
      opening.catch(() => {
        if (this.sandboxes.get(api) === opening) this.sandboxes.delete(api);
      });
    }
    return pending;
  }

  private async open(api: FormApi): Promise<FormSandbox> {
    const { FormSandbox, loadQuickJS } = await import('./sandbox.ts');
    const module = await loadQuickJS();
    const sandbox = new FormSandbox(module, api, this.limits, this.options.log ?? scriptConsole, (failure) => this.fail(api, 'promise', null, failure));
    this.finalizer.register(api, { sandbox }, sandbox);
    const functions = this.functions.get(api);
    if (functions?.trim()) this.define(api, sandbox, functions);
    return sandbox;
  }

  private define(api: FormApi, sandbox: FormSandbox, source: string): void {
    if (sandbox.isDisposed) return;
    try {
      sandbox.defineFunctions(source);
    } catch (error) {
      this.fail(api, 'functions', null, error);
    }
  }

  /** onValidate: VForm's callback(error?) decides; the renderer's own callback (if any) hears it too. */
  private verdict(result: unknown, callback: unknown): string | undefined {
    const verdict = isVerdict(result) ? result : { called: false, message: null };
    const message = verdict.message ?? undefined;
    if (typeof callback === 'function') (callback as Validator)(message === undefined ? undefined : new Error(message));
    return message;
  }

  private fail(api: FormApi, event: ScriptErrorReport['event'], widgetName: string | null, error: unknown): void {
    const failure = error as Partial<ScriptFailure> & { message?: string };
    const kind: ScriptErrorKind = failure.kind === 'timeout' || failure.kind === 'memory' ? failure.kind : 'error';
    const detail = typeof failure.message === 'string' ? failure.message : String(error);
    const where = widgetName ? `${widgetName}.${event}` : event;
    const message =
      kind === 'timeout'
        ? scriptText('timeout', { where })
        : kind === 'memory'
          ? scriptText('memory', { where, mb: Math.round(this.limits.memoryBytes / 1024 / 1024) })
          : scriptText('failed', { where, message: detail });
    this.report(api, { event, ...(widgetName ? { widgetName } : {}), kind, message, detail, ...(failure.scriptStack ? { stack: failure.scriptStack } : {}) });
  }

  private report(api: FormApi, report: ScriptErrorReport): void {
    console.error(report.message);
    this.options.onError?.(report, api);
    for (const listener of this.listeners.get(api) ?? []) {
      try {
        listener(report);
      } catch (error) {
        console.error('form script error listener failed', error);
      }
    }
  }
}

/** The host a FormRender uses unless it is given another. */
export const quickJsScriptHost = new QuickJsScriptHost();
