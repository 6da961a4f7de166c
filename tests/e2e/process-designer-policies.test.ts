/**
 * A user task's policies in Chromium: the empty-approver choice set to 自动通过 with its explanation, the
 * timeout group (超时处理) turned on, an unreadable limit refused with its reason, a readable one and the
 * reject action written to the diagram's extendData. Screenshots of the two groups at 1440 and 390 px in
 * zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentXml, designerContext, openGroup, option, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

function drawTask(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    const factory = modeler.get('elementFactory');
    const start = modeler.get('elementRegistry').get('StartEvent_1');
    const task = modeler.get('autoPlace').append(start, factory.createShape({ type: 'bpmn:UserTask' }));
    modeler.get('selection').select(task);
    return task.id as string;
  });
}

/** The extendData of the task as the diagram holds it. */
async function extendOf(page: Page, taskId: string): Promise<Record<string, unknown>> {
  const xml = await currentXml(page);
  const attr = new RegExp(`<bpmn:userTask id="${taskId}"[^>]*camunda:extendData="([^"]*)"`).exec(xml)?.[1] ?? '[{}]';
  return (JSON.parse(attr.replaceAll('&#34;', '"').replaceAll('&quot;', '"')) as Record<string, unknown>[])[0]!;
}

const TEXTS = {
  zh: { pass: '自动通过', passHint: '由系统自动通过', reject: '自动驳回（流程不通过）', remind: '提醒处理人' },
  en: { pass: 'Pass automatically', passHint: 'the system passes this step', reject: 'Reject automatically (not passed)', remind: 'Remind the handlers' },
};

/** Draws a task and sets its policies through the panel, in the language shown. */
async function setPolicies(page: Page, lang: 'zh' | 'en'): Promise<string> {
  const text = TEXTS[lang];
  await page.locator('[data-element-id="StartEvent_1"]').waitFor();
  const taskId = await drawTask(page);
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(taskId);
  for (const group of ['pd-policy-group', 'pd-timeout-group']) await openGroup(page, group);
  await page.getByTestId('pd-empty-approve').click();
  await option(page, new RegExp(`^${text.pass}$`)).click();
  await expect.poll(() => page.getByTestId('pd-empty-approve-hint').textContent()).toContain(text.passHint);
  await page.getByTestId('pd-timeout-enable').click();
  const after = page.getByTestId('pd-timeout-after');
  await after.fill('4小时');
  await after.blur();
  await page.getByTestId('pd-timeout-after-error').waitFor();
  await page.getByTestId('pd-timeout-group').scrollIntoViewIfNeeded();
  await screenshot(page, `process-designer-timeout-invalid-${lang}-1440`);
  await after.fill('PT4H');
  await after.blur();
  await page.getByTestId('pd-timeout-action').getByText(text.reject).click();
  await expect.poll(() => extendOf(page, taskId)).toMatchObject({ emptyapprove: 'pass', timeout: { after: 'PT4H', action: 'reject' } });
  await page.getByTestId('pd-timeout-action').getByText(text.remind).click();
  const every = page.getByTestId('pd-timeout-every');
  await every.fill('PT1H');
  await every.blur();
  await expect.poll(() => extendOf(page, taskId)).toMatchObject({ timeout: { after: 'PT4H', action: 'remind', every: 'PT1H', times: 2 } });
  return taskId;
}

describe('process designer policies', () => {
  it('sets the empty-approver policy and the timeout of a user task', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await openShell(page, 'admin');
      await page.goto('/bpm/model/modeleidit');
      for (const lang of ['zh', 'en'] as const) {
        await page.setViewportSize({ width: 1440, height: 900 });
        // A reload shows the empty new model again: the task is drawn and set in each language.
        await setLanguage(page, lang);
        await setPolicies(page, lang);
        await page.getByTestId('pd-policy-group').scrollIntoViewIfNeeded();
        await screenshot(page, `process-designer-policies-${lang}-1440`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByTestId('pd-panel-toggle').click();
        await page.getByTestId('pd-timeout-group').scrollIntoViewIfNeeded();
        let last = -1;
        await expect.poll(async () => {
          const x = Math.round((await page.getByTestId('pd-panel').boundingBox())?.x ?? -1);
          const still = x === last;
          last = x;
          return still && x >= 0 && x < 100;
        }, { interval: 200 }).toBe(true);
        await screenshot(page, `process-designer-policies-${lang}-390`);
        await page.keyboard.press('Escape');
      }
    } catch (error) {
      await screenshot(page, 'process-designer-policies-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);
});
