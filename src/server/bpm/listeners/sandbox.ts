/**
 * Runs user JavaScript (script listeners, script tasks) in QuickJS compiled to WebAssembly, inside a
 * worker of the script pool (script-pool.ts, script-worker.mjs): a separate heap with a memory limit, a
 * stack limit and a time limit on the script's own run (under a wall-clock guard that kills its worker),
 * no host objects but the variables handed in as JSON. The script reads a variable by its bare name as
 * in Camunda scripts (`days`), or through `variables` / getVariable(name); it calls setVariable(name,
 * value) for changes, and its completion value is the result. Never node:vm, and never on the event loop.
 *
 * Engine scripts run inside the command's transaction, which on PGlite holds the only connection: every
 * other request waits while one runs. So a command gets a ScriptBudget, far below the per-script limit,
 * shared by all of its scripts (see listener-context.ts for why not outside the transaction). The budget
 * is charged the scripts' run as their workers measure it: a budget of 100 ms must not go on a worker's
 * start, on passing messages or on a loaded machine's run queue, which say nothing about the script and
 * would make the same model pass or fail by chance. The pool bounds those delays in wall time.
 */
import { FORBIDDEN_NAMES } from '../../../schemas/expression/index.ts';
import { AppError, fail } from '../../http/errors.ts';
import { ScriptPool } from './script-pool.ts';

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

/** Longest outcome (result, changes and logs as JSON) a script may hand back; it becomes process variables. */
const MAX_OUTPUT = 1_000_000;

/** Script time one engine command may spend in all while its transaction is open. */
export const TRANSACTION_SCRIPT_MS = 100;

/** What is left of a command's script time; each script subtracts what it took. */
export interface ScriptBudget {
  remainingMs: number;
}

export function transactionScriptBudget(ms: number = TRANSACTION_SCRIPT_MS): ScriptBudget {
  return { remainingMs: ms };
}

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
  /** The script time left to the command (transaction) the script runs in; the script gets at most that. */
  budget?: ScriptBudget;
}

const RESERVED_GLOBALS = new Set(['variables', 'getVariable', 'setVariable', 'execution', 'console']);

function globalNames(globals: Record<string, unknown>): string[] {
  return Object.keys(globals).filter((name) => VARIABLE_NAME.test(name) && !FORBIDDEN_NAMES.has(name) && !RESERVED_GLOBALS.has(name) && !name.startsWith('__'));
}

let pool: ScriptPool | undefined;

/** The process's script pool, created on first use with its workers starting at once. */
export function scriptPool(): ScriptPool {
  if (!pool) {
    pool = new ScriptPool();
    void pool.warm();
  }
  return pool;
}

/** Resolves once the pool's workers are warm (the server waits for it before serving: registerBpm). */
export function warmScriptPool(): Promise<void> {
  return scriptPool().warm();
}

export async function runSandboxedScript(source: string, variables: Record<string, unknown>, options: SandboxOptions = {}): Promise<ScriptOutcome> {
  const globals = options.globals ?? {};
  if (source.length > MAX_SOURCE) throw fail(`脚本过长（超过 ${MAX_SOURCE} 个字符）`, `script longer than ${MAX_SOURCE} characters`);
  const { timeoutMs, memoryBytes, stackBytes } = { ...DEFAULT_SCRIPT_LIMITS, ...options.limits };
  let input: string;
  let globalsJson: string;
  try {
    input = JSON.stringify(variables) ?? '{}';
    globalsJson = JSON.stringify(globals) ?? '{}';
  } catch {
    throw fail('流程变量无法传入脚本（不是 JSON）', 'the variables cannot be passed to the script (not JSON)');
  }
  const budget = options.budget;
  const allowedMs = budget ? Math.min(timeoutMs, Math.floor(budget.remainingMs)) : timeoutMs;
  if (allowedMs <= 0) throw budgetSpent();
  const answer = await scriptPool().run(
    { source, input, globals: globalsJson, globalNames: globalNames(globals), memoryBytes, stackBytes, maxOutput: MAX_OUTPUT },
    allowedMs,
  );
  if (budget) budget.remainingMs -= answer.ms;
  if (!answer.ok) {
    if (answer.kind === 'timeout' && budget && allowedMs < timeoutMs) throw budgetSpent();
    throw failure(answer.kind, answer.message);
  }
  const parsed = JSON.parse(answer.json) as { result?: unknown; changes?: unknown; logs?: unknown };
  return {
    result: parsed.result ?? null,
    changes: cleanChanges(parsed.changes),
    logs: Array.isArray(parsed.logs) ? parsed.logs.map(String) : [],
  };
}

function budgetSpent(): AppError {
  return fail(
    `脚本执行超时（一次操作中的脚本合计不能超过 ${TRANSACTION_SCRIPT_MS} 毫秒）`,
    `the script ran out of time (the scripts of one command may take ${TRANSACTION_SCRIPT_MS} ms in all)`,
  );
}

function failure(kind: string, message: string): AppError {
  switch (kind) {
    case 'timeout':
      return fail('脚本执行超时', 'the script ran out of time');
    case 'memory':
      return fail('脚本超出内存限制', 'the script ran out of memory');
    case 'stack':
      return fail('脚本调用层次过深', 'the script overflowed its stack');
    case 'busy':
      return fail('脚本执行环境繁忙，请稍后重试', 'the script sandbox is busy; try again later');
    case 'output':
      return fail(`脚本结果过大（超过 ${MAX_OUTPUT} 个字符）`, `the script's result and variables exceed ${MAX_OUTPUT} characters`);
    case 'error':
      return fail(`脚本出错：${message}`, `script error: ${message}`);
    default:
      return fail('脚本执行失败（沙箱已重置）', `the script failed in the sandbox host: ${message}`);
  }
}
