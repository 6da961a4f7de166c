/**
 * Runs around every component test file. antd's message and notification live outside the rendered
 * tree, and their close animations schedule React work on timers; if that work is still pending when
 * the file's simulated DOM is torn down, React runs it without a window and vitest reports an
 * unhandled error against whichever file happened to be last. Closing them with each test and letting
 * the scheduler drain before the environment goes keeps that from happening.
 */
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { message, notification } from 'antd';

afterEach(() => {
  cleanup();
  message.destroy();
  notification.destroy();
});

afterAll(async () => {
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
