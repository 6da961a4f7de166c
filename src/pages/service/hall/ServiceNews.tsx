/**
 * The hall's news (the spec names the pages, not their content; chosen here): /service/index/more-news is
 * the published news and notices with a category switch, a title search and paging; /service/index/
 * proces-news?id=… is one item. Both read the portal's public news calls (/sytPortal/newsPage, newsInfo).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Input, List, Pagination, Segmented, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PushpinOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, errorText } from '../../../runtime/api/client.ts';
import { useServiceT } from '../i18n.ts';
import { servicePath } from '../pages.ts';

interface NewsItem {
  id: string;
  title: string;
  category: 'news' | 'notice';
  summary?: string | null;
  content?: string | null;
  publisher?: string | null;
  publishedAt?: string | null;
  pinned?: boolean | null;
}

const PAGE_SIZE = 10;
const day = (value?: string | null) => (value ? value.slice(0, 10) : '');

export function NewsList() {
  const { t } = useServiceT();
  const navigate = useNavigate();
  const [category, setCategory] = useState<'all' | 'news' | 'notice'>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const key = JSON.stringify([category, keyword, page]);
  const [answer, setAnswer] = useState<{ key: string; records?: NewsItem[]; total?: number; error?: string }>();

  useEffect(() => {
    const controller = new AbortController();
    const body = { page, pageSize: PAGE_SIZE, ...(category === 'all' ? {} : { category }), ...(keyword ? { keyword } : {}) };
    call<{ records: NewsItem[]; total: number }>('/sytPortal/newsPage', { body, quiet: true, signal: controller.signal }).then(
      (found) => setAnswer({ key, records: found.records, total: found.total }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [key, category, keyword, page, t]);
  const current = answer?.key === key ? answer : undefined;

  return (
    <div className="fh-service-page" data-testid="service-news">
      <div className="fh-service-filters">
        <Segmented
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          options={(['all', 'news', 'notice'] as const).map((value) => ({ value, label: t(`news.${value}`) }))}
        />
        <Input.Search allowClear placeholder={t('news.search')} aria-label={t('news.search')} style={{ maxWidth: 320 }} onSearch={(text) => (setKeyword(text.trim()), setPage(1))} />
      </div>
      <Card>
        {current?.error ? <Alert type="error" showIcon title={t('loadFailed')} description={current.error} /> : null}
        {!current ? <Skeleton active /> : null}
        {current?.records && current.records.length === 0 ? <Empty description={t('news.empty')} /> : null}
        {current?.records && current.records.length > 0 ? (
          <List
            dataSource={current.records}
            renderItem={(item) => (
              <List.Item key={item.id} onClick={() => navigate(servicePath('proces-news', { id: item.id, name: item.title }))} style={{ cursor: 'pointer' }} data-testid="news-item">
                <List.Item.Meta
                  title={
                    <>
                      {item.pinned ? <PushpinOutlined style={{ color: '#fa541c', marginRight: 6 }} aria-label={t('news.pinned')} /> : null}
                      <Tag color={item.category === 'notice' ? 'orange' : 'blue'}>{t(`news.${item.category}`)}</Tag>
                      {item.title}
                    </>
                  }
                  description={item.summary}
                />
                <Typography.Text type="secondary">{day(item.publishedAt)}</Typography.Text>
              </List.Item>
            )}
          />
        ) : null}
        {current?.total && current.total > PAGE_SIZE ? <Pagination style={{ marginTop: 16 }} current={page} pageSize={PAGE_SIZE} total={current.total} onChange={setPage} simple /> : null}
      </Card>
    </div>
  );
}

export function NewsDetail() {
  const { t } = useServiceT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [answer, setAnswer] = useState<{ id: string; item?: NewsItem; error?: string }>();
  useEffect(() => {
    const controller = new AbortController();
    call<NewsItem>('/sytPortal/newsInfo', { body: { id }, quiet: true, signal: controller.signal }).then(
      (item) => setAnswer({ id, item }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ id, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [id, t]);
  const current = answer?.id === id ? answer : undefined;
  return (
    <div className="fh-service-page" data-testid="service-news-detail">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(servicePath('more-news'))} style={{ paddingInline: 0 }}>
        {t('news.back')}
      </Button>
      <Card>
        {current?.error ? <Alert type="error" showIcon title={current.error} /> : null}
        {!current ? <Skeleton active /> : null}
        {current?.item ? (
          <article>
            <Typography.Title level={3}>{current.item.title}</Typography.Title>
            <Typography.Text type="secondary">
              {day(current.item.publishedAt)} {current.item.publisher ? `· ${t('news.publisher')}：${current.item.publisher}` : ''}
            </Typography.Text>
            {/* Plain text: the body is shown as written, never as markup. */}
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }}>{current.item.content || current.item.summary}</Typography.Paragraph>
          </article>
        ) : null}
      </Card>
    </div>
  );
}
