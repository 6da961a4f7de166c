/**
 * /taskFill/taskInfo?id=…: the publisher's view of one collection task: who has and who has not submitted
 * (counts, search, paged lists), 提醒 the missing ones after a confirmation, the records as .xlsx, and each
 * record's read-only view (/taskFill/recordDetail?id=…). The server checks each call's permission code.
 */
import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, Popconfirm, Result, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../runtime/api/client.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { taskFillApi, type Person } from './api.ts';
import { useTaskFillT } from './i18n.ts';
import { at } from './status.tsx';
import { useLoad } from './use-load.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './task-fill.css';

type View = 'missing' | 'submitted';

export const recordHref = (recordId: string) => `/taskFill/recordDetail?id=${encodeURIComponent(recordId)}`;

function matches(person: Person, needle: string): boolean {
  if (!needle) return true;
  return [person.humanname, person.humancode, person.organizationName].some((text) => (text ?? '').toLowerCase().includes(needle));
}

export default function TaskInfoPage() {
  const { t } = useTaskFillT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, loading, reload } = useLoad(id, (signal) => taskFillApi.progress(id ?? '', signal), t('loadFailed'));
  const [view, setView] = useState<View>('missing');
  const [search, setSearch] = useState('');
  const [reminding, setReminding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const needle = search.trim().toLowerCase();
  const rows = useMemo(() => (data ? data[view].filter((p) => matches(p, needle)) : []), [data, view, needle]);

  if (!id) return <Result status="warning" title={t('info.noId')} />;
  if (error) return <Result status="error" title={t('loadFailed')} subTitle={error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;
  if (!data)
    return (
      <div className="fh-taskfill-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  const { task } = data;
  const published = task.status === 'published';

  const remind = async () => {
    setReminding(true);
    const api = await feedback();
    try {
      const { reminded } = await taskFillApi.remind(task.id);
      void api.message.success(t('info.reminded', { n: reminded }));
      reload();
    } catch (e) {
      void api.message.error(errorText(e, t('info.remindFailed')));
    } finally {
      setReminding(false);
    }
  };
  const exportRecords = async () => {
    setExporting(true);
    try {
      await taskFillApi.exportRecords(task.id, t('info.fileName'));
    } catch (e) {
      void (await feedback()).message.error(errorText(e, t('info.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { title: t('info.name'), dataIndex: 'humanname', width: 120, render: (name: string | null, p: Person) => name ?? p.humancode },
    { title: t('info.code'), dataIndex: 'humancode', width: 120 },
    { title: t('info.org'), dataIndex: 'organizationName', ellipsis: true, render: (org: string | null) => org ?? '' },
    view === 'submitted'
      ? { title: t('submittedAt'), dataIndex: 'submittedAt', width: 160, render: (value: string | null) => at(value) }
      : { title: t('info.remindedAt'), dataIndex: 'remindedAt', width: 160, render: (value: string | null) => at(value) },
    ...(view === 'submitted'
      ? [
          {
            title: t('info.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, p: Person) => (
              <Link to={recordHref(p.id)} data-testid={`taskfill-record-${p.humancode}`}>
                {t('info.viewRecord')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="fh-taskfill-page" data-testid="taskfill-info">
      <div className="fh-taskfill-bar">
        <Space size={8} wrap align="center">
          <Typography.Title level={4} className="fh-taskfill-title">
            {task.name}
          </Typography.Title>
          {!published ? <Tag>{t('status.draft')}</Tag> : task.closed ? <Tag>{t('status.closed')}</Tag> : null}
        </Space>
        <Typography.Text type="secondary">
          {t('deadline')}: {at(task.deadline)}
        </Typography.Text>
      </div>
      <Card size="small">
        {!published ? (
          <Empty description={t('info.notPublished')} />
        ) : (
          <>
            <div className="fh-taskfill-stats" data-testid="taskfill-stats">
              <Typography.Text strong>{t('info.total', { n: data.total })}</Typography.Text>
              <Typography.Text type="success">{t('info.submitted', { n: data.submitted.length })}</Typography.Text>
              <Typography.Text type="danger">{t('info.missing', { n: data.missing.length })}</Typography.Text>
            </div>
            <div className="fh-taskfill-tools">
              <Input.Search allowClear className="fh-taskfill-search" placeholder={t('info.search')} onSearch={setSearch} onChange={(e) => !e.target.value && setSearch('')} />
              <Popconfirm
                title={t('info.remindConfirm', { n: data.missing.length })}
                okText={t('info.remindOk')}
                cancelText={t('info.cancel')}
                okButtonProps={{ 'data-testid': 'confirm-ok' }}
                onConfirm={() => remind()}
                disabled={data.missing.length === 0 || task.closed}
              >
                <Button loading={reminding} disabled={data.missing.length === 0 || task.closed} data-testid="taskfill-remind" title={data.missing.length === 0 ? t('info.noneMissing') : undefined}>
                  {t('info.remind')}
                </Button>
              </Popconfirm>
              <Button loading={exporting} onClick={() => void exportRecords()} data-testid="taskfill-export">
                {t('info.export')}
              </Button>
            </div>
            <Tabs
              activeKey={view}
              onChange={(key) => setView(key as View)}
              items={[
                { key: 'missing', label: t('info.missing', { n: data.missing.length }) },
                { key: 'submitted', label: t('info.submitted', { n: data.submitted.length }) },
              ]}
            />
            <Table<Person>
              rowKey="id"
              size="middle"
              loading={loading}
              scroll={{ x: 640 }}
              dataSource={rows}
              columns={columns}
              locale={{ emptyText: <Empty description={view === 'missing' ? t('info.emptyMissing') : t('info.emptySubmitted')} /> }}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
              data-testid={`taskfill-${view}`}
            />
          </>
        )}
      </Card>
    </div>
  );
}
