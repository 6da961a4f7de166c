/**
 * Site appearance read from system parameters and the user's choices: logo (stylogo), greyscale
 * (isgrey), theme name. Shared by the root frame, the logo header and the theme picker.
 */
import { atom } from 'jotai';
import { storedAtom } from './session/stored-atom.ts';
import { isThemeName, type ThemeName } from './theme/themes.ts';
import { site } from './site.ts';

export const logoUrlAtom = atom<string>('/logo.svg');
export const themeNameAtom = storedAtom<ThemeName>('themeName', site.themeName as ThemeName, { valid: isThemeName });
/** Sidebar collapsed (spec §3 "collapse"). */
export const collapseAtom = storedAtom<boolean>('collapse', false, { valid: (v): v is boolean => typeof v === 'boolean' });
export const fullscreenAtom = atom(false);
/** Unread messages (spec §3 "message count"). */
export const messageCountAtom = atom(0);
