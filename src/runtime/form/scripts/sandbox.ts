/**
 * One form's QuickJS sandbox: its own runtime (memory limit, stack limit, a step budget and a deadline
 * checked by the interrupt handler during every call) and one context holding the prelude's form API, the form's
 * shared `functions` and the compiled event scripts. This file is the lazily loaded half of the host:
 * it pulls in quickjs-emscripten and its wasm, so only pages that run a script ever fetch them.
 */
// The core and the one variant we run (release build, synchronous), rather than quickjs-emscripten's
// index: that one references all four variants, and the bundler would ship four wasm files. Both
// packages come with quickjs-emscripten (same version, hoisted by npm).
import RELEASE_SYNC from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { FormApi } from '../../../widgets/view-contract.ts';
import { dispatch, type ConsoleLevel } from './bridge.ts';
import { fromJson, toJson } from './json.ts';
import { PRELUDE } from './prelude.ts';

export interface SandboxLimits {
  /** Bytes the runtime may allocate (heap of the form's scripts). */
  memoryBytes: number;
  /** Stack bytes (deep recursion fails cleanly instead of crashing the wasm). */
  stackBytes: number;
  /**
   * Work one call (or one round of promise jobs) may do: QuickJS polls the interrupt handler about
   * every 10,000 loop iterations or calls, and each poll is a step. Counting steps rather than time
   * keeps a slow or busy machine from stopping a legitimate script (500 steps: about 2.5 million loop
   * iterations, half a second on a desktop).
   */
  steps: number;
  /** Wall time one call may take whatever it does: the last resort. */
  timeMs: number;
}

export type FailureKind = 'error' | 'timeout' | 'memory';

/** A script that threw, ran too long or ran out of memory; `message` is the script's own message. */
export class ScriptFailure extends Error {
  override name = 'ScriptFailure';
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly scriptStack?: string,
  ) {
    super(message);
  }
}

let quickjs: Promise<QuickJSWASMModule> | undefined;

/** The wasm module, compiled once per page; each form gets its own runtime inside it. */
export function loadQuickJS(): Promise<QuickJSWASMModule> {
  quickjs ??= newQuickJSWASMModuleFromVariant(RELEASE_SYNC).catch((error: unknown) => {
    quickjs = undefined;
    throw error;
  });
  return quickjs;
}

interface DumpedError {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
}

export class FormSandbox {
  private readonly runtime: QuickJSRuntime;
  private readonly vm: QuickJSContext;
  private readonly invokeFn: QuickJSHandle;
  private readonly settleFn: QuickJSHandle;
  private readonly compiled = new Map<string, QuickJSHandle>();
  private deadline = 0;
  private steps = 0;
  private nextId = 1;
  private disposed = false;
  /** Set when the runtime ran out of memory: its state is no longer trusted, the host builds a new one. */
  broken = false;
  /** Weak, so that a forgotten form can be collected and its sandbox freed by the host's FinalizationRegistry. */
  private readonly form: WeakRef<FormApi>;

  constructor(
    module: QuickJSWASMModule,
    api: FormApi,
    private readonly limits: SandboxLimits,
    private readonly log: (level: ConsoleLevel, parts: unknown[]) => void,
    /** Errors that surface outside a call: a rejected job of a promise chain nobody awaits. */
    private readonly onStrayError: (failure: ScriptFailure) => void,
  ) {
    this.form = new WeakRef(api);
    this.runtime = module.newRuntime();
    this.runtime.setMemoryLimit(limits.memoryBytes);
    this.runtime.setMaxStackSize(limits.stackBytes);
    this.runtime.setInterruptHandler(() => ++this.steps > this.limits.steps || Date.now() > this.deadline);
    this.vm = this.runtime.newContext();
    const host = this.vm.newFunction('host', (opHandle, argsHandle) => this.hostCall(opHandle, argsHandle));
    const prelude = this.evaluate(PRELUDE, 'prelude.js');
    try {
      const entries = this.unwrap(this.vm.callFunction(prelude, this.vm.undefined, host));
      this.invokeFn = this.vm.getProp(entries, 'invoke');
      this.settleFn = this.vm.getProp(entries, 'settle');
      entries.dispose();
    } finally {
      prelude.dispose();
      host.dispose();
    }
  }

  /** Evaluates the form's `functions` (formConfig.functions) at global scope: their declarations become globals. */
  defineFunctions(source: string): void {
    this.evaluate(source, 'functions.js').dispose();
    this.pump();
  }

