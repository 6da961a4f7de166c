/**
 * dataAnalyse and analyseChart (the spec names them only): my processes in numbers and in charts, from
 * /sytPortal/myStats. dataAnalyse: totals by outcome and a month table; analyseChart: the two charts large.
 */
import { useEffect, useState } from 'react';
import { Card, Col, Result, Row, Skeleton, Statistic, Table } from 'antd';
import { portalApi, type MyStats } from '../api.ts';
import { MonthColumns, ResultBars } from '../widgets/processChart/charts.tsx';
import { usePortalT } from '../i18n.ts';

function useStats(): MyStats | null | undefined {
  const [stats, setStats] = useState<MyStats | null>();
  useEffect(() => {
    const controller = new AbortController();
    portalApi.myStats(controller.signal).then(setStats, () => !controller.signal.aborted && setStats(null));
    return () => controller.abort();
  }, []);
  return stats;
}

const countOf = (stats: MyStats, results: number[]) => stats.byResult.filter((r) => results.includes(r.result)).reduce((sum, r) => sum + r.count, 0);

export function DataAnalysePage() {
  const { t } = usePortalT();
  const stats = useStats();
  if (stats === null) return <Result status="warning" title={t('widget.loadFailed')} />;
  if (!stats) return <Skeleton active />;
  const tiles = [
    { key: 'total', value: stats.total },
    { key: 'running', value: countOf(stats, [1]) },
    { key: 'passed', value: countOf(stats, [2]) },
    { key: 'rejected', value: countOf(stats, [3, 5]) },
    { key: 'cancelled', value: countOf(stats, [4]) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.key} flex="1 1 160px">
          <Card data-testid={`analyse-${tile.key}`}>
            <Statistic title={t(`analyse.${tile.key}`)} value={tile.value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <Card title={t('widget.processChart.byMonth')}>
          <Table size="small" pagination={false} rowKey="month" dataSource={stats.byMonth} columns={[{ dataIndex: 'month', title: t('analyse.month') }, { dataIndex: 'count', title: t('analyse.total'), align: 'right' }]} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('widget.processChart.byResult')}>{stats.byResult.length > 0 ? <ResultBars results={stats.byResult} /> : t('widget.empty')}</Card>
      </Col>
    </Row>
  );
}

export function AnalyseChartPage() {
  const { t } = usePortalT();
  const stats = useStats();
  if (stats === null) return <Result status="warning" title={t('widget.loadFailed')} />;
  if (!stats) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={t('widget.processChart.byMonth')}>
          <MonthColumns months={stats.byMonth} width={560} height={260} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('widget.processChart.byResult')} extra={t('widget.processChart.total', { count: stats.total })}>
          {stats.byResult.length > 0 ? <ResultBars results={stats.byResult} /> : t('widget.empty')}
        </Card>
      </Col>
    </Row>
  );
}
