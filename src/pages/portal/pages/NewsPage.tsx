/**
 * news (新闻公告, public): the published news and notices of entity sytNews, by section with a title
 * search and paging; `?id=` opens one item with its text.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Input, List, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { portalApi, type NewsItem, type Page } from '../api.ts';
import { formatDate } from '../format.ts';
import { usePortalT } from '../i18n.ts';

const PAGE_SIZE = 10;

function NewsDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = usePortalT();
  const [item, setItem] = useState<NewsItem | null>();
  useEffect(() => {
    const controller = new AbortController();
    portalApi.newsInfo(id, controller.signal).then(setItem, () => !controller.signal.aborted && setItem(null));
    return () => controller.abort();
  }, [id]);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="news-back">
      {t('news.back')}
    </Button>
  );
  if (item === undefined) return <Skeleton active />;
  if (item === null) return <Result status="404" title={t('news.notFound')} extra={back} />;
  return (
    <Card className="fh-news-detail" data-testid="news-detail">
      {back}
      <Typography.Title level={3} style={{ marginTop: 16 }}>
        {item.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {item.publisher && `${t('news.publisher')}：${item.publisher} · `}
        {t('news.publishedAt')}：{formatDate(item.publishedAt)}
      </Typography.Paragraph>
      {item.coverUrl && <img src={item.coverUrl} alt="" className="fh-news-cover" />}
      {/* Plain text with its line breaks: the text is never read as HTML. */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{item.content || item.summary}</Typography.Paragraph>
    </Card>
  );
}

export default function NewsPage() {
  const { t } = usePortalT();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const category = params.get('category') ?? '';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // The answer names its query: a page turn shows the skeleton until its own answer is in.
  const query = { page, pageSize: PAGE_SIZE, ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) };
  const queryKey = JSON.stringify(query);
  const [loaded, setLoaded] = useState<{ key: string; answer: Page<NewsItem> | null }>();
  const answer = loaded?.key === queryKey ? loaded.answer : undefined;

  useEffect(() => {
    if (id) return;
    const controller = new AbortController();
    portalApi.newsPage(JSON.parse(queryKey) as typeof query, controller.signal).then(
      (result) => setLoaded({ key: queryKey, answer: result }),
      () => !controller.signal.aborted && setLoaded({ key: queryKey, answer: null }),
    );
    return () => controller.abort();
    // queryKey stands for the query's parts.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [id, queryKey]);

  const setParam = (next: Record<string, string>) => setParams(next, { replace: false });
  if (id) return <NewsDetail id={id} onBack={() => setParam(category ? { category } : {})} />;

  return (
    <Card
      title={
        <Segmented
          value={category}
          onChange={(value) => {
            setPage(1);
            setParam(value ? { category: String(value) } : {});
          }}
          options={[
            { value: '', label: t('news.all') },
            { value: 'news', label: t('common.news') },
            { value: 'notice', label: t('common.notices') },
          ]}
        />
      }
      extra={<Input.Search allowClear placeholder={t('news.search')} onSearch={(v) => (setPage(1), setKeyword(v.trim()))} style={{ maxWidth: 220 }} data-testid="news-search" />}
      className="fh-news-list"
    >
      {answer === null ? (
        <Result status="warning" title={t('widget.loadFailed')} />
      ) : answer === undefined ? (
        <Skeleton active />
      ) : answer.records.length === 0 ? (
        <Empty />
      ) : (
        <List
          dataSource={answer.records}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: answer.total, onChange: setPage, showSizeChanger: false }}
          renderItem={(item) => (
            <List.Item key={item.id} extra={formatDate(item.publishedAt)}>
              <List.Item.Meta
                title={
                  <Typography.Link onClick={() => setParam({ ...(category ? { category } : {}), id: item.id })} data-testid="news-item">
                    {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
                    <Tag>{item.category === 'notice' ? t('common.notices') : t('common.news')}</Tag>
                    {item.title}
                  </Typography.Link>
                }
                description={item.summary}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
