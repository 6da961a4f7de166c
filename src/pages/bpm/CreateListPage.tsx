/**
 * 发起流程 /bpm/process-instance/createlist: the processes the user may start, by category, searchable by
 * name, key and pinyin (full or initials), with the user's favourites (stars kept on the server, so they
 * follow the user to another device) and the processes they started lately, newest first.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Empty, Input, Row, Skeleton, Tooltip, Typography } from 'antd';
import { PlayCircleOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import type { Definition } from './api.ts';
import { when } from './display.tsx';
import { BPM_NS } from './i18n.ts';
import { createHref } from './links.ts';
import { startApi, type StartDefinition } from './start-api.ts';
import { matchesProcess, useSpell, type Spell } from './start-search.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the start texts
import './start-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './start.css';

/** How many recently started processes are listed. */
export const RECENT_SHOWN = 5;

/** The definitions matching the text (name, key, pinyin), grouped by category (uncategorised last). */
export function groupDefinitions<T extends Definition>(list: readonly T[], text: string, other: string, spell?: Spell): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const definition of list) {
    if (!matchesProcess(definition, text, spell)) continue;
    const category = definition.category?.trim() || other;
    groups.set(category, [...(groups.get(category) ?? []), definition]);
  }
  return [...groups].sort(([a], [b]) => (a === other ? 1 : b === other ? -1 : a.localeCompare(b)));
}

/** The processes the user started, newest start first. */
export const recentOf = (list: readonly StartDefinition[]): StartDefinition[] =>
  list
    .filter((d) => d.lastStartedAt)
    .sort((a, b) => Date.parse(b.lastStartedAt!) - Date.parse(a.lastStartedAt!))
    .slice(0, RECENT_SHOWN);

const section = (title: string, testId: string, body: ReactNode) => (
  <section key={testId} className="fh-start-section" data-testid={testId}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {body}
  </section>
);

/**
 * A process card. Those in 我的收藏 / 最近使用 repeat a card of the full list, so they carry their own
 * test id: `process-card` names each process once on the page.
 */
function ProcessCard({ definition, onOpen, onStar, busy, shortcut }: { definition: StartDefinition; onOpen: () => void; onStar: () => void; busy: boolean; shortcut?: 'favourite' | 'recent' }) {
  const { t } = useTranslation(BPM_NS);
  const label = definition.favourite ? t('start.unstar') : t('start.star');
  const description = shortcut === 'recent' && definition.lastStartedAt ? t('start.lastStarted', { time: when(definition.lastStartedAt) }) : `${definition.key} · v${definition.version}`;
  return (
    <Card hoverable size="small" onClick={onOpen} data-testid={shortcut ? "process-shortcut" : "process-card"} data-key={definition.key}>
      <div className="fh-start-card">
        <Card.Meta avatar={<PlayCircleOutlined style={{ fontSize: 24, color: '#1677ff' }} />} title={definition.name} description={description} style={{ minWidth: 0, flex: 1 }} />
        <Tooltip title={label}>
          <Button
            type="text"
            aria-label={label}
            aria-pressed={Boolean(definition.favourite)}
            loading={busy}
            icon={definition.favourite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              onStar();
            }}
            data-testid="favourite-toggle"
          />
        </Tooltip>
      </div>
    </Card>
  );
}

export default function CreateListPage() {
  const { t } = useTranslation(BPM_NS);
  const navigate = useNavigate();
  const spell = useSpell();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; list?: StartDefinition[]; error?: string }>();
  const [text, setText] = useState('');
  const [stars, setStars] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    startApi.startList(controller.signal).then(
      (list) => {
        setStars({});
        setAnswer({ attempt, list });
      },
      (e: unknown) => !controller.signal.aborted && setAnswer({ attempt, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [attempt, t]);
  const current = answer?.attempt === attempt ? answer : undefined;
  const error = current?.error;
  // The server's stars with the ones changed on this page since.
  const list = useMemo(() => current?.list?.map((d) => (d.key in stars ? { ...d, favourite: stars[d.key] } : d)), [current?.list, stars]);

  const groups = useMemo(() => groupDefinitions(list ?? [], text, t('uncategorised'), spell), [list, text, t, spell]);
  const favourites = useMemo(() => (list ?? []).filter((d) => d.favourite), [list]);
  const recent = useMemo(() => recentOf(list ?? []), [list]);

  const star = async (definition: StartDefinition) => {
    const on = !definition.favourite;
    setBusy(definition.key);
    const api = await feedback();
    try {
      const result = await startApi.favourite(definition.key, on);
      setStars((s) => ({ ...s, [definition.key]: result.favourite }));
      void api.message.success(t(result.favourite ? 'start.starred' : 'start.unstarred', { name: definition.name }));
    } catch (e) {
      void api.message.error(errorText(e, t('start.starFailed')));
    } finally {
      setBusy(undefined);
    }
  };

  const cards = (definitions: readonly StartDefinition[], shortcut?: 'favourite' | 'recent') => (
    <Row gutter={[12, 12]}>
      {definitions.map((d) => (
        <Col key={d.id} xs={24} sm={12} lg={8} xl={6}>
          <ProcessCard definition={d} onOpen={() => navigate(createHref(d.id))} onStar={() => void star(d)} busy={busy === d.key} {...(shortcut ? { shortcut } : {})} />
        </Col>
      ))}
    </Row>
  );
  let body;
  if (error) body = <Alert type="error" showIcon title={t('loadFailed')} description={error} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>} />;
  else if (!list) body = <Skeleton active />;
  else if (list.length === 0) body = <Empty description={t('noProcesses')} />;
  else if (groups.length === 0) body = <Empty description={t('start.noMatch', { text: text.trim() })} data-testid="no-match" />;
  else {
    const searching = text.trim() !== '';
    const categories = groups.map(([category, definitions]) => (
      <div key={category} style={{ marginBottom: 16 }} data-testid="process-category">
        <Typography.Text strong type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {category}
        </Typography.Text>
        {cards(definitions)}
      </div>
    ));
    body = (
      <>
        {searching ? null : section(t('start.favourites'), 'favourites', favourites.length > 0 ? cards(favourites, 'favourite') : <Typography.Text type="secondary">{t('start.favouritesEmpty')}</Typography.Text>)}
        {searching || recent.length === 0 ? null : section(t('start.recent'), 'recent', cards(recent, 'recent'))}
        {section(t('start.all'), 'all-processes', categories)}
      </>
    );
  }

  return (
    <div className="fh-bpm-page" data-testid="bpm-create-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('titles.createList')}
      </Typography.Title>
      <Input.Search allowClear value={text} onChange={(e) => setText(e.target.value)} placeholder={t('start.search')} aria-label={t('start.search')} className="fh-start-search" data-testid="process-search" />
      {body}
    </div>
  );
}
