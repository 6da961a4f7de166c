/** /resourceReservation/resourceStatistics: approved bookings (count, hours) by resource, department or week over a date range. */
import { useCallback, useEffect, useState } from 'react';
import { Input, Segmented, Space, Table, Typography } from 'antd';
import { addDays, isoDate, reservationApi, type StatRow } from './api.ts';
import { useReservationT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './reservation.css';

type By = 'resource' | 'department' | 'week';

export default function StatisticsPage() {
  const { t } = useReservationT();
  const [from, setFrom] = useState(() => addDays(isoDate(new Date()), -30));
  const [to, setTo] = useState(() => addDays(isoDate(new Date()), 30));
  const [by, setBy] = useState<By>('resource');
  const [data, setData] = useState<{ rows: StatRow[]; total: { count: number; hours: number } } | null>(null);

  const load = useCallback(() => {
    if (from && to) void reservationApi.statistics({ from, to, by }).then(setData, () => setData(null));
  }, [from, to, by]);
  useEffect(load, [load]);

  return (
    <div className="fh-resv-page" data-testid="reservation-stats">
      <Typography.Title level={4}>{t('stats.title')}</Typography.Title>
      <Space wrap>
        <span>{t('stats.range')}</span>
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} style={{ width: 160 }} />
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} style={{ width: 160 }} />
        <Segmented<By> value={by} onChange={setBy} options={(['resource', 'department', 'week'] as const).map((value) => ({ value, label: t(`stats.${value}`) }))} />
      </Space>
      {data ? (
        <p className="fh-resv-total" data-testid="resv-stats-total">
          {t('stats.total', { count: data.total.count, hours: data.total.hours })}
        </p>
      ) : null}
      <Table<StatRow>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={data?.rows ?? []}
        columns={[
          { title: by === 'week' ? t('stats.weekOf') : t('stats.label'), dataIndex: 'label', render: (label: string) => label || t('stats.noDepartment') },
          { title: t('stats.count'), dataIndex: 'count', width: 100, align: 'right' },
          { title: t('stats.hours'), dataIndex: 'hours', width: 120, align: 'right' },
        ]}
      />
    </div>
  );
}
