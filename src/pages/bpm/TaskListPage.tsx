/**
 * 待办 /bpm/task/todo, 已办 /bpm/task/done, 我的流程 /bpm/process-instance/index and 抄送我的 /bpm/task/copy:
 * one PagedList each. Row actions: 办理 opens the approve page, 详情 the process detail.
 */
import { Button, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type CopyRow, type InstanceRow, type TaskRow } from './api.ts';
import { joinNames, ResultTag, StatusTag, when } from './display.tsx';
import { BPM_NS } from './i18n.ts';
import { PagedList } from './PagedList.tsx';
import { approveHref, detailHref, editHref } from './links.ts';
import { BatchApproveButton } from './BatchApprove.tsx';
import { WithdrawButton } from './WithdrawButton.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- registers the fixes texts
import './workspace-fixes-i18n.ts';

export type ListKind = 'todo' | 'done' | 'mine' | 'copy';

const DetailLink = ({ id }: { id: string }) => {
  const { t } = useTranslation(BPM_NS);
  return (
    <Link to={detailHref(id)} data-testid="row-detail">
      {t('detail')}
    </Link>
  );
};

function TaskList({ kind }: { kind: 'todo' | 'done' }) {
  const { t } = useTranslation(BPM_NS);
  return (
    <PagedList<TaskRow>
      testId={`bpm-list-${kind}`}
      title={t(`titles.${kind}`)}
      load={kind === 'todo' ? bpmApi.todoPage : bpmApi.donePage}
      live={kind === 'todo'}
      initiatorSearch
      rangeLabel={t(kind === 'todo' ? 'lists.receivedRange' : 'lists.endedRange')}
      {...(kind === 'done' ? { filters: [{ key: 'result' as const, placeholder: t('lists.anyResult'), options: [2, 3, 5, 6, 7].map((value) => ({ value, label: t(`resultName.${value}`) })) }] } : {})}
      {...(kind === 'todo'
        ? { selectable: (r: TaskRow) => r.batchApprovable === true, renderToolbar: (selected: TaskRow[], reload: () => void) => <BatchApproveButton selected={selected} reload={reload} /> }
        : {})}
      columns={[
        { key: 'process', title: t('processName'), render: (r) => <Typography.Text strong>{r.processName}</Typography.Text> },
        { key: 'task', title: t('taskName'), render: (r) => r.name },
        { key: 'initiator', title: t('initiator'), render: (r) => (r.startUser ? `${r.startUser.humanName}${r.startUser.organizationnames ? ` (${r.startUser.organizationnames})` : ''}` : '') },
        { key: 'started', title: t('startTime'), render: (r) => when(r.processStartTime) },
        { key: 'received', title: t('receiveTime'), render: (r) => when(r.createTime) },
        ...(kind === 'done'
          ? [
              { key: 'ended', title: t('endTime'), render: (r: TaskRow) => when(r.endTime) },
              { key: 'result', title: t('result'), render: (r: TaskRow) => <ResultTag result={r.result} /> },
              { key: 'process-result', title: t('status'), render: (r: TaskRow) => <ResultTag result={r.processResult} /> },
            ]
          : []),
      ]}
      renderActions={(r, reload) => (
        <>
          {kind === 'done' && r.withdrawable ? <WithdrawButton kind="link" taskId={r.id} testId="row-withdraw" onDone={reload} /> : null}
          {kind === 'todo' ? (
            <Link to={(r.resubmit ? editHref : approveHref)(r.processInstanceId, r.id)} data-testid="row-handle">
              {t('handle')}
            </Link>
          ) : null}
          <DetailLink id={r.processInstanceId} />
        </>
      )}
    />
  );
}

