/** Fitting a list's declared column widths to its card (issue 16: the fixed 操作 column over 排序 at 1440 px). */
import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../src/runtime/entity/fit-columns.ts';

// The account list: eight data columns (990 px) and the fixed actions column.
const account = [140, 120, 180, 90, 130, 80, 170, 80].map((width, i) => ({ key: `c${i}`, width })) as { key: string; width: number; fixed?: 'right' }[];
account.push({ key: '$actions', width: 200, fixed: 'right' });

describe('fitColumns', () => {
  it('keeps the declared widths when the card is wide enough or not measured yet', () => {
    expect(fitColumns(account, 1400, 160)).toEqual({ columns: account, scrollX: 1190 });
    expect(fitColumns(account, undefined, 160)).toEqual({ columns: account, scrollX: 1190 });
  });

  it('scales the data columns (never the fixed ones) so that everything fits a slightly narrower card', () => {
    const { columns, scrollX } = fitColumns(account, 1100, 160);
    expect(scrollX).toBeLessThanOrEqual(1100);
    expect(scrollX).toBeGreaterThan(1090);
    expect(columns.at(-1)).toEqual(account.at(-1));
    expect(columns.slice(0, -1).every((c, i) => c.width < account[i]!.width)).toBe(true);
  });

  it('scrolls with the declared widths on a card far too narrow for them (a phone)', () => {
    expect(fitColumns(account, 360, 160)).toEqual({ columns: account, scrollX: 1190 });
  });

  it('counts a column without a width at the fallback width', () => {
    expect(fitColumns([{ width: undefined }, { width: 100 }], 300, 160).scrollX).toBe(260);
    expect(fitColumns([{ width: undefined }, { width: 100 }], 200, 160).scrollX).toBeGreaterThanOrEqual(198);
  });
});
