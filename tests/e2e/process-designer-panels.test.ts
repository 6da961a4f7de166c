/**
 * The process designer's user-task sections in Chromium: a new model bound to the sample leave form,
 * start → user task → end drawn through the modeling API, then on the task two approvers with
 * countersign, the empty-approver policy, two buttons, a CC user, and field permissions (days read-only,
 * reason required) set in the dialog; saved, reloaded, and the XML holds each of them. Screenshots of
 * the panel and the permission dialog at 1440 and 390 px in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, currentXml, option, commit, openGroup, pickPeople, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

function drawThroughApi(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    const factory = modeler.get('elementFactory');
    const autoPlace = modeler.get('autoPlace');
    const start = modeler.get('elementRegistry').get('StartEvent_1');
    const task = autoPlace.append(start, factory.createShape({ type: 'bpmn:UserTask' }));
    autoPlace.append(task, factory.createShape({ type: 'bpmn:EndEvent' }));
    modeler.get('selection').select(task);
    return task.id as string;
  });
}

describe('process designer sections', () => {
  it('sets approvers, policies, buttons, CC and field permissions on a user task and saves them', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      // The saved diagram names the node's CC, as read back after the reload.
      expect(await steps(page)).toContain('camunda:copyItem');
    } catch (error) {
      await screenshot(page, 'process-designer-panels-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});

async function steps(page: Page): Promise<string> {
  await openShell(page, 'admin');
  await page.goto('/bpm/model/modeleidit');
  await page.locator('[data-element-id="StartEvent_1"]').waitFor();
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBeTruthy();
  const key = `pd_sec_${Date.now().toString(36)}`;
  await commit(page, 'pd-id', key);
  await commit(page, 'pd-name', '设计器分节');
  await openGroup(page, 'pd-form-group');
  await page.getByTestId('pd-form').click();
  // Exactly the sample form: the form designer's e2e saves forms named "请假申请 e2e …" on the same server.
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: /^请假申请$/ }).click();
  await page.getByTestId('pd-process-group').waitFor();

  const taskId = await drawThroughApi(page);
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(taskId);

  // The task's groups this test uses, opened once (they stay open for the reload and the other sizes).
  for (const group of ['pd-permission-group', 'pd-approver-group', 'pd-policy-group', 'pd-copy-group']) await openGroup(page, group);
  // Two approvers: candidates, and countersign is offered (spec §4).
  await page.getByTestId('pd-approver-type').click();
  await option(page, '指定用户').click();
  await page.getByTestId('pd-choose-users').click();
  await pickPeople(page, ['吴霞', '李华']);
  await page.getByTestId('pd-multi-mode').getByText('会签').click();
  // Nobody found → the administrator.
  await page.getByTestId('pd-empty-approve').click();
  await option(page, '转交指定人员').click();
  await page.getByTestId('pd-choose-empty-users').click();
  await pickPeople(page, ['系统管理员']);
  // Buttons.
  const buttons = page.getByTestId('pd-buttons');
  await buttons.locator('.ant-checkbox-wrapper').nth(0).click();
  await buttons.locator('.ant-checkbox-wrapper').nth(1).click();
  // CC one user.
  await page.getByTestId('pd-cc-choose-users').click();
  await pickPeople(page, ['周杰']);
  await expect.poll(() => page.getByTestId('pd-cc-users').textContent()).toContain('周杰');

  // Field permissions in the dialog.
  await page.getByTestId('pd-permissions-open').click();
  const table = page.getByTestId('pd-perm-table');
  await table.getByTestId('pd-perm-days-disabled').waitFor();
  await table.getByTestId('pd-perm-days-disabled').check();
  await table.getByTestId('pd-perm-reason-required').check();
  await table.getByTestId('pd-perm-reason-hidden').check();
  // Hidden clears required (the dialog's rule); required again shows it.
  await expect.poll(() => table.getByTestId('pd-perm-reason-required').isChecked()).toBe(false);
  await table.getByTestId('pd-perm-reason-required').check();
  await expect.poll(() => table.getByTestId('pd-perm-reason-hidden').isChecked()).toBe(false);
  await screenshot(page, 'process-designer-permissions-zh-1440');
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => page.getByTestId('pd-permission-group').textContent()).toContain('已设置 2 个字段');
  await screenshot(page, 'process-designer-sections-zh-1440');

  await page.getByTestId('pd-save').click();
  await page.getByText('保存成功').waitFor();
  await expect.poll(() => page.getByTestId('process-designer').getAttribute('data-dirty')).toBe('0');
  await page.reload();
  await page.locator(`[data-element-id="${taskId}"]`).waitFor();
  const xml = await currentXml(page);
  expect(xml).toMatch(/camunda:candidateUsers="wuxia,lihua"/);
  expect(xml).toContain('camunda:assignee="${approver}"');
  expect(xml).toMatch(/<bpmn:multiInstanceLoopCharacteristics isSequential="true"/);
  // Attribute values are written with quotes as &#34;.
  expect(xml).toContain('&#34;emptyapprove&#34;:&#34;users&#34;,&#34;emptyusers&#34;:[{&#34;id&#34;:&#34;admin&#34;');
  expect(xml).toMatch(/camunda:buttons="\[[^\]]+,[^\]]+\]"/);
  expect(xml).toMatch(/<camunda:copyItem [^>]*&#34;id&#34;:&#34;zhoujie&#34;/);
  expect(xml).toMatch(/<camunda:fieldsPermission value="[^"]*days[^"]*"/);

  await page.locator(`[data-element-id="${taskId}"]`).click();
  await expect.poll(() => page.getByTestId('pd-approver-picks').textContent()).toContain('李华');
  for (const lang of ['en', 'zh'] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await setLanguage(page, lang);
    await page.locator(`[data-element-id="${taskId}"]`).click();
    await page.getByTestId('pd-copy-group').waitFor();
    if (lang === 'en') {
      await screenshot(page, 'process-designer-sections-en-1440');
      await page.getByTestId('pd-permissions-open').click();
      await page.getByTestId('pd-perm-days-disabled').waitFor();
      await screenshot(page, 'process-designer-permissions-en-1440');
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('pd-panel-toggle').click();
    await page.getByTestId('pd-policy-group').scrollIntoViewIfNeeded();
    let last = -1;
    await expect.poll(async () => {
      const x = Math.round((await page.getByTestId('pd-panel').boundingBox())?.x ?? -1);
      const still = x === last;
      last = x;
      return still && x >= 0 && x < 100;
    }, { interval: 200 }).toBe(true);
    await screenshot(page, `process-designer-sections-${lang}-390`);
    await page.keyboard.press('Escape');
  }
  return xml;
}
