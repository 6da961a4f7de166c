/**
 * The header of the portal and the service hall: logo, the top menu (信息门户, 服务大厅, 管理后台 …), the
 * notice bell (the shell's own, live), language, and the user with log out — or a login button. On a
 * phone (width class 0) the top menu folds into one menu button, so the header never wraps or cuts it.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Layout, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { menuLabel, menuTarget } from '../../runtime/menu/menu-model.ts';
import { topMenuAtom, userInfoAtom } from '../../runtime/session/state.ts';
import { logoUrlAtom } from '../../runtime/site-state.ts';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';
import { site } from '../../runtime/site.ts';
import { useConfirmLogout } from '../../runtime/session/use-confirm-logout.ts';
import { NoticeBell } from '../../runtime/shell/NoticeBell.tsx';
import { useWidthClass } from '../../runtime/shell/useWidthClass.ts';
import { usePortalT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './portal.css';

/** The route group a menu path opens (portal, service, wel …). */
const sectionOf = (path: string | null | undefined) => path?.split('/')[1] ?? '';

export function PortalHeader() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(userInfoAtom);
  const topMenu = useAtomValue(topMenuAtom) ?? [];
  const logo = useAtomValue(logoUrlAtom);

  const confirmLogout = useConfirmLogout();
  const { t: tp } = usePortalT();
  const phone = useWidthClass() === 0;
  const currentEntry = topMenu.find((entry) => sectionOf(entry.path) && location.pathname.startsWith(`/${sectionOf(entry.path)}`));

  return (
    // fh-portal-* (global.css, portal.css): on a phone the header stays one line, its top menu one button.
    <Layout.Header className="fh-portal-header" style={{ display: 'flex', alignItems: 'center', gap: 8, background: '#fff', borderBottom: '1px solid #eee', paddingInline: 24 }}>
      <img src={logo} alt="" width={28} height={28} />
      <Typography.Text strong className="fh-portal-title" style={{ marginRight: 16 }}>
        {t('app.title')}
      </Typography.Text>
      {phone ? (
        <nav className="fh-portal-nav">
          <Dropdown
            trigger={['click']}
            menu={{
              items: topMenu.map((entry) => ({ key: entry.id, label: menuLabel(entry, lang), 'data-testid': `top-menu-${sectionOf(entry.path)}` })),
              selectedKeys: currentEntry ? [currentEntry.id] : [],
              onClick: ({ key }) => {
                const entry = topMenu.find((e) => e.id === key);
                if (entry) navigate(menuTarget(entry, lang));
              },
            }}
          >
            <Button type="text" icon={<MenuOutlined />} aria-label={tp('header.topMenu')} data-testid="portal-menu-button" className="fh-portal-menu-button">
              <span className="fh-portal-menu-label">{currentEntry ? menuLabel(currentEntry, lang) : tp('header.menu')}</span>
            </Button>
          </Dropdown>
        </nav>
      ) : (
        <nav className="fh-portal-nav">
          {topMenu.map((entry) => {
            const section = sectionOf(entry.path);
            const current = entry === currentEntry;
            return (
              <Button key={entry.id} type={current ? 'link' : 'text'} onClick={() => navigate(menuTarget(entry, lang))} data-testid={`top-menu-${section}`}>
                {menuLabel(entry, lang)}
              </Button>
            );
          })}
        </nav>
      )}
      {user && <NoticeBell />}
      <LanguageSwitch />
      {user ? (
        <>
          <Typography.Text className="fh-portal-user" data-testid="portal-user">{user.realname}</Typography.Text>
          <Button onClick={confirmLogout} data-testid="logout">
            {t('session.logout')}
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={() => navigate(site.loginPath)} data-testid="portal-login">
          {t('shell.login')}
        </Button>
      )}
    </Layout.Header>
  );
}
