/**
 * Two versions side by side (stacked on a phone): each drawn by a read-only bpmn-js viewer, the
 * semantic diff of their models (bpmn-js-differ) marked on both — removed on the older, added on the
 * newer, changed and moved on both — and the change list below.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Empty, Spin, Table, Tag, Typography } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { diff } from 'bpmn-js-differ';
import { drawable } from '../../../pages/bpm/diagram/layout.ts';
import { usePdT } from '../i18n.ts';
import { changeList, viewerMarks, type ChangeKind, type ChangeRow } from './diff-list.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/diagram-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-js.css';

interface Side {
  version: number;
  xml: string;
}

interface CanvasLike {
  zoom(scale?: string | number, center?: 'auto'): number;
  addMarker(id: string, className: string): void;
}
interface RegistryLike {
  get(id: string): unknown;
}

const label = (row: ChangeRow) => (row.name ? `${row.name} (${row.id})` : row.id);

const KIND_COLOR: Record<ChangeKind, string> = { added: 'green', removed: 'red', changed: 'orange', layout: 'blue' };

export function DiffViewers({ older, newer, stacked }: { older: Side; newer: Side; stacked: boolean }) {
  const { t } = usePdT();
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<ChangeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!left.current || !right.current) return undefined;
    const viewers = [new NavigatedViewer({ container: left.current }), new NavigatedViewer({ container: right.current })] as const;
    let live = true;
    void (async () => {
      try {
        await Promise.all([viewers[0].importXML(await drawable(older.xml)), viewers[1].importXML(await drawable(newer.xml))]);
        if (!live) return;
        const list = changeList(diff(viewers[0].getDefinitions(), viewers[1].getDefinitions()));
        viewers.forEach((viewer, index) => {
          const canvas = viewer.get<CanvasLike>('canvas');
          const registry = viewer.get<RegistryLike>('elementRegistry');
          // A margin around the fitted diagram, so marked elements at the edge show whole.
          canvas.zoom(canvas.zoom('fit-viewport') * 0.9, 'auto');
          for (const [id, className] of viewerMarks(list, index === 0 ? 'older' : 'newer')) if (registry.get(id)) canvas.addMarker(id, className);
        });
        setRows(list);
      } catch (failure) {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      }
    })();
    return () => {
      live = false;
      for (const viewer of viewers) viewer.destroy();
    };
  }, [older.xml, newer.xml]);

  return (
    <div data-testid="pd-diff">
      {error && <Alert type="error" showIcon message={error} />}
      <div className={`pd-diff-pair${stacked ? ' is-stacked' : ''}`}>
        <div className="pd-diff-side">
          <Typography.Text strong>{t('diff.older', { version: older.version })}</Typography.Text>
          <div className="pd-diff-canvas" ref={left} data-testid="pd-diff-older" />
        </div>
        <div className="pd-diff-side">
          <Typography.Text strong>{t('diff.newer', { version: newer.version })}</Typography.Text>
          <div className="pd-diff-canvas" ref={right} data-testid="pd-diff-newer" />
        </div>
      </div>
      <div className="pd-diff-legend">
        {(['added', 'removed', 'changed', 'layout'] as const).map((kind) => (
          <Tag key={kind} color={KIND_COLOR[kind]}>{t(`diff.${kind}`)}</Tag>
        ))}
      </div>
      <Typography.Title level={5}>{t('diff.changes')}</Typography.Title>
      {rows === null && !error ? (
        <Spin />
      ) : rows && rows.length === 0 ? (
        <Empty description={t('diff.none')} />
      ) : (
        <Table<ChangeRow>
          size="small"
          rowKey={(row) => `${row.kind}-${row.id}`}
          pagination={false}
          showHeader={false}
          dataSource={rows ?? []}
          data-testid="pd-diff-list"
          columns={[
            { key: 'kind', width: 90, render: (_, row) => <Tag color={KIND_COLOR[row.kind]}>{t(`diff.${row.kind}`)}</Tag> },
            { key: 'element', render: (_, row) => <span>{label(row)} <Typography.Text type="secondary">{row.type}</Typography.Text></span> },
            { key: 'attrs', render: (_, row) => row.attrs.map((a) => <div key={a.name}>{t('diff.attr', { name: a.name, from: a.from, to: a.to })}</div>) },
          ]}
        />
      )}
    </div>
  );
}
