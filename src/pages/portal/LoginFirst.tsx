/** What a personal portal page shows an anonymous visitor: why, and the way to sign in. */
import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { site } from '../../runtime/site.ts';
import { usePortalT } from './i18n.ts';

export function LoginFirst() {
  const { t } = usePortalT();
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('common.welcome')}
      subTitle={t('common.loginHint')}
      extra={
        <Button type="primary" onClick={() => navigate(site.loginPath)}>
          {tc('shell.login')}
        </Button>
      }
    />
  );
}
