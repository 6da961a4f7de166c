/**
 * Two versions side by side (stacked on a phone): each drawn by a read-only bpmn-js viewer, the
 * semantic diff of their models (bpmn-js-differ) marked on both — removed on the older, added on the
 * newer, changed and moved on both — and the change list below. The viewers read the XML with the
 * designer's vocabulary (camunda + Flowhall, flowable/activiti files aliased as on import), so
 * approval settings are model properties the differ compares; the change list words them as the
 * panels do (审批人类型 指定用户 (USERS) → 角色 (ROLES)), buttons and forms by name.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Empty, Spin, Table, Tag, Typography } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { drawable } from '../../../pages/bpm/diagram/layout.ts';
import { aliasEngineNamespaces } from '../../../schemas/bpmn/index.ts';
import { modelApi } from '../api.ts';
import { usePdT } from './i18n-diff.ts';
import { DIFF_MODDLE_EXTENSIONS, diffDefinitions } from './diff-handler.ts';
import { changeList, elementsById, viewerMarks, type ChangeKind, type ChangeRow } from './diff-list.ts';
import type { Names, Words } from './diff-words.ts';
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
  resized(): void;
  addMarker(id: string, className: string): void;
}
interface RegistryLike {
  get(id: string): unknown;
}

const label = (row: ChangeRow) => (row.name ? `${row.name} (${row.id})` : row.id);

/** Button and form names for the change list; a failed load leaves the codes and ids. */
async function loadNames(language: string): Promise<Names> {
  const [buttons, forms] = await Promise.all([modelApi.buttons().catch(() => null), modelApi.forms().catch(() => null)]);
  return {
    buttons: new Map((buttons ?? []).map((b) => [b.code, (language.startsWith('en') && b.nameEn) || b.name])),
    forms: new Map((forms ?? []).map((f) => [f.id, f.name])),
  };
}

const newViewer = (container: HTMLElement) => new NavigatedViewer({ container, moddleExtensions: DIFF_MODDLE_EXTENSIONS });
/** A stored version as the viewer reads it: flowable/activiti aliased as on import, laid out when it has no shapes. */
const read = async (xml: string) => drawable(aliasEngineNamespaces(xml));
const element = (row: ChangeRow) => (
  <span>
    {label(row)} <Typography.Text type="secondary">{row.type}</Typography.Text>
  </span>
);

/** The diagram fitted with a margin, so marked elements at the edge show whole. */
const fit = (canvas: CanvasLike) => canvas.zoom(canvas.zoom('fit-viewport') * 0.9, 'auto');

const KIND_COLOR: Record<ChangeKind, string> = { added: 'green', removed: 'red', changed: 'orange', layout: 'blue' };

export function DiffViewers({ older, newer, stacked }: { older: Side; newer: Side; stacked: boolean }) {
  const { t, i18n } = usePdT();
  const words = (parts: Words) => parts.map((part) => (typeof part === 'string' ? part : t(part.key))).join('');
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<ChangeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!left.current || !right.current) return undefined;
    const containers = [left.current, right.current] as const;
    const viewers = [newViewer(containers[0]), newViewer(containers[1])] as const;
    let resize: ResizeObserver | undefined;
    let live = true;
    void (async () => {
      try {
        const [names] = await Promise.all([loadNames(i18n.language), viewers[0].importXML(await read(older.xml)), viewers[1].importXML(await read(newer.xml))]);
        if (!live) return;
        const before = viewers[0].getDefinitions();
        const list = changeList(diffDefinitions(before, viewers[1].getDefinitions()), elementsById(before), names);
        viewers.forEach((one, index) => {
          const canvas = one.get<CanvasLike>('canvas');
          const registry = one.get<RegistryLike>('elementRegistry');
          fit(canvas);
          for (const [id, className] of viewerMarks(list, index === 0 ? 'older' : 'newer')) if (registry.get(id)) canvas.addMarker(id, className);
        });
        // A phone turned, a window resized: the diagrams fit their new boxes again.
        resize = new ResizeObserver(() => {
          for (const one of viewers) {
            const canvas = one.get<CanvasLike>('canvas');
            canvas.resized();
            fit(canvas);
          }
        });
        for (const container of containers) resize.observe(container);
        setRows(list);
      } catch (failure) {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      }
    })();
    return () => {
      live = false;
      resize?.disconnect();
      for (const one of viewers) one.destroy();
    };
    // The names are read once per pair; a language switch re-renders the words, not the diff.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [older.xml, newer.xml]);

  const kindTag = (row: ChangeRow) => <Tag color={KIND_COLOR[row.kind]}>{t(`diff.${row.kind}`)}</Tag>;
  const changes = (row: ChangeRow) =>
    row.attrs.map((a, index) => (
      <div key={index} data-testid="pd-diff-attr">{t('diff.attr', { name: words(a.label), from: words(a.from), to: words(a.to) })}</div>
    ));

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
          columns={
            // On a phone one column: the kind and the element, their changes under them.
            stacked
              ? [{ key: 'all', render: (_, row) => (<>{kindTag(row)}{element(row)}{changes(row)}</>) }]
              : [
                  { key: 'kind', width: 90, render: (_, row) => kindTag(row) },
                  { key: 'element', render: (_, row) => element(row) },
                  { key: 'attrs', render: (_, row) => changes(row) },
                ]
          }
        />
      )}
    </div>
  );
}
