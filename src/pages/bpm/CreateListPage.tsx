/** 发起流程 /bpm/process-instance/createlist: the processes the user may start, by category, searchable by name. */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Input, Row, Skeleton, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { bpmApi, type Definition } from './api.ts';
import { BPM_NS } from './i18n.ts';
import { createHref } from './links.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';

/** The definitions whose name or key contains the text, grouped by category (uncategorised last). */
export function groupDefinitions(list: readonly Definition[], text: string, other: string): [string, Definition[]][] {
  const needle = text.trim().toLowerCase();
  const groups = new Map<string, Definition[]>();
  for (const definition of list) {
    if (needle && !definition.name.toLowerCase().includes(needle) && !definition.key.toLowerCase().includes(needle)) continue;
    const category = definition.category?.trim() || other;
    groups.set(category, [...(groups.get(category) ?? []), definition]);
  }
  return [...groups].sort(([a], [b]) => (a === other ? 1 : b === other ? -1 : a.localeCompare(b)));
}

export default function CreateListPage() {
  const { t } = useTranslation(BPM_NS);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; list?: Definition[]; error?: string }>();
  const [text, setText] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    bpmApi.startList(controller.signal).then(
      (list) => setAnswer({ attempt, list }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ attempt, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [attempt, t]);
  const current = answer?.attempt === attempt ? answer : undefined;
  const list = current?.list;
  const error = current?.error;

  const groups = useMemo(() => groupDefinitions(list ?? [], text, t('uncategorised')), [list, text, t]);

  let body;
  if (error) body = <Alert type="error" showIcon title={t('loadFailed')} description={error} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>} />;
  else if (!list) body = <Skeleton active />;
  else if (groups.length === 0) body = <Empty description={t('noProcesses')} />;
  else
    body = groups.map(([category, definitions]) => (
      <section key={category} style={{ marginBottom: 16 }} data-testid="process-category">
        <Typography.Title level={5}>{category}</Typography.Title>
        <Row gutter={[12, 12]}>
          {definitions.map((d) => (
            <Col key={d.id} xs={24} sm={12} lg={8} xl={6}>
              <Card hoverable size="small" onClick={() => navigate(createHref(d.id))} data-testid="process-card" data-key={d.key}>
                <Card.Meta avatar={<PlayCircleOutlined style={{ fontSize: 24, color: '#1677ff' }} />} title={d.name} description={`${d.key} · v${d.version}`} />
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    ));

  return (
    <div className="fh-bpm-page" data-testid="bpm-create-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('titles.createList')}
      </Typography.Title>
      <Input.Search allowClear value={text} onChange={(e) => setText(e.target.value)} placeholder={t('searchProcess')} aria-label={t('searchProcess')} style={{ maxWidth: 360, marginBottom: 16 }} data-testid="process-search" />
      {body}
    </div>
  );
}
