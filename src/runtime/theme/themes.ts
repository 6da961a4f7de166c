/**
 * The 11 themes of spec §2.7 as data, turned into antd theme tokens (ThemeProvider adds the algorithm).
 * No antd import here, so the palette and the token mapping stay plain, testable data.
 */
import { site } from '../site.ts';

export const THEME_NAMES = [
  'theme-default',
  'theme-white',
  'theme-dark',
  'theme-hey',
  'theme-star',
  'theme-vip',
  'theme-bule',
  'theme-iview',
  'theme-cool',
  'theme-d2',
  'theme-renren',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ThemeDef {
  name: ThemeName;
  /** antd's dark algorithm for the whole page. */
  dark: boolean;
  colorPrimary: string;
  siderBg: string;
  /** Sidebar menu on a dark background. */
  siderDark: boolean;
  headerBg: string;
  headerDark: boolean;
  bodyBg: string;
}

const light = { dark: false, headerBg: '#ffffff', headerDark: false, bodyBg: '#f0f2f5' };

export const THEMES: Record<ThemeName, ThemeDef> = {
  'theme-default': { name: 'theme-default', ...light, colorPrimary: site.themeColor, siderBg: '#20222a', siderDark: true },
  'theme-white': { name: 'theme-white', ...light, colorPrimary: site.themeColor, siderBg: '#ffffff', siderDark: false },
  'theme-dark': {
    name: 'theme-dark',
    dark: true,
    colorPrimary: site.themeColor,
    siderBg: '#191a23',
    siderDark: true,
    headerBg: '#191a23',
    headerDark: true,
    bodyBg: '#101014',
  },
  'theme-hey': { name: 'theme-hey', ...light, colorPrimary: '#6959cd', siderBg: '#2d2a4a', siderDark: true },
  'theme-star': {
    name: 'theme-star',
    ...light,
    colorPrimary: '#00a6d6',
    siderBg: '#0b1d3a',
    siderDark: true,
    headerBg: '#0b1d3a',
    headerDark: true,
  },
  'theme-vip': {
    name: 'theme-vip',
    ...light,
    colorPrimary: '#c8993e',
    siderBg: '#1f1f1f',
    siderDark: true,
    headerBg: '#1f1f1f',
    headerDark: true,
  },
  'theme-bule': {
    name: 'theme-bule',
    ...light,
    colorPrimary: '#1e6fff',
    siderBg: '#0a2a6b',
    siderDark: true,
    headerBg: '#0d3b8c',
    headerDark: true,
    bodyBg: '#eef3fb',
  },
  'theme-iview': { name: 'theme-iview', ...light, colorPrimary: site.themeColor, siderBg: '#001529', siderDark: true },
  'theme-cool': { name: 'theme-cool', ...light, colorPrimary: '#13a8a8', siderBg: '#0f3d3e', siderDark: true, bodyBg: '#eef6f6' },
  'theme-d2': { name: 'theme-d2', ...light, colorPrimary: '#2f74ff', siderBg: '#ebf1f6', siderDark: false, headerBg: '#ebf1f6' },
  'theme-renren': {
    name: 'theme-renren',
    ...light,
    colorPrimary: '#3e8ef7',
    siderBg: '#263238',
    siderDark: true,
    headerBg: '#3e8ef7',
    headerDark: true,
  },
};

export const isThemeName = (value: unknown): value is ThemeName => typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

/** Unknown or missing names fall back to the default theme (theme-iview). */
export const themeOf = (name: unknown): ThemeDef => THEMES[isThemeName(name) ? name : (site.themeName as ThemeName)];

/** The antd token and component-token part of a theme (the algorithm is added where antd is loaded). */
export function themeTokens(def: ThemeDef) {
  return {
    token: { colorPrimary: def.colorPrimary, colorInfo: def.colorPrimary, colorLink: def.colorPrimary },
    components: {
      Layout: { siderBg: def.siderBg, headerBg: def.headerBg, bodyBg: def.bodyBg, triggerBg: def.siderBg, lightSiderBg: def.siderBg },
      Menu: def.siderDark
        ? { darkItemBg: def.siderBg, darkSubMenuItemBg: def.siderBg, darkPopupBg: def.siderBg, darkItemSelectedBg: def.colorPrimary }
        : { itemBg: def.siderBg, subMenuItemBg: def.siderBg },
    },
  };
}
