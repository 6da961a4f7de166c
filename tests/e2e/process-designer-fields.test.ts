/**
 * The designer's fields for elements the engine runs (issue #14) in Chromium: a call activity calling a
 * deployed process with an in mapping and all variables out (undo takes a change back), an error
 * boundary whose error is created from the event (a taken id refused with 该错误已存在…), the flow's
 * condition chosen in the expression picker 选择流程表达式; saved, reloaded, and the XML holds each. At
 * 390 px the palette folds away from the diagram's left edge. Screenshots at 1440 and 390 in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, currentXml, openGroup, option, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { settled } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

interface Drawn {
  call: string;
  boundary: string;
  flow: string;
}

/** start → call activity → end, and an error boundary on the call activity leading to a second end. */
function drawThroughApi(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    const factory = modeler.get('elementFactory');
    const autoPlace = modeler.get('autoPlace');
    const modeling = modeler.get('modeling');
    const start = modeler.get('elementRegistry').get('StartEvent_1');
    const call = autoPlace.append(start, factory.createShape({ type: 'bpmn:CallActivity' }));
    const end = autoPlace.append(call, factory.createShape({ type: 'bpmn:EndEvent' }));
    const boundary = modeling.createShape(factory.createShape({ type: 'bpmn:BoundaryEvent', eventDefinitionType: 'bpmn:ErrorEventDefinition' }), { x: call.x + call.width / 2, y: call.y + call.height }, call, { attach: true });
    autoPlace.append(boundary, factory.createShape({ type: 'bpmn:EndEvent' }));
    modeler.get('selection').select(call);
    return { call: call.id as string, boundary: boundary.id as string, flow: end.incoming[0].id as string };
  });
}

const select = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    modeler.get('selection').select(modeler.get('elementRegistry').get(elementId));
  }, id);

async function showing(page: Page, id: string) {
  await select(page, id);
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(id);
}

/** The palette's left edge and width, and whether its entries show. */
const paletteBox = (page: Page) =>
  page.evaluate(() => {
    const palette = document.querySelector('.pd-canvas .djs-palette') as HTMLElement;
    const box = palette.getBoundingClientRect();
    const canvas = (document.querySelector('.pd-canvas') as HTMLElement).getBoundingClientRect();
    return { left: Math.round(box.left - canvas.left), right: Math.round(box.right - canvas.left), open: palette.classList.contains('open') };
  });

