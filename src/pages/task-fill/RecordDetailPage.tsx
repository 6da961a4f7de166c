/** /taskFill/recordDetail?id=…: one person's record of a collection task, read-only in the task's form. */
import { Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { FormRender } from '../../runtime/form/index.ts';
import { taskFillApi } from './api.ts';
import { useTaskFillT } from './i18n.ts';
import { at } from './status.tsx';
import { useLoad } from './use-load.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './task-fill.css';

export default function RecordDetailPage() {
  const { t } = useTaskFillT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, reload } = useLoad(id, (signal) => taskFillApi.record(id ?? '', signal), t('loadFailed'));

  if (!id) return <Result status="warning" title={t('record.noId')} />;
  if (error) return <Result status="error" title={t('loadFailed')} subTitle={error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;
  if (!data)
    return (
      <div className="fh-taskfill-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  const { task, person } = data;
  return (
    <div className="fh-taskfill-page" data-testid="taskfill-record">
      <div className="fh-taskfill-bar">
        <Typography.Title level={4} className="fh-taskfill-title">
          {t('record.title')}: {person.humanname ?? person.humancode}
        </Typography.Title>
        <Link to={`/taskFill/taskInfo?id=${encodeURIComponent(task.id)}`}>{t('record.progress')}</Link>
      </div>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="fh-taskfill-note">
          <Descriptions.Item label={t('record.task')}>{task.name}</Descriptions.Item>
          <Descriptions.Item label={t('record.person')}>{`${person.humanname ?? ''} (${person.humancode})`}</Descriptions.Item>
          <Descriptions.Item label={t('info.org')}>{person.organizationName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('submittedAt')}>{person.submittedAt ? at(person.submittedAt) : t('record.notSubmitted')}</Descriptions.Item>
          <Descriptions.Item label={t('deadline')}>{at(task.deadline)}</Descriptions.Item>
        </Descriptions>
        <FormRender schema={data.form} data={data.data ?? undefined} readOnly />
      </Card>
    </div>
  );
}
