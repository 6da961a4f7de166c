/**
 * The message centre's content (spec §2.3, issue #15): the list (and a message's detail with ?id=) or the
 * timeline. It follows the server: a read or delete in another tab, or a new message, re-reads what is shown.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Segmented, Typography } from 'antd';
import { useMessageList } from './useMessageList.ts';
import { useMessageActions } from './useMessageActions.ts';
import { useMessagesSync, useMessageTypes } from './message-hooks.ts';
import { MessageList } from './MessageList.tsx';
import { MessageTimeline } from './MessageTimeline.tsx';
import { MessageDetail } from './MessageDetail.tsx';
import { MESSAGES_NS } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './messages.css';

export const MESSAGE_LIST_PATH = '/service/index/sytMessage';
export const MESSAGE_TIME_PATH = '/service/index/sytMessageTime';

export type MessageView = 'list' | 'time';

export function MessageCentre({ view }: { view: MessageView }) {
  const { t } = useTranslation(MESSAGES_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = view === 'list' ? params.get('id') : null;
  const list = useMessageList(view === 'time' ? 20 : 10);
  const dictionary = useMessageTypes();
  const [version, setVersion] = useState(0);
  const { reload } = list;
  const changed = useCallback(() => {
    reload();
    setVersion((n) => n + 1);
  }, [reload]);
  const actions = useMessageActions(changed);
  useMessagesSync(changed);

  return (
    <div className="fh-msg-page" data-testid="msg-centre">
      {id ? (
        <MessageDetail id={id} dictionary={dictionary} actions={actions} version={version} onBack={() => navigate(MESSAGE_LIST_PATH)} />
      ) : (
        <>
          <div className="fh-msg-head">
            <Typography.Title level={4}>{t(view === 'time' ? 'timeTitle' : 'title')}</Typography.Title>
            <Segmented
              value={view}
              onChange={(next) => navigate(next === 'time' ? MESSAGE_TIME_PATH : MESSAGE_LIST_PATH)}
              options={[
                { value: 'list', label: <span data-testid="msg-view-list">{t('listView')}</span> },
                { value: 'time', label: <span data-testid="msg-view-time">{t('timeView')}</span> },
              ]}
            />
          </div>
          {view === 'time' ? <MessageTimeline list={list} dictionary={dictionary} actions={actions} /> : <MessageList list={list} dictionary={dictionary} actions={actions} />}
        </>
      )}
    </div>
  );
}
