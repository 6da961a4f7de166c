/**
 * 消息管理 (/system/message): the messages administrators sent, newest first, each with how many were
 * delivered and read so far, its recipients one click away, and 发送消息 for a role holding the send code.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Drawer, Input, Progress, Space, Table, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../runtime/api/client.ts';
import { permissionMapAtom } from '../../../runtime/session/state.ts';
import { hasPermission } from '../../../schemas/permissions.ts';
import { queryRoles, type RoleOption } from '../../../widgets/person/users.ts';
import { messageTypes, type MessageType } from '../../messages/message-api.ts';
import { adminApi, type RecipientRow, type SendRow } from './admin-api.ts';
import { SendDialog } from './SendDialog.tsx';
import { MESSAGE_ADMIN_NS } from './i18n.ts';

const PAGE_SIZE = 10;
const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '');

function Recipients({ send, onClose }: { send: SendRow; onClose: () => void }) {
  const { t } = useTranslation(MESSAGE_ADMIN_NS);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ page: number; records?: RecipientRow[]; total?: number; error?: string }>();
  useEffect(() => {
    const controller = new AbortController();
    adminApi.recipients(send.batchId, page, PAGE_SIZE, controller.signal).then(
      (found) => setAnswer({ page, records: found.records, total: found.total }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ page, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [send.batchId, page, t]);
  return (
    <Drawer open title={`${send.title} · ${t('recipients', { count: send.delivered })}`} onClose={onClose} size="large" data-testid="send-recipients">
      {answer?.error ? <Alert type="error" showIcon title={answer.error} /> : null}
      <Table<RecipientRow>
        rowKey="id"
        size="small"
        loading={answer?.page !== page}
        dataSource={answer?.records ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: answer?.total ?? 0, onChange: setPage, simple: true }}
        columns={[
          { key: 'receiver', title: t('receiver'), render: (_, r) => `${r.receiverName ?? ''} (${r.receiverHumancode})` },
          { key: 'status', title: t('status'), render: (_, r) => (r.status === 1 ? <Tag color="green">{t('readTag')}</Tag> : <Tag>{t('unreadTag')}</Tag>) },
          { key: 'readAt', title: t('readAt'), render: (_, r) => when(r.readAt) },
        ]}
      />
    </Drawer>
  );
}

export default function MessageAdminPage() {
  const { t, i18n } = useTranslation(MESSAGE_ADMIN_NS);
  const permissions = useAtomValue(permissionMapAtom);
  const maySend = hasPermission(permissions, 'sys_message_btn_add');
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([page, title, attempt]);
  const [answer, setAnswer] = useState<{ key: string; records?: SendRow[]; total?: number; error?: string }>();
  const [types, setTypes] = useState<MessageType[]>([]);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [sending, setSending] = useState(false);
  const [viewing, setViewing] = useState<SendRow>();

  useEffect(() => {
    const controller = new AbortController();
    adminApi.sends(page, PAGE_SIZE, title, controller.signal).then(
      (found) => setAnswer({ key, records: found.records, total: found.total }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [key, page, title, t]);
  useEffect(() => {
    // The type names and the roles to send to; without them the dialog offers less, the list still works.
    messageTypes().then(setTypes, () => undefined);
    if (maySend) queryRoles().then(setRoles, () => undefined);
  }, [maySend]);
  const current = answer?.key === key ? answer : undefined;
  const typeName = (code: string) => {
    const found = types.find((x) => x.code === code);
    return found ? (i18n.language === 'en' ? (found.nameEn ?? found.name) : found.name) : code;
  };

  return (
    <Card data-testid="message-admin">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Input.Search allowClear placeholder={t('search')} aria-label={t('search')} onSearch={(text) => (setTitle(text.trim()), setPage(1))} style={{ width: 220 }} />
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('refresh')}</Button>
          {maySend ? (
            <Button type="primary" onClick={() => setSending(true)} data-testid="message-send">
              {t('send')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {current?.error ? <Alert type="error" showIcon title={current.error} style={{ marginBottom: 12 }} /> : null}
      <Table<SendRow>
        rowKey="batchId"
        loading={!current}
        dataSource={current?.records ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: current?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': 'send-row', 'data-batch': row.batchId }) as object}
        columns={[
          { key: 'title', title: t('col.title'), fixed: 'left', width: 220, render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text> },
          { key: 'type', title: t('col.type'), width: 90, render: (_, r) => <Tag>{typeName(r.type)}</Tag> },
          { key: 'sender', title: t('col.sender'), width: 110, render: (_, r) => r.senderName ?? r.senderHumancode },
          { key: 'sentAt', title: t('col.sentAt'), width: 170, render: (_, r) => when(r.sentAt) },
          { key: 'delivered', title: t('col.delivered'), width: 70, render: (_, r) => <span data-testid="send-delivered">{r.delivered}</span> },
          { key: 'read', title: t('col.read'), width: 70, render: (_, r) => <span data-testid="send-read">{r.read}</span> },
          { key: 'progress', title: t('col.progress'), width: 150, render: (_, r) => <Progress size="small" percent={r.delivered ? Math.round((r.read / r.delivered) * 100) : 0} /> },
          {
            key: 'actions',
            title: t('col.actions'),
            fixed: 'right',
            width: 110,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setViewing(r)} data-testid="send-view">
                {t('view')}
              </Button>
            ),
          },
        ]}
      />
      {sending ? (
        <SendDialog
          types={types}
          roles={roles}
          onClose={() => setSending(false)}
          onSent={() => {
            setSending(false);
            setPage(1);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {viewing ? <Recipients send={viewing} onClose={() => setViewing(undefined)} /> : null}
    </Card>
  );
}
