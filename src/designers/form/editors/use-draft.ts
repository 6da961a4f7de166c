/**
 * Typing in a property must not make one history step per keystroke ("设置 标签 → 请", "… → 请假"):
 * the input keeps a local draft, committed after a short pause, on blur or on Enter. A refused draft
 * stays in the input with its message until corrected; an outside change (undo, another editor)
 * replaces a draft that is not being typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { I18nText } from '../../../widgets/designer-contract.ts';

export const COMMIT_DELAY_MS = 400;

export interface Draft<T> {
  shown: T;
  change(next: T): void;
  /** Commits now (blur, Enter). */
  flush(): void;
}

export function useDraft<T>(value: T, commit: (next: T) => I18nText | null, delay = COMMIT_DELAY_MS): Draft<T> {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  // The latest commit (it closes over the current widget); updated after render, read in handlers.
  useEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const refusal = commitRef.current(next.value);
    // Accepted: the store's value is shown again. Refused: the draft stays for correction.
    if (!refusal) setDraft(null);
  }, []);

  const change = useCallback(
    (next: T) => {
      pending.current = { value: next };
      setDraft({ value: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  // A pending draft is committed when the editor goes away (another widget selected).
  useEffect(() => () => flush(), [flush]);

  return { shown: draft ? draft.value : value, change, flush };
}
