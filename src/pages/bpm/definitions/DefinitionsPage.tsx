/**
 * 流程定义 (/bpm/process-definition/index): the deployed processes, one row per key at its newest version,
 * earlier versions on expanding; category, deploy time, state with suspend/activate, the diagram and who
 * may start. Searches name, key, category and state; a table on a desk, cards below 768 px. The server
 * answers only holders of sys_definition_view (suspending needs sys_definition_btn_suspend), and the page
 * hides what the role lacks.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Pagination, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { ApiError, errorText } from '../../../runtime/api/client.ts';
import { permissionMapAtom } from '../../../runtime/session/state.ts';
import { useWidthClass } from '../../../runtime/shell/useWidthClass.ts';
import { formatDateTime } from '../../../runtime/util/time.ts';
import { Codes } from '../../../schemas/envelope.ts';
import { hasPermission } from '../../../schemas/permissions.ts';
import { definitionsApi, type DefinitionPage, type DefinitionQuery, type DefinitionRow } from './api.ts';
import { DiagramModal } from './DiagramModal.tsx';
import { OlderVersions, type VersionActions } from './OlderVersions.tsx';
import { StartersView, StateButton, StateTag, useDefinitionsT } from './parts.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import '../bpm.css';

const PAGE_SIZE = 10;
type StateChoice = 'active' | 'suspended' | undefined;

export default function DefinitionsPage() {
  const { t } = useDefinitionsT();
  const narrow = useWidthClass() === 0;
  const permissions = useAtomValue(permissionMapAtom);
  const canSuspend = hasPermission(permissions, 'sys_definition_btn_suspend');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const [filters, setFilters] = useState<DefinitionQuery>({});
  const [draft, setDraft] = useState<{ name: string; key: string; category: string; state: StateChoice }>({ name: '', key: '', category: '', state: undefined });
  const [attempt, setAttempt] = useState(0);
  const requestKey = JSON.stringify([paging, filters, attempt]);
  const [answer, setAnswer] = useState<{ key: string; page?: DefinitionPage; error?: string; forbidden?: boolean }>();
  const [shown, setShown] = useState<DefinitionPage>();
  const [diagram, setDiagram] = useState<DefinitionRow>();
  const [openCards, setOpenCards] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    definitionsApi.page(paging.page, paging.pageSize, { ...filters, latest: true }, controller.signal).then(
      (page) => {
        setAnswer({ key: requestKey, page });
        setShown(page);
      },
      (e: unknown) =>
        !controller.signal.aborted && setAnswer({ key: requestKey, error: errorText(e, t('loadFailed')), forbidden: e instanceof ApiError && e.code === Codes.forbidden }),
    );
    return () => controller.abort();
  }, [paging, filters, requestKey, t]);
  const loading = answer?.key !== requestKey;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const search = () => {
    const next: DefinitionQuery = {};
    if (draft.name.trim()) next.name = draft.name.trim();
    if (draft.key.trim()) next.key = draft.key.trim();
    if (draft.category.trim()) next.category = draft.category.trim();
    if (draft.state) next.suspended = draft.state === 'suspended';
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    setDraft({ name: '', key: '', category: '', state: undefined });
    setFilters({});
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const versionActions: VersionActions = { canSuspend, onDiagram: setDiagram, onChanged: reload };
  const actions = (row: DefinitionRow) => (
    <Space size="middle">
      <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => setDiagram(row)} data-testid="definition-diagram-open">
        {t('diagram')}
      </Button>
      {canSuspend && <StateButton row={row} onDone={reload} />}
    </Space>
  );
  const versionCell = (row: DefinitionRow) => (
    <Space size={4} wrap>
      <Tag color="blue">{t('versionTag', { version: row.version })}</Tag>
      {row.versionCount > 1 && <Typography.Text type="secondary">{t('versionCount', { count: row.versionCount })}</Typography.Text>}
    </Space>
  );

  if (answer?.forbidden) return <Result status="403" title="403" subTitle={t('forbidden')} data-testid="definitions-forbidden" />;

  const records = shown?.records ?? [];
  const error = loading ? undefined : answer?.error;
  const pager = (
    <Pagination
      current={paging.page}
      pageSize={paging.pageSize}
      total={shown?.total ?? 0}
      {...(narrow ? { size: 'small' as const } : {})}
      showSizeChanger={!narrow}
      showTotal={(total) => t('total', { total })}
      onChange={(page, pageSize) => setPaging({ page, pageSize })}
      style={{ marginTop: 12, justifyContent: 'flex-end' }}
    />
  );

  return (
    <div className="fh-bpm-page" data-testid="definitions-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Flex wrap gap={8} className="fh-bpm-search" role="search">
        {(['name', 'key', 'category'] as const).map((field) => (
          <Input
            key={field}
            allowClear
            value={draft[field]}
            onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            onPressEnter={search}
            placeholder={t(field === 'name' ? 'searchName' : field === 'key' ? 'searchKey' : 'searchCategory')}
            aria-label={t(field)}
            style={{ width: narrow ? '100%' : 180 }}
            data-testid={`definitions-search-${field}`}
          />
        ))}
        <Select<StateChoice>
          allowClear
          value={draft.state}
          onChange={(state) => setDraft((d) => ({ ...d, state }))}
          placeholder={t('anyState')}
          aria-label={t('state')}
          options={[
            { value: 'active', label: t('active') },
            { value: 'suspended', label: t('suspended') },
          ]}
          style={{ width: narrow ? '100%' : 140 }}
          data-testid="definitions-search-state"
        />
        <Space>
          <Button type="primary" onClick={search} data-testid="definitions-search">
            {t('search')}
          </Button>
          <Button onClick={reset}>{t('reset')}</Button>
          <Button onClick={reload}>{t('refresh')}</Button>
        </Space>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={error} action={<Button onClick={reload}>{t('retry')}</Button>} data-testid="definitions-error" />
      ) : narrow ? (
        loading && !shown ? (
          <Skeleton active />
        ) : records.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <>
            <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
              {records.map((row) => {
                const open = openCards.includes(row.id);
                return (
                  <Card key={row.id} size="small" className="fh-bpm-card" data-testid="definition-row" data-key={row.key} title={<NameCell row={row} />} extra={<StateTag suspended={row.suspended} />}>
                    <CardLine label={t('version')}>{versionCell(row)}</CardLine>
                    <CardLine label={t('category')}>{row.category ?? '—'}</CardLine>
                    <CardLine label={t('deployedAt')}>{formatDateTime(row.deployedAt)}</CardLine>
                    <CardLine label={t('starters')}>
                      <StartersView starters={row.starters} />
                    </CardLine>
                    <Flex justify="space-between" align="center" wrap style={{ marginTop: 4 }}>
                      {actions(row)}
                      {row.versionCount > 1 && (
                        <Button size="small" type="link" onClick={() => setOpenCards((ids) => (open ? ids.filter((id) => id !== row.id) : [...ids, row.id]))} data-testid="definition-versions-toggle">
                          {open ? t('hideVersions') : t('showVersions')}
                        </Button>
                      )}
                    </Flex>
                    {open && <OlderVersions latest={row} narrow actions={versionActions} />}
                  </Card>
                );
              })}
            </Flex>
            {pager}
          </>
        )
      ) : (
        <>
          <Table<DefinitionRow>
            rowKey="id"
            size="middle"
            loading={loading}
            dataSource={records}
            pagination={false}
            // An empty table with a content-sized scroll area shifts its header sideways.
            scroll={records.length > 0 ? { x: 'max-content' } : undefined}
            onRow={(row) => ({ 'data-testid': 'definition-row', 'data-key': row.key }) as React.HTMLAttributes<HTMLElement>}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            expandable={{
              rowExpandable: (row) => row.versionCount > 1,
              // antd's render prop for the expanded row, called with the row: not a component defined here.
              // oxlint-disable-next-line react/no-unstable-nested-components
              expandedRowRender: (row) => <OlderVersions latest={row} narrow={false} actions={versionActions} />,
            }}
            columns={[
              { key: 'name', title: t('name'), render: (_, row) => <NameCell row={row} />, width: 220 },
              { key: 'version', title: t('version'), render: (_, row) => versionCell(row), width: 150 },
              { key: 'category', title: t('category'), render: (_, row) => row.category ?? '—', width: 110 },
              { key: 'deployedAt', title: t('deployedAt'), render: (_, row) => formatDateTime(row.deployedAt), width: 170 },
              { key: 'state', title: t('state'), render: (_, row) => <StateTag suspended={row.suspended} />, width: 90 },
              { key: 'starters', title: t('starters'), render: (_, row) => <StartersView starters={row.starters} />, width: 300 },
              { key: '$actions', title: t('actions'), fixed: 'right', render: (_, row) => actions(row), width: 150 },
            ]}
          />
          {pager}
        </>
      )}
      {diagram && <DiagramModal row={diagram} onClose={() => setDiagram(undefined)} />}
    </div>
  );
}

function NameCell({ row }: { row: DefinitionRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{row.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="definition-key">
        {row.key}
      </Typography.Text>
    </Flex>
  );
}

function CardLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="fh-bpm-card-line">
      <span className="fh-bpm-card-label">{label}</span>
      <span>{children}</span>
    </div>
  );
}
