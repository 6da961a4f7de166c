/**
 * Count badges on sidebar entries: 待办 (open tasks) and 抄送我的 (unread CC), from /bpmTask/counts, keyed
 * by the entries' paths (src/server/seed/menus.ts task_todo, task_copy). The sidebar asks on mount and
 * on each real-time push (src/runtime/realtime/live-sync.ts, which polls only where WebSocket is blocked);
 * pages that change a count (an approval, a CC read) call refreshMenuBadges so the menu
 * follows at once instead of a minute later. The call is quiet: without it (or signed out) no badge.
 */
import { atom } from 'jotai';
import { call } from '../api/client.ts';
import { appStore } from '../session/state.ts';

export const TODO_MENU_PATH = '/bpm/task/todo';
export const COPY_MENU_PATH = '/bpm/task/copy';

/** Menu path → count (absent or 0: no badge). */
export const menuBadgesAtom = atom<Record<string, number>>({});

let asked = 0;

export async function refreshMenuBadges(): Promise<void> {
  // Only the latest answer counts: an older one finishing last must not show a stale count.
  const ticket = ++asked;
  try {
    const counts = await call<{ todo: number; copyUnread: number }>('/bpmTask/counts', { body: {}, quiet: true });
    if (ticket !== asked) return;
    appStore.set(menuBadgesAtom, { [TODO_MENU_PATH]: Number(counts?.todo ?? 0), [COPY_MENU_PATH]: Number(counts?.copyUnread ?? 0) });
  } catch {
    if (ticket === asked) appStore.set(menuBadgesAtom, {});
  }
}
