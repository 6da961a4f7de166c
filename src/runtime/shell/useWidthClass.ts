import { useSyncExternalStore } from 'react';
import { widthClass } from '../util/time.ts';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/** The screen width class of spec §4 (0–3), following window resizes. */
export function useWidthClass(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, () => widthClass(window.innerWidth));
}
