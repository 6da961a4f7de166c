/**
 * Clicks wait for antd's motions around their target. A dialog's box holds still for two frames at full
 * size in rc-motion's prepare step before its zoom starts from the last click; Playwright takes that for a
 * stable box, and on a slow machine its click landed while the dialog was still small and was lost (the
 * logout confirmation's 确定, an approval answer's 确定). A dialog cancelled a moment ago is also still in
 * the page while it zooms out, and a locator by its text can find it instead of the one just opened. So
 * a pointer action first waits until no ancestor of its target is entering or leaving.
 */
import type { Locator } from 'playwright-core';

/** rc-motion's classes while an element comes or goes: `ant-zoom-appear`, `ant-slide-up-leave-active`, … */
const MOTION_CLASS = /(^|\s)ant-[\w-]+-(appear|enter|leave)(-(prepare|start|active))?(\s|$)/;
const POINTER_ACTIONS = ['click', 'dblclick', 'check', 'uncheck', 'setChecked', 'tap'] as const;
/** Longer than any of antd's motions (0.1–0.3 s) on the slowest machine seen; then the action goes ahead. */
const MOTION_LIMIT_MS = 5_000;
const patched = new WeakSet<object>();

function inMotion(element: Element, pattern: string): boolean {
  const motion = new RegExp(pattern);
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (motion.test(node.getAttribute('class') ?? '')) return true;
  }
  return false;
}

/** Resolves once the locator's one element has no entering or leaving ancestor, or at the limit. */
export async function motionsSettled(locator: Locator, limitMs = MOTION_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    // Not there yet, or two matches while one of them leaves: ask again shortly.
    const moving = await locator.evaluate(inMotion, MOTION_CLASS.source, { timeout: Math.max(1, deadline - Date.now()) }).catch(() => true);
    if (!moving) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Installs the wait on the locator class once per process (every locator shares the prototype). */
export function waitForMotionsBeforeClicks(prototype: Locator): void {
  if (patched.has(prototype)) return;
  patched.add(prototype);
  for (const name of POINTER_ACTIONS) {
    const action = prototype[name] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(prototype, name, {
      configurable: true,
      value: async function (this: Locator, ...args: unknown[]) {
        const options = args.find((arg): arg is { timeout?: number; force?: boolean; trial?: boolean } => typeof arg === 'object' && arg !== null);
        if (!options?.force) await motionsSettled(this, Math.min(MOTION_LIMIT_MS, options?.timeout ?? MOTION_LIMIT_MS));
        return action.apply(this, args);
      },
    });
  }
}
