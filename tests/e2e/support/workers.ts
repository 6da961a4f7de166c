/**
 * How many browser test files run at once (E2E_WORKERS, default 2): each has its own server and Chromium.
 * Two keep a two-core machine busy (a file alone left one core mostly idle, waiting on its page) without
 * slowing the pages enough to matter.
 */
export function e2eWorkers(): number {
  const value = Number(process.env.E2E_WORKERS ?? '2');
  return Number.isInteger(value) && value >= 1 ? value : 2;
}
