/**
 * Keeps the bell live: opens the real-time channel while a user is signed in, re-reads the bell on every
 * push, (re)connect and fallback poll, and shows a toast for a new todo, CC or urge. The STOMP client is
 * loaded only here, after the shell has rendered.
 */
import { useEffect, useRef } from 'react';
import { feedback } from '../ui/feedback.ts';
import { getToken } from '../session/token.ts';
import { openChannel, realtimeUrl, type Channel, type RealtimePush } from './channel.ts';
import { openHint, toastTitle, type ToastKind } from './i18n.ts';
import { announceLiveSync } from './live-sync.ts';

/** Message types that call for a toast, by code or by the older Chinese names. */
const TOAST_KINDS: Record<string, ToastKind> = { todo: 'todo', 待办: 'todo', copy: 'copy', 抄送: 'copy', urge: 'urge', 催办: 'urge' };
/** Pushes often come in bursts (a process step notifies several people, a read-all): read once. */
const RESYNC_DEBOUNCE_MS = 300;

export interface RealtimeNoticeOptions {
  userId: string | undefined;
  /** Reads the unread count and list again. */
  onResync: () => void;
  /** Opens a message (the toast was clicked). */
  onOpen: (message: Extract<RealtimePush, { kind: 'message' }>) => void;
}

export function toastKind(type: string | null | undefined): ToastKind | undefined {
  return type ? TOAST_KINDS[type] : undefined;
}

export function useRealtimeNotices({ userId, onResync, onOpen }: RealtimeNoticeOptions): void {
  // The latest callbacks, without reconnecting when the bell re-renders.
  const latest = useRef({ onResync, onOpen });
  useEffect(() => {
    latest.current = { onResync, onOpen };
  });

  useEffect(() => {
    if (!userId || typeof window === 'undefined') return;
    let channel: Channel | undefined;
    let stopped = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const resync = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        if (stopped) return;
        latest.current.onResync();
        // The menu badges and the open todo/CC lists follow the same push (live-sync.ts).
        announceLiveSync();
      }, RESYNC_DEBOUNCE_MS);
    };
    void openChannel(
      { url: realtimeUrl(window.location), token: getToken, userId },
      {
        onResync: resync,
        onMessage(message) {
          resync();
          const kind = toastKind(message.type);
          if (!kind) return;
          void feedback().then(({ notification }) =>
            notification.info({
              key: `realtime-${message.id}`,
              message: toastTitle(kind),
              description: `${message.title} · ${openHint()}`,
              placement: 'topRight',
              onClick: () => latest.current.onOpen(message),
            }),
          );
        },
      },
    ).then(
      (opened) => {
        if (stopped) void opened.close();
        else channel = opened;
      },
      (error: Error) => console.warn(`[realtime] ${error.message}`),
    );
    return () => {
      stopped = true;
      if (pending) clearTimeout(pending);
      void channel?.close();
    };
  }, [userId]);
}