describe('process designer fields', () => {
  it('edits a call activity, an error boundary and a condition from the expression picker, and saves them', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => console.error('page error:', error.message));
    try {
      // The saved diagram calls the deployed process, as read back after the reload.
      expect(await steps(page)).toContain('calledElement="leave_request"');
    } catch (error) {
      await screenshot(page, 'process-designer-fields-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);
});

async function steps(page: Page): Promise<string> {
  await openShell(page, 'admin');
  await page.goto('/bpm/model/modeleidit');
  await page.locator('[data-element-id="StartEvent_1"]').waitFor();
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBeTruthy();
  const key = `pd_fields_${Date.now().toString(36)}`;
  for (const [testId, value] of [['pd-id', key], ['pd-name', '设计器字段']] as const) {
    const input = page.getByTestId('pd-panel').getByTestId(testId);
    await input.fill(value);
    await input.blur();
  }
  await page.getByTestId('pd-process-group').waitFor();
  const drawn = await drawThroughApi(page);

  // The call activity: a deployed key, one variable in, all variables out.
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(drawn.call);
  await openGroup(page, 'pd-call-group');
  const group = page.getByTestId('pd-call-group');
  await group.getByTestId('pd-call-element').click();
  await option(page, '（leave_request）').click();
  await group.getByTestId('pd-call-in-add').click();
  await group.getByTestId('pd-call-in-problem').waitFor();
  await group.getByTestId('pd-call-in-source').fill('days');
  await group.getByTestId('pd-call-in-target').fill('leaveDays');
  await group.getByTestId('pd-call-in-add').click();
  await expect.poll(() => group.getByTestId('pd-call-in-rows').textContent()).toContain('leaveDays');
  // The box shows the model: it is checked once the command has run and the panel re-read the element.
  await group.getByTestId('pd-call-out-all').click();
  await expect.poll(() => currentXml(page)).toContain('<camunda:out variables="all" />');
  await expect.poll(() => group.getByTestId('pd-call-out-all').isChecked()).toBe(true);
  // Undo takes the last change back whole.
  await page.getByTestId('pd-toolbar').getByRole('button', { name: '撤销' }).click();
  await expect.poll(async () => (await currentXml(page)).includes('variables="all"')).toBe(false);
  await expect.poll(() => group.getByTestId('pd-call-out-all').isChecked()).toBe(false);
  await group.getByTestId('pd-call-out-all').click();
  await expect.poll(() => group.getByTestId('pd-call-out-all').isChecked()).toBe(true);
  await settled(page);
  await screenshot(page, 'process-designer-fields-call-zh-1440');

  // The error boundary: a new error from the event; a taken id is refused.
  await showing(page, drawn.boundary);
  await openGroup(page, 'pd-code-ref');
  await page.getByTestId('pd-code-ref-new').click();
  await page.getByTestId('pd-error-id').fill(drawn.call);
  await page.getByTestId('pd-error-name').fill('材料不全');
  await page.getByTestId('pd-error-code').fill('MISSING');
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => page.getByTestId('pd-error-problem').textContent()).toBe('该错误已存在，请修改id后重新保存');
  await page.getByTestId('pd-error-id').fill('Error_missing');
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await page.getByTestId('pd-error-dialog').waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('pd-code-ref').textContent()).toContain('材料不全（MISSING）');

  // The flow's condition from the expression picker.
  await showing(page, drawn.flow);
  await openGroup(page, 'pd-condition-group');
  await page.getByTestId('pd-flow-type').getByText('条件流转路径').click();
  await page.getByTestId('pd-condition-pick').click();
  const picker = page.getByTestId('pd-expr-picker');
  await picker.getByTestId('pd-expr-search-expressionName').fill('通过');
  await picker.getByTestId('pd-expr-search').click();
  await expect.poll(() => picker.locator('.ant-table-row').count()).toBe(1);
  await picker.getByTestId('pd-expr-row-通过').click();
  await settled(page);
  await screenshot(page, 'process-designer-fields-picker-zh-1440');
  await page.getByTestId('pd-expr-ok').click();
  await expect.poll(() => page.getByTestId('pd-condition').inputValue()).toBe("${outcome == '通过'}");

  await page.getByTestId('pd-save').click();
  await page.getByText('保存成功').waitFor();
  await expect.poll(() => page.getByTestId('process-designer').getAttribute('data-dirty')).toBe('0');
  await page.reload();
  await page.locator(`[data-element-id="${drawn.call}"]`).waitFor();
  const xml = await currentXml(page);
  expect(xml).toContain('calledElement="leave_request"');
  expect(xml).toContain('<camunda:in source="days" target="leaveDays" />');
  expect(xml).toContain('<camunda:out variables="all" />');
  expect(xml).toMatch(/<bpmn:error id="Error_missing" name="材料不全" errorCode="MISSING" \/>/);
  expect(xml).toContain('errorRef="Error_missing"');
  expect(xml).toContain("${outcome == '通过'}");

  for (const lang of ['en', 'zh'] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await setLanguage(page, lang);
    await page.locator(`[data-element-id="${drawn.call}"]`).waitFor();
    await showing(page, drawn.call);
    await page.getByTestId('pd-call-group').waitFor();
    if (lang === 'en') {
      await settled(page);
      await screenshot(page, 'process-designer-fields-call-en-1440');
      await showing(page, drawn.flow);
      await page.getByTestId('pd-condition-pick').click();
      await page.getByTestId('pd-expr-row-通过').waitFor();
      await settled(page);
      await screenshot(page, 'process-designer-fields-picker-en-1440');
      await page.getByTestId('pd-expr-cancel').click();
    }
    // A phone: the palette hugs the corner and folds away with its toggle.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await paletteBox(page)).left).toBeLessThan(10);
    await settled(page);
    await screenshot(page, `process-designer-fields-palette-open-${lang}-390`);
    await page.locator('.pd-canvas .djs-palette-toggle').click();
    await expect.poll(async () => (await paletteBox(page)).open).toBe(false);
    expect((await paletteBox(page)).right).toBeLessThan(50);
    await screenshot(page, `process-designer-fields-palette-folded-${lang}-390`);
    await page.locator('.pd-canvas .djs-palette-toggle').click();
    await expect.poll(async () => (await paletteBox(page)).open).toBe(true);
    // The panel in its drawer (mounted when opened) with the call activity's fields.
    await select(page, drawn.call);
    await page.getByTestId('pd-panel-toggle').click();
    await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(drawn.call);
    await page.getByTestId('pd-call-group').scrollIntoViewIfNeeded();
    let last = -1;
    await expect.poll(async () => {
      const x = Math.round((await page.getByTestId('pd-panel').boundingBox())?.x ?? -1);
      const still = x === last;
      last = x;
      return still && x >= 0 && x < 100;
    }, { interval: 200 }).toBe(true);
    await screenshot(page, `process-designer-fields-call-${lang}-390`);
    await page.keyboard.press('Escape');
  }
  return xml;
}
