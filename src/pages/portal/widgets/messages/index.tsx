/**
 * 我的消息: my unread count and the latest unread messages, opened as the bell opens them (spec §2.7); a block
 * may be narrowed to one message type of the type dictionary (/sytMessage/type, shown by name).
 */
import { useNavigate } from 'react-router-dom';
import { Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { portalApi } from '../../api.ts';
import { messageTarget } from '../../../../runtime/shell/notice-rules.ts';
import { RelativeTime } from '../../../../runtime/util/RelativeTime.tsx';
import { useLazyData } from '../use-lazy-data.ts';
import { WidgetRow, WidgetState } from '../WidgetState.tsx';
import { usePortalT } from '../../i18n.ts';
import { messageTypes } from '../../../messages/message-api.ts';
import { limitOf, type PortalWidget, type WidgetProps, type WidgetSettingsSpec } from '../types.ts';

const SETTINGS: WidgetSettingsSpec = {
  limit: { default: 5, max: 20 },
  categories: async (language) => (await messageTypes()).map((type) => ({ value: type.code, label: (language.startsWith('en') && type.nameEn) || type.name })),
};

function MessagesView({ settings }: WidgetProps) {
  const limit = limitOf(SETTINGS, settings, 5);
  const type = settings?.category;
  const { t } = usePortalT();
  const navigate = useNavigate();
  const lazy = useLazyData((signal) => portalApi.unread(limit, signal, type), `${limit}/${type ?? ''}`);
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
  settings: SETTINGS,
  View: MessagesView,
};
