/** Routes of spec §2.1 that exist so far; later screens take their slots here. */
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Spin } from 'antd';
import LoginPage from '../pages/login/LoginPage.tsx';
import { isLoggedIn } from './session/state.ts';

const PortalPage = lazy(() => import('../pages/portal/PortalPage.tsx'));
const ErrorPage = lazy(() => import('../pages/errors/ErrorPage.tsx'));

const loading = (
  <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
    <Spin size="large" />
  </div>
);

function RequireLogin({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/login" replace />;
}

const page = (node: ReactNode) => <Suspense fallback={loading}>{node}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/home', element: <Navigate to={isLoggedIn() ? '/portal' : '/login'} replace /> },
  { path: '/login', element: isLoggedIn() ? <Navigate to="/portal" replace /> : <LoginPage /> },
  { path: '/portal/*', element: <RequireLogin>{page(<PortalPage />)}</RequireLogin> },
  { path: '/404', element: page(<ErrorPage status={404} />) },
  { path: '/403', element: page(<ErrorPage status={403} />) },
  { path: '/500', element: page(<ErrorPage status={500} />) },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
