/**
 * How many browser test files run at once (E2E_WORKERS, default 1): each worker has its own server, each
 * file its own Chromium. On a two-core machine two at once ran each file 2-2.5x slower (load ~15: two
 * Chromiums and two servers), no faster in all, and a calendar check missed its wait; more cores may
 * take more.
 */
export function e2eWorkers(): number {
  const value = Number(process.env.E2E_WORKERS ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
