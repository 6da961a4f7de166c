import { Suspense, type ReactNode } from 'react';
import { FullPageSpin } from './FullPageSpin.tsx';

/** Each lazily loaded page waits in its own Suspense, so the shell around it stays on screen. */
export function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpin height="60vh" />}>{children}</Suspense>;
}
