/**
 * The service hall's 数据采集 (/service/index/taskFill): the caller's collection tasks, those to fill first,
 * then submitted, then closed; ?id= opens one task's form (FillTask) to fill, or edit until its deadline.
 */
import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, List, Result, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { taskFillApi, type MyTask } from './api.ts';
import { useTaskFillT } from './i18n.ts';
import { at, fillState, StateTag, useTimeLeft } from './status.tsx';
import { useLoad } from './use-load.ts';
import { FillTask } from './FillTask.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './task-fill.css';

const ORDER = { pending: 0, submitted: 1, missed: 2, closed: 3 } as const;
const PAGE_SIZE = 10;

export default function TaskFillHall() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) return <FillTask id={id} onBack={() => setParams({})} onSubmitted={() => setParams({})} />;
  // The tab of an opened task is named after it (the tab rules read the query's name).
  return <MyTaskList open={(task) => setParams({ id: task.id, name: task.name })} />;
}

function MyTaskList({ open }: { open: (task: MyTask) => void }) {
  const { t } = useTaskFillT();
  const timeLeft = useTimeLeft();
  const { data, error, loading, reload } = useLoad('mine', (signal) => taskFillApi.myTasks(signal), t('loadFailed'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const tasks = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (data ?? [])
      .filter((task) => !needle || task.name.toLowerCase().includes(needle))
      // Open tasks to fill first, then by deadline (the server's order, kept when the state is the same).
      .map((task, index) => ({ task, index, state: fillState(task) }))
      .sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.index - b.index);
  }, [data, search]);
  const pending = (data ?? []).filter((task) => fillState(task) === 'pending').length;

  if (error) return <Result status="error" title={t('loadFailed')} subTitle={error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;
  return (
    <div className="fh-taskfill-page" data-testid="taskfill-hall">
      <div className="fh-taskfill-bar">
        <Typography.Title level={4} className="fh-taskfill-title">
          {t('mine.title')}
          {pending > 0 ? <span className="fh-taskfill-count">{t('mine.pendingCount', { n: pending })}</span> : null}
        </Typography.Title>
        <Input.Search
          allowClear
          className="fh-taskfill-search"
          placeholder={t('mine.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          onChange={(event) => {
            if (!event.target.value) setSearch('');
          }}
        />
      </div>
      {loading && !data ? (
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ) : tasks.length === 0 ? (
        <Card>
          <Empty description={search ? t('mine.emptySearch') : t('mine.empty')} />
        </Card>
      ) : (
        <List<{ task: MyTask; state: ReturnType<typeof fillState> }>
          className="fh-taskfill-list"
          dataSource={tasks}
          rowKey={(item) => item.task.id}
          pagination={tasks.length > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, onChange: setPage, size: 'small', showSizeChanger: false } : false}
          renderItem={({ task, state }) => (
            <List.Item
              data-testid={`taskfill-item-${task.id}`}
              actions={[
                <Button key="open" type={state === 'pending' ? 'primary' : 'default'} size="small" onClick={() => open(task)} data-testid="taskfill-open">
                  {state === 'pending' ? t('mine.fill') : state === 'submitted' ? t('mine.edit') : t('mine.view')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={8} wrap>
                    <Typography.Link onClick={() => open(task)}>{task.name}</Typography.Link>
                    <StateTag state={state} />
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={2}>
                    {task.description ? <Typography.Text type="secondary">{task.description}</Typography.Text> : null}
                    <Typography.Text type="secondary">
                      {t('deadline')}: {at(task.deadline)}
                      {state === 'pending' || state === 'submitted' ? ` · ${timeLeft(task.deadline)}` : ''}
                      {task.submittedAt ? ` · ${t('submittedAt')}: ${at(task.submittedAt)}` : ''}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
