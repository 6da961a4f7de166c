/**
 * Runs user JavaScript (script listeners, script tasks) in QuickJS compiled to WebAssembly: a separate
 * heap with a memory limit, a stack limit and a deadline checked by the interpreter, no host objects
 * but the variables handed in as JSON. The script reads a variable by its bare name as in Camunda
 * scripts (`days`), or through `variables` / getVariable(name); it calls setVariable(name, value) for
 * changes (assigning a bare name changes nothing outside), and its completion value is the result. The
 * bare names are configurable globals, so a script may still declare its own `let days`. Never node:vm.
 */
import {
  newQuickJSWASMModule,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';
import { FORBIDDEN_NAMES } from '../../../schemas/expression/index.ts';
import { AppError, fail } from '../../http/errors.ts';

export interface ScriptLimits {
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
}

export const DEFAULT_SCRIPT_LIMITS: Readonly<ScriptLimits> = Object.freeze({
  timeoutMs: 1000,
  memoryBytes: 16 * 1024 * 1024,
  // QuickJS must hit its own stack limit before the host's: deeper settings let wasm frames overflow V8's stack.
  stackBytes: 256 * 1024,
});

export interface ScriptOutcome {
  /** The completion value, as JSON (undefined and functions become null). */
  result: unknown;
  /** Variables the script set, in order. */
  changes: Record<string, unknown>;
  /** Lines the script printed with console.log. */
  logs: string[];
}

const MAX_SOURCE = 100_000;
const VARIABLE_NAME = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

const PRELUDE = `
const variables = JSON.parse(__input);
const __changes = {};
const __logs = [];
function getVariable(name) { const v = variables[String(name)]; return v === undefined ? null : v; }
function setVariable(name, value) { name = String(name); variables[name] = value; __changes[name] = value === undefined ? null : value; }
const execution = { getVariable, setVariable };
const console = { log: (...a) => { if (__logs.length < 100) __logs.push(a.map(String).join(' ').slice(0, 1000)); } };
for (const __name of Object.keys(variables)) {
  if (/^[\\p{L}_$][\\p{L}\\p{N}_$]*$/u.test(__name) && !__name.startsWith('__') && !(__name in globalThis)) {
    Object.defineProperty(globalThis, __name, { value: variables[__name], writable: true, configurable: true });
  }
}
`;

const COLLECT = `JSON.stringify({ result: __result === undefined || typeof __result === 'function' ? null : __result, changes: __changes, logs: __logs })`;

/** Only JSON crosses the boundary; names a later setVariable could not store safely are dropped. */
function cleanChanges(changes: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof changes !== 'object' || changes === null) return out;
  for (const [name, value] of Object.entries(changes)) {
    if (VARIABLE_NAME.test(name) && !FORBIDDEN_NAMES.has(name)) out[name] = value;
  }
  return out;
}

export interface SandboxOptions {
  limits?: Partial<ScriptLimits>;
  /** Read-only facts the script sees as top-level constants (task, processInstanceId …), as JSON. */
  globals?: Record<string, unknown>;
}

const RESERVED_GLOBALS = new Set(['variables', 'getVariable', 'setVariable', 'execution', 'console']);

function globalsPrelude(globals: Record<string, unknown>): string {
  return Object.keys(globals)
    .filter((name) => VARIABLE_NAME.test(name) && !FORBIDDEN_NAMES.has(name) && !RESERVED_GLOBALS.has(name) && !name.startsWith('__'))
    .map((name) => `const ${name} = __globals[${JSON.stringify(name)}];`)
    .join('\n');
}

export async function runSandboxedScript(source: string, variables: Record<string, unknown>, options: SandboxOptions = {}): Promise<ScriptOutcome> {
  const limits = options.limits ?? {};
  const globals = options.globals ?? {};
  if (source.length > MAX_SOURCE) throw fail(`脚本过长（超过 ${MAX_SOURCE} 个字符）`, `script longer than ${MAX_SOURCE} characters`);
  const { timeoutMs, memoryBytes, stackBytes } = { ...DEFAULT_SCRIPT_LIMITS, ...limits };
  let input: string;
  let globalsJson: string;
  try {
    input = JSON.stringify(variables) ?? '{}';
    globalsJson = JSON.stringify(globals) ?? '{}';
  } catch {
    throw fail('流程变量无法传入脚本（不是 JSON）', 'the variables cannot be passed to the script (not JSON)');
  }
  const quickjs = await loadModule();
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(memoryBytes);
  runtime.setMaxStackSize(stackBytes);
  const deadline = Date.now() + timeoutMs;
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  let hostFailure = false;
  try {
    const inputHandle = vm.newString(input);
    vm.setProp(vm.global, '__input', inputHandle);
    inputHandle.dispose();
    const globalsHandle = vm.newString(globalsJson);
    vm.setProp(vm.global, '__globalsJson', globalsHandle);
    globalsHandle.dispose();
    evalOrThrow(vm, `${PRELUDE}\nconst __globals = JSON.parse(__globalsJson);\n${globalsPrelude(globals)}`, deadline).dispose();
    const result = evalOrThrow(vm, source, deadline);
    vm.setProp(vm.global, '__result', result);
    result.dispose();
    const collected = evalOrThrow(vm, COLLECT, deadline);
    const json = vm.typeof(collected) === 'string' ? vm.getString(collected) : '{}';
    collected.dispose();
    const parsed = JSON.parse(json) as { result?: unknown; changes?: unknown; logs?: unknown };
    return {
      result: parsed.result ?? null,
      changes: cleanChanges(parsed.changes),
      logs: Array.isArray(parsed.logs) ? parsed.logs.map(String) : [],
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The host itself failed (e.g. V8's stack inside wasm): this module's heap may be inconsistent,
    // so it is dropped whole rather than disposed, and the next script gets a fresh one.
    hostFailure = true;
    module = undefined;
    throw fail('脚本执行失败（沙箱已重置）', `the script failed in the sandbox host: ${(error as Error).message}`);
  } finally {
    if (!hostFailure) {
      vm.dispose();
      runtime.dispose();
    }
  }
}

let module: Promise<QuickJSWASMModule> | undefined;

function loadModule(): Promise<QuickJSWASMModule> {
  module ??= newQuickJSWASMModule();
  return module;
}

function evalOrThrow(vm: QuickJSContext, code: string, deadline: number): QuickJSHandle {
  const outcome = vm.evalCode(code, 'script.js');
  if (!outcome.error) return outcome.value;
  const raw: unknown = vm.dump(outcome.error);
  outcome.error.dispose();
  const message = describe(raw);
  if (Date.now() >= deadline || /interrupted/i.test(message)) throw fail('脚本执行超时', 'the script ran out of time');
  if (/out of memory/i.test(message)) throw fail('脚本超出内存限制', 'the script ran out of memory');
  if (/stack overflow/i.test(message)) throw fail('脚本调用层次过深', 'the script overflowed its stack');
  throw fail(`脚本出错：${message}`, `script error: ${message}`);
}

function describe(raw: unknown): string {
  if (raw && typeof raw === 'object') {
    const { name, message } = raw as { name?: unknown; message?: unknown };
    if (typeof message === 'string') return typeof name === 'string' ? `${name}: ${message}` : message;
  }
  return String(raw).slice(0, 500);
}
