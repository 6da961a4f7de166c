/**
 * The bell: unread count (max 99) and a popover of 5 unread messages, 300 px high (spec §2.7, §7.4).
 * The message calls are quiet: until the server offers them (it answers 00006) the bell is simply empty.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { call } from '../api/client.ts';
import { messageCountAtom } from '../site-state.ts';
import { site } from '../site.ts';
import { RelativeTime } from '../util/RelativeTime.tsx';
import { messageTarget, type NoticeMessage } from './notice-rules.ts';
import { userInfoAtom } from '../session/state.ts';
import { useRealtimeNotices } from '../realtime/useRealtimeNotices.ts';
import { useWidthClass } from './useWidthClass.ts';
import styles from './shell.module.css';

interface Page<T> {
  records: T[];
  total: number;
}

/** Fired when messages may have changed under the bell (a task done, a message read elsewhere). */
const NOTICES_CHANGED = 'fh:notices-changed';

/** Asks the bell to read its unread messages and count again (e.g. after an approval closed a todo). */
export function refreshNoticeBell(): void {
  window.dispatchEvent(new Event(NOTICES_CHANGED));
}

async function unreadPage(): Promise<Page<NoticeMessage>> {
  try {
    const page = await call<Page<NoticeMessage>>('/sytMessageSend/queryPage', {
      body: { page: 1, pageSize: site.noticePageSize, queryParam: { status: 0 } },
      quiet: true,
    });
    return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
  } catch {
    // 00006 until the message centre exists; any other failure also leaves the bell empty.
    return { records: [], total: 0 };
  }
}

export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [count, setCount] = useAtom(messageCountAtom);
  const [messages, setMessages] = useState<NoticeMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState(false);
  const phone = useWidthClass() === 0;
  // Live updates (spec §4): pushes and reconnects re-read the bell; a new todo/CC/urge also toasts.
  const userId = useAtomValue(userInfoAtom)?.user.id;
  useRealtimeNotices({ userId, onResync: refreshNoticeBell, onOpen: (message) => navigate(messageTarget({ ...message, status: 0 })) });

  const show = useCallback(
    (page: Page<NoticeMessage>) => {
      setMessages(page.records.slice(0, site.noticePageSize));
      setCount(page.total);
      setLoading(false);
    },
    [setCount],
  );
  const refresh = useCallback(() => {
    setLoading(true);
    void unreadPage().then(show);
  }, [show]);

  useEffect(() => {
    let live = true;
    const load = () => void unreadPage().then((page) => live && show(page));
    load();
    window.addEventListener(NOTICES_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(NOTICES_CHANGED, load);
    };
  }, [show]);

  const openMessage = (message: NoticeMessage) => {
    setOpen(false);
    void call('/sytMessageSend/read', { body: { ids: [message.id] }, quiet: true }).then(refresh, () => undefined);
    navigate(messageTarget(message));
  };

  const content = (
    <div className={styles.noticeList} style={{ height: site.noticeHeight, maxWidth: 'calc(100vw - 40px)' }} data-testid="notice-list">
      {loading ? (
        <Spin />
      ) : messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        messages.map((message) => (
          <button type="button" key={message.id} className={styles.noticeItem} onClick={() => openMessage(message)}>
            {/* Two lines keep the end of a long title (「…」（曹雪催办）) visible; the tooltip has all of it. */}
            <Typography.Paragraph strong ellipsis={{ rows: 2, tooltip: message.title }} className={styles.noticeTitle} data-testid="notice-title">
              {message.title}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {/* Messages carry the type's code (urge) or, from older senders, its name (催办). */}
              {message.type ? t(`notice.types.${message.type}`, { defaultValue: message.type }) : null}
              {(message.createdAt ?? message.createTime) && (
                <>
                  {' · '}
                  <RelativeTime value={(message.createdAt ?? message.createTime)!} />
                </>
              )}
            </Typography.Text>
          </button>
        ))
      )}
    </div>
  );

  return (
    <Popover
      title={t('notice.title')}
      content={content}
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refresh();
      }}
      // On a phone the 320 px list is wider than the room left of the bell; antd shifts a 'bottom' popover into the screen.
      placement={phone ? 'bottom' : 'bottomRight'}
    >
      <Button type="text" aria-label={t('notice.title')} data-testid="notice-bell">
        <Badge count={count} overflowCount={site.unreadMax} size="small">
          <BellOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
