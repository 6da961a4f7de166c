/** Debian's Chromium driven by playwright-core, with the flags this machine needs (no downloads, no sandbox as root). */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitForMotionsBeforeClicks } from './motions.ts';

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

/** The page methods a test starts a step with; a locator's actions follow the call that made it. */
const STEP_METHODS = ['goto', 'reload', 'locator', 'getByTestId', 'getByLabel', 'getByRole', 'getByText', 'getByPlaceholder', 'evaluate', 'screenshot', 'setViewportSize'] as const;
const fronted = new WeakMap<BrowserContext, Page>();

/**
 * Brings a page to the front of its window when a test steps on it. Headless Chromium gives the tabs behind the
 * front one a few animation frames a second, and every click waits for an element to stay still over two
 * frames: a flow of several people (one tab each) spent about 2 s a click on everyone but the last signed in.
 * The front is changed by a message sent ahead of the step's own (one connection, in order), not awaited.
 */
export function frontWhenUsed(page: Page): void {
  const context = page.context();
  waitForMotionsBeforeClicks(Object.getPrototypeOf(page.locator('html')) as Locator);
  for (const name of STEP_METHODS) {
    const method = page[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(page, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        if (fronted.get(context) !== page && !page.isClosed()) {
          fronted.set(context, page);
          page.bringToFront().catch(() => undefined);
        }
        return method.apply(page, args);
      },
    });
  }
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
    context: async () => {
      if (!browser) throw new Error('the browser is not launched yet (call context() inside a test)');
      const context = await open(browser);
      context.on('page', frontWhenUsed);
      return context;
    },
  };
}
