/**
 * In Chromium (#14): a script task drawn after the start event shows, beside its choices, what the
 * engine does not run (external scripts, the async flags) and the standard loop's own fields; a flow
 * with a script condition warns beside the external option. Saving lints, and the list names the refused
 * external script on the element. Screenshots of the panel at 1440 and 390 px in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, commit, openGroup, option, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

/** start → script task → end through the modeling API; answers the task's id and its outgoing flow's (a flow leaving a start event has no condition section). */
function draw(page: Page): Promise<{ task: string; flow: string }> {
  return page.evaluate(() => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    const factory = modeler.get('elementFactory');
    const autoPlace = modeler.get('autoPlace');
    const start = modeler.get('elementRegistry').get('StartEvent_1');
    const task = autoPlace.append(start, factory.createShape({ type: 'bpmn:ScriptTask' }));
    autoPlace.append(task, factory.createShape({ type: 'bpmn:EndEvent' }));
    modeler.get('selection').select(task);
    return { task: task.id as string, flow: task.outgoing[0].id as string };
  });
}

const select = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: { get(name: string): any } }).bpmnModeler;
    modeler.get('selection').select(modeler.get('elementRegistry').get(elementId));
  }, id);

describe('process designer: what the engine does not run, said beside the choice', () => {
  it('script task, task config, standard loop and a script condition', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await openShell(page, 'admin');
      await page.goto('/bpm/model/modeleidit');
      await page.locator('[data-element-id="StartEvent_1"]').waitFor();
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBeTruthy();
      await commit(page, 'pd-id', `pd_notes_${Date.now().toString(36)}`);
      await commit(page, 'pd-name', '引擎说明');
      const { task, flow } = await draw(page);
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(task);

      for (const group of ['pd-script-group', 'pd-task-config', 'pd-loop-group']) await openGroup(page, group);
      await page.getByTestId('pd-script-kind').getByText('外部资源').click();
      await expect.poll(() => page.getByTestId('pd-script-kind-note').getAttribute('data-warn')).toBe('true');
      await commit(page, 'pd-script-res', 'https://example.com/calc.js');
      await page.getByTestId('pd-async-before').click();
      await expect.poll(() => page.getByTestId('pd-async-note').getAttribute('data-warn')).toBe('true');
      await page.getByTestId('pd-loop-type').click();
      await option(page, '标准循环').click();
      await page.getByTestId('pd-loop-needs-end').waitFor();
      await commit(page, 'pd-loop-condition', '${loopCounter < 3}');
      await expect.poll(() => page.getByTestId('pd-loop-needs-end').count()).toBe(0);

      // Saving lints: the list names the refused external script on the task (the save stands).
      await page.getByTestId('pd-save').click();
      await page.getByText('保存成功').waitFor();
      await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain('流程引擎不运行外部脚本（脚本任务的资源地址');
      await screenshot(page, 'process-designer-engine-notes-zh-1440');

      await select(page, flow);
      await openGroup(page, 'pd-condition-group');
      await page.getByTestId('pd-flow-type').getByText('条件流转').click();
      await page.getByTestId('pd-condition-type').getByText('脚本').click();
      await page.getByTestId('pd-script-type').getByText('外部脚本').click();
      await expect.poll(() => page.getByTestId('pd-script-external-note').getAttribute('data-warn')).toBe('true');
      await screenshot(page, 'process-designer-engine-condition-zh-1440');

      await page.getByTestId('pd-save').click();
      await expect.poll(() => page.getByTestId('process-designer').getAttribute('data-dirty')).toBe('0');
      for (const lang of ['en', 'zh'] as const) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await setLanguage(page, lang);
        await page.locator(`[data-element-id="${task}"]`).waitFor();
        await select(page, task);
        await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(task);
        if (lang === 'en') {
          await page.getByTestId('pd-script-kind-note').waitFor();
          await screenshot(page, 'process-designer-engine-notes-en-1440');
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByTestId('pd-panel-toggle').click();
        await page.getByTestId('pd-panel').waitFor();
        await page.getByTestId('pd-panel').getByTestId('pd-script-kind-note').scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await screenshot(page, `process-designer-engine-notes-${lang}-390`);
        await page.keyboard.press('Escape');
      }
    } catch (error) {
      await screenshot(page, 'process-designer-engine-notes-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
