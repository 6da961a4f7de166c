/**
 * The servers of the browser run: one per worker (E2E_WORKERS, default 1: support/workers.ts), each on a fresh data
 * directory with known passwords; a file uses its worker's (support/server-url.ts).
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';
import { e2eWorkers } from './support/workers.ts';

let servers: RunningServer[] = [];

export async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first (npm run test:e2e does)');
  const started = await Promise.allSettled(Array.from({ length: e2eWorkers() }, () => startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, DEMO_PASSWORD: E2E_DEMO_PASSWORD })));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('baseURLs', servers.map((server) => server.url));
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURLs: string[];
  }
}
