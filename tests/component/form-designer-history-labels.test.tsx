/**
 * History steps of the form configuration read like the widget steps (#13 gap 4): the property's
 * label and, for a choice, the choice's label — "设置 标签宽度 → 120", never the raw key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setFormConfig } from '../../src/designers/form/core/option-commands.ts';
import { designerText } from '../../src/designers/form/core/i18n.ts';
import { changeLanguage, initI18n } from '../../src/runtime/i18n/index.ts';
import { sampleStore } from '../unit/designer-core-fixtures.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the panel's property and choice labels
import '../../src/designers/form/panel/i18n.ts';

beforeAll(async () => {
  await initI18n();
});

describe('form configuration steps by name', () => {
  it('zh and en: the label of the property, the value or the choice label', async () => {
    const store = sampleStore();
    store.dispatch(setFormConfig('labelWidth', 120));
    store.dispatch(setFormConfig('labelPosition', 'top'));
    store.dispatch(setFormConfig('unknownKey', 'x'));
    const [width, position, unknown] = store.history().map((step) => step.label);
    await changeLanguage('zh');
    expect(designerText(width!)).toBe('设置 标签宽度 → 120');
    expect(designerText(position!)).toBe('设置 标签位置 → 顶部');
    expect(designerText(unknown!)).toBe('设置表单 unknownKey → x');
    await changeLanguage('en');
    expect(designerText(width!)).toBe('Set Label width → 120');
    expect(designerText(position!)).toBe('Set Label position → Top');
  });
});
