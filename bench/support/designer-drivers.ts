/**
 * How bench:designer finds things in each designer's DOM: the same five steps, each designer's own
 * selectors. Both run in Chinese (each designer's default), so labels such as 标签 are theirs.
 *
 * The top-level order is read from the top-level fields only (container names are not in VForm's
 * DOM): the drag step moves one top-level field above its two predecessors, and both designers are
 * checked on the same list of field names/labels.
 */
import type { Locator, Page } from 'playwright-core';
import type { FormFacts } from './designer-form.ts';
import type { Condition } from './designer-probe.ts';

export interface Field {
  name: string;
  label: string;
}

export interface Driver {
  key: 'flowhall' | 'vform3';
  title: string;
  url(base: string, size: number): string;
  /** The page is open and usable: every widget drawn, the property panel there. */
  opened(facts: FormFacts): Condition;
  /** What to click to select a field on the canvas. */
  clickTarget(page: Page, field: Field): Locator;
  /** The property panel shows this field. */
  shows(field: Field): Condition;
  labelInput(page: Page, field: Field): Locator;
  /** The canvas shows this label on the field. */
  canvasLabel(field: Field, text: string): Condition;
  /** The drag handle of the selected field. */
  dragHandle(page: Page, field: Field): Locator;
  /** The canvas's top-level fields read, in order, as given. */
  topFields(fields: Field[]): Condition;
  /**
   * Mid-drag: a drop now would put the dragged field right above `above`, given the order it would
   * make (`moved`). Flowhall shows an insertion line; VForm's Sortable moves the element live.
   */
  dropReady(above: Field, moved: Field[]): Condition;
  undoButton(page: Page): Locator;
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

export const flowhall: Driver = {
  key: 'flowhall',
  title: 'Flowhall',
  url: (base, size) => `${base}/ours/index.html?formId=bench-${size}`,
  opened: (facts) => ({
    kind: 'all',
    conditions: [
      { kind: 'count', selector: '.fd-canvas [data-fd-id]', min: facts.boxed },
      { kind: 'count', selector: '.fh-property-panel', min: 1 },
    ],
  }),
  // The widget view inside a node is inert (no pointer events): the node itself takes the click.
  clickTarget: (page, field) => page.locator(`.fd-canvas [data-fd-name="${field.name}"]`),
  shows: (field) => ({ kind: 'value', selector: `#fh-prop-${field.name}-label`, text: field.label }),
  labelInput: (page, field) => page.locator(`#fh-prop-${field.name}-label`),
  canvasLabel: (field, text) => ({ kind: 'text', selector: `.fd-canvas [data-fd-name="${field.name}"] .ant-form-item-label label`, text }),
  dragHandle: (page, field) => page.locator(`.fd-canvas [data-fd-name="${field.name}"] > .fd-action-bar .fd-drag-handle`),
  topFields: (fields) => ({ kind: 'list', selector: '[data-fd-list="root"] > .fd-item > .fd-node-field', attribute: 'data-fd-name', text: fields.map((f) => f.name).join('|') }),
  undoButton: (page) => page.locator('[data-fd-tool="undo"]'),
  dropReady: (above) => ({ kind: 'count', selector: `[data-fd-list="root"] > .fd-drop-line:not(.fd-drop-refused) + .fd-item > [data-fd-name="${above.name}"]`, min: 1 }),
};

/** VForm 3 draws a field as .field-wrapper > .el-form-item > label; the selected one's form item carries .selected. */
const vformField = (page: Page, field: Field) =>
  page.locator('.widget-form .field-wrapper').filter({ has: page.locator(':scope > .el-form-item > label.el-form-item__label', { hasText: exactly(field.label) }) });

export const vform3: Driver = {
  key: 'vform3',
  title: 'VForm 3 (vform3-builds 3.0.10)',
  url: (base, size) => `${base}/peer/index.html?size=${size}`,
  opened: (facts) => ({
    kind: 'all',
    conditions: [
      { kind: 'count', selector: '.widget-form .field-wrapper', min: facts.fields },
      { kind: 'count', selector: '.panel-container', min: 1 },
    ],
  }),
  clickTarget: (page, field) => vformField(page, field).locator(':scope > .el-form-item > label.el-form-item__label'),
  shows: (field) => ({
    kind: 'all',
    conditions: [
      { kind: 'labelled', container: '.panel-container', item: '.el-form-item', label: '标签', text: field.label },
      { kind: 'labelled', container: '.panel-container', item: '.el-form-item', label: '唯一名称', text: field.name },
    ],
  }),
  labelInput: (page) => page.locator('.panel-container .el-form-item').filter({ has: page.locator(':scope > label', { hasText: exactly('标签') }) }).locator('input'),
  canvasLabel: (_field, text) => ({ kind: 'text', selector: '.widget-form .field-wrapper > .el-form-item.selected > label.el-form-item__label', text }),
  dragHandle: (page, field) => vformField(page, field).locator('.drag-handler'),
  topFields: (fields) => ({
    kind: 'list',
    selector: '.widget-form > .form-widget-list > .transition-group-el > .field-wrapper > .el-form-item > label.el-form-item__label',
    text: fields.map((f) => f.label).join('|'),
  }),
  undoButton: (page) => page.locator('button[title="撤销"]'),
  dropReady: (_above, moved) => vform3.topFields(moved),
};

export const DRIVERS: Driver[] = [flowhall, vform3];
