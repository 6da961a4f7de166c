/**
 * Spec §2.7 user menu: my desktop, choose role, user info, change password, log out (confirmed; the
 * logout answer's info is the redirect base, empty → the login page).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DesktopOutlined, DownOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { call } from '../api/client.ts';
import { userInfoAtom } from '../session/state.ts';
import { RoleSwitchDialog } from './RoleSwitchDialog.tsx';
import styles from './shell.module.css';
import { useConfirmLogout } from '../session/use-confirm-logout.ts';

/** The user's PC desktop (type 'pc端', spec §7.3); without one the desktop page picks a default. */
async function myDesktopPath(): Promise<string> {
  try {
    const list = await call<{ id: string }[]>('/sytDesktop/listByUser', { body: { type: 'pc端' }, quiet: true });
    const id = list?.[0]?.id;
    return id ? `/portal/index/desktop?Did=${encodeURIComponent(id)}` : '/portal/index/desktop';
  } catch {
    return '/portal/index/desktop';
  }
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [choosing, setChoosing] = useState(false);

  const confirmLogout = useConfirmLogout();

  const items: MenuProps['items'] = [
    { key: 'desktop', icon: <DesktopOutlined />, label: t('user.myDesktop') },
    { key: 'role', icon: <SwapOutlined />, label: t('user.chooseRole') },
    { key: 'info', icon: <IdcardOutlined />, label: t('user.userInfo') },
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'desktop') void myDesktopPath().then((path) => navigate(path));
    else if (key === 'role') setChoosing(true);
    else if (key === 'info') navigate('/info/index');
    else if (key === 'password') navigate('/info/setting');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          <span className={styles.userName}>{user?.realname}</span>
          <span className={styles.roleName}>({user?.roleName})</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      <RoleSwitchDialog open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
