/**
 * The server a browser test file talks to. The run starts one server per worker (global-setup.ts), each on
 * its own data directory, so that two files running at once never share one; VITEST_POOL_ID (1…workers)
 * tells a file which worker it runs in.
 */
import { inject } from 'vitest';

export function e2eBaseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(worker, 1) - 1) % urls.length]!;
}
