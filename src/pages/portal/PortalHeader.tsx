/**
 * The header of the portal and the service hall (until their own issue designs them): logo, the top
 * menu (信息门户, 服务大厅, 管理后台 …), language, and the user with log out — or a login button.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Layout, Typography } from 'antd';
import { menuLabel, menuTarget } from '../../runtime/menu/menu-model.ts';
import { topMenuAtom, userInfoAtom } from '../../runtime/session/state.ts';
import { logoUrlAtom } from '../../runtime/site-state.ts';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';
import { site } from '../../runtime/site.ts';
import { useConfirmLogout } from '../../runtime/session/use-confirm-logout.ts';

export function PortalHeader() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(userInfoAtom);
  const topMenu = useAtomValue(topMenuAtom) ?? [];
  const logo = useAtomValue(logoUrlAtom);

  const confirmLogout = useConfirmLogout();

  return (
    // fh-portal-* (global.css): on a phone the header stays one line; the top menu scrolls sideways inside it.
    <Layout.Header className="fh-portal-header" style={{ display: 'flex', alignItems: 'center', gap: 8, background: '#fff', borderBottom: '1px solid #eee', paddingInline: 24 }}>
      <img src={logo} alt="" width={28} height={28} />
      <Typography.Text strong className="fh-portal-title" style={{ marginRight: 16 }}>
        {t('app.title')}
      </Typography.Text>
      <nav className="fh-portal-nav">
        {topMenu.map((entry) => {
          const section = entry.path?.split('/')[1] ?? '';
          const current = Boolean(section) && location.pathname.startsWith(`/${section}`);
          return (
            <Button key={entry.id} type={current ? 'link' : 'text'} onClick={() => navigate(menuTarget(entry, lang))} data-testid={`top-menu-${section}`}>
              {menuLabel(entry, lang)}
            </Button>
          );
        })}
      </nav>
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
