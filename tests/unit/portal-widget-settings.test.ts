/** A desktop block's settings on the client (widgets/types.ts): the rows a widget lists, and what a save sends. */
import { describe, expect, it } from 'vitest';
import { cleanSettings, limitOf } from '../../src/pages/portal/widgets/types.ts';

describe('limitOf', () => {
  const spec = { limit: { default: 6, max: 10 } };
  it("takes the block's limit within the widget's bound, else the widget's default", () => {
    expect(limitOf(spec, { limit: 3 }, 5)).toBe(3);
    expect(limitOf(spec, { limit: 15 }, 5)).toBe(10);
    expect(limitOf(spec, {}, 5)).toBe(6);
    expect(limitOf(spec, { limit: 0 }, 5)).toBe(6);
    expect(limitOf(spec, { limit: 2.5 }, 5)).toBe(6);
    expect(limitOf(undefined, undefined, 5)).toBe(5);
  });
});

describe('cleanSettings', () => {
  it('keeps the options the server accepts, for blocks still on the desktop', () => {
    const stored = {
      todo: { limit: 3 },
      news: { category: 'notice', limit: 40 },
      gone: { limit: 2 },
      old: { limit: 2, colour: 'red' } as never,
      empty: { category: '' },
    };
    expect(cleanSettings(stored, ['todo', 'news', 'old', 'empty', 'fresh'])).toEqual({ todo: { limit: 3 }, news: { category: 'notice' }, old: { limit: 2 } });
  });
});
