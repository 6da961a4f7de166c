/**
 * The designer's toolbar and code export dialog as a user reads them (issue #13): the export options
 * carry their zh/en names, choices and check messages (not the keys modelName, … or export.error.*);
 * on a desktop every action has its own button (only preview, export code and templates with text),
 * on a phone clear, import/export JSON and templates sit behind 更多 and still act.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { changeLanguage, initI18n } from '../../src/runtime/i18n/index.ts';
import type { FormSchema } from '../../src/schemas/form/types.ts';
import { exportTexts } from '../../src/designers/form/export/i18n.ts';
import { ExportDialog } from '../../src/designers/form/ui/ExportDialog.tsx';
import { createDesignerStore, emptyForm } from '../../src/designers/form/ui/core-link.ts';
import { DesignerStoreContext } from '../../src/designers/form/ui/store-hooks.ts';
import { Toolbar } from '../../src/designers/form/ui/Toolbar.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the ui.* texts the toolbar reads
import '../../src/designers/form/ui/i18n.ts';
import { settle } from './settle.ts';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await settle();
  cleanup();
  await act(() => changeLanguage('zh'));
});

const OPTION_KEYS = ['modelName', 'refName', 'rulesName', 'labelPosition', 'labelWidth', 'size', 'cssCode'] as const;

function form(): FormSchema {
  const base = emptyForm();
  return { ...base, widgetList: [{ id: 'input1', type: 'input', options: { name: 'reason', label: 'Reason' } }] } as FormSchema;
}

const help = () => document.querySelector('[data-fd-option="modelName"] .ant-form-item-explain')?.textContent ?? '';
const labelOf = (key: string) => document.querySelector(`[data-fd-option="${key}"] .ant-form-item-label`)?.textContent ?? null;

describe('code export dialog', () => {
  it('names every option in the page language, and its choices and check messages too', async () => {
    render(
      <App>
        <ExportDialog form={form()} open initialTarget="vue3" onClose={() => undefined} />
      </App>,
    );
    await waitFor(() => expect(labelOf('modelName')).not.toBeNull());
    for (const key of OPTION_KEYS) expect(labelOf(key)).toBe(exportTexts.zh.export[key]);
    expect(document.querySelector('[data-fd-option="size"] .ant-select')?.textContent).toBe('中');
    expect(document.querySelector('[data-fd-option="labelPosition"] .ant-select')?.textContent).toBe('左对齐');

    const modelName = document.querySelector<HTMLInputElement>('[data-fd-option="modelName"] input')!;
    fireEvent.change(modelName, { target: { value: '1bad' } });
    await waitFor(() => expect(help()).toContain('1bad'));
    expect(help()).not.toContain('export.error');
    expect(help()).toContain('JavaScript 变量名');

    await act(() => changeLanguage('en'));
    await waitFor(() => expect(labelOf('modelName')).toBe('Model name'));
    for (const key of OPTION_KEYS) expect(labelOf(key)).toBe(exportTexts.en.export[key]);
    expect(help()).toContain('is not a JavaScript identifier');
  });
});

function renderToolbar(compact: boolean, handlers: { onImport(): void; onExport(target: 'json' | 'vue2'): void }) {
  const store = createDesignerStore(form());
  return render(
    <App>
      <DesignerStoreContext.Provider value={store}>
        <Toolbar name="" onName={() => undefined} saving={false} onSave={() => undefined} onPreview={() => undefined} templates={[]} compact={compact} {...handlers} />
      </DesignerStoreContext.Provider>
    </App>,
  );
}

const tool = (key: string) => document.querySelector<HTMLButtonElement>(`[data-fd-tool="${key}"]`);

describe('designer toolbar', () => {
  it('on a desktop gives every action its button, with text only on preview, export code and templates', () => {
    const onImport = vi.fn<() => void>();
    renderToolbar(false, { onImport, onExport: () => undefined });
    for (const key of ['undo', 'redo', 'clear', 'preview', 'import', 'exportJson', 'exportCode', 'templates', 'language', 'save']) expect.soft(tool(key)?.dataset.fdTool).toBe(key);
    expect(tool('more')).toBeNull();
    // An icon-only button is still named for a screen reader (its tooltip's text).
    expect(tool('import')?.textContent).toBe('');
    expect(tool('import')?.getAttribute('aria-label')).toBe('导入 JSON');
    expect(tool('preview')?.textContent).toContain('预览');
    expect(tool('exportCode')?.textContent).toContain('导出代码');
    fireEvent.click(tool('import')!);
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('on a phone puts clear, import/export JSON and templates behind 更多, and they still act', async () => {
    const onImport = vi.fn<() => void>();
    const onExport = vi.fn<(target: 'json' | 'vue2') => void>();
    renderToolbar(true, { onImport, onExport });
    for (const key of ['clear', 'import', 'exportJson', 'templates']) expect.soft(tool(key)?.dataset.fdTool).toBeUndefined();
    for (const key of ['undo', 'redo', 'preview', 'exportCode', 'language', 'save', 'more']) expect.soft(tool(key)?.dataset.fdTool).toBe(key);
    expect(tool('more')?.getAttribute('aria-label')).toBe('更多');
    fireEvent.click(tool('more')!);
    fireEvent.click(await screen.findByRole('menuitem', { name: /导出 JSON/ }));
    expect(onExport).toHaveBeenCalledWith('json');
    fireEvent.click(tool('more')!);
    fireEvent.click(await screen.findByRole('menuitem', { name: /导入 JSON/ }));
    expect(onImport).toHaveBeenCalledTimes(1);
  });
});
