import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests, and the API tests on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set. */
const apiProjects = [
  { name: 'api-pglite', env: { FLOWHALL_TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-postgres', env: { FLOWHALL_TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    // At least two files at once: vitest's default (one core fewer than the machine) ran one file at a time on
    // two cores, while the API files spend much of their time waiting on the database (about 17 min → 7 here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      // React components of the widgets and the form renderer, in a simulated DOM.
      {
        // `antd` loads as its CommonJS build here, while src/runtime/ui/feedback.ts imports antd/es/message
        // (modal, notification): a second copy, with notices the teardown could not reach. The browser bundle
        // has one copy; so have the tests.
        resolve: { alias: [{ find: /^antd\/es\/(message|modal|notification)$/, replacement: 'antd/lib/$1' }] },
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/component/teardown.ts'] },
      },
      ...apiProjects.map(({ name, env }) => ({
        // One seeded database per run that each file's own database is copied from (test-db-template.ts).
        // Files share their worker's modules (isolate: false): each builds its own app on its own database
        // and none mocks modules, while loading the server's module graph afresh took ~3.7 s of each file.
        test: {
          name,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env,
          isolate: false,
          globalSetup: ['tests/support/test-db-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
