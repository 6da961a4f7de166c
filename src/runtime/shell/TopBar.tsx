/**
 * Spec §2.7 top bar: collapse toggle, the information portal and the other top menu entries, menu
 * search, notice bell, full screen, theme, language, lock, logs and the user menu. An anonymous visitor
 * (isVisitor = 是) gets a login button instead of the personal parts.
 */
import { useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Tooltip } from 'antd';
import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { menuLabel, menuTarget } from '../menu/menu-model.ts';
import { loadMenus, topMenuAtom, userInfoAtom } from '../session/state.ts';
import { collapseAtom } from '../site-state.ts';
import { site } from '../site.ts';
import { MenuSearch } from './MenuSearch.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import { ShellTools } from './ShellTools.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useWidthClass } from './useWidthClass.ts';
import { drawerOpenAtom, useDrawerMode } from './drawer-state.ts';
import { menuBadgesAtom } from './menu-badges.ts';
import { phoneText } from './phone-i18n.ts';
import styles from './shell.module.css';

export function TopBar() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useAtom(collapseAtom);
  const user = useAtomValue(userInfoAtom);
  const topMenu = useAtomValue(topMenuAtom) ?? [];
  // The portal has its own button; the rest of the top menu follows it.
  const others = topMenu.filter((entry) => entry.path && !entry.path.startsWith(site.portalPath));
  // Small screens (width class 1 or less): icons only, no top menu texts, so the bar fits.
  const compact = useWidthClass() <= 1;
  // Width class 1 or less: the toggle opens the menu drawer instead of folding the sidebar.
  const drawerMode = useDrawerMode();
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  // A closed drawer hides the menu's counts: a dot on its toggle says something waits (todo, unread CC).
  const waiting = Object.values(useAtomValue(menuBadgesAtom)).some((count) => count > 0);
  const toggleDot = drawerMode && !drawerOpen && waiting;
  const toggleLabel = drawerMode ? t(phoneText(drawerOpen ? 'closeMenu' : toggleDot ? 'openMenuWaiting' : 'openMenu')) : t(collapsed ? 'shell.expand' : 'shell.collapse');
  const toggleIcon = (drawerMode ? !drawerOpen : collapsed) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    <>
      <Tooltip title={drawerMode ? undefined : toggleLabel}>
        <Button
          type="text"
          icon={
            toggleDot ? (
              <Badge dot data-testid="menu-toggle-dot">
                {toggleIcon}
              </Badge>
            ) : (
              toggleIcon
            )
          }
          onClick={() => (drawerMode ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
          data-testid="collapse-toggle"
          aria-label={toggleLabel}
          aria-expanded={drawerMode ? drawerOpen : !collapsed}
        />
      </Tooltip>
      <Button type="text" icon={<HomeOutlined />} onClick={() => navigate(site.portalPath)} data-testid="portal-link" aria-label={t('shell.portalLink')}>
        {!compact && t('shell.portalLink')}
      </Button>
      {!compact &&
        others.map((entry) => (
          <Button
            key={entry.id}
            type="text"
            onClick={() => {
              // Spec §4: opening a top menu entry (re)loads the menus.
              if (user) void loadMenus().catch(() => undefined);
              navigate(menuTarget(entry, lang));
            }}
          >
            {menuLabel(entry, lang)}
          </Button>
        ))}
      <span className={styles.spacer} />
      <MenuSearch compact={compact} />
      {user && <NoticeBell />}
      <ShellTools />
      {user ? (
        <UserMenu />
      ) : (
        <Button type="primary" onClick={() => navigate(site.loginPath)} data-testid="visitor-login">
          {t('shell.login')}
        </Button>
      )}
    </>
  );
}
