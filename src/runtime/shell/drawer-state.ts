/**
 * The sidebar as a drawer on small screens (spec §4 width class 1 or less): open or not. Kept apart from
 * the stored desk "collapse" flag, so a phone session does not fold the sidebar of the next desk visit,
 * and the drawer always starts closed.
 */
import { atom } from 'jotai';
import { useWidthClass } from './useWidthClass.ts';

export const drawerOpenAtom = atom(false);

/** Width class 1 or less: the sidebar is a drawer over the page instead of a column beside it. */
export function useDrawerMode(): boolean {
  return useWidthClass() <= 1;
}
