/** The browser router: the route table of routes/route-table.tsx under the guarded root frame. */
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { createGuardLoader } from './guard/guard-loader.ts';
import { appRoutes } from './routes/route-table.tsx';
import { FullPageSpin } from './routes/FullPageSpin.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { RootFrame } from './RootFrame.tsx';

// Only shown when something broke: not worth a place on the first load.
const RouteError = lazyPage(() => import('./routes/RouteError.tsx'));

let routes: RouteObject[] = [];
routes = appRoutes({
  element: <RootFrame />,
  loader: createGuardLoader(() => routes),
  // The guard runs on every navigation, not only when the root's params change.
  shouldRevalidate: () => true,
  hydrateFallbackElement: <FullPageSpin />,
  errorElement: (
    <Suspense fallback={<FullPageSpin />}>
      <RouteError />
    </Suspense>
  ),
});

export const router = createBrowserRouter(routes);
