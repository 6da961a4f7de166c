import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const texts = { 404: 'errors.notFound', 403: 'errors.forbidden', 500: 'errors.serverError' } as const;

/** The /404, /403 and /500 pages. */
export default function ErrorPage({ status }: { status: 404 | 403 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(texts[status])}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
