/** The app's i18next instance starts quietly: no vendor notice in the browser console or the test log. */
import { afterEach, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/runtime/i18n/index.ts';

// i18next prints its notice once per process and remembers that here; forget it so this test sees the first init.
const SHOWN = '__i18next_supportNoticeShown';

afterEach(() => {
  vi.restoreAllMocks();
});

it('initialises i18next without its Locize support notice', async () => {
  delete (globalThis as Record<string, unknown>)[SHOWN];
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const i18n = await initI18n();
  expect(i18n.isInitialized).toBe(true);
  expect(info.mock.calls.flat().join(' ')).not.toMatch(/i18next|locize/i);
});
