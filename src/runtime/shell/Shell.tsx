/** The admin frame: sidebar (logo + menu), top bar, the main tab list, and the page with its error boundary. */
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { Drawer, Layout } from 'antd';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { collapseAtom, themeNameAtom } from '../site-state.ts';
import { themeOf } from '../theme/themes.ts';
import { LogoHeader } from './LogoHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { TabsBar } from './TabsBar.tsx';
import { drawerOpenAtom, useDrawerMode } from './drawer-state.ts';
import styles from './shell.module.css';

export default function Shell() {
  const collapsed = useAtomValue(collapseAtom);
  const def = themeOf(useAtomValue(themeNameAtom));
  const location = useLocation();
  const drawerMode = useDrawerMode();
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  // Any navigation (menu, search, tab, link) closes the drawer; adjusted during render, not in an effect.
  const address = `${location.pathname}${location.search}`;
  const [shownAddress, setShownAddress] = useState(address);
  if (address !== shownAddress) {
    setShownAddress(address);
    if (drawerOpen) setDrawerOpen(false);
  }
  const siderTheme = def.siderDark ? 'dark' : 'light';
  return (
    <Layout className={styles.shell} data-testid="shell">
      {drawerMode ? (
        // Small screens: the page keeps the full width; the menu slides over it and goes away again.
        <Drawer
          placement="left"
          size={264}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          rootClassName={styles.menuDrawer}
          styles={{ body: { padding: 0 } }}
          // Mounted while closed too: the menu asks for its todo counts, which the toggle's dot shows.
          forceRender
          data-testid="shell-drawer"
        >
          <Layout.Sider className={styles.drawerSider} width="100%" theme={siderTheme} trigger={null}>
            <LogoHeader collapsed={false} dark={def.siderDark} />
            <SideMenu dark={def.siderDark} />
          </Layout.Sider>
        </Drawer>
      ) : (
        <Layout.Sider className={styles.sider} width={220} collapsedWidth={64} collapsed={collapsed} theme={siderTheme} trigger={null}>
          <LogoHeader collapsed={collapsed} dark={def.siderDark} />
          <SideMenu dark={def.siderDark} />
        </Layout.Sider>
      )}
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
