/** 新闻公告: the latest published news and notices (sytNews), each opening on the portal's news page. */
import { useNavigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { portalApi, type NewsItem } from '../../api.ts';
import { formatDate } from '../../format.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';

export const newsHref = (id: string) => `/portal/index/news?id=${encodeURIComponent(id)}`;

export function NewsRows({ items }: { items: readonly NewsItem[] }) {
  const navigate = useNavigate();
  return items.map((item) => <WidgetRow key={item.id} testId="news-row" title={item.title} extra={formatDate(item.publishedAt)} onClick={() => navigate(newsHref(item.id))} />);
}

function NewsView() {
  const { t } = usePortalT();
  const lazy = useLazyData((signal) => portalApi.common(['news', 'notices'], 6, signal));
  return (
    <WidgetState lazy={lazy}>
      {(answer) => (
        <Tabs
          size="small"
          items={[
            { key: 'news', label: t('common.news'), children: <NewsRows items={answer.news ?? []} /> },
            { key: 'notices', label: t('common.notices'), children: <NewsRows items={answer.notices ?? []} /> },
          ]}
        />
      )}
    </WidgetState>
  );
}

export const newsWidget: PortalWidget = { kind: 'news', icon: ReadOutlined, size: { w: 6, h: 7 }, minSize: { w: 3, h: 5 }, needsLogin: false, more: '/portal/index/news', View: NewsView };
