/** What a campus page shows while its data loads or after the call failed. */
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import type { Loaded } from './campus-api.ts';
import { useCampusT } from './i18n.ts';

export function LoadState<T>({ loaded, failed, children }: { loaded: Loaded<T>; failed: string; children: (data: T) => ReactNode }) {
  const { t } = useCampusT();
  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (loaded.state === 'failed') {
    return (
      <Result
        status="warning"
        title={failed}
        extra={
          <Button type="primary" onClick={loaded.retry}>
            {t('book.retry')}
          </Button>
        }
      />
    );
  }
  return <>{children(loaded.data)}</>;
}
