/**
 * Pages load as their own chunks so the login route stays small. A chunk that has not arrived after
 * 120 s (spec §9) fails as a chunk load error, which the error boundary reports and logs.
 *
 * `preload()` starts the same load early (routes/preload.ts calls it when a navigation matches the
 * route, while the session check is still under way), so the render finds the module already there.
 *
 * A page whose module is already there renders it directly, without React.lazy: a lazy component
 * suspends on its first render even when its chunk has arrived, and React 19 holds back every reveal
 * until 300 ms after the last Suspense fallback was shown — the shell and the page appeared ~300 ms
 * after their code and data were in. Each mounted page keeps the choice it made when it mounted (a
 * switch from the lazy to the direct component would remount the page).
 */
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { withChunkTimeout } from '../errors/error-log.ts';
import { site } from '../site.ts';

// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export type LazyPage<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & { preload(): Promise<void> };

/** A module loader that remembers what it loaded, so a later render can use it synchronously. */
// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export function rememberedLoad<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, timeoutMs = site.chunkLoadTimeoutMs) {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const start = () =>
    (loading ??= withChunkTimeout(load(), timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    }));
  /** Settles when the chunk has arrived or failed; never rejects. */
  const preload = (): Promise<void> =>
    start().then(
      () => undefined,
      () => {
        // A failed preload is forgotten, so the render asks for the chunk again rather than inherit the failure.
        loading = undefined;
      },
    );
  return { start, preload, loaded: () => loaded };
}

// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  const chunk = rememberedLoad(load);
  const Lazy = lazy(chunk.start);
  function LoadedOrLazy(props: ComponentProps<T>) {
    const [Direct] = useState(chunk.loaded);
    return createElement((Direct ?? Lazy) as ComponentType<ComponentProps<T>>, props);
  }
  return Object.assign(LoadedOrLazy, { preload: chunk.preload });
}
