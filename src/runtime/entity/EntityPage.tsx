/**
 * One page renders every management screen: search form, toolbar, table (or tree table), edit
 * dialog, import and export — all derived from the entity file. Buttons follow the role's codes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Dropdown, Empty, Flex, Modal, Popconfirm, Result, Space, Spin, Table, Tag, Typography, message } from 'antd';
import type { TableProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { EntitySchema, ExtraAction } from '../../schemas/entity/types.ts';
import { hasPermission } from '../../schemas/permissions.ts';
import { ApiError, call, errorText } from '../api/client.ts';
import { Codes } from '../../schemas/envelope.ts';
import { download } from '../api/transfer.ts';
import { permissionMapAtom } from '../session/state.ts';
import { loadEntitySchema } from './schemas.ts';
import { SearchBar } from './SearchBar.tsx';
import { EditDialog } from './EditDialog.tsx';
import { ImportButton } from './ImportButton.tsx';
import { displayCell } from './values.ts';
import { textOf } from './i18n.ts';
import { loadActionDialog, type ActionDialog } from './dialogs/registry.ts';
import { useLazyTree } from './useLazyTree.tsx';
import { MasterList, type MasterChoice } from './MasterList.tsx';
import { AddPageButton, RowLinks, visibleRowLinks } from './RowLinks.tsx';
import { useWidthClass } from '../shell/useWidthClass.ts';
import { fitColumns, useElementWidth } from './fit-columns.ts';

type Row = Record<string, unknown> & { id: string; children?: Row[] };

/**
 * A page of this many rows or more renders virtually (only the rows in view are in the DOM): 1,000 rows took
 * over 3 s to appear in Chromium as a plain table, 100 rows 0.4 s. So the size changer's 100 is virtual too;
 * 10 to 50 rows stay a plain table that scrolls with the page. (bench/crud.ts checks the same threshold.)
 */
const VIRTUAL_FROM = 100;
/** Width assumed for a list column that declares none, to size a virtual table's horizontal scroll. */
const DEFAULT_COLUMN_WIDTH = 160;
interface Query {
  page: number;
  pageSize: number;
  queryParam: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
}

export default function EntityPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const [schema, setSchema] = useState<EntitySchema | null>();
  useEffect(() => {
    void loadEntitySchema(name).then((s) => setSchema(s ?? null));
  }, [name]);
  if (schema === undefined) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (schema === null) return <Result status="404" title={t('entity.unknownEntity', { name })} />;
  return <EntityScreen key={schema.name} schema={schema} />;
}

