/** i18next with zh (default) and en; the choice is persisted and followed by antd and dayjs. */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import zhCnLocale from 'dayjs/locale/zh-cn';
import { zh } from './zh.ts';
import { en } from './en.ts';
import { getStore, setStore } from '../storage.ts';

export type Language = 'zh' | 'en';

/** Our own instance: no shared global state, and the linter sees plain method calls. */
const i18n = createInstance();

export function storedLanguage(): Language {
  return getStore<string>({ name: 'language' }) === 'en' ? 'en' : 'zh';
}

export async function initI18n(): Promise<typeof i18n> {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
    // i18next otherwise prints a vendor's advertisement to every browser console and test log.
    showSupportNotice: false,
  });
  applyLanguage(lng);
  return i18n;
}

function applyLanguage(lng: Language): void {
  document.documentElement.lang = lng === 'en' ? 'en' : 'zh-CN';
  if (lng === 'en') dayjs.locale('en');
  else dayjs.locale(zhCnLocale);
}

export async function changeLanguage(lng: Language): Promise<void> {
  setStore({ name: 'language', content: lng });
  await i18n.changeLanguage(lng);
  applyLanguage(lng);
}

export { i18n };
