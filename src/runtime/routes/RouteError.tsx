/** The router's last resort (a loader or a page outside the shell failed): logged, then explained. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../errors/error-log.ts';
import { recordError } from '../errors/log-store.ts';

export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => recordError(chunk ? 'chunk' : 'boundary', error, 'router'), [error, chunk]);
  return (
    <Result
      status="error"
      title={t(chunk ? 'errors.chunkError' : 'errors.routeError')}
      subTitle={error instanceof Error ? error.message : ''}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
