/**
 * The component environment is at rest before vitest removes the simulated DOM: after settle(), `window`
 * may go (as it does at a file's teardown) without any React work or antd timer running into its absence.
 * Before, a refusal message's close timer kept React busy for 3 s and now and then outlived the DOM.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { feedback } from '../../src/runtime/ui/feedback.ts';
import { settle } from './settle.ts';

const NOTICES = '.ant-message-notice, .ant-notification-notice';
const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
});

/** Removes `window` as vitest's teardown does, lets the event loop turn a while, and puts it back. */
async function withoutWindow(): Promise<void> {
  const global = globalThis as { window?: unknown };
  const saved = global.window;
  delete global.window;
  try {
    // A notice's timer loop sets state on every frame (one event-loop turn in happy-dom); the timeout
    // covers anything waiting on a timer instead.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    global.window = saved;
  }
}

it('leaves no React work behind a shown message and notification once settled', async () => {
  void message.error('上传出错：p.png');
  notification.open({ title: 'Upload error' });
  await waitFor(() => expect(document.querySelectorAll(NOTICES)).toHaveLength(2));
  await settle();
  await withoutWindow();
  expect(uncaught).toEqual([]);
  expect(document.querySelectorAll(NOTICES)).toHaveLength(0);
});

it("settles the message of feedback()'s static path too (antd/es/message is the same copy)", async () => {
  void (await feedback()).message.success('提交成功');
  await waitFor(() => expect(document.querySelectorAll(NOTICES)).toHaveLength(1));
  await settle();
  await withoutWindow();
  expect(uncaught).toEqual([]);
  expect(document.querySelectorAll(NOTICES)).toHaveLength(0);
});
