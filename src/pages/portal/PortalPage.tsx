/**
 * /portal (default /portal/index/common, spec §2.2): the portal's header, its navigation and the
 * sub-page of the address. Public (isAuth = false): a visitor sees the information portal, the news and
 * the public desktop; the personal pages ask them to sign in. /portal itself shows the page chosen in
 * 个人设置 (information portal or my desktop).
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Layout, Menu, Skeleton } from 'antd';
import { userInfoAtom } from '../../runtime/session/state.ts';
import { getStore } from '../../runtime/storage.ts';
import { PortalHeader } from './PortalHeader.tsx';
import { FORWARDS, START_KEY, SUB_PAGES } from './sub-pages.tsx';
import { LoginFirst } from './LoginFirst.tsx';
import { usePortalT } from './i18n.ts';

const BASE = '/portal/index/';

/** The sub-page /portal opens (个人设置): the information portal unless the person chose their desktop. */
function startKey(): 'common' | 'desktop' {
  return getStore<string>({ name: START_KEY }) === 'desktop' ? 'desktop' : 'common';
}

function PortalNav({ signedIn }: { signedIn: boolean }) {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.startsWith(BASE) ? pathname.slice(BASE.length).split('/')[0] : startKey();
  const items = SUB_PAGES.filter((p) => p.nav && (signedIn || p.open)).map((p) => ({ key: p.key, label: t(`nav.${p.key}`), 'data-testid': `portal-nav-${p.key}` }));
  return (
    <Menu
      mode="horizontal"
      className="fh-portal-subnav"
      selectedKeys={current ? [current] : []}
      items={items}
      onClick={({ key }) => navigate(`${BASE}${key}`)}
      overflowedIndicator={<span>{t('nav.more')}</span>}
      data-testid="portal-nav"
    />
  );
}

export default function PortalPage() {
  const user = useAtomValue(userInfoAtom);
  // /portal shows the start page in place (its address stays /portal, as the sign-in flow lands there).
  const start = SUB_PAGES.find((p) => p.key === startKey())!;
  const Start = start.page;
  return (
    <Layout style={{ minHeight: '100vh' }} className="fh-portal">
      <PortalHeader />
      <PortalNav signedIn={Boolean(user)} />
      <Layout.Content className="fh-portal-content">
        <Suspense fallback={<Skeleton active />}>
          <Routes>
            <Route index element={start.open || user ? <Start /> : <LoginFirst />} />
            <Route path="index" element={<Navigate to={`${BASE}${start.key}`} replace />} />
            {Object.entries(FORWARDS).map(([path, to]) => (
              <Route key={path} path={`index/${path}`} element={<Navigate to={to} replace />} />
            ))}
            {SUB_PAGES.map(({ key, page: Page, open }) => (
              <Route key={key} path={`index/${key}`} element={open || user ? <Page /> : <LoginFirst />} />
            ))}
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
