import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './tests/e2e/support/workers.ts';

/**
 * Browser end-to-end tests: E2E_WORKERS files at once (default 1), each worker with its own server
 * (started once for the run) and each file with its own Chromium.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: e2eWorkers(),
    // Flows of several people (a countersign of three, a delegation) take over a minute on a slow machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
