/**
 * Pages load as their own chunks so the login route stays small. A chunk that has not arrived after
 * 120 s (spec §9) fails as a chunk load error, which the error boundary reports and logs.
 */
import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../errors/error-log.ts';
import { site } from '../site.ts';

// oxlint-disable-next-line typescript/no-explicit-any -- React.lazy's own constraint on the component's props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withChunkTimeout(load(), site.chunkLoadTimeoutMs));
}
