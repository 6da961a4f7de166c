/**
 * The frame of the four "my" lists (todo, done, mine, CC): a search bar of the filters the server's page
 * call accepts, the page as a table — or as cards below 768 px, where a table would scroll sideways —,
 * paging, and the loading, empty and error states. Each list supplies its call, columns and row actions.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Flex, Input, Pagination, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { useWidthClass } from '../../runtime/shell/useWidthClass.ts';
import type { Page, PageQuery } from './api.ts';
import { BPM_NS } from './i18n.ts';
import { FIRST_PAGE_QUERY } from './first-calls.ts';
// oxlint-disable-next-line import/no-unassigned-import -- adds the `lists` texts
import './lists-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';
import { useLiveSync } from '../../runtime/realtime/live-sync.ts';

export interface ListColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  width?: number;
}

/** A choice filter sent as queryParam[key] (only keys the server's page call reads). */
export interface ChoiceFilter {
  key: 'status' | 'result' | 'readFlag';
  placeholder: string;
  options: { value: string | number; label: string }[];
}

export interface PagedListProps<Row extends { id: string }> {
  testId: string;
  title: string;
  load: (query: PageQuery, signal: AbortSignal) => Promise<Page<Row>>;
  columns: ListColumn<Row>[];
  renderActions: (row: Row, reload: () => void) => ReactNode;
  filters?: ChoiceFilter[];
  /** Text search by initiator (humancode or part of the name). */
  initiatorSearch?: boolean;
  /** A day range on the list's own time (the server completes it to whole days); the value is its label. */
  rangeLabel?: string;
  /** Rows the user may select (with the toolbar acting on them). */
  selectable?: (row: Row) => boolean;
  /** The phone's select-all label: what the selection is for (batch approve, mark read …), with the count. */
  selectAllLabel?: (count: number) => string;
  renderToolbar?: (selected: Row[], reload: () => void) => ReactNode;
  /** Extra card class per row (e.g. unread CC rows stand out). */
  rowClass?: (row: Row) => string;
  /** Re-read on each real-time push (a new todo or CC arrives without a reload). */
  live?: boolean;
}


/** Cards have no header checkbox: this one selects every selectable card of the page. */
function SelectAll<Row extends { id: string }>({ records, selectable, selected, onChange, label }: { records: Row[]; selectable: (row: Row) => boolean; selected: Row[]; onChange: (rows: Row[]) => void; label?: ((count: number) => string) | undefined }) {
  const { t } = useTranslation(BPM_NS);
  const open = records.filter(selectable);
  const all = open.every((row) => selected.some((r) => r.id === row.id));
  return (
    <Checkbox
      checked={all}
      indeterminate={!all && selected.length > 0}
      onChange={(e) => onChange(e.target.checked ? open : [])}
      data-testid="bpm-select-all"
    >
      {label ? label(open.length) : t('lists.selectAll', { count: open.length })}
    </Checkbox>
  );
}

