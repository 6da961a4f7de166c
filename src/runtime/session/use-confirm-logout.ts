/**
 * Log out after a confirmation (spec §5): the server session ends, then the browser goes to the
 * redirect base the logout answers, or to the login page. One hook for every place that offers it.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import { logout } from './state.ts';
import { site } from '../site.ts';

export function useConfirmLogout(): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () =>
    void modal.confirm({
      title: t('session.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const redirect = await logout();
        if (redirect) window.location.assign(redirect);
        else navigate(site.loginPath, { replace: true });
      },
      // A cancelled confirmation is only logged (spec §8).
      onCancel: () => console.info('logout: confirmation cancelled'),
    });
}
