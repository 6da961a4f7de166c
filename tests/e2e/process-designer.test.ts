/**
 * The process designer in Chromium: a new model opens with an empty process; the key and name are set
 * in the panel (an emptied name says 流程名称不能为空); start → user task → end is drawn through the
 * modeling API; the task's approver is set to one user through the panel's people picker; undo/redo
 * follow the command stack; align without a multiple selection warns; save, reload (the approver and
 * the XML are kept), deploy; screenshots at 1440 and 390 px in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, commit, openGroup, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

/** Draws start → user task → end after the start event through bpmn-js's own services; answers the task id. */
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

const previewXml = async (page: Page) => {
  await page.getByTestId('pd-preview-menu').hover();
  await page.getByRole('menuitem', { name: /预览 XML|Preview XML/ }).click();
  const text = await page.getByTestId('pd-preview').inputValue();
  await page.keyboard.press('Escape');
  return text;
};

describe('process designer', () => {
  it('draws, sets a user approver, saves, reloads and deploys a new model', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await steps(page);
      // The flow ends on the saved model's own link.
      expect(new URL(page.url()).searchParams.get('modelId')).toBeTruthy();
    } catch (error) {
      await screenshot(page, 'process-designer-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});

async function steps(page: Page) {
  {
    await openShell(page, 'admin');
    await page.goto('/bpm/model/modeleidit');
    await page.locator('[data-element-id="StartEvent_1"]').waitFor();
    await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBeTruthy();

    const key = `pd_e2e_${Date.now().toString(36)}`;
    await commit(page, 'pd-id', key);
    await commit(page, 'pd-name', '');
    await expect.poll(() => page.getByTestId('pd-name-error').textContent()).toBe('流程名称不能为空');
    await commit(page, 'pd-name', '设计器请假');
    await expect.poll(() => page.getByTestId('pd-name-error').count()).toBe(0);

    // Align needs several elements.
    await page.getByTestId('pd-align').hover();
    await page.getByRole('menuitem', { name: '向左对齐' }).click();
    await page.getByText('请按住 Ctrl 键选择多个元素对齐').waitFor();

    const taskId = await drawThroughApi(page);
    await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(taskId);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isEnabled()).toBe(true);

    // Approver: one user through the picker (its group opened once: it stays open, reloads included).
    await openGroup(page, 'pd-approver-group');
    await page.getByTestId('pd-approver-type').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '指定用户' }).click();
    await page.getByTestId('pd-choose-users').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('姓名').fill('吴霞');
    await dialog.getByRole('button', { name: '查询' }).click();
    await dialog.locator('.ant-table-row', { hasText: 'wuxia' }).locator('.ant-checkbox-input').check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('pd-approver-picks').textContent()).toContain('吴霞');
    // One user: a single assignee and no multi-approver mode (spec §4).
    await expect.poll(() => page.getByTestId('pd-multi-mode').count()).toBe(0);
    let xml = await previewXml(page);
    expect(xml).toMatch(new RegExp(`<bpmn:userTask id="${taskId}"[^>]*camunda:dataType="USERS"`));
    expect(xml).toContain('camunda:assignee="wuxia"');
    expect(xml).toContain('camunda:text="吴霞"');

    // Undo takes the approver back, redo restores it.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => page.getByTestId('pd-approver-picks').textContent()).not.toContain('吴霞');
    await page.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => page.getByTestId('pd-approver-picks').textContent()).toContain('吴霞');
    await screenshot(page, 'process-designer-zh-1440');

    await page.getByTestId('pd-save').click();
    await page.getByText('保存成功').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('modelId')).toBeTruthy();
    await expect.poll(() => page.getByTestId('process-designer').getAttribute('data-dirty')).toBe('0');
    const modelId = new URL(page.url()).searchParams.get('modelId')!;

    await page.reload();
    await page.locator(`[data-element-id="${taskId}"]`).waitFor();
    expect(new URL(page.url()).searchParams.get('modelId')).toBe(modelId);
    await page.locator(`[data-element-id="${taskId}"]`).click();
    await expect.poll(() => page.getByTestId('pd-approver-picks').textContent()).toContain('吴霞');
    // A saved model keeps its key.
    await page.locator('[data-element-id="StartEvent_1"]').click();
    xml = await previewXml(page);
    expect(xml).toContain(`<bpmn:process id="${key}" name="设计器请假"`);
    expect(xml).toContain('camunda:assignee="wuxia"');

    // Deploy asks for a version note first.
    await page.getByTestId('pd-deploy').click();
    await page.getByTestId('deploy-note').fill('第一版');
    await page.getByTestId('deploy-note-ok').click();
    await page.getByText('部署成功').waitFor();

    // English, and the phone layout (panel in a drawer).
    for (const [lang, label] of [['en', 'Approvers'], ['zh', '审批人设置']] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await setLanguage(page, lang);
      await page.locator(`[data-element-id="${taskId}"]`).waitFor();
      await page.locator(`[data-element-id="${taskId}"]`).click();
      await page.getByTestId('pd-approver-group').getByText(label).waitFor();
      if (lang === 'en') await screenshot(page, 'process-designer-en-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      // The panel button is whole and on screen (it once shrank to half its width beside the toolbar).
      await expect.poll(async () => {
        const box = await page.getByTestId('pd-panel-toggle').boundingBox();
        return !!box && box.x >= 0 && box.width >= 30 && box.x + box.width <= 390;
      }).toBe(true);
      await screenshot(page, `process-designer-${lang}-390-canvas`);
      await page.getByTestId('pd-panel-toggle').click();
      await page.getByTestId('pd-approver-group').getByText(label).waitFor();
      // The drawer slides in: the picture is taken once the panel inside it has stopped moving.
      let last = -1;
      await expect.poll(async () => {
        const x = Math.round((await page.getByTestId('pd-panel').boundingBox())?.x ?? -1);
        const still = x === last;
        last = x;
        return still && x >= 0 && x < 100;
      }, { interval: 200 }).toBe(true);
      await screenshot(page, `process-designer-${lang}-390`);
      await page.keyboard.press('Escape');
    }
  }
}