function EntityScreen({ schema }: { schema: EntitySchema }) {
  const { t, i18n } = useTranslation();
  const permissions = useAtomValue(permissionMapAtom);
  const can = (code: string | undefined) => Boolean(code) && hasPermission(permissions, code!);
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: schema.list.pageSize ?? 10, queryParam: {} });
  const [data, setData] = useState<{ records: Row[]; total: number }>();
  // Loading from the first paint, so the empty state never flashes before the first answer.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  // A role without the view code reaching the screen (by a link, or a route not from its menu) sees 403, not a broken list.
  const [forbidden, setForbidden] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ row: Row | undefined } | undefined>();
  const [hidden, setHidden] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ Dialog: ActionDialog; row: Row }>();
  const masterField = schema.list.master?.field;
  const [master, setMaster] = useState<MasterChoice>();
  const narrow = useWidthClass() === 0;
  // The chosen master row is a filter of its own; the search bar leaves its field to the master list.
  const effectiveParam = useMemo(() => (masterField && master ? { ...query.queryParam, [masterField]: master.id } : query.queryParam), [query.queryParam, masterField, master]);
  const searchSchema = useMemo(() => (masterField ? { ...schema, search: schema.search?.filter((s) => s.field !== masterField) } : schema), [schema, masterField]);
  const tree = Boolean(schema.tree);
  // A lazy tree loads level by level; a search shows the whole filtered tree at once instead.
  const lazy = Boolean(schema.tree?.lazy) && !Object.values(query.queryParam).some(filled);
  const lazyTree = useLazyTree(schema, query.sort);
  const reloadLazy = lazyTree.reload;

  const load = useCallback(async () => {
    setLoading(true);
    setError(undefined);
    try {
      if (lazy) {
        await reloadLazy();
      } else if (tree) {
        const records = await call<Row[]>(`/${schema.name}/treeList`, { body: { queryParam: effectiveParam, ...(query.sort ? { sort: query.sort } : {}) }, quiet: true });
        setData({ records: prune(records), total: records.length });
      } else {
        const body = { ...query, queryParam: effectiveParam };
        setData(await call<{ records: Row[]; total: number }>(`/${schema.name}/queryPage`, { body: schema.list.scope ? { ...body, scope: schema.list.scope } : body, quiet: true }));
      }
    } catch (e) {
      setError(errorText(e, t('common.serviceError')));
      setForbidden(e instanceof ApiError && e.code === Codes.forbidden);
    } finally {
      setLoading(false);
    }
  }, [schema.name, schema.list.scope, query, effectiveParam, tree, lazy, reloadLazy, t]);
  useEffect(() => void load(), [load]);
  // The memoised columns hold the remove/runAction of the render that built them: they reload through this
  // ref, so a row's delete or action reloads with the search and page shown now, not those of that render.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  async function remove(ids: string[]) {
    try {
      await call(`/${schema.name}/${schema.softDelete ? 'deleteYzj' : 'delete'}`, { body: ids.length === 1 ? { id: ids[0] } : { ids }, quiet: true });
      void message.success(t('entity.deleted'));
      setSelected([]);
      void latestLoad.current();
    } catch (e) {
      Modal.error({ title: errorText(e, t('common.serviceError')) });
    }
  }

  async function runAction(action: ExtraAction, row?: Row) {
    if (action.dialog && row) {
      const Dialog = await loadActionDialog(action.dialog);
      if (Dialog) setDialog({ Dialog, row });
      return;
    }
    const go = async () => {
      try {
        const answer = await call<Record<string, unknown> | null>(`/${schema.name}/${action.name}`, { body: row ? { id: row.id } : { queryParam: effectiveParam }, quiet: true });
        if (answer && typeof answer.password === 'string') Modal.success({ title: t('entity.newPassword', { password: answer.password }) });
        // An action that ran but did not succeed (a job run) answers {status: 'failure', message}: never 操作成功.
        else if (answer?.status === 'failure') Modal.error({ title: t('entity.actionFailed'), content: String(answer.message ?? '') });
        else void message.success(t('entity.done'));
        void latestLoad.current();
      } catch (e) {
        Modal.error({ title: errorText(e, t('common.serviceError')) });
      }
    };
    if (action.confirm) Modal.confirm({ title: textOf(action.confirm, i18n.language), onOk: go, okText: t('common.ok'), cancelText: t('common.cancel') });
    else await go();
  }

  const rowActions = (schema.actions ?? []).filter((a) => a.scope === 'row' && !a.internal && can(a.permission));
  const rowLinks = visibleRowLinks(schema.rowLinks, can);
  const columns = useMemo(() => {
    const list: NonNullable<TableProps<Row>['columns']> = schema.list.columns
      .filter((c) => !hidden.includes(c.field))
      .map((c, index) => ({
        key: c.field,
        // A phone scrolls the table inside its card: the first column stays, so a row keeps its name.
        ...(narrow && index === 0 ? { fixed: 'left' as const } : {}),
        dataIndex: c.field,
        title: textOf(schema.fields[c.field]?.label ?? { zh: c.field === 'createdAt' ? '创建时间' : '更新时间', en: c.field === 'createdAt' ? 'Created' : 'Updated' }, i18n.language),
        width: c.width,
        sorter: c.sortable ? true : undefined,
        sortOrder: query.sort?.field === c.field ? (query.sort.order === 'asc' ? 'ascend' : 'descend') : null,
        ellipsis: true,
        render: (value: unknown, row: Row) =>
          c.format === 'image' && value ? <img src={String(value)} alt="" style={{ height: 32 }} /> : displayCell(value, schema.fields[c.field], c, row, i18n.language, [t('entity.yes'), t('entity.no')]),
      }));
    if (can(schema.permissions.edit) || can(schema.permissions.delete) || rowActions.length > 0 || rowLinks.length > 0) {
      list.push({
        key: '$actions',
        title: t('entity.actions'),
        // Fixed on a phone too, both fixed columns would leave almost nothing of the screen to scroll.
        fixed: narrow ? undefined : 'right',
        width: 200,
        render: (_: unknown, row: Row) => (
          <Space size="small" wrap>
            {/* One Space item per link: the links of one RowLinks would stand together without a gap (预览设计). */}
            {rowLinks.map((link) => (
              <RowLinks key={link.path + link.label.en} links={[link]} row={row} language={i18n.language} />
            ))}
            {can(schema.permissions.edit) && !schema.readOnly && (
              <Typography.Link onClick={() => setEditing({ row })} data-testid="row-edit">
                {t('entity.edit')}
              </Typography.Link>
            )}
            {can(schema.permissions.delete) && !schema.readOnly && (
              <Popconfirm title={t('entity.confirmDelete')} onConfirm={() => void remove([row.id])} okText={t('common.ok')} cancelText={t('common.cancel')}>
                <Typography.Link type="danger" data-testid="row-delete">
                  {t('entity.delete')}
                </Typography.Link>
              </Popconfirm>
            )}
            {rowActions.map((a) => (
              <Typography.Link key={a.name} type={a.danger ? 'danger' : undefined} onClick={() => void runAction(a, row)} data-testid={`row-${a.name}`}>
                {textOf(a.label, i18n.language)}
              </Typography.Link>
            ))}
          </Space>
        ),
      });
    }
    return list;
    // Rebuilt when what it shows changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, hidden, query.sort, i18n.language, permissions, narrow]);

  const records = lazy ? lazyTree.records : (data?.records ?? []);
  const virtual = !tree && records.length >= VIRTUAL_FROM;
  // The declared widths fitted to the card (fit-columns.ts): beside the fixed 操作 column every column shows at 1440 px.
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const cardWidth = useElementWidth(card);
  const selectionWidth = can(schema.permissions.delete) && !schema.readOnly && !tree ? 32 : 0;
  const fitted = fitColumns(columns, cardWidth === undefined ? undefined : cardWidth - selectionWidth, DEFAULT_COLUMN_WIDTH);
  // A virtual table needs a number for its horizontal scroll; a plain one gets the same, so both fit alike.
  const scrollWidth = fitted.scrollX + selectionWidth;

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = one?.order && one.columnKey ? { field: String(one.columnKey), order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : undefined;
    setQuery((q) => ({ ...q, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? q.pageSize, sort }));
  };

  const canAdd = can(schema.permissions.add) && !schema.readOnly;
  const canDelete = can(schema.permissions.delete) && !schema.readOnly;
  if (forbidden) return <Result status="403" title="403" subTitle={error} data-testid="entity-forbidden" />;
  return (
    <div style={{ padding: 16 }} data-testid={`entity-page-${schema.name}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {textOf(schema.title, i18n.language)}
        {masterField && master && (
          <Tag color="blue" style={{ marginInlineStart: 8, verticalAlign: 'middle' }} data-testid="entity-master-chosen">
            {t('entity.masterOf', { label: textOf(schema.fields[masterField]?.label, i18n.language), name: master.label })}
          </Tag>
        )}
      </Typography.Title>
      <Flex gap={16} vertical={narrow || !masterField}>
        {masterField && (
          <MasterList
            schema={schema}
            narrow={narrow}
            value={master}
            onChange={(choice) => {
              setMaster(choice);
              setSelected([]);
              setQuery((q) => ({ ...q, page: 1 }));
            }}
          />
        )}
        <div style={{ flex: '1 1 auto', minWidth: 0 }} ref={setCard}>
          <SearchBar schema={searchSchema} onSearch={(queryParam) => setQuery((q) => ({ ...q, page: 1, queryParam }))} />
          <Space wrap style={{ marginBottom: 12 }}>
            {canAdd &&
              (schema.addPage ? (
                <AddPageButton path={schema.addPage} label={t('entity.add')} />
              ) : (
                <Button type="primary" onClick={() => setEditing({ row: undefined })} data-testid="entity-add">
                  {t('entity.add')}
                </Button>
              ))}
            {canDelete && !tree && (
              <Popconfirm title={t('entity.confirmBulkDelete', { n: selected.length })} disabled={selected.length === 0} onConfirm={() => void remove(selected)}>
                <Button danger disabled={selected.length === 0} data-testid="entity-bulk-delete">
                  {t('entity.bulkDelete')}
                </Button>
              </Popconfirm>
            )}
            {can(schema.permissions.export) && (
              <Button
                data-testid="entity-export"
                onClick={() =>
                  void download(`/${schema.name}/export`, { body: { queryParam: effectiveParam }, fallbackName: `${schema.name}.xlsx` })
                    .then(() => message.success(t('entity.exported')))
                    .catch((e: unknown) => message.error(errorText(e, t('common.serviceError'))))
                }
              >
                {t('entity.export')}
              </Button>
            )}
            {can(schema.permissions.import) && !schema.readOnly && (
              <>
                <ImportButton entity={schema} onImported={() => void load()} />
                <Button
                  type="link"
                  onClick={() =>
                    void download(`/${schema.name}/downImportTemplate`, { method: 'GET', fallbackName: `${schema.name}-template.xlsx` }).catch((e: unknown) =>
                      message.error(errorText(e, t('common.serviceError'))),
                    )
                  }
                >
                  {t('entity.template')}
                </Button>
              </>
            )}
            <Button onClick={() => void load()}>{t('entity.refresh')}</Button>
            <ColumnPicker schema={schema} hidden={hidden} onChange={setHidden} />
          </Space>
          {error ? (
            <Alert type="error" showIcon title={error} action={<Button onClick={() => void load()}>{t('entity.retry')}</Button>} />
          ) : (
            <Table<Row>
              rowKey="id"
              size="middle"
              loading={loading}
              columns={fitted.columns}
              dataSource={records}
              expandable={lazy ? lazyTree.expandable : undefined}
              // While loading, the spinner stands on a blank area: 暂无数据 under it would contradict it.
              locale={{ emptyText: loading ? <div style={{ height: 120 }} data-testid="entity-loading" /> : <Empty description={t('common.empty')} /> }}
              virtual={virtual}
              scroll={virtual ? { x: scrollWidth, y: Math.max(320, window.innerHeight - 320) } : { x: scrollWidth }}
              onChange={onTableChange}
              rowSelection={canDelete && !tree ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
              pagination={
                tree
                  ? false
                  : { current: query.page, pageSize: query.pageSize, total: data?.total ?? 0, showSizeChanger: true, showTotal: (total) => t('entity.total', { total }) }
              }
            />
          )}
        </div>
      </Flex>
      {dialog && (
        <dialog.Dialog
          entity={schema}
          row={dialog.row}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            void message.success(t('entity.saved'));
            void load();
          }}
        />
      )}
      {editing && (
        <EditDialog
          entity={schema}
          row={editing.row}
          defaults={masterField && master ? { values: { [masterField]: master.id }, labels: { [masterField]: master.label } } : undefined}
          open
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            if (typeof saved.initialPassword === 'string') Modal.success({ title: t('entity.initialPassword', { password: saved.initialPassword }) });
            else void message.success(t('entity.saved'));
            void load();
          }}
        />
      )}
    </div>
  );
}

/** A search value the user actually entered (an empty range is `[undefined, undefined]`). */
const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(filled) : value !== undefined && value !== null && value !== '';

/** Leaves have no `children` key, so the tree table shows no expander on them. */
function prune(rows: Row[]): Row[] {
  return rows.map(({ children, ...row }) => (children && children.length ? { ...row, children: prune(children) } : (row as Row)));
}

/** Column visibility: a checklist of the list columns. */
function ColumnPicker({ schema, hidden, onChange }: { schema: EntitySchema; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const all = schema.list.columns.map((c) => c.field);
  const panel = (
    <div style={{ background: '#fff', padding: 12, boxShadow: '0 6px 16px rgba(0,0,0,.12)', borderRadius: 8 }}>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        value={all.filter((f) => !hidden.includes(f))}
        options={schema.list.columns.map((c) => ({ value: c.field, label: textOf(schema.fields[c.field]?.label, i18n.language) || c.field }))}
        onChange={(shown) => onChange(all.filter((f) => !shown.includes(f)))}
      />
    </div>
  );
  return (
    <Dropdown trigger={['click']} popupRender={() => panel}>
      <Button>{t('entity.columns')}</Button>
    </Dropdown>
  );
}