export function PagedList<Row extends { id: string }>(props: PagedListProps<Row>) {
  const { t } = useTranslation(BPM_NS);
  const narrow = useWidthClass() === 0;
  // The first page is what the todo route prefetches (first-calls.ts): the same query, so the answer is taken.
  const [query, setQuery] = useState<PageQuery>({ ...FIRST_PAGE_QUERY, queryParam: {} });
  const [name, setName] = useState('');
  const [choices, setChoices] = useState<Record<string, string | number | undefined>>({});
  const [initiator, setInitiator] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the request it answers, so "loading" is derived rather than set in the effect.
  const requestKey = `${JSON.stringify(query)}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; page?: Page<Row>; error?: string }>();
  const [shown, setShown] = useState<Page<Row>>();
  const [selected, setSelected] = useState<Row[]>([]);
  const { load } = props;

  useEffect(() => {
    const controller = new AbortController();
    load(query, controller.signal).then(
      (page) => {
        setAnswer({ key: requestKey, page });
        setShown(page);
        setSelected([]);
      },
      (e: unknown) => !controller.signal.aborted && setAnswer({ key: requestKey, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [load, query, requestKey, t]);
  const loading = answer?.key !== requestKey;
  const error = loading ? undefined : answer?.error;
  const data = shown;

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useLiveSync(reload, Boolean(props.live));

  const search = () => {
    const queryParam: PageQuery['queryParam'] = {};
    if (name.trim()) queryParam.name = name.trim();
    if (props.initiatorSearch && initiator.trim()) queryParam.initiator = initiator.trim();
    if (props.rangeLabel && range) queryParam.createTime = [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];
    for (const filter of props.filters ?? []) {
      const value = choices[filter.key];
      if (value === undefined) continue;
      if (filter.key === 'result') queryParam.result = Number(value);
      else if (filter.key === 'readFlag') queryParam.readFlag = value === 'read';
      else queryParam.status = String(value);
    }
    setQuery({ page: 1, pageSize: query.pageSize, queryParam });
  };
  const reset = () => {
    setName('');
    setInitiator('');
    setRange(null);
    setChoices({});
    setQuery({ page: 1, pageSize: query.pageSize, queryParam: {} });
  };

  const records = data?.records ?? [];
  const pagination = (
    <Pagination
      current={query.page}
      pageSize={query.pageSize}
      total={data?.total ?? 0}
      {...(narrow ? { size: 'small' as const } : {})}
      showSizeChanger={!narrow}
      showTotal={(total) => t('total', { total })}
      onChange={(page, pageSize) => setQuery((q) => ({ ...q, page, pageSize }))}
      style={{ marginTop: 12, textAlign: 'right' }}
    />
  );
  // antd hides its size changer on phones; a batch acts on one page's selection, so phones get their own.
  const paging = narrow ? (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
      <Select
        size="small"
        value={query.pageSize}
        onChange={(pageSize: number) => setQuery((q) => ({ ...q, page: 1, pageSize }))}
        options={[10, 20, 50, 100].map((value) => ({ value, label: t('lists.perPage', { count: value }) }))}
        aria-label={t('lists.pageSize')}
        data-testid="bpm-page-size"
      />
      {pagination}
    </Flex>
  ) : (
    pagination
  );

  return (
    <div className="fh-bpm-page" data-testid={props.testId}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <Flex wrap gap={8} className="fh-bpm-search" role="search">
        <Input
          allowClear
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={search}
          placeholder={t('processNamePlaceholder')}
          aria-label={t('processName')}
          style={{ width: narrow ? '100%' : 220 }}
          data-testid="bpm-search-name"
        />
        {props.initiatorSearch ? (
          <Input
            allowClear
            value={initiator}
            onChange={(e) => setInitiator(e.target.value)}
            onPressEnter={search}
            placeholder={t('lists.initiatorPlaceholder')}
            aria-label={t('initiator')}
            style={{ width: narrow ? '100%' : 180 }}
            data-testid="bpm-search-initiator"
          />
        ) : null}
        {props.rangeLabel ? (
          <DatePicker.RangePicker
            value={range}
            onChange={(days) => setRange(days && days[0] && days[1] ? [days[0], days[1]] : null)}
            placeholder={[t('lists.dateStart'), t('lists.dateEnd')]}
            prefix={<span className="fh-bpm-range-label">{props.rangeLabel}</span>}
            aria-label={props.rangeLabel}
            style={{ width: narrow ? '100%' : 320 }}
            data-testid="bpm-search-range"
          />
        ) : null}
        {(props.filters ?? []).map((filter) => (
          <Select
            key={filter.key}
            allowClear
            value={choices[filter.key]}
            onChange={(value: string | number | undefined) => setChoices((c) => ({ ...c, [filter.key]: value }))}
            placeholder={filter.placeholder}
            aria-label={filter.placeholder}
            options={filter.options}
            style={{ width: narrow ? '100%' : 160 }}
            data-testid={`bpm-filter-${filter.key}`}
          />
        ))}
        <Space wrap>
          <Button type="primary" onClick={search} data-testid="bpm-search">
            {t('search')}
          </Button>
          <Button onClick={reset}>{t('reset')}</Button>
          <Button onClick={reload}>{t('refresh')}</Button>
          {props.renderToolbar?.(selected, reload)}
        </Space>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={error} action={<Button onClick={reload}>{t('retry')}</Button>} data-testid="bpm-list-error" />
      ) : narrow ? (
        loading && !data ? (
          <Skeleton active />
        ) : records.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <>
            <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
              {props.selectable && records.some(props.selectable) ? <SelectAll records={records} selectable={props.selectable} selected={selected} onChange={setSelected} label={props.selectAllLabel} /> : null}
              {records.map((row) => (
                <Card
                  key={row.id}
                  size="small"
                  className={`fh-bpm-card ${props.rowClass?.(row) ?? ''}`}
                  data-testid="bpm-row"
                  title={
                    props.selectable ? (
                      <Checkbox
                        checked={selected.some((r) => r.id === row.id)}
                        disabled={!props.selectable(row)}
                        onChange={(e) => setSelected((rows) => (e.target.checked ? [...rows, row] : rows.filter((r) => r.id !== row.id)))}
                        aria-label={t('lists.selectRow')}
                        data-testid="bpm-row-select"
                      >
                        {props.columns[0]?.render(row)}
                      </Checkbox>
                    ) : (
                      props.columns[0]?.render(row)
                    )
                  }
                  actions={[<Space key="a">{props.renderActions(row, reload)}</Space>]}
                >
                  {props.columns.slice(1).map((column) => (
                    <div key={column.key} className="fh-bpm-card-line">
                      <span className="fh-bpm-card-label">{column.title}</span>
                      <span>{column.render(row)}</span>
                    </div>
                  ))}
                </Card>
              ))}
            </Flex>
            {paging}
          </>
        )
      ) : (
        <>
          <Table<Row>
            rowKey="id"
            size="middle"
            loading={loading}
            dataSource={records}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => props.rowClass?.(row) ?? ''}
            onRow={() => ({ 'data-testid': 'bpm-row' }) as React.HTMLAttributes<HTMLElement>}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            rowSelection={props.selectable ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows), getCheckboxProps: (row) => ({ disabled: !props.selectable!(row) }) } : undefined}
            columns={[
              ...props.columns.map((column) => ({ key: column.key, title: column.title, width: column.width, render: (_: unknown, row: Row) => column.render(row) })),
              { key: '$actions', title: t('actions'), fixed: 'right' as const, render: (_: unknown, row: Row) => <Space size="small">{props.renderActions(row, reload)}</Space> },
            ]}
          />
          {paging}
        </>
      )}
    </div>
  );
}
