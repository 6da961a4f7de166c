/** 我的消息: my unread count and the latest unread messages, opened as the bell opens them (spec §2.7). */
import { useNavigate } from 'react-router-dom';
import { Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { portalApi } from '../../api.ts';
import { messageTarget } from '../../../../runtime/shell/notice-rules.ts';
import { RelativeTime } from '../../../../runtime/util/RelativeTime.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';

function MessagesView() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => portalApi.unread(5, signal));
  return (
    <WidgetState lazy={lazy}>
      {(page) => (
        <>
          <Typography.Text type="secondary" data-testid="widget-messages-unread">
            {t('widget.messages.unread', { count: page.total })}
          </Typography.Text>
          {page.records.map((message) => (
            <WidgetRow
              key={message.id}
              title={message.title}
              extra={message.createdAt ? <RelativeTime value={message.createdAt} /> : undefined}
              onClick={() => navigate(messageTarget(message))}
            />
          ))}
        </>
      )}
    </WidgetState>
  );
}

export const messagesWidget: PortalWidget = {
  kind: 'messages',
  icon: MessageOutlined,
  size: { w: 4, h: 6 },
  minSize: { w: 3, h: 4 },
  needsLogin: true,
  more: '/service/index/sytMessage',
  View: MessagesView,
};
