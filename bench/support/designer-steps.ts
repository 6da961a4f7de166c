/**
 * The five steps of bench:designer, driven through Chromium's input (Playwright's mouse and keyboard,
 * real DOM events, native drag and drop) and timed by the probe (designer-probe.ts) from the event to
 * the first frame that shows the result.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { Driver, Field } from './designer-drivers.ts';
import type { FormFacts } from './designer-form.ts';
import { installProbe, type Condition, type ProbeWindow, type StepTime } from './designer-probe.ts';
import { summariseProfile, type CpuProfile, type OpenProfile } from './designer-profile.ts';

const STEP_TIMEOUT_MS = 20_000;

export interface OpenedPage {
  page: Page;
  ms: number;
  close(): Promise<void>;
}

/** Chromium flags for the bench: every host but the loopback fails to resolve. */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** A fresh context (no storage: VForm keeps a backup of the last form in localStorage), navigation → opened. */
export async function openDesigner(browser: Browser, driver: Driver, baseUrl: string, facts: FormFacts, beforeGoto?: (page: Page) => Promise<void>): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const offline: string[] = [];
  const page = await context.newPage();
  // Nothing may come from the network. The browser cannot resolve any other host (OFFLINE_ARGS); a
  // request for one is still reported, and fails the run. Not page.route: intercepting every request
  // sends each of the page's files through the driver and adds its round trips to the open.
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) offline.push(url);
  });
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As source text: tsx's transform names functions through a __name helper the page does not have.
  await page.addInitScript({ content: `var __name = (target) => target;\n(${installProbe.toString()})(${JSON.stringify(driver.opened(facts))});` });
  await beforeGoto?.(page);
  await page.goto(driver.url(baseUrl, facts.size), { timeout: 120_000 });
  let time: StepTime;
  try {
    time = await page.evaluate((timeout) => (window as unknown as ProbeWindow).__probe.wait(timeout), 120_000);
  } catch (error) {
    throw new Error(`${driver.title} did not open the ${facts.size}-widget form: ${String(error)} ${errors.join('; ')}`, { cause: error });
  }
  if (offline.length > 0) throw new Error(`${driver.title} asked the network for ${offline.join(', ')}`);
  return { page, ms: time.ms, close: () => context.close() };
}

/** One more open under Chromium's sampling CPU profiler (BENCH_PROFILE=1): where the open's main-thread time goes. */
export async function profileOpen(browser: Browser, driver: Driver, baseUrl: string, facts: FormFacts): Promise<OpenProfile> {
  let stop: (() => Promise<CpuProfile>) | undefined;
  const opened = await openDesigner(browser, driver, baseUrl, facts, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    stop = async () => ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile;
  });
  try {
    return { ms: Math.round(opened.ms), ...summariseProfile(await stop!()) };
  } finally {
    await opened.close();
  }
}

/**
 * Clicks near the right end of the target, half-way down: VForm draws the selected widget's drag
 * handle over the top-left corner of the widget below it, and Flowhall its action bar at the top right.
 */
async function clickOn(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the click target is not on screen');
  await target.click({ position: { x: Math.max(1, box.width - 6), y: box.height / 2 } });
}

async function timed(page: Page, eventType: string, condition: Condition, act: () => Promise<void>): Promise<number> {
  await page.evaluate(([type, cond]) => (window as unknown as ProbeWindow).__probe.arm(type, cond), [eventType, condition] as const);
  await act();
  const time = await page.evaluate((timeout) => (window as unknown as ProbeWindow).__probe.wait(timeout), STEP_TIMEOUT_MS);
  return time.ms;
}

async function until(page: Page, condition: Condition, what: string): Promise<void> {
  try {
    await page.waitForFunction((cond) => (window as unknown as ProbeWindow).__probe.holds(cond), condition, { timeout: STEP_TIMEOUT_MS, polling: 'raf' });
  } catch (error) {
    const reading = await page.evaluate((cond) => (window as unknown as ProbeWindow).__probe.read(cond), condition);
    throw new Error(`${what}: reads "${reading}"`, { cause: error });
  }
}

/** Click a field on the canvas → the property panel shows it. Fields alternate so that each click changes the selection. */
export async function measureSelect(page: Page, driver: Driver, fields: Field[], repeats: number, warmup: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < repeats + warmup; i++) {
    const field = fields[i % fields.length]!;
    const target = driver.clickTarget(page, field);
    await target.scrollIntoViewIfNeeded();
    const ms = await timed(page, 'click', driver.shows(field), () => clickOn(target));
    if (i >= warmup) times.push(ms);
  }
  return times;
}

async function select(page: Page, driver: Driver, field: Field): Promise<void> {
  const target = driver.clickTarget(page, field);
  await target.scrollIntoViewIfNeeded();
  await clickOn(target);
  await until(page, driver.shows(field), `${driver.title}: selecting ${field.name}`);
}

