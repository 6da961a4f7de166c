/** Debian's Chromium driven by playwright-core, with the flags this machine needs (no downloads, no sandbox as root). */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join('tests/e2e/screenshots', `${name}.png`), fullPage: true });
}

/**
 * One Chromium per test file, launched before its tests and closed after them; `context()` opens a
 * fresh context (no storage) on the run's server.
 */
export function browserPerFile(open: (browser: Browser) => Promise<BrowserContext>): { context: () => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    context: () => {
      if (!browser) throw new Error('the browser is not launched yet (call context() inside a test)');
      return open(browser);
    },
  };
}
