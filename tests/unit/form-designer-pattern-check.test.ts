/**
 * A custom pattern is never accepted unjudged (#13 gap 6): while the pattern engine is not loaded
 * (the browser before its chunk arrives) the designer's check refuses the pattern instead of letting
 * it through; once loaded it judges as the server does (RE2).
 */
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ value: false }));

vi.mock('../../src/schemas/form/pattern.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/schemas/form/pattern.ts')>();
  return {
    ...actual,
    patternEngineLoaded: () => loaded.value,
    // What the real module answers before its engine is loaded (it loads synchronously in Node).
    compilePattern: (source: string) => (loaded.value ? actual.compilePattern(source) : { ok: false as const, reason: { zh: '校验表达式引擎尚未加载', en: 'the pattern engine is not loaded yet' } }),
  };
});

const { validationSetting } = await import('../../src/widgets/designer-kit.ts');

describe('the validation setting check', () => {
  it('refuses a pattern while the engine is not loaded; named validators pass', () => {
    loaded.value = false;
    expect(validationSetting!('^\\d{6}$', { name: 'x' })).toEqual({ key: 'check.badPattern', params: { zh: '校验表达式引擎尚未加载', en: 'the pattern engine is not loaded yet' } });
    expect(validationSetting!('email', { name: 'x' })).toBeNull();
  });
  it('judges as the server once loaded: RE2 accepts \\d{6}, refuses a back-reference', () => {
    loaded.value = true;
    expect(validationSetting!('^\\d{6}$', { name: 'x' })).toBeNull();
    expect(validationSetting!('(a)\\1', { name: 'x' })?.key).toBe('check.badPattern');
  });
});
