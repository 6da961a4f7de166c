/**
 * The caller's messages: a table with selection on wide screens, cards on a phone; unread rows stand
 * out; each row opens by its type and can be read or deleted. Loading, error and empty states.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Pagination, Popconfirm, Result, Space, Spin, Table, Tag, Typography, type ButtonProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../runtime/util/time.ts';
import { useWidthClass } from '../../runtime/shell/useWidthClass.ts';
import { senderOf, type MessageRow } from './message-api.ts';
import type { TypeDictionary } from './message-hooks.ts';
import type { MessageActions } from './useMessageActions.ts';
import type { MessageListState } from './useMessageList.ts';
import { MessageToolbar } from './MessageToolbar.tsx';
import { MESSAGES_NS } from './i18n.ts';

interface Props {
  list: MessageListState;
  dictionary: TypeDictionary;
  actions: MessageActions;
}

const timeOf = (row: MessageRow) => formatDateTime(row.createdAt ?? row.createTime ?? null, 'YYYY-MM-DD HH:mm');

export function MessageList({ list, dictionary, actions }: Props) {
  const { t } = useTranslation(MESSAGES_NS);
  const phone = useWidthClass() <= 1;
  const [selected, setSelected] = useState<string[]>([]);
  const filtered = list.filters.status !== 'all' || Boolean(list.filters.type) || Boolean(list.filters.title.trim());

  const statusTag = (row: MessageRow) => (
    <Tag color={row.status === 0 ? 'blue' : 'default'} data-testid="msg-status">
      {t(row.status === 0 ? 'status.unread' : 'status.read')}
    </Tag>
  );
  const titleLink = (row: MessageRow) => (
    <Typography.Link strong={row.status === 0} onClick={() => actions.open(row)} data-testid="msg-open">
      {row.title}
    </Typography.Link>
  );
  const rowActions = (row: MessageRow): ReactNode => (
    <Space size={4} wrap>
      {row.status === 0 && (
        <Button size="small" type="link" onClick={() => void actions.markRead([row.id])} data-testid="msg-mark-read">
          {t('markRead')}
        </Button>
      )}
      <Popconfirm
        title={t('deleteConfirm')}
        okText={t('delete')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'msg-delete-ok' } as ButtonProps}
        onConfirm={() => actions.deleteNow([row.id])}
      >
        <Button size="small" type="link" danger data-testid="msg-delete">
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  const columns: ColumnsType<MessageRow> = [
    { key: 'title', title: t('col.title'), render: (_, row) => titleLink(row) },
    { key: 'type', title: t('col.type'), width: 120, render: (_, row) => <Tag data-testid="msg-type-name">{dictionary.nameOf(row.type)}</Tag> },
    { key: 'status', title: t('col.status'), width: 90, render: (_, row) => statusTag(row) },
    { key: 'sender', title: t('col.sender'), width: 120, render: (_, row) => senderOf(row) },
    { key: 'time', title: t('col.time'), width: 160, render: (_, row) => timeOf(row) },
    { key: 'actions', title: t('col.actions'), width: 170, render: (_, row) => rowActions(row) },
  ];

  const toolbar = (
    <MessageToolbar
      filters={list.filters}
      onFilters={(next) => {
        setSelected([]);
        list.setFilters(next);
      }}
      dictionary={dictionary}
      onReadAll={actions.confirmReadAll}
      selected={phone ? 0 : selected.length}
      onDeleteSelected={() => actions.confirmDelete(selected, () => setSelected([]))}
    />
  );

  if (list.error) {
    return (
      <>
        {toolbar}
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={list.reload}>{t('retry')}</Button>} data-testid="msg-error" />
      </>
    );
  }
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'emptyFiltered' : 'empty')} data-testid="msg-empty" />;

  if (phone) {
    return (
      <>
        {toolbar}
        <Spin spinning={list.loading}>
          <div className="fh-msg-cards" data-testid="msg-list">
            {list.data.records.length === 0 && !list.loading
              ? empty
              : list.data.records.map((row) => (
                  <Card key={row.id} size="small" className={`fh-msg-card${row.status === 0 ? ' fh-msg-unread' : ''}`} data-testid="msg-row" data-id={row.id}>
                    <div className="fh-msg-card-title">{titleLink(row)}</div>
                    <div className="fh-msg-card-meta">
                      <Tag data-testid="msg-type-name">{dictionary.nameOf(row.type)}</Tag>
                      {statusTag(row)}
                      <Typography.Text type="secondary">{timeOf(row)}</Typography.Text>
                    </div>
                    {rowActions(row)}
                  </Card>
                ))}
          </div>
        </Spin>
        {list.data.total > list.pageSize && (
          <Pagination simple className="fh-msg-pager" current={list.page} pageSize={list.pageSize} total={list.data.total} onChange={(page) => list.setPage(page)} />
        )}
      </>
    );
  }

  return (
    <>
      {toolbar}
      <Table<MessageRow>
        rowKey="id"
        data-testid="msg-list"
        columns={columns}
        dataSource={list.data.records}
        loading={list.loading}
        locale={{ emptyText: list.loading ? ' ' : empty }}
        rowClassName={(row) => (row.status === 0 ? 'fh-msg-unread' : '')}
        onRow={(row) => ({ 'data-testid': 'msg-row', 'data-id': row.id }) as ButtonProps}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.data.total,
          showSizeChanger: true,
          showTotal: (count) => t('total', { count }),
          onChange: (page, pageSize) => list.setPage(page, pageSize),
        }}
      />
    </>
  );
}
