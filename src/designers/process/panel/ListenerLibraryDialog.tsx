/**
 * Choosing a listener from the library (spec §2, §5, §7): the bpmFlowListener rows of this kind, 10 a
 * page, searched by name; one row at most (choosing another replaces it); confirm reads its parameters
 * (bpmFlowListenerParam) and hands over the listener they make.
 */
import { useEffect, useState } from 'react';
import { App, Button, Input, Modal, Space, Table } from 'antd';
import { call } from '../../../runtime/api/client.ts';
import { listenerFromLibrary, type LibraryParam, type Listener, type ListenerKind } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n-more.ts';

interface Row {
  id: string;
  name: string;
  eventType: string;
  valueType: string;
  value: string;
  remark?: string;
}

const PAGE_SIZE = 10;

export function ListenerLibraryDialog({ kind, onConfirm, onCancel }: { kind: ListenerKind; onConfirm(listener: Listener): void; onCancel(): void }) {
  const { t } = usePdT();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  // The query asked for (opening the dialog asks for the first page) and the answer that came for it.
  const [query, setQuery] = useState({ page: 1, name: '' });
  const [answer, setAnswer] = useState<{ query: typeof query; records: Row[]; total: number } | null>(null);
  const [chosen, setChosen] = useState<Row | null>(null);
  const listenertype = kind === 'taskListener' ? 'task' : 'execution';
  useEffect(() => {
    let live = true;
    const queryParam = { listenertype, ...(query.name ? { name: query.name } : {}) };
    call<{ records: Row[]; total: number }>('/bpmFlowListener/queryPage', { body: { page: query.page, pageSize: PAGE_SIZE, queryParam } }).then(
      (page) => live && setAnswer({ query, records: page?.records ?? [], total: page?.total ?? 0 }),
      () => live && setAnswer({ query, records: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [query, listenertype]);
  const loading = answer?.query !== query;
  const data = answer ?? { records: [], total: 0 };
  const page = query.page;
  const load = (nextPage: number, search: string) => setQuery({ page: nextPage, name: search });

  const confirm = async () => {
    if (!chosen) {
      void message.warning(t('more.libraryEmpty'));
      return;
    }
    const params = (await call<LibraryParam[]>('/bpmFlowListenerParam/queryList', { body: { queryParam: { listenerId: chosen.id } } })) ?? [];
    onConfirm(listenerFromLibrary(chosen, params));
  };

  return (
    <Modal open title={t('more.libraryTitle')} width={760} okText={t('more.ok')} cancelText={t('more.cancel')} onOk={() => void confirm()} onCancel={onCancel} destroyOnHidden>
      <Space style={{ marginBottom: 8 }} wrap>
        <Input data-testid="pd-library-name" placeholder={t('more.libraryName')} value={name} onChange={(event) => setName(event.target.value)} onPressEnter={() => void load(1, name)} />
        <Button type="primary" onClick={() => void load(1, name)}>{t('more.search')}</Button>
      </Space>
      <Table<Row>
        size="small" rowKey="id" loading={loading} dataSource={data.records} scroll={{ y: 240, x: 600 }} data-testid="pd-library-table"
        // Spec §5: a single row only; a new choice replaces the earlier one.
        rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen.id] : [], onChange: (_keys, rows) => setChosen(rows[0] ?? null) }}
        onRow={(row) => ({ onClick: () => setChosen(row) })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: (next) => void load(next, name) }}
        columns={[
          { title: t('more.libraryName'), dataIndex: 'name' },
          { title: t('more.event'), dataIndex: 'eventType', render: (value: string) => t(`more.events.${value}`, { defaultValue: value }) },
          { title: t('more.valueType'), dataIndex: 'valueType', render: (value: string) => t(`more.valueTypes.${value}`, { defaultValue: value }) },
          { title: t('more.value'), dataIndex: 'value', ellipsis: true },
        ]}
      />
    </Modal>
  );
}
