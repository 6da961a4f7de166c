/** The hall's `recourseApplyLog`: the caller's own applications, newest first, with cancel (one or its whole weekly series). */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { ApiError } from '../../runtime/api/client.ts';
import { reservationApi, type LogRow } from './api.ts';
import { useReservationT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './reservation.css';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' } as const;
type Filter = 'all' | LogRow['status'];

export default function MyApplicationsPage() {
  const { t } = useReservationT();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; records: LogRow[] }>({ total: 0, records: [] });

  const load = useCallback(() => {
    void reservationApi
      .applyLog({ pageNum: page, pageSize: 10, ...(filter === 'all' ? {} : { status: filter }) })
      .then(setData, () => setData({ total: 0, records: [] }));
  }, [page, filter]);
  useEffect(load, [load]);

  const cancel = async (row: LogRow, series: boolean) => {
    try {
      await reservationApi.cancel(row.id, series);
      void message.success(t('log.cancelled'));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.info);
    }
    load();
  };

  return (
    <div className="fh-resv-page" data-testid="reservation-log">
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={(['all', 'approved', 'pending', 'cancelled', 'rejected'] as const).map((value) => ({ value, label: value === 'all' ? t('log.all') : t(`status.${value}`) }))}
      />
      <Table<LogRow>
        rowKey="id"
        size="middle"
        style={{ marginTop: 12 }}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('log.empty') }}
        dataSource={data.records}
        pagination={{ current: page, pageSize: 10, total: data.total, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('log.resource'), dataIndex: 'resourceName', render: (name: string, row) => `${name ?? ''}${row.location ? ` · ${row.location}` : ''}` },
          { title: t('log.time'), key: 'time', width: 200, render: (_, row) => `${row.date} ${row.startTime}–${row.endTime}` },
          { title: t('log.purpose'), dataIndex: 'purpose', ellipsis: true },
          { title: t('log.status'), dataIndex: 'status', width: 100, render: (status: LogRow['status']) => <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag> },
          {
            title: t('log.actions'),
            key: 'actions',
            width: 220,
            render: (_, row) =>
              row.cancellable ? (
                <Space size={0} wrap>
                  <Popconfirm title={t('log.confirm')} onConfirm={() => cancel(row, false)}>
                    <Button type="link" size="small" danger data-testid={`resv-cancel-${row.id}`}>{t('log.cancel')}</Button>
                  </Popconfirm>
                  <Popconfirm title={t('log.confirmSeries')} onConfirm={() => cancel(row, true)}>
                    <Button type="link" size="small">{t('log.cancelSeries')}</Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
