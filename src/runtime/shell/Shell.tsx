/** The admin frame: sidebar (logo + menu), top bar, the main tab list, and the page with its error boundary. */
import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Layout } from 'antd';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { collapseAtom, themeNameAtom } from '../site-state.ts';
import { themeOf } from '../theme/themes.ts';
import { LogoHeader } from './LogoHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { TabsBar } from './TabsBar.tsx';
import styles from './shell.module.css';

export default function Shell() {
  const collapsed = useAtomValue(collapseAtom);
  const def = themeOf(useAtomValue(themeNameAtom));
  const location = useLocation();
  return (
    <Layout className={styles.shell} data-testid="shell">
      <Layout.Sider className={styles.sider} width={220} collapsedWidth={64} collapsed={collapsed} theme={def.siderDark ? 'dark' : 'light'} trigger={null}>
        <LogoHeader collapsed={collapsed} dark={def.siderDark} />
        <SideMenu dark={def.siderDark} />
      </Layout.Sider>
      <Layout className={styles.main}>
        <Layout.Header className={`${styles.header} ${def.headerDark ? styles.headerDark : ''}`}>
          <TopBar />
        </Layout.Header>
        <div className={styles.tabs}>
          <TabsBar list="main" />
        </div>
        <Layout.Content className={styles.content}>
          {/* A new page gets a fresh boundary: one crashed page does not hide the next one. */}
          <ErrorBoundary key={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
