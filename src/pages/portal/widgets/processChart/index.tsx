/** 我的流程统计: the processes I started, per month (last six) and by result, from /sytPortal/myStats. */
import { Typography } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { portalApi } from '../../api.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';
import { MonthColumns, ResultBars } from './charts.tsx';

function ProcessChartView() {
  const { t } = usePortalT();
  const lazy = useLazyData((signal) => portalApi.myStats(signal));
  return (
    <WidgetState lazy={lazy}>
      {(stats) => (
        <>
          <Typography.Text type="secondary" data-testid="chart-total">
            {t('widget.processChart.total', { count: stats.total })}
          </Typography.Text>
          <MonthColumns months={stats.byMonth} height={130} />
          {stats.byResult.length > 0 && <ResultBars results={stats.byResult} />}
        </>
      )}
    </WidgetState>
  );
}

export const processChartWidget: PortalWidget = {
  kind: 'processChart',
  icon: BarChartOutlined,
  size: { w: 4, h: 8 },
  minSize: { w: 3, h: 6 },
  needsLogin: true,
  more: '/portal/index/analyseChart',
  View: ProcessChartView,
};
