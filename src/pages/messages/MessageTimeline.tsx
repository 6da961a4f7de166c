/**
 * sytMessageTime: the same messages, newest first, along a timeline grouped by day (today, yesterday,
 * then the date), with the same filters and paging as the list.
 */
import { useTranslation } from 'react-i18next';
import { Button, Empty, Pagination, Result, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDateTime, toMillis } from '../../runtime/util/time.ts';
import type { MessageRow } from './message-api.ts';
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

/** Consecutive messages of one day, in the order the server gave them. */
function byDay(rows: MessageRow[]): { day: string; rows: MessageRow[] }[] {
  const groups: { day: string; rows: MessageRow[] }[] = [];
  for (const row of rows) {
    const when = row.createdAt ?? row.createTime;
    const day = when === null || when === undefined ? '' : dayjs(toMillis(when)).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}

export function MessageTimeline({ list, dictionary, actions }: Props) {
  const { t } = useTranslation(MESSAGES_NS);
  const dayLabel = (day: string) => {
    if (day === dayjs().format('YYYY-MM-DD')) return t('today');
    if (day === dayjs().subtract(1, 'day').format('YYYY-MM-DD')) return t('yesterday');
    return day;
  };
  const filtered = list.filters.status !== 'all' || Boolean(list.filters.type) || Boolean(list.filters.title.trim());
  const toolbar = <MessageToolbar filters={list.filters} onFilters={list.setFilters} dictionary={dictionary} onReadAll={actions.confirmReadAll} />;

  if (list.error) {
    return (
      <>
        {toolbar}
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={list.reload}>{t('retry')}</Button>} data-testid="msg-error" />
      </>
    );
  }
  const groups = byDay(list.data.records);
  return (
    <>
      {toolbar}
      <Spin spinning={list.loading}>
        <div className="fh-msg-timeline" data-testid="msg-list">
          {groups.length === 0 && !list.loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'emptyFiltered' : 'empty')} data-testid="msg-empty" />
          ) : (
            groups.map((group) => (
              <section key={group.day} className="fh-msg-day">
                <Typography.Title level={5}>{dayLabel(group.day)}</Typography.Title>
                <Timeline
                  items={group.rows.map((row) => ({
                    color: row.status === 0 ? 'blue' : 'gray',
                    children: (
                      <div className={`fh-msg-tl-item${row.status === 0 ? ' fh-msg-unread' : ''}`} data-testid="msg-row" data-id={row.id}>
                        <Typography.Text type="secondary">{formatDateTime(row.createdAt ?? row.createTime ?? null, 'HH:mm')}</Typography.Text>{' '}
                        <Tag data-testid="msg-type-name">{dictionary.nameOf(row.type)}</Tag>
                        <Typography.Link strong={row.status === 0} onClick={() => actions.open(row)} data-testid="msg-open">
                          {row.title}
                        </Typography.Link>
                      </div>
                    ),
                  }))}
                />
              </section>
            ))
          )}
        </div>
      </Spin>
      {list.data.total > list.pageSize && (
        <Pagination className="fh-msg-pager" current={list.page} pageSize={list.pageSize} total={list.data.total} onChange={(page, size) => list.setPage(page, size)} />
      )}
    </>
  );
}
