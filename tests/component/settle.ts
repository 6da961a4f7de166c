/**
 * Brings the component environment to rest, so that no React work is left when vitest removes the
 * simulated DOM (it deletes `window`; React reads `window.event` first thing in every scheduler task, and
 * a task that runs later is an unhandled `ReferenceError: window is not defined` against whichever file
 * ran last).
 *
 * Where that work came from: antd's message and notification render into a root of their own that
 * nothing unmounts. Each open notice runs its close timer as a requestAnimationFrame loop that sets React
 * state every frame for its whole duration (3 s for a message), so React's scheduler always has a task
 * queued while a notice lives. Destroying the notices does not stop it in happy-dom: a destroyed notice
 * stays mounted until its leave animation ends, and happy-dom never fires animationend. A destroy followed
 * by a sleep loses that race on a loaded machine (and the destroy itself queues more React work).
 *
 * So the static holders render without motion (a destroyed notice unmounts at once, which cancels its
 * loop); settle() destroys the notices inside act(), then waits until React's scheduler has run everything
 * queued, until no notice is left; one that stays is an error, not a race.
 */
import { createElement } from 'react';
import { createRequire } from 'node:module';
import { act } from '@testing-library/react';
import { ConfigProvider, Modal, message, notification } from 'antd';

// holderRender rather than a global theme: antd warns on every static call when the theme is set globally.
ConfigProvider.config({ holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children) });

interface Scheduler {
  unstable_IdlePriority: number;
  unstable_scheduleCallback(priority: number, callback: () => null): unknown;
}

/** The scheduler react-dom itself loads (resolved from react-dom, so it is that very instance). */
const scheduler = createRequire(createRequire(import.meta.url).resolve('react-dom'))('scheduler') as Scheduler;

/**
 * Resolves once React's scheduler has run every task queued before it, and every one queued meanwhile:
 * tasks run by expiry, and an idle-priority task expires after all others.
 */
export function schedulerDrained(): Promise<void> {
  return new Promise((resolve) =>
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => {
      resolve();
      return null;
    }),
  );
}

const NOTICES = '.ant-message-notice, .ant-notification-notice';

export async function settle(): Promise<void> {
  // More than one round when a notice opens late, e.g. FormRender's hints go through feedback(), whose
  // first call imports antd's message on the way.
  for (let round = 1; ; round += 1) {
    await act(async () => {
      message.destroy();
      notification.destroy();
      Modal.destroyAll();
    });
    await schedulerDrained();
    const left = document.querySelectorAll(NOTICES).length;
    if (left === 0) return;
    if (round === 5) throw new Error(`${left} antd notice(s) still mounted after destroy: their timers would outlive the simulated DOM`);
  }
}
