/**
 * Pages load as their own chunks so the login route stays small. A chunk that has not arrived after
 * 120 s (spec §9) fails as a chunk load error, which the error boundary reports and logs.
 *
 * `preload()` starts the same load early (routes/preload.ts calls it when a navigation matches the
 * route, while the session check is still under way), so the render finds the module already there.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../errors/error-log.ts';
import { site } from '../site.ts';

// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload(): void };

// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const start = () => (loading ??= withChunkTimeout(load(), site.chunkLoadTimeoutMs));
  const preload = () => {
    // A failed preload is forgotten, so the render asks for the chunk again rather than inherit the failure.
    start().catch(() => {
      loading = undefined;
    });
  };
  return Object.assign(lazy(start), { preload });
}
