/**
 * A page that hands over to another page for the same work (approve → /edit for a resubmit step) closes
 * its own tab: left open, the tab would reopen a page that only redirects, or a task already handled.
 */
import { appStore, tabsAtom } from '../../runtime/session/state.ts';
import type { TabListId, TabsState } from '../../runtime/tabs/tab-rules.ts';

/** Removes the tab keyed by this full path (pathname + search) from both tab lists. */
export function dropTab(fullPath: string): void {
  appStore.set(tabsAtom, (tabs) => {
    const next = { ...tabs } as TabsState;
    for (const list of Object.keys(tabs) as TabListId[]) next[list] = tabs[list].filter((tag) => tag.value !== fullPath);
    return next;
  });
}
