/** Spec §2.7 logo header: the logo alone when collapsed, else logo, index title and "Portal Management". */
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { logoUrlAtom } from '../site-state.ts';
import { site } from '../site.ts';
import styles from './shell.module.css';

export function LogoHeader({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logo = useAtomValue(logoUrlAtom);
  return (
    <div
      className={`${styles.logo} ${collapsed ? styles.logoCollapsed : ''} ${dark ? styles.onDark : ''}`}
      onClick={() => navigate(site.homePath)}
      data-testid="logo-header"
      role="link"
    >
      <img src={logo} alt="" width={32} height={32} />
      {!collapsed && (
        <div className={styles.logoText}>
          <span className={styles.logoTitle}>{t('app.title')}</span>
          <span className={styles.logoSubtitle}>{t('app.subtitle')}</span>
        </div>
      )}
    </div>
  );
}
