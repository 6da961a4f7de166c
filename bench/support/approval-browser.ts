/**
 * The page timings of bench:approval in Chromium. Each run is a full navigation in a signed-in tab (the
 * token lives in the tab's session storage, the assets in the HTTP cache after the warm-up, as for
 * someone who works in Flowhall every day); a script installed before the page's own records, with
 * performance.now() (0 = navigation start), when each part first became visible.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';

/** What "visible" means for each part. The shell is only recorded (not waited for): it tells render from data. */
export const PARTS = {
  shell: '[data-testid="shell"]',
  rows: '[data-testid="bpm-list-todo"] [data-testid="bpm-row"]',
  form: '[data-testid="bpm-approve"] .fh-form-item',
  timeline: '[data-testid="bpm-approve"] [data-testid="timeline-task"]',
  // bpmn-js draws each element as a g.djs-shape inside its canvas' svg.
  diagram: '.djs-container svg g.djs-shape',
} as const;
export type Part = keyof typeof PARTS;

const MARKS = `(() => {
  const parts = ${JSON.stringify(PARTS)};
  const marks = (window.__benchMarks = {});
  const seen = (selector) => { const el = document.querySelector(selector); if (!el) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; };
  const check = () => { for (const [name, selector] of Object.entries(parts)) if (marks[name] === undefined && seen(selector)) marks[name] = performance.now(); };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

export interface PageRun {
  /** Navigation start → the last of the required parts visible. */
  ms: number;
  marks: Partial<Record<Part, number>>;
  /** The API calls the page made: path, request body, when it was sent and answered (ms since navigation start). */
  calls: { path: string; body: string; ms: number; start: number; end: number }[];
  /** The document: HTML answered, DOMContentLoaded done, the last script or stylesheet loaded (ms since navigation start). */
  document: { responseEnd: number; domContentLoaded: number; codeLoaded: number };
  /** Each script and stylesheet the page loaded: file, requested and answered (ms since navigation start). */
  code: { file: string; start: number; end: number }[];
}

export interface SignedIn {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

export async function signIn(baseURL: string, username: string, password: string): Promise<SignedIn> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(MARKS);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('密码').press('Enter');
  await page.getByTestId('greeting').waitFor({ timeout: 60_000 });
  return { browser, page, close: () => browser.close() };
}

/** One full navigation to `path`, until every part in `parts` is visible. */
export async function timeNavigation(page: Page, path: string, parts: Part[], timeoutMs = 60_000): Promise<PageRun> {
  const bodies = new Map<string, string>();
  const onRequest = (request: import('playwright-core').Request) => {
    if (request.method() === 'POST') bodies.set(request.url(), request.postData() ?? '');
  };
  await page.goto('about:blank');
  page.on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction((names) => names.every((name) => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks[name] !== undefined), parts, { timeout: timeoutMs, polling: 50 });
  } finally {
    page.off('request', onRequest);
  }
  const { marks, entries, document, code } = await page.evaluate(() => ({
    marks: (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks,
    entries: performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch' || (e as PerformanceResourceTiming).initiatorType === 'xmlhttprequest')
      .map((e) => ({ url: e.name, ms: e.duration, start: e.startTime, end: e.startTime + e.duration })),
    code: performance
      .getEntriesByType('resource')
      .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
      .map((e) => ({ file: new URL(e.name).pathname.split('/').pop() ?? '', start: Math.round(e.startTime), end: Math.round((e as PerformanceResourceTiming).responseEnd) })),
    navigation: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined,
  })).then(({ navigation, ...rest }) => ({
    ...rest,
    document: { responseEnd: Math.round(navigation?.responseEnd ?? 0), domContentLoaded: Math.round(navigation?.domContentLoadedEventEnd ?? 0), codeLoaded: Math.max(0, ...rest.code.map((c) => c.end)) },
  }));
  const ms = Math.max(...parts.map((name) => marks[name]!));
  const calls = entries.map((e) => ({ path: new URL(e.url).pathname, body: bodies.get(e.url) ?? '', ms: Math.round(e.ms), start: Math.round(e.start), end: Math.round(e.end) })).filter((c) => c.path !== '/healthz');
  return { ms, marks: marks as Partial<Record<Part, number>>, calls, document, code };
}
