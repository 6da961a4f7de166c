/**
 * /service/index/userManual: the user manual, from the sections administrators publish (sytUserManual),
 * in the reader's language. The HTML arrives sanitised and is sanitised again by the one form HTML
 * policy before it is shown. ?section=<id> (the assistant's links) scrolls to a section and marks it.
 */
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Card, Empty, Input, Result, Skeleton, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../runtime/api/client.ts';
import { sanitizeFormHtml } from '../../widgets/html-text/sanitize.ts';
import { chatApi, type ManualSection } from './chat-api.ts';
import { useChatT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './chat.css';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; sections: (ManualSection & { text: string })[] };

const LOADING: Loaded = { state: 'loading' };

const anchorOf = (id: string) => `manual-${id}`;

/** Text of sanitised HTML, for the search box. */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').toLowerCase();
}

export default function UserManualPage() {
  const { t, i18n } = useChatT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = params.get('section');
  // Keyed by what was asked (language, attempt): a new key shows the loading state until its answer.
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const language = i18n.language;
  const key = `${language}#${attempt}`;
  const [result, setResult] = useState<{ key: string; loaded: Loaded }>();
  const loaded = result?.key === key ? result.loaded : LOADING;

  useEffect(() => {
    const controller = new AbortController();
    chatApi.manual(controller.signal).then(
      ({ sections }) => {
        const safe = sections.map((s) => ({ ...s, content: sanitizeFormHtml(s.content) }));
        setResult({ key, loaded: { state: 'ready', sections: safe.map((s) => ({ ...s, text: `${s.title.toLowerCase()} ${textOf(s.content)}` })) } });
      },
      (error: unknown) => !controller.signal.aborted && setResult({ key, loaded: { state: 'failed', error: errorText(error, t('manualPage.loadFailed')) } }),
    );
    return () => controller.abort();
  }, [key, t]);

  const shown = useMemo(() => {
    if (loaded.state !== 'ready') return [];
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return loaded.sections.filter((s) => words.every((w) => s.text.includes(w)));
  }, [loaded, query]);

  useEffect(() => {
    if (loaded.state === 'ready' && target) document.getElementById(anchorOf(target))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, target]);

  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (loaded.state === 'failed') {
    return (
      <Result
        status="warning"
        title={t('manualPage.loadFailed')}
        subTitle={loaded.error}
        extra={
          <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="fh-manual" data-testid="service-manual">
      {loaded.sections.length > 1 ? (
        <Card size="small" className="fh-manual-toc" title={t('manualPage.contents')}>
          <Anchor affix={false} items={shown.map((s) => ({ key: s.id, href: `#${anchorOf(s.id)}`, title: s.title }))} />
        </Card>
      ) : null}
      <Card className="fh-manual-body">
        <Typography.Title level={3}>{t('manualPage.title')}</Typography.Title>
        <Input.Search allowClear placeholder={t('manualPage.search')} value={query} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 16 }} data-testid="manual-search" />
        {loaded.sections.length === 0 ? <Empty description={t('manualPage.empty')} /> : shown.length === 0 ? <Empty description={t('manualPage.noMatch')} /> : null}
        {shown.map((s, i) => (
          <section key={s.id} id={anchorOf(s.id)} className={`fh-manual-section${s.id === target ? ' is-target' : ''}`} data-testid="manual-section">
            <Typography.Title level={5}>
              {i + 1}. {s.title}
            </Typography.Title>
            {/* Safe: sanitizeFormHtml keeps only the tags, attributes, schemes and styles it lists. */}
            {/* oxlint-disable-next-line react/no-danger */}
            <div className="fh-manual-content" dangerouslySetInnerHTML={{ __html: s.content }} />
          </section>
        ))}
        <Button type="link" icon={<RobotOutlined />} style={{ paddingInline: 0 }} onClick={() => navigate('/service/index/sytchat')} data-testid="manual-ask">
          {t('manualPage.ask')}
        </Button>
      </Card>
    </div>
  );
}
