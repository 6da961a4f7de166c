/**
 * The expression picker dialog 选择流程表达式 (spec §2): search by name, content, the system-preset flag
 * and description; a single-select table (id, name, content, preset, description) with a pager of 10;
 * 确 定 hands the chosen row over, 取 消 closes and forgets the search. Opening it runs the query. The rows
 * are the bpmExpression entity's, read through its queryPage call (the server checks the view code).
 */
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Select, Table, Tag } from 'antd';
import { call } from '../../../runtime/api/client.ts';
import { usePdT } from './i18n-fields.ts';

export interface ExpressionRow {
  id: string;
  expressionName: string;
  expressionValue: string;
  systemExpression: boolean;
  desc: string | null;
}

interface Search {
  expressionName: string;
  expressionValue: string;
  systemExpression: '' | 'true' | 'false';
  desc: string;
}

const EMPTY_SEARCH: Search = { expressionName: '', expressionValue: '', systemExpression: '', desc: '' };
/** Spec §9: page size 10, first page 1. */
const PAGE_SIZE = 10;

/** The entity's queryParam: only the filled fields (an empty like-filter would still be a filter). */
export function queryParamOf(search: Search): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['expressionName', 'expressionValue', 'desc'] as const) if (search[key].trim()) out[key] = search[key].trim();
  if (search.systemExpression) out.systemExpression = search.systemExpression === 'true';
  return out;
}

/**
 * A button beside an expression input: it opens the picker (which runs the query) and hands the chosen
 * row's expression over.
 */
export function ExpressionPickButton({ onPick, testId, disabled }: { onPick(expression: string, row: ExpressionRow): void; testId: string; disabled?: boolean }) {
  const { t } = usePdT();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<Search>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ExpressionRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<ExpressionRow | null>(null);
  // Answers of an older query are dropped when a newer one was asked meanwhile.
  const asked = useRef(0);

  const query = async (nextPage: number, filter: Search) => {
    const ticket = ++asked.current;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await call<{ records: ExpressionRow[]; total: number }>('/bpmExpression/queryPage', { body: { page: nextPage, pageSize: PAGE_SIZE, queryParam: queryParamOf(filter) }, quiet: true });
      if (ticket !== asked.current) return;
      setRows(answer?.records ?? []);
      setTotal(answer?.total ?? 0);
      setPage(nextPage);
    } catch {
      if (ticket === asked.current) setFailed(true);
    } finally {
      if (ticket === asked.current) setLoading(false);
    }
  };
  // Opening runs the query (with the search kept from a confirmed pick; a cancel has reset it).
  const openPicker = () => {
    setOpen(true);
    void query(1, search);
  };
  const cancel = () => {
    asked.current++;
    setSearch(EMPTY_SEARCH);
    setChosen(null);
    setRows([]);
    setLoading(false);
    setFailed(false);
    setOpen(false);
  };
  const confirm = () => {
    if (!chosen) return;
    setOpen(false);
    setChosen(null);
    onPick(chosen.expressionValue, chosen);
  };
  const field = (key: 'expressionName' | 'expressionValue' | 'desc', label: string) => (
    <Input allowClear size="small" placeholder={label} aria-label={label} data-testid={`pd-expr-search-${key}`} value={search[key]} style={{ width: 160 }}
      onChange={(event) => setSearch({ ...search, [key]: event.target.value })} onPressEnter={() => void query(1, search)} />
  );

  return (
    <>
      <Button size="small" data-testid={testId} disabled={disabled ?? false} onClick={openPicker}>{t('fields.picker.open')}</Button>
      <Modal open={open} title={t('fields.picker.title')} width={960} onCancel={cancel} className="pd-expr-picker"
        footer={[
          <Button key="cancel" data-testid="pd-expr-cancel" onClick={cancel}>{t('fields.picker.cancel')}</Button>,
          <Button key="ok" type="primary" data-testid="pd-expr-ok" disabled={!chosen} onClick={confirm}>{t('fields.picker.ok')}</Button>,
        ]}>
        <div data-testid="pd-expr-picker">
          <Flex wrap gap={8} style={{ marginBottom: 12 }}>
            {field('expressionName', t('fields.picker.name'))}
            {field('expressionValue', t('fields.picker.value'))}
            <Select size="small" aria-label={t('fields.picker.preset')} data-testid="pd-expr-search-preset" style={{ width: 150 }} value={search.systemExpression}
              onChange={(value: Search['systemExpression']) => setSearch({ ...search, systemExpression: value })}
              options={[{ value: '', label: `${t('fields.picker.preset')}：${t('fields.picker.any')}` }, { value: 'true', label: t('fields.picker.yes') }, { value: 'false', label: t('fields.picker.no') }]} />
            {field('desc', t('fields.picker.desc'))}
            <Button size="small" type="primary" data-testid="pd-expr-search" onClick={() => void query(1, search)}>{t('fields.picker.search')}</Button>
            <Button size="small" data-testid="pd-expr-reset" onClick={() => {
              setSearch(EMPTY_SEARCH);
              void query(1, EMPTY_SEARCH);
            }}>{t('fields.picker.reset')}</Button>
          </Flex>
          {failed && (
            <Alert type="error" showIcon style={{ marginBottom: 8 }} message={t('fields.picker.failed')} data-testid="pd-expr-error"
              action={<Button size="small" onClick={() => void query(page, search)}>{t('fields.picker.retry')}</Button>} />
          )}
          <Table<ExpressionRow>
            size="small"
            rowKey="id"
            loading={loading}
            dataSource={rows}
            scroll={{ x: 720 }}
            locale={{ emptyText: t('fields.picker.empty') }}
            data-testid="pd-expr-table"
            rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen.id] : [], onChange: (_keys, picked) => setChosen(picked[0] ?? null) }}
            onRow={(row) => ({ onClick: () => setChosen(row), 'data-testid': `pd-expr-row-${row.expressionName}` } as object)}
            pagination={{ current: page, pageSize: PAGE_SIZE, total, size: 'small', showSizeChanger: false, showTotal: (count) => t('fields.picker.total', { total: count }), onChange: (next) => void query(next, search) }}
            columns={[
              { title: t('fields.picker.id'), dataIndex: 'id', width: 120, ellipsis: true },
              { title: t('fields.picker.name'), dataIndex: 'expressionName', width: 160, ellipsis: true },
              { title: t('fields.picker.value'), dataIndex: 'expressionValue', width: 220, ellipsis: true, render: (value: string) => <code>{value}</code> },
              { title: t('fields.picker.preset'), dataIndex: 'systemExpression', width: 90, render: (value: boolean) => <Tag color={value ? 'blue' : undefined}>{value ? t('fields.picker.yes') : t('fields.picker.no')}</Tag> },
              { title: t('fields.picker.desc'), dataIndex: 'desc', ellipsis: true },
            ]}
          />
        </div>
      </Modal>
    </>
  );
}
