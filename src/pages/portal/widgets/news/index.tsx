/**
 * 新闻公告: the latest published news and notices (sytNews), each opening on the portal's news page. A block
 * narrowed to one category shows that list alone, without the tabs.
 */
import { useNavigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { portalApi, type NewsItem } from '../../api.ts';
import { formatDate } from '../../format.ts';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import { i18n } from '../../../../runtime/i18n/index.ts';
import { PORTAL_NS } from '../../i18n.ts';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = {
  limit: { default: 6, max: 20 },
  categories: async (language) => {
    const t = i18n.getFixedT(language, PORTAL_NS);
    return [
      { value: 'news', label: t('common.news') },
      { value: 'notice', label: t('common.notices') },
    ];
  },
};

export const newsHref = (id: string) => `/portal/index/news?id=${encodeURIComponent(id)}`;

export function NewsRows({ items }: { items: readonly NewsItem[] }) {
  const navigate = useNavigate();
  return items.map((item) => <WidgetRow key={item.id} testId="news-row" title={item.title} extra={formatDate(item.publishedAt)} onClick={() => navigate(newsHref(item.id))} />);
}

function NewsView({ settings }: WidgetProps) {
  const { t } = usePortalT();
  const limit = limitOf(SETTINGS, settings, 6);
  const only = settings?.category === 'news' ? 'news' : settings?.category === 'notice' ? 'notices' : undefined;
  const lazy = useLazyData((signal) => portalApi.common(only ? [only] : ['news', 'notices'], limit, signal), `${limit}/${only ?? ''}`);
  if (only)
    return (
      <WidgetState lazy={lazy} isEmpty={(answer) => (answer[only] ?? []).length === 0}>
        {(answer) => <NewsRows items={answer[only] ?? []} />}
      </WidgetState>
    );
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

export const newsWidget: PortalWidget = { kind: 'news', icon: ReadOutlined, size: { w: 6, h: 7 }, minSize: { w: 3, h: 5 }, needsLogin: false, more: '/portal/index/news', settings: SETTINGS, View: NewsView };
