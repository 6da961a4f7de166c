/**
 * 重新提交 /bpm/process-instance/edit?id=<instance>&taskId=<task>: the initiator's step a return handed
 * back (README "Resubmit"). The start form, prefilled with the instance's values and editable within the
 * step's field permissions, with the return's opinion on top; 重新提交 sends it as the step's pass
 * (/bpmTask/approve, validated by the server like the start), 撤销申请 cancels the instance. Without a
 * taskId the instance's resubmit task of the caller is looked up.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { FormRender, FormValidationError, type FormRenderHandle } from '../../runtime/form/index.ts';
import { userInfoAtom } from '../../runtime/session/state.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type CommandAnswer, type InstanceDetail } from './api.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { answerContent } from './forms.tsx';
import { BPM_NS } from './i18n.ts';
import { InstanceTimeline } from './InstanceTimeline.tsx';
import { approveHref, detailHref, editHref } from './links.ts';
import { offeredOperations, operationBody, opinionRequired } from './task-actions.ts';
import { useTaskLoad } from './use-task-load.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the approveMore texts
import './approve-more-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';

/** The resubmit is the step's pass: the same call, rules and answer. */
const RESUBMIT = offeredOperations([{ code: 'pass' }])[0]!;

/** The newest return in the record: who sent the application back and why. */
function lastReturn(instance: InstanceDetail) {
  return instance.tasks.filter((x) => x.result === 5).toSorted((a, b) => (b.endTime ?? '').localeCompare(a.endTime ?? ''))[0];
}

export default function EditPage() {
  const { t } = useTranslation(BPM_NS);
  const [params] = useSearchParams();
  const instanceId = params.get('id');
  const taskId = params.get('taskId');
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom)?.humancode;
  const { loaded, reload, fail } = useTaskLoad(instanceId, taskId, true);
  const [acting, setActing] = useState<Record<string, unknown>>();
  const form = useRef<FormRenderHandle>(null);

  // A link naming only the instance: the caller's step to resubmit there, else the detail.
  useEffect(() => {
    if (taskId || !instanceId) return undefined;
    const controller = new AbortController();
    bpmApi.instance(instanceId, controller.signal).then(
      (detail) => navigate(detail.resubmitTaskId ? editHref(instanceId, detail.resubmitTaskId) : detailHref(instanceId), { replace: true }),
      (e: unknown) => !controller.signal.aborted && fail(errorText(e, t('loadFailed'))),
    );
    return () => controller.abort();
  }, [taskId, instanceId, navigate, fail, t]);

  if (!instanceId) return <Result status="warning" title={t('noInstance')} />;
  if (loaded?.error !== undefined) return <Result status="error" title={t('loadFailed')} subTitle={loaded.error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;
  if (!taskId || !loaded?.instance)
    return (
      <div className="fh-bpm-page" aria-busy="true" data-testid="bpm-edit-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  const { task: detail, instance } = loaded;
  const task = detail.task;
  if (!detail.resubmit || task.assignee !== me || task.status !== 'open')
    return (
      <Result
        status="info"
        title={t('approveMore.notResubmit')}
        extra={
          <Space wrap>
            <Link to={approveHref(task.instanceId, task.id)}>{t('approveMore.toApprove')}</Link>
            <Link to={detailHref(task.instanceId)}>{t('detail')}</Link>
          </Space>
        }
        data-testid="bpm-edit-not-mine"
      />
    );

  const returned = lastReturn(instance);
  const label = t('approveMore.resubmit');

  const begin = async () => {
    try {
      setActing((await form.current?.validate()) ?? {});
    } catch (e) {
      if (e instanceof FormValidationError) return; // the fields show their messages
      throw e;
    }
  };

  const send = async (formData: Record<string, unknown>, input: Parameters<Parameters<typeof ActionDialog>[0]['onSend']>[0]) => {
    const api = await feedback();
    let answer: CommandAnswer;
    try {
      answer = await bpmApi.operate(RESUBMIT.path, operationBody(RESUBMIT, { taskId: task.id, formData, ...input }));
    } catch (e) {
      api.modal.error({ title: label, content: answerContent(e, t('loadFailed')), okButtonProps: { 'data-testid': 'answer-error-ok' } });
      return;
    }
    setActing(undefined);
    api.modal.success({
      title: t('approveMore.resubmitted'),
      content: answer.status === 'running' ? t('answerOpenTasks', { tasks: answer.tasks.map((x) => x.name).filter(Boolean).join('、') || '—' }) : t('answerEnded', { result: t(`resultName.${answer.result}`) }),
      okButtonProps: { 'data-testid': 'answer-ok' },
      onOk: () => navigate(detailHref(task.instanceId)),
    });
  };

  const cancel = async () => {
    const api = await feedback();
    api.modal.confirm({
      title: t('approveMore.cancelApplyConfirm'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await bpmApi.cancel(task.instanceId, '');
          void api.message.success(t('cancelled'));
          navigate(detailHref(task.instanceId));
        } catch (e) {
          api.modal.error({ title: t('approveMore.cancelApply'), content: answerContent(e, t('loadFailed')) });
        }
      },
    });
  };

  return (
    <div className="fh-bpm-page fh-bpm-has-bar" data-testid="bpm-edit">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('approveMore.resubmitTitle')} · {task.processName}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('approveMore.resubmitHint')}
        description={returned ? t('approveMore.returnedBy', { name: returned.assigneeUser?.humanName ?? '—', reason: returned.reason || t('approveMore.noReason') }) : undefined}
        data-testid="edit-returned"
      />
      <Card size="small" title={t('formData')} style={{ marginBottom: 12 }}>
        {detail.form ? <FormRender ref={form} schema={detail.form} data={detail.formData} permissions={detail.fieldPermissions as never} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFormData')} />}
      </Card>
      <div className="fh-bpm-actions fh-bpm-bar" data-testid="edit-actions">
        <Button type="primary" onClick={() => void begin()} data-testid="edit-resubmit">
          {label}
        </Button>
        <Button danger onClick={() => void cancel()} data-testid="edit-cancel">
          {t('approveMore.cancelApply')}
        </Button>
      </div>
      <Card size="small" title={t('timeline')} style={{ marginTop: 12 }}>
        <InstanceTimeline detail={instance} />
      </Card>
      <Space style={{ marginTop: 12 }}>
        <Link to={detailHref(task.instanceId)}>{t('detail')}</Link>
      </Space>
      {acting ? (
        <ActionDialog
          operation={RESUBMIT}
          label={label}
          opinionRequired={!detail.fieldPermissions.some((p) => p.reason === true) && opinionRequired(RESUBMIT, detail.extendData)}
          returnTargets={[]}
          offersCopy={false}
          initialReason=""
          onClose={() => setActing(undefined)}
          onSend={(input) => send(acting, input)}
        />
      ) : null}
    </div>
  );
}
