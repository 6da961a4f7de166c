/**
 * Typing in a property updates the form (and the canvas) on every keystroke, yet makes one history
 * step per typed value, not one per key ("设置 标签 → 请", "… → 请假"): each keystroke is committed as
 * *typing* (the store merges it into the step the first keystroke made, Command.merge), and blur,
 * Enter or leaving the widget commit the final text once more, not typing, which ends the run.
 * The input shows its own text while it is being typed: a refused text (a duplicate name, half a
 * pattern) stays with its message until corrected, and a text the store normalises (a class list's
 * spaces) is not rewritten under the cursor.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { I18nText } from '../../../widgets/designer-contract.ts';

/** `typing`: a keystroke (merged with the previous ones into one step); false/absent: a final value. */
export type DraftCommit<T> = (next: T, typing?: boolean) => I18nText | null;

export interface Draft<T> {
  shown: T;
  change(next: T): void;
  /** Ends the typed run (blur, Enter). */
  flush(): void;
  /** A discrete change (a row added, moved, a box ticked): its own step, after any typed run. */
  set(next: T): void;
}

export function useDraft<T>(value: T, commit: DraftCommit<T>): Draft<T> {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const typed = useRef<{ value: T } | null>(null);
  const commitRef = useRef(commit);
  // The latest commit (it closes over the current widget); updated after render, read in handlers.
  useEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(() => {
    const last = typed.current;
    if (!last) return;
    typed.current = null;
    // Accepted: the store's value is shown again. Refused: the draft stays for correction.
    if (!commitRef.current(last.value, false)) setDraft(null);
  }, []);

  const change = useCallback((next: T) => {
    typed.current = { value: next };
    setDraft({ value: next });
    commitRef.current(next, true);
  }, []);

  const set = useCallback(
    (next: T) => {
      flush();
      if (commitRef.current(next, false)) setDraft({ value: next });
      else setDraft(null);
    },
    [flush],
  );

  // A typed run is ended when the editor goes away (another widget selected).
  useEffect(() => () => flush(), [flush]);

  return { shown: draft ? draft.value : value, change, flush, set };
}