  /**
   * Runs `source` as the body of `function (params…, form)` with the widget (or, for null, the form) as
   * `this`. `argTexts` are the JSON texts of the arguments in `params` order (null for undefined).
   * Resolves with the script's result as JSON (a promise result once it settles).
   */
  async call(source: string, file: string, params: readonly string[], widgetName: string | null, argTexts: (string | null)[], callbackIndex: number): Promise<unknown> {
    const fn = this.compile(source, file, params);
    const vm = this.vm;
    const nameHandle = widgetName === null ? vm.null : vm.newString(widgetName);
    const argsHandle = vm.newString(JSON.stringify(argTexts));
    const indexHandle = vm.newNumber(callbackIndex);
    this.startClock();
    const result = vm.callFunction(this.invokeFn, vm.undefined, fn, nameHandle, argsHandle, indexHandle);
    if (widgetName !== null) nameHandle.dispose();
    argsHandle.dispose();
    indexHandle.dispose();
    const value = this.unwrap(result);
    this.pump();
    const type = vm.typeof(value);
    if (type === 'undefined' || type === 'string') {
      const text = type === 'string' ? vm.getString(value) : undefined;
      value.dispose();
      return fromJson(text);
    }
    // A promise: the script returned one (or was async); wait for it, pumping jobs as the page answers.
    const settled = vm.resolvePromise(value);
    value.dispose();
    this.pump();
    const outcome = await settled;
    if (this.disposed) return undefined;
    const answer = this.unwrap(outcome);
    const text = vm.typeof(answer) === 'string' ? vm.getString(answer) : undefined;
    answer.dispose();
    return fromJson(text);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const handle of this.compiled.values()) handle.dispose();
    this.compiled.clear();
    this.invokeFn.dispose();
    this.settleFn.dispose();
    try {
      this.vm.dispose();
      this.runtime.dispose();
    } catch (error) {
      // A runtime that ran out of memory may hold objects it can no longer free; its wasm memory is reused anyway.
      console.warn('form script sandbox: dispose', error);
    }
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  private compile(source: string, file: string, params: readonly string[]): QuickJSHandle {
    const key = `${params.join(',')}\n${source}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    // The source is compiled INSIDE the sandbox; a body that closes the wrapper early only runs in there.
    const fn = this.evaluate(`(function (${[...params, 'form'].join(', ')}) {\n${source}\n})`, file);
    if (this.vm.typeof(fn) !== 'function') {
      fn.dispose();
      throw new ScriptFailure('error', 'SyntaxError: the script is not a function body');
    }
    this.compiled.set(key, fn);
    return fn;
  }

  private evaluate(code: string, file: string): QuickJSHandle {
    this.startClock();
    return this.unwrap(this.vm.evalCode(code, file, { type: 'global' }));
  }

  private startClock(): void {
    this.deadline = Date.now() + this.limits.timeMs;
    this.steps = 0;
  }

  /** Runs queued promise jobs (then-callbacks) under the same limits as a call. */
  private pump(): void {
    this.startClock();
    for (;;) {
      const result = this.runtime.executePendingJobs();
      if (result.error) {
        const failure = this.failure(result.error);
        result.error.dispose();
        this.onStrayError(failure);
        if (failure.kind !== 'error') return;
        continue;
      }
      return;
    }
  }

  private unwrap(result: { value: QuickJSHandle } | { error: QuickJSHandle }): QuickJSHandle {
    if ('error' in result) {
      const failure = this.failure(result.error);
      result.error.dispose();
      throw failure;
    }
    return result.value;
  }

  private failure(errorHandle: QuickJSHandle): ScriptFailure {
    let dumped: unknown;
    try {
      dumped = this.vm.dump(errorHandle);
    } catch {
      dumped = undefined;
    }
    const error = (dumped !== null && typeof dumped === 'object' ? dumped : { message: dumped }) as DumpedError;
    const message = typeof error.message === 'string' ? error.message : String(error.message ?? dumped);
    const name = typeof error.name === 'string' ? error.name : '';
    if (name === 'InternalError' && message === 'interrupted') return new ScriptFailure('timeout', message);
    if (/out of memory/i.test(message) || dumped === null) {
      this.broken = true;
      return new ScriptFailure('memory', message);
    }
    const shown = name && name !== 'Error' ? `${name}: ${message}` : message;
    return new ScriptFailure('error', shown, typeof error.stack === 'string' ? error.stack : undefined);
  }

  private hostCall(opHandle: QuickJSHandle | undefined, argsHandle: QuickJSHandle | undefined) {
    const vm = this.vm;
    try {
      const api = this.form.deref();
      if (!api || !opHandle || !argsHandle) throw new Error('the form is gone');
      const op = vm.getString(opHandle);
      const args = fromJson(vm.getString(argsHandle));
      const answer = dispatch(api, op, Array.isArray(args) ? args : [], this.log);
      if ('later' in answer) {
        const id = this.nextId++;
        answer.later.then(
          (value) => this.settle(id, true, toJson(value)),
          (error: unknown) => this.settle(id, false, toJson(error instanceof Error ? error.message : String(error))),
        );
        return vm.newString(String(id));
      }
      const text = toJson(answer.now);
      return text === undefined ? vm.undefined : vm.newString(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const name = error instanceof Error && error.name !== 'ScriptApiError' ? error.name : 'Error';
      return { error: vm.newError({ name, message }) };
    }
  }

  private settle(id: number, ok: boolean, text: string | undefined): void {
    if (this.disposed) return;
    const vm = this.vm;
    const idHandle = vm.newNumber(id);
    const textHandle = text === undefined ? vm.undefined : vm.newString(text);
    this.startClock();
    const result = vm.callFunction(this.settleFn, vm.undefined, idHandle, ok ? vm.true : vm.false, textHandle);
    idHandle.dispose();
    if (text !== undefined) textHandle.dispose();
    if (result.error) {
      this.onStrayError(this.failure(result.error));
      result.error.dispose();
    } else {
      result.value.dispose();
    }
    this.pump();
  }
}
