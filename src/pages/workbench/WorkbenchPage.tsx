/**
 * 我的工作台 (hall more-gongzuotai): what waits for the caller in one place — their todo (count and first
 * tasks), their upcoming reservations and their collection tasks still to fill — each row opening its page
 * and each card linking to the full list. Every card loads on its own, with its own loading, error (retry)
 * and empty state, so one failing service does not blank the others. The server's own calls decide what
 * is the caller's (todoPage, applyLog, myTasks).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Col, Empty, List, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { CalendarOutlined, CheckSquareOutlined, FormOutlined, RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../runtime/api/client.ts';
import { formatDateTime } from '../../runtime/util/time.ts';
import { bpmApi } from '../bpm/api.ts';
import { reservationApi } from '../reservation/api.ts';
import { taskFillApi } from '../task-fill/api.ts';
import { servicePath } from '../service/pages.ts';
import { useWorkbenchT } from './i18n.ts';

const FIRST = 5;

interface Item {
  key: string;
  title: string;
  extra: ReactNode;
  to: string;
}

interface Summary {
  count: number;
  items: Item[];
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; summary: Summary };

function useSummary(load: () => Promise<Summary>, failed: string): [Loaded, () => void] {
  // The answer remembers which loader and attempt it answers, so "loading" is derived, not set in the effect.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ load: () => Promise<Summary>; attempt: number; state: Loaded }>();
  useEffect(() => {
    let live = true;
    load().then(
      (summary) => live && setAnswer({ load, attempt, state: { status: 'ready', summary } }),
      (error: unknown) => live && setAnswer({ load, attempt, state: { status: 'failed', message: errorText(error, failed) } }),
    );
    return () => {
      live = false;
    };
  }, [load, failed, attempt]);
  const state: Loaded = answer && answer.load === load && answer.attempt === attempt ? answer.state : { status: 'loading' };
  return [state, () => setAttempt((n) => n + 1)];
}

function Panel(props: { testId: string; icon: ReactNode; title: string; more: string; countText: (count: number) => string; empty: string; state: Loaded; retry: () => void }) {
  const { t } = useWorkbenchT();
  const navigate = useNavigate();
  const { state } = props;
  return (
    <Card
      data-testid={props.testId}
      title={
        <span>
          {props.icon} {props.title}
        </span>
      }
      extra={
        <Button type="link" size="small" onClick={() => navigate(props.more)} data-testid={`${props.testId}-more`}>
          {t('more')} <RightOutlined />
        </Button>
      }
      style={{ height: '100%' }}
    >
      {state.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : state.status === 'failed' ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={state.message}
          extra={
            <Button onClick={props.retry} data-testid={`${props.testId}-retry`}>
              {t('retry')}
            </Button>
          }
        />
      ) : state.summary.count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} />
      ) : (
        <>
          <Typography.Text strong data-testid={`${props.testId}-count`}>
            <Badge status="processing" /> {props.countText(state.summary.count)}
          </Typography.Text>
          <List<Item>
            size="small"
            dataSource={state.summary.items}
            renderItem={(item) => (
              <List.Item key={item.key} onClick={() => navigate(item.to)} style={{ cursor: 'pointer' }} data-testid={`${props.testId}-row`} extra={item.extra}>
                <Typography.Link ellipsis style={{ maxWidth: '100%' }}>
                  {item.title}
                </Typography.Link>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}

async function todoSummary(): Promise<Summary> {
  const page = await bpmApi.todoPage({ page: 1, pageSize: FIRST, queryParam: {} });
  return {
    count: page.total,
    items: page.records.map((task) => ({
      key: task.id,
      title: [task.processName, task.name].filter(Boolean).join(' · '),
      extra: <Typography.Text type="secondary">{formatDateTime(task.createTime, 'MM-DD HH:mm')}</Typography.Text>,
      to: servicePath(task.resubmit ? 'task-edit' : 'task-detail', { id: task.processInstanceId, taskId: task.id }),
    })),
  };
}

export default function WorkbenchPage() {
  const { t } = useWorkbenchT();
  const failed = t('loadFailed');

  const reservations = useCallback(async (): Promise<Summary> => {
    // The caller's applications, newest first; the upcoming ones are those still active and not begun.
    const log = await reservationApi.applyLog({ pageNum: 1, pageSize: 100 });
    const upcoming = log.records.filter((r) => r.cancellable).sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
    return {
      count: upcoming.length,
      items: upcoming.slice(0, FIRST).map((r) => ({
        key: r.id,
        title: `${r.resourceName ?? ''}${r.location ? ` · ${r.location}` : ''}`,
        extra: (
          <span>
            <Typography.Text type="secondary">{`${r.date.slice(5)} ${r.startTime}`}</Typography.Text>{' '}
            <Tag color={r.status === 'approved' ? 'green' : 'gold'}>{t(`status.${r.status as 'pending' | 'approved'}`)}</Tag>
          </span>
        ),
        to: servicePath('recourseApplyLog'),
      })),
    };
  }, [t]);

  const tasks = useCallback(async (): Promise<Summary> => {
    const pending = (await taskFillApi.myTasks()).filter((task) => !task.submittedAt && !task.closed);
    return {
      count: pending.length,
      items: pending.slice(0, FIRST).map((task) => ({
        key: task.id,
        title: task.name,
        extra: <Typography.Text type="warning">{t('deadline', { time: formatDateTime(task.deadline, 'MM-DD HH:mm') })}</Typography.Text>,
        to: servicePath('taskFill', { id: task.id }),
      })),
    };
  }, [t]);

  const [todoState, retryTodo] = useSummary(todoSummary, failed);
  const [reservationState, retryReservations] = useSummary(reservations, failed);
  const [taskState, retryTasks] = useSummary(tasks, failed);

  return (
    <div data-testid="workbench" style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 12px' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Panel testId="workbench-todo" icon={<CheckSquareOutlined />} title={t('todo')} more="/bpm/task/todo" countText={(count) => t('todoCount', { count })} empty={t('todoEmpty')} state={todoState} retry={retryTodo} />
        </Col>
        <Col xs={24} lg={8}>
          <Panel
            testId="workbench-reservations"
            icon={<CalendarOutlined />}
            title={t('reservations')}
            more={servicePath('recourseApplyLog')}
            countText={(count) => t('upcomingCount', { count })}
            empty={t('reservationsEmpty')}
            state={reservationState}
            retry={retryReservations}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Panel testId="workbench-tasks" icon={<FormOutlined />} title={t('tasks')} more={servicePath('taskFill')} countText={(count) => t('pendingCount', { count })} empty={t('tasksEmpty')} state={taskState} retry={retryTasks} />
        </Col>
      </Row>
    </div>
  );
}
