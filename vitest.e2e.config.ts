import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: one server and one Chromium for the whole run, files one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
