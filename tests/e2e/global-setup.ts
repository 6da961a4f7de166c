/** One server for the whole browser run, on a fresh data directory with known passwords. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first (npm run test:e2e does)');
  server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, DEMO_PASSWORD: E2E_DEMO_PASSWORD });
  project.provide('baseURL', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
