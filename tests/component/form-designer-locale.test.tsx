/**
 * The designer's locale under v_form_locale (form-designer §1): the designer's language button switches
 * the language and writes the key ('en-US' / 'zh-CN'); at open the key is read. The designer speaks the
 * app's one language, so the app's own stored choice (newer: the button sets it too, and 我的设置) wins
 * over an older key, which is brought in line; the key decides when the app holds no choice.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { changeLanguage, i18n, initI18n, storedLanguage } from '../../src/runtime/i18n/index.ts';
import { getStore } from '../../src/runtime/storage.ts';
import { settle } from './settle.ts';

const { default: FormDesignerPage } = await import('../../src/designers/form/FormDesignerPage.tsx');

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await changeLanguage('zh');
  localStorage.clear();
});
afterEach(async () => {
  await settle();
  cleanup();
  localStorage.clear();
});

const KEY = 'v_form_locale';

function openNewForm() {
  const router = createMemoryRouter([{ path: '/bpm/form/formEdit', element: <FormDesignerPage /> }], { initialEntries: ['/bpm/form/formEdit'] });
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
}

/** The app's own language setting, as src/runtime/i18n stores it (undefined: no choice made). */
const appSetting = () => getStore<string>({ name: 'language' });

describe('form designer locale (v_form_locale)', () => {
  it('opens in the stored v_form_locale when the app holds no language choice of its own', async () => {
    localStorage.setItem(KEY, 'en-US');
    expect(appSetting()).toBeUndefined();
    const page = openNewForm();
    await waitFor(() => expect(page.getByRole('tab', { name: 'Widgets' })).toBeTruthy());
    expect(i18n.language).toBe('en');
    // From here the app records the choice too.
    expect(appSetting()).toBe('en');
    expect(localStorage.getItem(KEY)).toBe('en-US');
  });

  it("keeps the app's own newer choice over an older v_form_locale, and brings the key in line", async () => {
    await changeLanguage('zh');
    localStorage.setItem(KEY, 'en-US');
    const page = openNewForm();
    await waitFor(() => expect(page.getByRole('tab', { name: '组件' })).toBeTruthy());
    expect(i18n.language).toBe('zh');
    expect(storedLanguage()).toBe('zh');
    expect(localStorage.getItem(KEY)).toBe('zh-CN');
  });

  it('writes nothing at open when no choice was ever made', async () => {
    const page = openNewForm();
    await waitFor(() => expect(page.getByRole('tab', { name: '组件' })).toBeTruthy());
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("writes v_form_locale when the designer's language is switched", async () => {
    const page = openNewForm();
    await waitFor(() => expect(page.getByRole('tab', { name: '组件' })).toBeTruthy());
    const language = () => page.container.querySelector<HTMLButtonElement>('[data-fd-tool="language"]')!;
    fireEvent.click(language());
    await waitFor(() => expect(page.getByRole('tab', { name: 'Widgets' })).toBeTruthy());
    expect(localStorage.getItem(KEY)).toBe('en-US');
    expect(appSetting()).toBe('en');
    fireEvent.click(language());
    await waitFor(() => expect(page.getByRole('tab', { name: '组件' })).toBeTruthy());
    expect(localStorage.getItem(KEY)).toBe('zh-CN');
    expect(appSetting()).toBe('zh');
  });
});
