/**
 * The named validators of form-designer §5 and the custom-pattern rule. A pattern comes from a schema
 * anybody with designer rights can write, so it is compiled defensively: bounded length, a small flag
 * set, no backreferences, no quantified group that itself holds a quantifier (the shape behind
 * catastrophic backtracking), and a cap on the length of the text it is run on.
 */
import { formMessage, type MessageKey } from './messages.ts';
import type { Lang } from './types.ts';

export type NamedValidator =
  | 'number'
  | 'letter'
  | 'letterAndNumber'
  | 'mobilePhone'
  | 'letterStartNumberIncluded'
  | 'noChinese'
  | 'chinese'
  | 'email'
  | 'url';

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';

export const NAMED_VALIDATORS: Readonly<Record<NamedValidator, RegExp>> = {
  number: /^[-+]?\d+(?:\.\d+)?$/,
  letter: /^[A-Za-z]+$/,
  letterAndNumber: /^[A-Za-z0-9]+$/,
  mobilePhone: /^1[3-9]\d{9}$/,
  letterStartNumberIncluded: /^[A-Za-z][A-Za-z0-9]*$/,
  noChinese: new RegExp(`^[^${HAN}]+$`),
  chinese: new RegExp(`^[${HAN}]+$`),
  email: /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
  url: /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/i,
};

export function isNamedValidator(name: string): name is NamedValidator {
  return Object.hasOwn(NAMED_VALIDATORS, name);
}

/** Longest custom pattern accepted. */
export const MAX_PATTERN_LENGTH = 300;
/** Longest text a custom pattern is run on; longer text fails the rule instead of risking a long match. */
export const MAX_PATTERN_INPUT = 1000;

export type PatternResult = { ok: true; regExp: RegExp } | { ok: false; reason: string };

const compiled = new Map<string, PatternResult>();

/**
 * Reads a validation setting that is not a named validator: VForm writes `/^\d+$/i` (slashes and
 * flags) or a bare pattern. Answers the RegExp or why it was refused.
 */
export function compilePattern(source: string): PatternResult {
  const hit = compiled.get(source);
  if (hit) return hit;
  const result = compileUncached(source);
  if (compiled.size > 500) compiled.clear();
  compiled.set(source, result);
  return result;
}

function compileUncached(source: string): PatternResult {
  const text = source.trim();
  if (text === '') return { ok: false, reason: 'empty pattern' };
  if (text.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `pattern longer than ${MAX_PATTERN_LENGTH} characters` };
  let body = text;
  let flags = '';
  const slashed = /^\/([\s\S]+)\/([a-z]*)$/.exec(text);
  if (slashed) {
    body = slashed[1]!;
    flags = slashed[2]!;
  }
  if (!/^[imsu]*$/.test(flags) || new Set(flags).size !== flags.length) return { ok: false, reason: `unsupported flags "${flags}"` };
  const risk = riskOf(body);
  if (risk) return { ok: false, reason: risk };
  try {
    return { ok: true, regExp: new RegExp(body, flags) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid pattern' };
  }
}

/**
 * A scan of the pattern's structure. Each open group records whether it holds a repeating quantifier
 * or an alternation; repeating such a group ((a+)+, (a|aa)*, (\d{2,})+ …) is refused, as are
 * backreferences. This refuses a few harmless patterns such as (a|b)+ — write [ab]+ instead.
 * Unbounded repeats of near-wildcards (., \S, \W, \D, [^…]) make a failing match polynomial in
 * the input length, whatever separates them, so at most MAX_WILDCARD_REPEATS are accepted; with
 * the input cap that bounds the work to about a million steps.
 */
function riskOf(body: string): string | undefined {
  const stack: boolean[] = [];
  let closedRisky = false;
  let inClass = false;
  let classBroad = false;
  let atomBroad = false;
  let wildcards = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const afterGroup = closedRisky;
    const broad = atomBroad;
    closedRisky = false;
    if (ch === '\\') {
      const next = body[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return 'backreferences are not allowed';
      if (!inClass) atomBroad = 'SWD'.includes(next) && next !== '';
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') {
        inClass = false;
        atomBroad = classBroad;
      }
      continue;
    }
    atomBroad = false;
    if (ch === '[') {
      inClass = true;
      classBroad = body[i + 1] === '^';
    } else if (ch === '.') atomBroad = true;
    else if (ch === '(') stack.push(false);
    else if (ch === ')') {
      const risky = stack.pop() ?? false;
      if (risky && stack.length > 0) stack[stack.length - 1] = true;
      closedRisky = risky;
    } else if (ch === '|') {
      if (stack.length > 0) stack[stack.length - 1] = true;
    } else {
      const repeat = repeatOf(body, i);
      if (repeat) {
        if (afterGroup) return 'nested quantifiers are not allowed';
        if (broad && repeat.unbounded && ++wildcards > MAX_WILDCARD_REPEATS) return 'too many unbounded wildcard repeats';
        if (stack.length > 0) stack[stack.length - 1] = true;
        i += repeat.length - 1;
        if (body[i + 1] === '?') i++;
      }
    }
  }
  return undefined;
}

/** Most unbounded repeats of near-wildcards one pattern may hold (.*x.* is fine, .*.*.* is not). */
export const MAX_WILDCARD_REPEATS = 2;

/** A repeating quantifier (*, +, {n,}, {n,m} with m > 1) at i: its length and whether it is unbounded. */
function repeatOf(body: string, i: number): { length: number; unbounded: boolean } | undefined {
  const ch = body[i];
  if (ch === '*' || ch === '+') return { length: 1, unbounded: true };
  if (ch !== '{') return undefined;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(i));
  if (!match) return undefined;
  const max = match[2] === undefined ? Number(match[1]) : match[3] === '' ? Infinity : Number(match[3]);
  return max > 1 ? { length: match[0].length, unbounded: max === Infinity } : undefined;
}

export function isEmptyForRules(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * One validation setting applied to one value: no message when it passes or the value is empty.
 * `hint` (validationHint / errorMsg) replaces a named validator's message; for a custom pattern it is
 * shown after the label, as VForm does ([label]hint).
 */
export function runValidation(validation: string, value: unknown, label: string, lang: Lang, hint?: string): string | undefined {
  if (isEmptyForRules(value) || validation.trim() === '') return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  const custom = hint !== undefined && hint !== '' ? hint : undefined;
  if (isNamedValidator(validation)) {
    if (text !== undefined && NAMED_VALIDATORS[validation].test(text)) return undefined;
    return custom ?? formMessage(validation as MessageKey, lang, { label });
  }
  const pattern = compilePattern(validation);
  if (!pattern.ok) return formMessage('badPattern', lang, { label });
  if (text !== undefined && text.length <= MAX_PATTERN_INPUT && pattern.regExp.test(text)) return undefined;
  return custom !== undefined ? `[${label}]${custom}` : formMessage('regExp', lang, { label });
}
