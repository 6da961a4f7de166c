/** The earlier versions of one key, loaded when its row is expanded: a small table on a desk, cards on a phone. */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Table, Tag } from 'antd';
import { errorText } from '../../../runtime/api/client.ts';
import { formatDateTime } from '../../../runtime/util/time.ts';
import { definitionsApi, type DefinitionRow } from './api.ts';
import { StateButton, StateTag, useDefinitionsT } from './parts.tsx';

export interface VersionActions {
  canSuspend: boolean;
  onDiagram: (row: DefinitionRow) => void;
  /** Called after a version's state changed, so the page reloads too. */
  onChanged: () => void;
}

export function OlderVersions({ latest, narrow, actions }: { latest: DefinitionRow; narrow: boolean; actions: VersionActions }) {
  const { t } = useDefinitionsT();
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the attempt it answers, so a retry shows the skeleton again.
  const [state, setState] = useState<{ attempt: number; rows?: DefinitionRow[]; error?: string }>({ attempt: -1 });
  useEffect(() => {
    const controller = new AbortController();
    definitionsApi.versions(latest.key, controller.signal).then(
      (page) => setState({ attempt, rows: page.records.filter((r) => r.id !== latest.id) }),
      (e: unknown) => !controller.signal.aborted && setState({ attempt, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [latest.key, latest.id, attempt, t]);

  const changed = () => {
    setAttempt((n) => n + 1);
    actions.onChanged();
  };
  const rowActions = (row: DefinitionRow) => (
    <Space size="small">
      <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => actions.onDiagram(row)} data-testid="definition-diagram-open">
        {t('diagram')}
      </Button>
      {actions.canSuspend && <StateButton row={row} onDone={changed} />}
    </Space>
  );

  if (state.attempt === attempt && state.error) return <Alert type="error" showIcon title={t('loadFailed')} description={state.error} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>} />;
  if (state.attempt !== attempt || !state.rows) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (state.rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noOlderVersions')} />;
  if (narrow) {
    return (
      <Flex vertical gap={8} data-testid="definition-versions">
        {state.rows.map((row) => (
          <Card key={row.id} size="small" data-testid="definition-version" data-version={row.version} type="inner" title={<Tag>{t('versionTag', { version: row.version })}</Tag>} extra={<StateTag suspended={row.suspended} />}>
            <div className="fh-bpm-card-line">
              <span className="fh-bpm-card-label">{t('deployedAt')}</span>
              <span>{formatDateTime(row.deployedAt)}</span>
            </div>
            {rowActions(row)}
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<DefinitionRow>
      data-testid="definition-versions"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={state.rows}
      onRow={(row) => ({ 'data-testid': 'definition-version', 'data-version': row.version }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'version', title: t('version'), width: 90, render: (_, row) => <Tag>{t('versionTag', { version: row.version })}</Tag> },
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'deployedAt', title: t('deployedAt'), width: 180, render: (_, row) => formatDateTime(row.deployedAt) },
        { key: 'deployedBy', title: t('deployedBy'), width: 120, dataIndex: 'deployedBy' },
        { key: 'state', title: t('state'), width: 100, render: (_, row) => <StateTag suspended={row.suspended} /> },
        { key: 'actions', title: t('actions'), width: 140, render: (_, row) => rowActions(row) },
      ]}
    />
  );
}
