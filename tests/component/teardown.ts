/**
 * Runs around every component test file: each test ends with its tree unmounted and the environment at
 * rest (see settle.ts for why a sleep is not enough), and so does the file, before vitest removes the DOM.
 */
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { settle } from './settle.ts';

afterEach(async () => {
  cleanup();
  await settle();
});

// Registered before the file's own afterAll hooks, so it runs after them.
afterAll(settle);
