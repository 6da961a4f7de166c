/**
 * A model's version history: each deployed version with who deployed it, when, and the note; pick two
 * and compare them (the two-viewer diff).
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Modal, Spin, Table, Tag } from 'antd';
import { errorText } from '../../../runtime/api/client.ts';
import { formatDateTime } from '../../../runtime/util/time.ts';
import { usePdT } from '../i18n.ts';
import { toolsApi, type ModelListRow, type VersionRow } from '../tools-api.ts';
import { DiffViewers } from './DiffViewers.tsx';

interface Pair {
  older: { version: number; xml: string };
  newer: { version: number; xml: string };
}

export function VersionsDrawer({ model, phone, onClose }: { model: ModelListRow | null; phone: boolean; onClose(): void }) {
  const { t } = usePdT();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<{ id: string; rows?: VersionRow[]; error?: string } | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [pair, setPair] = useState<Pair | null>(null);
  const [comparing, setComparing] = useState(false);

  useEffect(() => {
    if (!model) return undefined;
    let live = true;
    toolsApi.versions(model.id).then(
      (rows) => live && setLoaded({ id: model.id, rows }),
      (failure: unknown) => live && setLoaded({ id: model.id, error: errorText(failure, '') }),
    );
    return () => {
      live = false;
    };
  }, [model]);
  const current = model && loaded?.id === model.id ? loaded : null;

  const compare = async () => {
    const rows = current?.rows ?? [];
    const chosen = rows.filter((r) => picked.includes(r.id)).toSorted((a, b) => a.version - b.version);
    if (chosen.length !== 2) {
      void message.warning(t('versions.pickTwo'));
      return;
    }
    setComparing(true);
    try {
      const [a, b] = await Promise.all(chosen.map((r) => toolsApi.versionXml(r.id)));
      setPair({ older: { version: a!.version, xml: a!.xml }, newer: { version: b!.version, xml: b!.xml } });
    } catch (failure) {
      void message.error(errorText(failure, ''));
    } finally {
      setComparing(false);
    }
  };

  return (
    <Drawer
      open={!!model}
      width={phone ? '100%' : 720}
      title={model ? t('versions.title', { name: model.name }) : ''}
      onClose={() => {
        setPicked([]);
        onClose();
      }}
      data-testid="pd-versions"
      extra={<Button type="primary" loading={comparing} disabled={picked.length !== 2} onClick={() => void compare()} data-testid="pd-versions-compare">{t('versions.compare')}</Button>}
    >
      {!current ? (
        <Spin />
      ) : current.error ? (
        <Alert type="error" showIcon message={current.error} />
      ) : (current.rows ?? []).length === 0 ? (
        <Empty description={t('versions.empty')} />
      ) : (
        <Table<VersionRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={current.rows}
          scroll={{ x: 560 }}
          rowSelection={{
            selectedRowKeys: picked,
            // Two at most: a third choice replaces the oldest pick.
            onChange: (keys) => setPicked((keys as string[]).slice(-2)),
            hideSelectAll: true,
          }}
          columns={[
            { title: t('versions.version'), dataIndex: 'version', width: 70, render: (v: number, row) => <span>v{v} {row.suspended ? <Tag>{t('versions.suspended')}</Tag> : null}</span> },
            { title: t('versions.deployedBy'), key: 'by', width: 120, render: (_, row) => row.deployedByName ?? row.deployedBy ?? '—' },
            { title: t('versions.deployedAt'), dataIndex: 'deployedAt', width: 170, render: (at: string) => formatDateTime(at) },
            { title: t('versions.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
          ]}
        />
      )}
      <Modal open={!!pair} width={phone ? '100%' : 1200} footer={null} title={pair ? t('diff.title', { from: pair.older.version, to: pair.newer.version }) : ''} onCancel={() => setPair(null)} destroyOnHidden>
        {pair && <DiffViewers older={pair.older} newer={pair.newer} stacked={phone} />}
      </Modal>
    </Drawer>
  );
}
