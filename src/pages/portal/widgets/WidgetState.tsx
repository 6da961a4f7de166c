/** The shared states of a widget's body: loading, failed (with retry), empty, or its content. */
import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { LazyData } from './use-lazy-data.ts';
import { usePortalT } from '../i18n.ts';

export function WidgetState<T>({ lazy, isEmpty, children }: { lazy: LazyData<T>; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = usePortalT();
  const { observe, data, error, reload } = lazy;
  let body: ReactNode;
  if (error)
    body = (
      <Result
        status="warning"
        title={t('widget.loadFailed')}
        extra={
          <Button size="small" onClick={reload}>
            {t('widget.retry')}
          </Button>
        }
      />
    );
  else if (data === undefined) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (isEmpty?.(data)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
  else body = children(data);
  return (
    <div ref={observe} className="fh-widget-body">
      {body}
    </div>
  );
}

/** A compact list row: title (a link) and a secondary line. */
export function WidgetRow({ title, extra, onClick, testId }: { title: ReactNode; extra?: ReactNode; onClick?: () => void; testId?: string }) {
  return (
    <button type="button" className="fh-widget-row" onClick={onClick} data-testid={testId}>
      <span className="fh-widget-row-title">{title}</span>
      {extra && <span className="fh-widget-row-extra">{extra}</span>}
    </button>
  );
}
