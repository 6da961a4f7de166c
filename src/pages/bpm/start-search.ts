/**
 * Process search on the start list: a name or key part, or the name's pinyin — whole ("qingjia") or its
 * initials ("qj"). pinyin-pro carries a dictionary of several hundred KB, so it is loaded only when the
 * start list opens, and the search works on names and keys until it has arrived.
 */
import { useEffect, useState } from 'react';

/** A name's spellings: full pinyin without tones or spaces, and the initials. */
export type Spell = (name: string) => { full: string; initials: string };

let loading: Promise<Spell> | undefined;

export function loadSpell(): Promise<Spell> {
  loading ??= import('pinyin-pro').then(({ pinyin }) => (name: string) => ({
    full: pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
    initials: pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
  }));
  // A failed load (offline) is retried on the next visit; until then names and keys still match.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** pinyin-pro once loaded, undefined before. */
export function useSpell(): Spell | undefined {
  const [spell, setSpell] = useState<Spell>();
  useEffect(() => {
    let live = true;
    loadSpell().then(
      (s) => live && setSpell(() => s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return spell;
}

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether a process's name or key contains the text, or its name's pinyin or initials do. */
export function matchesProcess(process: { name: string; key: string }, text: string, spell?: Spell): boolean {
  const needle = squeeze(text);
  if (!needle) return true;
  if (squeeze(process.name).includes(needle) || process.key.toLowerCase().includes(needle)) return true;
  if (!spell || !/^[a-z]+$/.test(needle)) return false;
  const { full, initials } = spell(process.name);
  return full.includes(needle) || initials.includes(needle);
}
