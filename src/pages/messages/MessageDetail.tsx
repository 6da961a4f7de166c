/**
 * One message: its title, type by name, sender, times and text. Opening it reads it. A message about a
 * process links there (a CC to the process detail, an urge or todo to the approve page).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ApiError } from '../../runtime/api/client.ts';
import { formatDateTime } from '../../runtime/util/time.ts';
import { COPY_TYPES } from '../../runtime/shell/notice-rules.ts';
import { messageInfo, senderOf, type MessageRow } from './message-api.ts';
import type { TypeDictionary } from './message-hooks.ts';
import type { MessageActions } from './useMessageActions.ts';
import { MESSAGES_NS } from './i18n.ts';

interface Props {
  id: string;
  dictionary: TypeDictionary;
  actions: MessageActions;
  onBack: () => void;
  /** Bumped when the channel says messages changed: the message may have been deleted elsewhere. */
  version: number;
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'shown'; row: MessageRow };

/** Where a process message leads: a CC to the process detail; a task message to its approve page. */
function processLink(row: MessageRow): { path: string; label: 'openProcess' | 'openApprove' } | undefined {
  if (!row.processInstanceId) return undefined;
  const id = encodeURIComponent(row.processInstanceId);
  if (row.taskId && !COPY_TYPES.includes(row.type ?? '')) {
    return { path: `/bpm/task/approve?id=${id}&taskId=${encodeURIComponent(row.taskId)}`, label: 'openApprove' };
  }
  return { path: `/bpm/process-instance/detail?id=${id}`, label: 'openProcess' };
}

export function MessageDetail({ id, dictionary, actions, onBack, version }: Props) {
  const { t } = useTranslation(MESSAGES_NS);
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Each retry, and each change the channel reports, asks again (a new object, so the effect runs).
  const [request, setRequest] = useState({ id, version });
  if (request.id !== id || request.version !== version) setRequest({ id, version });
  const { markRead } = actions;

  useEffect(() => {
    let live = true;
    messageInfo(request.id).then(
      (row) => {
        if (!live) return;
        setLoad({ state: 'shown', row });
        if (row.status === 0) void markRead([row.id]).catch(() => undefined);
      },
      (error: unknown) => live && setLoad({ state: error instanceof ApiError && error.code === '00006' ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [request, markRead]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="msg-back">
      {t('back')}
    </Button>
  );
  if (load.state === 'loading') return <Card><Skeleton active /></Card>;
  if (load.state === 'missing') return <Result status="404" title={t('notFound')} extra={back} data-testid="msg-missing" />;
  if (load.state === 'failed') {
    return <Result status="warning" title={t('loadFailed')} extra={<Space>{back}<Button onClick={() => setRequest({ id, version })}>{t('retry')}</Button></Space>} data-testid="msg-error" />;
  }
  const { row } = load;
  const link = processLink(row);
  return (
    <Card
      data-testid="msg-detail"
      title={<span className="fh-msg-detail-title">{t('detail')}</span>}
      extra={back}
      actions={[
        ...(link ? [<Button key="process" type="primary" onClick={() => navigate(link.path)} data-testid="msg-open-process">{t(link.label)}</Button>] : []),
        <Button key="delete" danger onClick={() => actions.confirmDelete([row.id], onBack)} data-testid="msg-detail-delete">
          {t('delete')}
        </Button>,
      ]}
    >
      <Typography.Title level={4} data-testid="msg-detail-heading">
        {row.title}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label={t('col.type')}>
          <Tag data-testid="msg-type-name">{dictionary.nameOf(row.type)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('sender')}>{senderOf(row)}</Descriptions.Item>
        <Descriptions.Item label={t('sentAt')}>{formatDateTime(row.createdAt ?? row.createTime ?? null)}</Descriptions.Item>
        <Descriptions.Item label={t('readAt')}>{formatDateTime(row.readAt ?? null)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph className="fh-msg-content" data-testid="msg-content">
        {row.content?.trim() ? row.content : <Typography.Text type="secondary">{t('noContent')}</Typography.Text>}
      </Typography.Paragraph>
    </Card>
  );
}