function MineList() {
  const { t } = useTranslation(BPM_NS);
  return (
    <PagedList<InstanceRow>
      testId="bpm-list-mine"
      title={t('titles.mine')}
      load={bpmApi.myPage}
      rangeLabel={t('lists.startedRange')}
      filters={[
        { key: 'status', placeholder: t('status'), options: ['running', 'completed', 'cancelled'].map((value) => ({ value, label: t(`instanceStatus.${value}`) })) },
        { key: 'result', placeholder: t('result'), options: [1, 2, 3, 4, 5].map((value) => ({ value, label: t(`resultName.${value}`) })) },
      ]}
      columns={[
        { key: 'process', title: t('processName'), render: (r) => <Typography.Text strong>{r.name}</Typography.Text> },
        { key: 'status', title: t('status'), render: (r) => <StatusTag status={r.status} /> },
        { key: 'result', title: t('result'), render: (r) => <ResultTag result={r.result} /> },
        { key: 'tasks', title: t('currentTasks'), render: (r) => joinNames(r.tasks.map((task) => task.name)) || '—' },
        { key: 'started', title: t('startTime'), render: (r) => when(r.createTime) },
        { key: 'ended', title: t('endTime'), render: (r) => when(r.endTime) || '—' },
      ]}
      renderActions={(r) => <DetailLink id={r.id} />}
    />
  );
}

const unread = (r: CopyRow) => !r.readFlag;

function CopyList() {
  const { t } = useTranslation(BPM_NS);
  const markRead = async (rows: CopyRow[], reload: () => void) => {
    const api = await feedback();
    try {
      const { updated } = await bpmApi.readCopies(rows.map((r) => r.id));
      void api.message.success(t('markedRead', { count: updated }));
      reload();
    } catch (e) {
      api.modal.error({ title: errorText(e, t('loadFailed')) });
    }
  };
  return (
    <PagedList<CopyRow>
      testId="bpm-list-copy"
      title={t('titles.copy')}
      load={bpmApi.copyPage}
      live
      initiatorSearch
      rangeLabel={t('lists.copiedRange')}
      filters={[
        { key: 'readFlag', placeholder: t('lists.readState'), options: ['unread', 'read'].map((value) => ({ value, label: t(value) })) },
        { key: 'result', placeholder: t('lists.anyResult'), options: [1, 2, 3, 4, 5].map((value) => ({ value, label: t(`resultName.${value}`) })) },
      ]}
      rowClass={(r) => (unread(r) ? 'fh-bpm-unread' : '')}
      selectable={unread}
      selectAllLabel={(count) => t('fixes.selectAllUnread', { count })}
      renderToolbar={(selected, reload) => (
        <Button disabled={selected.length === 0} onClick={() => void markRead(selected, reload)} data-testid="copy-mark-selected">
          {t('markRead')}
        </Button>
      )}
      columns={[
        { key: 'process', title: t('processName'), render: (r) => <Typography.Text strong={unread(r)}>{r.processName}</Typography.Text> },
        { key: 'read', title: t('status'), render: (r) => (unread(r) ? <Tag color="blue">{t('unread')}</Tag> : <Tag>{t('read')}</Tag>) },
        { key: 'initiator', title: t('initiator'), render: (r) => r.startUser?.humanName ?? '' },
        { key: 'node', title: t('copyNode'), render: (r) => r.taskName ?? '—' },
        { key: 'from', title: t('copyFrom'), render: (r) => r.creatorUser?.humanName ?? '—' },
        { key: 'result', title: t('result'), render: (r) => <ResultTag result={r.processResult} /> },
        { key: 'time', title: t('copyTime'), render: (r) => when(r.createTime) },
      ]}
      renderActions={(r, reload) => (
        <>
          {/* Opening the detail reads the copy, as the bell does for a message. */}
          <Link to={detailHref(r.processInstanceId)} data-testid="row-detail" onClick={() => unread(r) && void bpmApi.readCopies([r.id]).catch(() => undefined)}>
            {t('detail')}
          </Link>
          {unread(r) ? (
            <Typography.Link onClick={() => void markRead([r], reload)} data-testid="row-mark-read">
              {t('markRead')}
            </Typography.Link>
          ) : null}
        </>
      )}
    />
  );
}

export default function TaskListPage({ kind }: { kind: ListKind }) {
  if (kind === 'mine') return <MineList />;
  if (kind === 'copy') return <CopyList />;
  return <TaskList kind={kind} />;
}
