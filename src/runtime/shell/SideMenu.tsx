/**
 * Spec §2.8 sidebar: the active role's menu (entries with a role list show only for that role),
 * navigation to path + query (embedded page for external paths), collapse after a click on small
 * screens, and a tip when the menu is empty.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Badge, Empty, Menu, type MenuProps } from 'antd';
import { ancestorIds, findMenuByPath, leafEntries, menuLabel, menuTarget, visibleMenu, type MenuNode } from '../menu/menu-model.ts';
import { menuAtom, userInfoAtom } from '../session/state.ts';
import { collapseAtom } from '../site-state.ts';
import { MenuIcon } from './menu-icons.tsx';
import { drawerOpenAtom, useDrawerMode } from './drawer-state.ts';
import { menuBadgesAtom, refreshMenuBadges } from './menu-badges.ts';
import { useLiveSync } from '../realtime/live-sync.ts';
import styles from './shell.module.css';

type Item = Required<MenuProps>['items'][number];

/** The counts of an entry and everything under it. */
const countUnder = (node: MenuNode, badges: Record<string, number>): number => (node.path ? (badges[node.path] ?? 0) : 0) + node.children.reduce((sum, child) => sum + countUnder(child, badges), 0);

function toItems(nodes: MenuNode[], lang: 'zh' | 'en', badges: Record<string, number>, collapsed: boolean): Item[] {
  return nodes.map((node) => {
    const label = menuLabel(node, lang);
    const children = node.children.length > 0 ? toItems(node.children, lang, badges, collapsed) : undefined;
    // A folded menu shows only the top icons: a dot there says a count waits inside.
    const icon = collapsed && children && countUnder(node, badges) > 0 ? <Badge dot offset={[2, 0]} data-testid="menu-badge-dot"><MenuIcon name={node.icon} /></Badge> : <MenuIcon name={node.icon} />;
    const count = node.path ? (badges[node.path] ?? 0) : 0;
    const shown =
      count > 0 ? (
        <span className={styles.menuBadged}>
          <span>{label}</span>
          <Badge count={count} overflowCount={99} size="small" data-testid={`menu-badge-${node.path}`} />
        </span>
      ) : (
        label
      );
    return { key: node.id, icon, label: shown, title: count > 0 ? `${label} (${count})` : label, ...(children ? { children } : {}) };
  });
}

export function SideMenu({ dark }: { dark: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useAtomValue(menuAtom);
  const user = useAtomValue(userInfoAtom);
  const storedCollapsed = useAtomValue(collapseAtom);
  // Small screens (width class 1 or less) show the menu in a drawer, always unfolded.
  const drawerMode = useDrawerMode();
  const collapsed = storedCollapsed && !drawerMode;
  const setDrawerOpen = useSetAtom(drawerOpenAtom);

  const badges = useAtomValue(menuBadgesAtom);
  const humancode = user?.humancode;
  useEffect(() => {
    if (humancode) void refreshMenuBadges();
  }, [humancode]);
  // Re-read on each real-time push or reconnect, and on the channel's own fallback poll where WebSocket is blocked.
  useLiveSync(() => void refreshMenuBadges(), Boolean(humancode));

  const visible = useMemo(() => visibleMenu(menu ?? [], user?.role), [menu, user?.role]);
  const items = useMemo(() => toItems(visible, lang, badges, collapsed), [visible, lang, badges, collapsed]);
  const current = findMenuByPath(visible, location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (current ? ancestorIds(visible, current.id) : []));
  // Opening a page by search or tab unfolds its group; adjusted during render, not in an effect.
  const [shownId, setShownId] = useState(current?.id);
  if (current?.id !== shownId) {
    setShownId(current?.id);
    if (current) setOpenKeys((keys) => [...new Set([...keys, ...ancestorIds(visible, current.id)])]);
  }

  if (menu && visible.length === 0) {
    return <Empty className={styles.emptyMenu} image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className={dark ? styles.onDark : ''}>{t('shell.emptyMenu')}</span>} />;
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = leafEntries(visible).find((entry) => entry.id === key);
    if (!node) return;
    navigate(menuTarget(node, lang));
    // Spec §2.8: on small screens a click also folds the menu away (also when it is the page already shown).
    if (drawerMode) setDrawerOpen(false);
  };

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={current ? [current.id] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      data-testid="side-menu"
    />
  );
}
