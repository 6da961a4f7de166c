/**
 * The tree table of an entity whose schema declares `tree.lazy`: the roots first, then each node's
 * children when it is expanded, one level per call to the entity's lazy call (`tree.lazyCall`, e.g.
 * /sytSysOrganization/lzayTreeList) with `{queryParam: {<parentField>: id | null}}`. The server marks
 * each row with `hasChildren`, so only those show an expander. A reload (after an edit) fetches the
 * roots and again every level that is open, so the tree stays as the user left it.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ConfigProvider, message } from 'antd';
import type { TableProps } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { call, errorText } from '../api/client.ts';

type Row = Record<string, unknown> & { id: string; hasChildren?: boolean; children?: Row[] };
type Sort = { field: string; order: 'asc' | 'desc' } | undefined;

/** The key of the root level in the map of loaded levels (never an id: ids are non-empty). */
const ROOT = '';

export interface LazyTree {
  records: Row[];
  /** Fetches the roots and every open level; rejects when the roots cannot be read. */
  reload(): Promise<void>;
  expandable: NonNullable<TableProps<Row>['expandable']>;
}

export function useLazyTree(schema: EntitySchema, sort: Sort): LazyTree {
  const { t } = useTranslation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const [levels, setLevels] = useState<ReadonlyMap<string, Row[]>>(new Map());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  // The open nodes as of the last render, for reload() without re-creating it on every expand.
  const open = useRef<string[]>([]);
  useEffect(() => {
    open.current = expanded;
  }, [expanded]);
  const parentField = schema.tree?.parentField ?? 'parentId';
  const path = `/${schema.name}/${schema.tree?.lazyCall ?? 'queryList'}`;

  const fetchLevel = useCallback(
    (parent: string | null) => call<Row[]>(path, { body: { queryParam: { [parentField]: parent }, ...(sort ? { sort } : {}) }, quiet: true }),
    [path, parentField, sort],
  );

  const reload = useCallback(async () => {
    const keep = new Set(open.current);
    const next = new Map<string, Row[]>([[ROOT, await fetchLevel(null)]]);
    let frontier = next.get(ROOT)!;
    // Level by level: a node's children are fetched only when the node is still there and open.
    for (;;) {
      const opened = frontier.filter((row) => row.hasChildren && keep.has(row.id));
      if (opened.length === 0) break;
      const children = await Promise.all(opened.map((row) => fetchLevel(row.id).catch(() => [] as Row[])));
      opened.forEach((row, i) => next.set(row.id, children[i]!));
      frontier = children.flat();
    }
    setLevels(next);
    setExpanded([...keep].filter((key) => next.has(key)));
  }, [fetchLevel]);

  const expand = useCallback(
    async (row: Row) => {
      setLoading((keys) => new Set(keys).add(row.id));
      try {
        const children = await fetchLevel(row.id);
        setLevels((current) => new Map(current).set(row.id, children));
        setExpanded((keys) => (keys.includes(row.id) ? keys : [...keys, row.id]));
      } catch (e) {
        void message.error(errorText(e, t('common.serviceError')));
      } finally {
        setLoading((keys) => {
          const next = new Set(keys);
          next.delete(row.id);
          return next;
        });
      }
    },
    [fetchLevel, t],
  );

  const records = useMemo(() => {
    const assemble = (key: string): Row[] =>
      (levels.get(key) ?? []).map((row) => {
        const { children: _ignored, ...plain } = row;
        const loaded = levels.get(row.id);
        // An empty `children` keeps the expander on a node whose children are not loaded yet.
        if (!row.hasChildren || (loaded && loaded.length === 0)) return plain as Row;
        return { ...plain, children: loaded ? assemble(row.id) : [] } as Row;
      });
    return assemble(ROOT);
  }, [levels]);

  const iconPrefix = `${getPrefixCls('table')}-row-expand-icon`;
  const expandable: LazyTree['expandable'] = {
    expandedRowKeys: expanded,
    onExpand: (isOpen, row) => {
      if (!isOpen) setExpanded((keys) => keys.filter((key) => key !== row.id));
      else if (levels.has(row.id)) setExpanded((keys) => [...keys, row.id]);
      else void expand(row);
    },
    // antd's own expander, except that a node whose children are on their way shows a spinner.
    expandIcon: ({ expanded: isOpen, expandable: canExpand, onExpand, record }) => {
      if (loading.has(record.id)) return <LoadingOutlined aria-label={t('entity.loadingChildren')} style={{ marginInlineEnd: 8 }} />;
      return (
        <button
          type="button"
          className={`${iconPrefix} ${canExpand ? `${iconPrefix}-${isOpen ? 'expanded' : 'collapsed'}` : `${iconPrefix}-spaced`}`}
          aria-label={isOpen ? t('entity.collapseRow') : t('entity.expandRow')}
          aria-expanded={isOpen}
          onClick={(event) => {
            onExpand(record, event);
            event.stopPropagation();
          }}
        />
      );
    },
  };
  return { records, reload, expandable };
}
