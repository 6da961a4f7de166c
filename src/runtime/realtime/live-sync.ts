/**
 * "Something may have changed on the server for me": announced by the real-time channel after every push,
 * every (re)connect and each fallback poll (where WebSocket is blocked), already debounced. Counts and
 * lists that a push can change (the menu's 待办/抄送 badges, the todo and CC lists) re-read on it instead
 * of polling on their own timers.
 */
import { useEffect, useRef } from 'react';

const LIVE_SYNC = 'fh:live-sync';

export function announceLiveSync(): void {
  window.dispatchEvent(new Event(LIVE_SYNC));
}

/** Calls `onSync` on each announcement while mounted (and `enabled`); the latest callback is used. */
export function useLiveSync(onSync: () => void, enabled = true): void {
  const latest = useRef(onSync);
  useEffect(() => {
    latest.current = onSync;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = () => latest.current();
    window.addEventListener(LIVE_SYNC, listener);
    return () => window.removeEventListener(LIVE_SYNC, listener);
  }, [enabled]);
}
