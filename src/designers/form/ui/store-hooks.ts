/**
 * React's view of the designer store (which lives outside React): the page provides the store, and each
 * canvas cell subscribes to its own widget only, so an edit re-renders the cells it touched.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { DesignerStore, Widget } from '../core/contract.ts';

export const DesignerStoreContext = createContext<DesignerStore | null>(null);

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerStoreContext);
  if (!store) throw new Error('useDesignerStore outside <DesignerStoreContext.Provider>');
  return store;
}

/** One widget, re-rendering only when the store replaces that widget's object. */
export function useWidget(id: string): Widget | undefined {
  const store = useDesignerStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeWidget(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.getWidget(id));
}

/** Whether this widget is the selected one (fires with the widget's own subscription). */
export function useIsSelected(id: string): boolean {
  const store = useDesignerStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeWidget(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.getState().selectedId === id);
}

/** A value derived from the whole state (toolbar, history, outline): re-renders when it changes. */
export function useDesignerSelector<T>(select: (store: DesignerStore) => T): T {
  const store = useDesignerStore();
  return useSyncExternalStore(store.subscribe, () => select(store));
}
