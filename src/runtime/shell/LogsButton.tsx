/**
 * Spec §2.7 logs dialog: the error log (type, url, message, stack, time) with upload to the server and
 * clear, each after a confirmation (发送成功! / 清空成功!). A cancelled confirmation is only logged.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { App, Badge, Button, Modal, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { BugOutlined, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ClientLogEntry } from '../../schemas/client-log.ts';
import { clearErrorLog, errorLogAtom, uploadErrorLog } from '../errors/log-store.ts';

export function LogsButton() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const logs = useAtomValue(errorLogAtom);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = (title: string, action: () => Promise<void>) =>
    modal.confirm({
      title,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: action,
      onCancel: () => console.info('logs dialog: confirmation cancelled'),
    });

  const upload = () =>
    confirm(t('logs.uploadConfirm'), async () => {
      setBusy(true);
      try {
        await uploadErrorLog();
        void message.success(t('logs.sent'));
      } finally {
        setBusy(false);
      }
    });

  const clear = () =>
    confirm(t('logs.clearConfirm'), async () => {
      clearErrorLog();
      void message.success(t('logs.cleared'));
    });

  const columns = [
    { title: t('logs.type'), dataIndex: 'type', width: 110, render: (type: string) => <Tag color="red">{t(`logs.sources.${type}`, { defaultValue: type })}</Tag> },
    { title: t('logs.url'), dataIndex: 'url', width: 180, ellipsis: true },
    { title: t('logs.message'), dataIndex: 'message', ellipsis: true },
    {
      title: t('logs.stack'),
      dataIndex: 'stack',
      ellipsis: true,
      render: (stack: string) => (
        <Typography.Text ellipsis={{ tooltip: <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{stack}</pre> }}>{stack}</Typography.Text>
      ),
    },
    { title: t('logs.time'), dataIndex: 'time', width: 170 },
  ];

  return (
    <>
      <Tooltip title={t('shell.logs')}>
        <Button type="text" aria-label={t('shell.logs')} onClick={() => setOpen(true)} data-testid="logs-button">
          <Badge count={logs.length} size="small" overflowCount={99}>
            <BugOutlined />
          </Badge>
        </Button>
      </Tooltip>
      <Modal open={open} title={t('logs.title')} width={1000} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<CloudUploadOutlined />} disabled={logs.length === 0} loading={busy} onClick={upload} data-testid="logs-upload">
            {t('logs.upload')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={logs.length === 0} onClick={clear} data-testid="logs-clear">
            {t('logs.clear')}
          </Button>
        </Space>
        <Table<ClientLogEntry & { key: number }>
          size="small"
          columns={columns}
          // Identical errors repeat; the position is the only stable key.
          dataSource={logs.map((entry, index) => ({ ...entry, key: index }))}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: t('logs.empty') }}
        />
      </Modal>
    </>
  );
}