/**
 * One key typed at the end of the selected field's label → the canvas shows the new label. With
 * `thenEnter`, the key is typed unmeasured and the Enter that follows is what is timed (Flowhall
 * commits a typed property after a pause, on blur or on Enter: this isolates the commit's own cost).
 */
export async function measureKeys(page: Page, driver: Driver, field: Field, repeats: number, warmup: number, thenEnter = false): Promise<number[]> {
  await select(page, driver, field);
  const input = driver.labelInput(page, field);
  await input.click();
  await page.keyboard.press('End');
  let text = (await input.inputValue()) || field.label;
  const times: number[] = [];
  for (let i = 0; i < repeats + warmup; i++) {
    text += thenEnter ? 'b' : 'a';
    let ms: number;
    if (thenEnter) {
      await page.keyboard.press('KeyB');
      ms = await timed(page, 'keydown', driver.canvasLabel(field, text), () => page.keyboard.press('Enter'));
    } else ms = await timed(page, 'keydown', driver.canvasLabel(field, text), () => page.keyboard.press('KeyA'));
    if (i >= warmup) times.push(ms);
  }
  return times;
}

/**
 * Drags `dragged` by its handle upwards in small moves until a drop would put it right above `above`
 * (driver.dropReady), then drops. Both designers decide the place from the pointer, with different
 * geometry (VForm's Sortable moves elements live), so the pointer stops where each says "here".
 */
async function drag(page: Page, driver: Driver, dragged: Field, above: Field, moved: Field[]): Promise<void> {
  const handle = driver.dragHandle(page, dragged);
  await handle.waitFor();
  const from = (await handle.boundingBox())!;
  const x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const ready = driver.dropReady(above, moved);
  for (let step = 0; step < 150; step++) {
    y -= 5;
    await page.mouse.move(x, y);
    if (await page.evaluate((cond) => (window as unknown as ProbeWindow).__probe.holds(cond), ready)) {
      await page.mouse.up();
      return;
    }
  }
  await page.mouse.up();
  throw new NoDropPlace(`${driver.title}: no drop place above ${above.name} found while dragging ${dragged.name}`);
}

class NoDropPlace extends Error {}

/**
 * One timed drag. VForm 3's sortable now and then shows no drop place during a drag (seen once in a
 * quiet run at 50 widgets); such a round is put back and dragged again, at most twice, and said.
 */
async function timedDrag(page: Page, driver: Driver, dragged: Field, above: Field, original: Field[], moved: Field[]): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await timed(page, 'drop', driver.topFields(moved), () => drag(page, driver, dragged, above, moved));
    } catch (error) {
      if (!(error instanceof NoDropPlace) || attempt > 2) throw error;
      console.warn(`${error.message}; dragging again (attempt ${attempt + 1})`);
      if (!(await page.evaluate((cond) => (window as unknown as ProbeWindow).__probe.holds(cond), driver.topFields(original)))) {
        await driver.undoButton(page).click();
        await until(page, driver.topFields(original), `${driver.title}: put back after a failed drag`);
      }
      await select(page, driver, dragged);
    }
  }
}

/**
 * Each round: select the third of three consecutive top-level fields, drag it above the first (timed:
 * the drop → the canvas in the new order), then the toolbar's undo (timed: the click → the old order).
 */
export async function measureDragUndo(page: Page, driver: Driver, facts: FormFacts, repeats: number, warmup: number): Promise<{ drag: number[]; undo: number[] }> {
  const top = facts.topFields;
  const original = top.map((name) => facts.labels.find((f) => f.name === name)!);
  // Triples of consecutive top-level fields, spread over the form.
  const starts: number[] = [];
  for (let i = 0; i + 2 < original.length; i += 3) starts.push(i);
  const spread = starts.filter((_, n) => n % Math.max(1, Math.floor(starts.length / 6)) === 0);
  const result = { drag: [] as number[], undo: [] as number[] };
  for (let i = 0; i < repeats + warmup; i++) {
    const at = spread[i % spread.length]!;
    const [first, second, third] = [original[at]!, original[at + 1]!, original[at + 2]!];
    const moved = [...original.slice(0, at), third, first, second, ...original.slice(at + 3)];
    // The first of the three at the top of the view, so that the whole drag happens on screen.
    await driver.clickTarget(page, first).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await select(page, driver, third);
    const dragMs = await timedDrag(page, driver, third, first, original, moved);
    const undoMs = await timed(page, 'click', driver.topFields(original), () => driver.undoButton(page).click());
    if (i >= warmup) {
      result.drag.push(dragMs);
      result.undo.push(undoMs);
    }
  }
  return result;
}
