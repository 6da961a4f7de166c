/** Execution and task listeners, and the process messages the engine and the approval layer write. */
export { MESSAGE_KINDS, type MessageKind, messageTitle, notify, type ProcessMessage, type TitleFacts } from './notify.ts';
export { BUILTIN_PREFIX, defaultListenerRegistry, findStoredListener, ListenerRegistry, type StoredListener } from './registry.ts';
export { runListener, type RunListenerOptions } from './run.ts';
export {
  DEFAULT_SCRIPT_LIMITS,
  runSandboxedScript,
  type SandboxOptions,
  type ScriptBudget,
  type ScriptLimits,
  type ScriptOutcome,
  TRANSACTION_SCRIPT_MS,
  transactionScriptBudget,
  warmScriptPool,
} from './sandbox.ts';
export * from './types.ts';
