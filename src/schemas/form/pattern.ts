/**
 * Custom validation patterns (a form field's `validation` that is not a named validator) run on RE2
 * (re2js): matching time is linear in the text whatever the pattern, so a designer's pattern cannot
 * stall the server or the browser on a short crafted value. What RE2 cannot express in linear time —
 * back-references, look-ahead, look-behind — is refused, as is a pattern whose compiled program is
 * large enough to defeat RE2's fast path (measured: past about 800 instructions a 1000-character text
 * took 30–70 ms; at 500 it stays under a millisecond).
 *
 * The browser and the server use this same module. Node (the server, the tests) loads the engine
 * synchronously at import; the browser fetches it as its own chunk (about 150 KB) on the first form
 * that has a custom pattern — see preparePatterns in validators.ts.
 */
import type { RE2JS } from 're2js';

type Engine = typeof RE2JS;

/** Longest custom pattern accepted. */
export const MAX_PATTERN_LENGTH = 300;
/** Longest text a custom pattern is run on; longer text fails the rule. */
export const MAX_PATTERN_INPUT = 1000;
/** Largest compiled RE2 program accepted (instructions; `^\d{6}$` is 10, `\p{L}{500}` about 500). */
export const MAX_PROGRAM_SIZE = 500;

/** Why a pattern is refused, in both languages of the platform. */
export interface PatternReason {
  zh: string;
  en: string;
}

export type PatternResult = { ok: true; test(text: string): boolean } | { ok: false; reason: PatternReason };

let engine: Engine | undefined = nodeEngine();
let loading: Promise<void> | undefined;

/**
 * In Node the engine is required synchronously, so server code never meets an unloaded engine.
 * process.getBuiltinModule keeps this module free of a static node: import the web bundle would trip on.
 */
function nodeEngine(): Engine | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof host?.getBuiltinModule !== 'function') return undefined;
  const nodeModule = host.getBuiltinModule('node:module') as { createRequire(from: string): (id: string) => unknown } | undefined;
  if (!nodeModule) return undefined;
  return (nodeModule.createRequire(import.meta.url)('re2js') as { RE2JS: Engine }).RE2JS;
}

export function patternEngineLoaded(): boolean {
  return engine !== undefined;
}

/** Loads the engine where it is not loaded yet (the browser); resolves at once in Node. */
export function loadPatternEngine(): Promise<void> {
  if (engine) return Promise.resolve();
  loading ??= import('re2js').then(
    (module) => {
      engine = module.RE2JS;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const compiled = new Map<string, PatternResult>();

/**
 * Reads a validation setting that is not a named validator: VForm writes `/^\d+$/i` (slashes and
 * flags) or a bare pattern. Answers a matcher or why the pattern is refused (zh and en). Before the
 * engine is loaded every pattern is refused: a check must not pass for want of an engine.
 */
export function compilePattern(source: string): PatternResult {
  if (!engine) return refused('校验表达式引擎尚未加载', 'the pattern engine is not loaded yet');
  const hit = compiled.get(source);
  if (hit) return hit;
  const result = compileWith(engine, source);
  if (compiled.size > 500) compiled.clear();
  compiled.set(source, result);
  return result;
}

function refused(zh: string, en: string): PatternResult {
  return { ok: false, reason: { zh, en } };
}

function compileWith(re2: Engine, source: string): PatternResult {
  const text = source.trim();
  if (text === '') return refused('表达式为空', 'empty pattern');
  if (text.length > MAX_PATTERN_LENGTH) return refused(`表达式超过${MAX_PATTERN_LENGTH}个字符`, `pattern longer than ${MAX_PATTERN_LENGTH} characters`);
  let body = text;
  let flags = '';
  const slashed = /^\/([\s\S]+)\/([a-z]*)$/.exec(text);
  if (slashed) {
    body = slashed[1]!;
    flags = slashed[2]!;
  }
  if (!/^[imsu]*$/.test(flags) || new Set(flags).size !== flags.length) return refused(`不支持的修饰符“${flags}”`, `unsupported flags "${flags}"`);
  const unsupported = unsupportedConstruct(body);
  if (unsupported) return unsupported;
  let program;
  try {
    program = re2.compile(toRe2Syntax(body, flags.includes('u')), flagBits(re2, flags));
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid pattern';
    return refused(`语法错误（${detail}）`, `syntax error (${detail})`);
  }
  if (program.programSize() > MAX_PROGRAM_SIZE) return refused('表达式过于复杂', 'pattern too complex');
  return { ok: true, test: (input) => program.test(input) };
}

/** JavaScript flags as RE2 flags; `u` needs none, RE2 always matches code points. */
function flagBits(re2: Engine, flags: string): number {
  let bits = 0;
  if (flags.includes('i')) bits |= re2.CASE_INSENSITIVE;
  if (flags.includes('m')) bits |= re2.MULTILINE;
  if (flags.includes('s')) bits |= re2.DOTALL;
  return bits;
}

/**
 * The constructs RE2 refuses, named so the designer learns why (RE2's own message for `\1` is only
 * "invalid escape sequence"). Checked before translation, which must never turn `\k<a>` into a literal.
 */
function unsupportedConstruct(body: string): PatternResult | undefined {
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\') {
      const next = body[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) {
        return refused('不支持反向引用（无法线性时间匹配）', 'back-references are not supported (they cannot be matched in linear time)');
      }
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
      if (body[i + 1] === ']') i++;
    } else if (ch === '(' && /^\(\?<?[=!]/.test(body.slice(i, i + 4))) {
      return refused('不支持前瞻或后顾断言（无法线性时间匹配）', 'look-ahead and look-behind are not supported (they cannot be matched in linear time)');
    }
  }
  return undefined;
}

/** What JavaScript's \s matches; RE2's \s is ASCII only, and the full-width space U+3000 is common in Chinese input. */
const JS_SPACE = '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';

/**
 * JavaScript escapes RE2 spells differently: \uXXXX (and \u{…} under the u flag) become \x{…}, and \s
 * (and \S outside a class) keep JavaScript's Unicode meaning. \S inside a class keeps RE2's (ASCII) one.
 */
function toRe2Syntax(body: string, unicode: boolean): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== '\\') {
      if (ch === '[' && !inClass) inClass = true;
      else if (ch === ']' && inClass) inClass = false;
      out += ch;
      continue;
    }
    const next = body[i + 1];
    if (next === 's' || (next === 'S' && !inClass)) {
      out += inClass ? JS_SPACE : next === 's' ? `[${JS_SPACE}]` : `[^${JS_SPACE}]`;
      i++;
      continue;
    }
    const rest = body.slice(i + 1);
    const hex4 = /^u([0-9A-Fa-f]{4})/.exec(rest);
    const braced = unicode ? /^u\{([0-9A-Fa-f]{1,6})\}/.exec(rest) : null;
    const escape = braced ?? hex4;
    if (escape) {
      out += `\\x{${escape[1]}}`;
      i += escape[0].length;
    } else {
      out += ch + (body[i + 1] ?? '');
      i++;
    }
  }
  return out;
}
