/**
 * One script worker of the pool (script-pool.ts): loads QuickJS once and runs the jobs it is sent, one
 * at a time, each in a fresh QuickJS runtime with its own memory limit, stack limit and time limit. The
 * time limit is QuickJS's cooperative interrupt, counted on this thread's clock from the job's start
 * less the time the thread waited for a CPU, and the answer says how long the job ran so: that, not
 * the time the job spent in messages or in a loaded machine's run queue, is what a command's script
 * budget is charged. Some built-ins (a sort of a large
 * array) never check the interrupt, which is why the pool also terminates the whole worker when a job
 * outlives its limit. No host objects reach the script: the variables come in as JSON text and the
 * outcome goes back as JSON text.
 *
 * Plain JavaScript, typed by JSDoc against script-protocol.ts: Node 20 cannot load TypeScript in a
 * worker without registering a loader there, which costs ~0.4 s per worker start, and a worker killed
 * at its limit is replaced by a fresh start.
 */
// @ts-check
import { openSync, readSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import variant from '@jitl/quickjs-wasmfile-release-sync';

/** @typedef {import('./script-protocol.ts').ScriptJob} ScriptJob */
/** @typedef {import('./script-protocol.ts').ScriptAnswer} ScriptAnswer */
/** @typedef {import('./script-protocol.ts').ScriptFailureKind} ScriptFailureKind */
/** @typedef {import('./script-protocol.ts').WorkerSetup} WorkerSetup */
/** @typedef {import('quickjs-emscripten-core').QuickJSContext} QuickJSContext */
/** @typedef {import('quickjs-emscripten-core').QuickJSHandle} QuickJSHandle */

// The script reads a variable by its bare name as in Camunda scripts (`days`), or through `variables` /
// getVariable(name); setVariable(name, value) records a change (assigning a bare name changes nothing
// outside). The bare names are configurable globals, so a script may still declare its own `let days`.
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
const __globals = JSON.parse(__globalsJson);
`;

const COLLECT = `JSON.stringify({ result: __result === undefined || typeof __result === 'function' ? null : __result, changes: __changes, logs: __logs })`;

class ScriptFailure extends Error {
  /**
   * @param {ScriptFailureKind} kind
   * @param {string} message
   */
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

const setup = /** @type {WorkerSetup | undefined} */ (workerData);
if (!setup?.port) throw new Error('script-worker.mjs runs only as a worker thread of the script pool');
const port = setup.port;
/*
 * A job's run time: wall time on this thread less the time the thread waited for a CPU, which Linux
 * reports in /proc/thread-self/schedstat (ns on a CPU, ns waiting in a run queue, time slices); where
 * it does not, all of the wall time counts. On a loaded machine a script needing 20 ms of a CPU may
 * take several times that from start to end; its run is 20 ms, on any machine. Opened once: the link
 * names this thread when opened, and a read at offset 0 gives the current figures.
 */
const schedstat = openSchedstat();
const statBuffer = Buffer.alloc(128);

/** @returns {number | undefined} */
function openSchedstat() {
  try {
    return openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return undefined;
  }
}

/** Milliseconds this thread has waited for a CPU since it started (0 where the kernel does not say). */
function cpuWaitMs() {
  if (schedstat === undefined) return 0;
  const length = readSync(schedstat, statBuffer, 0, statBuffer.length, 0);
  const waited = Number(statBuffer.toString('latin1', 0, length).split(' ')[1]);
  return Number.isFinite(waited) ? waited / 1e6 : 0;
}

/**
 * A job's clock: `ran()` is its run so far; `overdue()` whether that reached `limitMs`. Wall time is
 * the cheap first test (QuickJS asks often); the run queue is read only once the wall time is up.
 * @param {number} limitMs
 */
function jobClock(limitMs) {
  const started = performance.now();
  const waitedBefore = cpuWaitMs();
  const ran = () => Math.max(0, performance.now() - started - (cpuWaitMs() - waitedBefore));
  let checkAt = started + limitMs;
  const overdue = () => {
    if (performance.now() < checkAt) return false;
    const soFar = ran();
    if (soFar >= limitMs) return true;
    checkAt = performance.now() + (limitMs - soFar);
    return false;
  };
  return { ran, overdue };
}

// The pool compiles the module once and hands it to every worker: a replacement starts on code V8 has
// already compiled and tiered up, instead of compiling the whole interpreter again.
const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule: setup.wasm }));
// The first evaluations in a fresh worker are several times slower (V8 tiers the wasm up, QuickJS's
// allocator grows): pay that before taking jobs, over the same path a job takes.
const WARM_UP = 'let n = 0; for (let i = 0; i < 1000; i++) n += i; setVariable("n", JSON.stringify([n, days, String(n).length])); console.log(n); n';
for (let i = 0; i < 5; i++) {
  run({ id: 0, source: WARM_UP, input: '{"days":3}', globals: '{"task":null}', globalNames: ['task'], timeoutMs: 5000, memoryBytes: 1 << 24, stackBytes: 1 << 18, maxOutput: 1000 });
}

port.on('message', (/** @type {ScriptJob} */ job) => {
  port.postMessage({ started: job.id, at: Date.now() });
  port.postMessage(run(job));
});
port.postMessage({ ready: true });

/**
 * @param {ScriptJob} job
 * @returns {ScriptAnswer}
 */
function run(job) {
  const { ran: ms, overdue } = jobClock(job.timeoutMs);
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(job.memoryBytes);
  runtime.setMaxStackSize(job.stackBytes);
  runtime.setInterruptHandler(overdue);
  const vm = runtime.newContext();
  try {
    setString(vm, '__input', job.input);
    setString(vm, '__globalsJson', job.globals);
    // The names were checked by the pool's caller (identifiers, not reserved); each becomes a constant.
    const constants = job.globalNames.map((name) => `const ${name} = __globals[${JSON.stringify(name)}];`).join('\n');
    evalOrThrow(vm, `${PRELUDE}\n${constants}`, overdue).dispose();
    const result = evalOrThrow(vm, job.source, overdue);
    vm.setProp(vm.global, '__result', result);
    result.dispose();
    const collected = evalOrThrow(vm, COLLECT, overdue);
    const json = vm.typeof(collected) === 'string' ? vm.getString(collected) : '{}';
    collected.dispose();
    // A built-in that never checks the interrupt may end past the limit: over is over, as for a longer run.
    if (overdue()) throw new ScriptFailure('timeout', `the script ran ${Math.round(ms())} ms`);
    if (json.length > job.maxOutput) throw new ScriptFailure('output', `outcome of ${json.length} characters`);
    vm.dispose();
    runtime.dispose();
    return { id: job.id, ms: ms(), ok: true, json };
  } catch (error) {
    if (error instanceof ScriptFailure) {
      vm.dispose();
      runtime.dispose();
      return { id: job.id, ms: ms(), ok: false, kind: error.kind, message: error.message };
    }
    // The host itself failed (e.g. V8's stack inside wasm): this heap may be inconsistent, so nothing is
    // disposed and the pool replaces the whole worker.
    return { id: job.id, ms: ms(), ok: false, kind: 'host', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * @param {QuickJSContext} vm
 * @param {string} name
 * @param {string} value
 */
function setString(vm, name, value) {
  const handle = vm.newString(value);
  vm.setProp(vm.global, name, handle);
  handle.dispose();
}

/**
 * @param {QuickJSContext} vm
 * @param {string} code
 * @param {() => boolean} overdue whether the job's time is up
 * @returns {QuickJSHandle}
 */
function evalOrThrow(vm, code, overdue) {
  const outcome = vm.evalCode(code, 'script.js');
  if (!outcome.error) return outcome.value;
  const raw = vm.dump(outcome.error);
  outcome.error.dispose();
  const message = describe(raw);
  if (overdue() || /interrupted/i.test(message)) throw new ScriptFailure('timeout', message);
  if (/out of memory/i.test(message)) throw new ScriptFailure('memory', message);
  if (/stack overflow/i.test(message)) throw new ScriptFailure('stack', message);
  throw new ScriptFailure('error', message);
}

/**
 * @param {unknown} raw
 * @returns {string}
 */
function describe(raw) {
  if (raw && typeof raw === 'object') {
    const { name, message } = /** @type {{ name?: unknown, message?: unknown }} */ (raw);
    if (typeof message === 'string') return typeof name === 'string' ? `${name}: ${message}` : message;
  }
  return String(raw).slice(0, 500);
}
