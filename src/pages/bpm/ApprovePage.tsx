/**
 * 任务审批 /bpm/task/approve?id=<instance>&taskId=<task> (the bell's urge link has the same shape): the
 * form with this node's field permissions, the node's buttons only, each confirmed in a dialog that asks
 * what the operation needs; the server's answer is shown, then the todo list. Without a taskId the
 * caller's open task of the instance is looked up. The approval record follows the form.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Collapse, Descriptions, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormRender, FormValidationError, type FormRenderHandle } from '../../runtime/form/index.ts';
import { userInfoAtom } from '../../runtime/session/state.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type CommandAnswer } from './api.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { when } from './display.tsx';
import { answerContent } from './forms.tsx';
import { BPM_NS } from './i18n.ts';
import { findOpenTask } from './find-task.ts';
import { diagramShownAtOnce } from './first-calls.ts';
import { InstanceTimeline } from './InstanceTimeline.tsx';
import { InstanceDiagram } from './diagram/InstanceDiagram.tsx';
import { approveHref, detailHref, editHref, TODO_PATH } from './links.ts';
import { offersCopy, operationBody, opinionRequired, taskOperations, type Operation } from './task-actions.ts';
import { WithdrawButton } from './WithdrawButton.tsx';
import { dropTab } from './tabs.ts';
import { useTaskLoad } from './use-task-load.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the fixes texts
import './workspace-fixes-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';

export default function ApprovePage() {
  const { t } = useTranslation(BPM_NS);
  const [params] = useSearchParams();
  const instanceId = params.get('id');
  const taskId = params.get('taskId');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useAtomValue(userInfoAtom)?.humancode;
  const { loaded, reload } = useTaskLoad(instanceId, taskId, false);
  const [acting, setActing] = useState<{ operation: Operation; formData: Record<string, unknown> | undefined }>();
  const form = useRef<FormRenderHandle>(null);

  // A link without the task (an urge message of an older kind): the caller's open task of the instance.
  useEffect(() => {
    if (taskId || !instanceId) return undefined;
    const controller = new AbortController();
    void findOpenTask(instanceId, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      navigate(found ? approveHref(instanceId, found) : detailHref(instanceId), { replace: true });
    });
    return () => controller.abort();
  }, [taskId, instanceId, navigate]);

  // A step a return handed back to the initiator is their application to edit and resubmit (/edit).
  const resubmit = loaded !== undefined && loaded.error === undefined && loaded.task.resubmit === true && loaded.task.task.assignee === me;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!resubmit || !instanceId || !taskId) return;
    dropTab(here);
    navigate(editHref(instanceId, taskId), { replace: true });
  }, [resubmit, instanceId, taskId, navigate, here]);

  if (!taskId && !instanceId) return <Result status="warning" title={t('noTask')} />;
  if (!taskId || !loaded || resubmit)
    return (
      <div className="fh-bpm-page" aria-busy="true" data-testid="bpm-approve-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (loaded.error !== undefined) return <Result status="error" title={t('loadFailed')} subTitle={loaded.error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;

  const { task: detail, instance } = loaded;
  const task = detail.task;
  const open = task.status === 'open';
  const unclaimed = open && !task.assignee && task.candidateUsers.includes(me ?? '');
  const mine = open && task.assignee === me;
  const operations = mine ? taskOperations(detail.buttons, detail.removableSigners?.length ?? 0) : [];
  // A node that keeps the opinion in a form field (FieldsPermission reason) asks for it there.
  const opinionInForm = detail.fieldPermissions.some((p) => p.reason === true);
  const labelOf = (operation: Operation) =>
    operation.code === 'removeSign' ? t('approveMore.removeSign') : t(`op.${operation.code}`, { defaultValue: detail.buttons.find((b) => b.code === operation.code)?.name ?? operation.code });
  // The withdrawn task comes back to the actor: open it, or the detail when it went elsewhere.
  const afterWithdraw = (answer: CommandAnswer) => {
    const back = answer.tasks.find((x) => x.assignee === me);
    navigate(back ? approveHref(task.instanceId, back.id) : detailHref(task.instanceId));
  };

  const begin = async (operation: Operation) => {
    let formData: Record<string, unknown> | undefined;
    if (operation.sendsForm && form.current) {
      if (operation.code === 'pass') {
        try {
          formData = await form.current.validate();
        } catch (e) {
          if (e instanceof FormValidationError) return; // the fields show their messages
          throw e;
        }
      } else formData = form.current.getFormData();
    }
    setActing({ operation, formData });
  };

  const send = async (operation: Operation, formData: Record<string, unknown> | undefined, input: Parameters<Parameters<typeof ActionDialog>[0]['onSend']>[0]) => {
    const api = await feedback();
    let answer: CommandAnswer;
    try {
      answer = await bpmApi.operate(operation.path, operationBody(operation, { taskId: task.id, formData, ...input }));
    } catch (e) {
      api.modal.error({ title: labelOf(operation), content: answerContent(e, t('loadFailed')) });
      return;
    }
    setActing(undefined);
    const next = answer.tasks.map((x) => x.name).filter(Boolean);
    api.modal.success({
      title: t('done', { action: labelOf(operation) }),
      content: answer.status === 'running' ? t('answerOpenTasks', { tasks: next.join('、') || '—' }) : t('answerEnded', { result: t(`resultName.${answer.result}`) }),
      okButtonProps: { 'data-testid': 'answer-ok' },
      onOk: () => navigate(TODO_PATH),
    });
  };

  const claim = async () => {
    const api = await feedback();
    try {
      await bpmApi.claim(task.id);
      void api.message.success(t('claimed'));
      reload();
    } catch (e) {
      api.modal.error({ title: t('claim'), content: answerContent(e, t('loadFailed')) });
    }
  };

  const start = instance?.processInstance;
  return (
    <div className={`fh-bpm-page ${operations.length ? 'fh-bpm-has-bar' : ''}`} data-testid="bpm-approve">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {task.processName} · {task.name}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('initiator')}>{start?.startUser?.humanName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('department')}>{start?.startUser?.organizationnames || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('startTime')}>{when(start?.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('receiveTime')}>{when(task.createTime)}</Descriptions.Item>
      </Descriptions>
      {!open ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('taskClosed', { result: t(`resultName.${task.result}`) })}
          action={
            <Space>
              {detail.withdrawable ? <WithdrawButton taskId={task.id} onDone={afterWithdraw} /> : null}
              <Link to={detailHref(task.instanceId)}>{t('detail')}</Link>
            </Space>
          }
          data-testid="task-closed"
        />
      ) : null}
      {mine && detail.delegated ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('fixes.delegatedHint', { owner: instance?.tasks.find((x) => x.id === task.id)?.ownerUser?.humanName ?? task.owner })}
          data-testid="task-delegated"
        />
      ) : null}
      {unclaimed ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('claimFirst')} action={<Button type="primary" onClick={() => void claim()} data-testid="task-claim">{t('claim')}</Button>} />
      ) : null}
      <Card size="small" title={t('formReadOnly')} style={{ marginBottom: 12 }}>
        {detail.form ? (
          <FormRender ref={form} schema={detail.form} data={detail.formData} permissions={detail.fieldPermissions as never} readOnly={!mine} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFormData')} />
        )}
      </Card>
      {mine ? (
        <div className="fh-bpm-actions fh-bpm-bar" data-testid="approve-actions">
          {operations.length === 0 ? <Typography.Text type="secondary">{t('noButtons')}</Typography.Text> : null}
          {operations.map((operation) => (
            <Button key={operation.code} type={operation.code === 'pass' ? 'primary' : 'default'} danger={operation.danger} onClick={() => void begin(operation)} data-testid={`op-${operation.code}`}>
              {labelOf(operation)}
            </Button>
          ))}
        </div>
      ) : null}
      {instance ? (
        <Card size="small" title={t('timeline')} style={{ marginTop: 12 }}>
          <InstanceTimeline detail={instance} />
        </Card>
      ) : null}
      {instance ? (
        // Open from tablet width up: where the process stands is part of deciding (bpmn-js is preloaded with
        // the route, first-calls.ts). Folded on a phone, where it loads only when opened. This task's node is picked.
        <Collapse
          size="small"
          style={{ marginTop: 12, background: '#fff' }}
          data-testid="approve-diagram"
          defaultActiveKey={diagramShownAtOnce() ? ['diagram'] : []}
          items={[{ key: 'diagram', label: t('diagram'), children: <InstanceDiagram detail={instance} selected={task.activityId} height={360} /> }]}
        />
      ) : null}
      <Space style={{ marginTop: 12 }}>
        <Link to={TODO_PATH}>{t('backToList')}</Link>
        <Link to={detailHref(task.instanceId)}>{t('detail')}</Link>
      </Space>
      {acting ? (
        <ActionDialog
          operation={acting.operation}
          label={labelOf(acting.operation)}
          opinionRequired={!opinionInForm && opinionRequired(acting.operation, detail.extendData)}
          returnTargets={detail.returnTargets}
          removableSigners={detail.removableSigners ?? []}
          offersCopy={offersCopy(detail.buttons)}
          initialReason=""
          onClose={() => setActing(undefined)}
          onSend={(input) => send(acting.operation, acting.formData, input)}
        />
      ) : null}
    </div>
  );
}
