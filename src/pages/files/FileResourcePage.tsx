/**
 * 文件资源 (hall fileresource; the portal's desktop/fileresource forwards here): the published files whose
 * audience includes the caller — the server filters, searches and pages (/fileresource/list) and checks the
 * audience again when the file is fetched. Loading, error (with retry), empty and no-match states.
 */
import { useEffect, useState } from 'react';
import { App, Button, Empty, Grid, Input, List, Result, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { errorText } from '../../runtime/api/client.ts';
import { formatDateTime } from '../../runtime/util/time.ts';
import { filesApi, sizeText, type FilePage, type FileQuery, type FileResource } from './api.ts';
import { useFilesT } from './i18n.ts';

const PAGE_SIZE = 10;

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: FilePage };

export default function FileResourcePage() {
  const { t } = useFilesT();
  const { message } = App.useApp();
  const [query, setQuery] = useState<FileQuery>({ page: 1, pageSize: PAGE_SIZE, queryParam: {} });
  const [text, setText] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  // On a phone the download button goes under the text, which then keeps the whole width.
  const wide = Grid.useBreakpoint().sm !== false;
  // The answer remembers which query (and attempt) it answers, so "loading" is derived, not set in the effect.
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(query)}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: State }>();

  useEffect(() => {
    let live = true;
    filesApi.list(query).then(
      (page) => {
        if (!live) return;
        setAnswer({ key, state: { status: 'ready', page } });
        setCategories(page.categories);
      },
      (error: unknown) => live && setAnswer({ key, state: { status: 'failed', message: errorText(error, t('loadFailed')) } }),
    );
    return () => {
      live = false;
    };
  }, [key, query, t]);
  const state: State = answer?.key === key ? answer.state : { status: 'loading' };
  const load = () => setAttempt((n) => n + 1);

  const search = (name: string, category = query.queryParam.category) => {
    const queryParam: FileQuery['queryParam'] = {};
    if (name.trim()) queryParam.name = name.trim();
    if (category) queryParam.category = category;
    setQuery({ page: 1, pageSize: PAGE_SIZE, queryParam });
  };

  const fetchFile = async (file: FileResource) => {
    setBusy(file.id);
    try {
      await filesApi.download(file);
    } catch (error) {
      void message.error(t('downloadFailed', { message: errorText(error, t('loadFailed')) }));
    } finally {
      setBusy(undefined);
    }
  };

  const filtered = !!(query.queryParam.name || query.queryParam.category);
  return (
    <div className="fh-files-page" data-testid="file-resources" style={{ maxWidth: 1080, margin: '0 auto', padding: '16px 12px' }}>
      <Space wrap style={{ width: '100%', marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={text}
          placeholder={t('search')}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => search(value)}
          style={{ width: 'min(360px, calc(100vw - 48px))' }}
          data-testid="file-search"
        />
        <Select
          allowClear
          placeholder={t('allCategories')}
          value={query.queryParam.category}
          options={categories.map((c) => ({ value: c, label: c }))}
          onChange={(category?: string) => search(text, category)}
          style={{ width: 180 }}
          data-testid="file-category"
        />
      </Space>
      {state.status === 'failed' ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={state.message}
          extra={
            <Button type="primary" onClick={load} data-testid="file-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <List<FileResource>
          loading={state.status === 'loading'}
          itemLayout={wide ? 'horizontal' : 'vertical'}
          dataSource={state.status === 'ready' ? state.page.records : []}
          locale={{ emptyText: <Empty description={filtered ? t('emptySearch') : t('empty')} /> }}
          bordered
          style={{ background: 'var(--ant-color-bg-container, #fff)' }}
          pagination={
            state.status === 'ready' && state.page.total > PAGE_SIZE
              ? { current: query.page, pageSize: PAGE_SIZE, total: state.page.total, showSizeChanger: false, size: 'small', onChange: (page) => setQuery({ ...query, page }) }
              : false
          }
          header={state.status === 'ready' && state.page.total > 0 ? <Typography.Text type="secondary">{t('total', { count: state.page.total })}</Typography.Text> : undefined}
          renderItem={(file) => (
            <List.Item
              data-testid="file-row"
              actions={[
                <Button key="download" type="link" icon={<DownloadOutlined />} disabled={!file.fileId} loading={busy === file.id} onClick={() => void fetchFile(file)} data-testid="file-download">
                  {file.fileId ? t('download') : t('noFile')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<FileTextOutlined style={{ fontSize: 24, color: 'var(--ant-color-primary, #1677ff)' }} />}
                title={
                  <Space wrap size={4}>
                    <span>{file.name}</span>
                    {file.category ? <Tag>{file.category}</Tag> : null}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={0}>
                    {file.description ? <span>{file.description}</span> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[file.fileName, sizeText(file.size), file.updatedAt ? t('updated', { time: formatDateTime(file.updatedAt, 'YYYY-MM-DD HH:mm') }) : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
