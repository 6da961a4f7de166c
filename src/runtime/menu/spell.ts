/**
 * Pinyin spellings for the menu search. pinyin-pro carries a dictionary of several hundred KB, so it is
 * loaded only when the search opens; until it arrives the search matches labels alone.
 */
import { useEffect, useState } from 'react';
import type { Spell } from './menu-model.ts';

let loading: Promise<Spell> | undefined;

export function loadSpell(): Promise<Spell> {
  loading ??= import('pinyin-pro').then(({ pinyin }) => {
    const cache = new Map<string, { full: string; initials: string }>();
    return (label: string) => {
      let spelt = cache.get(label);
      if (!spelt) {
        spelt = {
          full: pinyin(label, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase().replace(/\s+/g, ''),
          initials: pinyin(label, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase().replace(/\s+/g, ''),
        };
        cache.set(label, spelt);
      }
      return spelt;
    };
  });
  // A failed load (offline) is retried the next time the search opens.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** pinyin-pro once loaded (while `active`), undefined before. */
export function useSpell(active: boolean): Spell | undefined {
  const [spell, setSpell] = useState<Spell>();
  useEffect(() => {
    if (!active || spell) return;
    let live = true;
    loadSpell().then(
      (s) => live && setSpell(() => s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [active, spell]);
  return spell;
}
