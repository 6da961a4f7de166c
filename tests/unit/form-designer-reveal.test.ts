/**
 * The progressive canvas's revealer (src/designers/form/ui/reveal.ts): cells wait for idle turns, a
 * bounded batch per turn, cells in view first; a cancelled cell is never shown; once the queue is
 * empty the revealer is settled (later cells render at once). Idle callbacks and the intersection
 * observer are driven by hand here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRevealer } from '../../src/designers/form/ui/reveal.ts';

let idle: (() => void)[] = [];
let observed: ((entries: { target: object; isIntersecting: boolean }[]) => void) | null = null;

function install() {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Runs the pending idle turn (there is at most one). */
function turn() {
  const next = idle.shift();
  expect(idle).toHaveLength(0);
  next?.();
}

afterEach(() => vi.unstubAllGlobals());

describe('form designer revealer', () => {
  it('is absent where the browser cannot schedule idle work (every view renders at once)', () => {
    expect(createRevealer()).toBeNull();
  });

  it('shows waiting cells in batches of 24, cells in view first, and settles when none wait', () => {
    install();
    const revealer = createRevealer()!;
    const shown: number[] = [];
    const elements = Array.from({ length: 50 }, () => ({}));
    const cancels = elements.map((element, index) => revealer.wait(element as Element, () => shown.push(index)));
    // Cell 45 scrolls into view before the first turn; cell 3 is unmounted.
    observed!([{ target: elements[45]!, isIntersecting: true }]);
    cancels[3]!();
    expect(revealer.settled).toBe(false);
    turn();
    expect(shown).toEqual([45, ...Array.from({ length: 24 }, (_, i) => i).filter((i) => i !== 3)]);
    turn();
    expect(shown).toHaveLength(48);
    expect(revealer.settled).toBe(false);
    turn();
    expect(shown).toHaveLength(49);
    expect(shown).not.toContain(3);
    expect(new Set(shown).size).toBe(49);
    turn();
    expect(revealer.settled).toBe(true);
    expect(idle).toHaveLength(0);
  });
});
