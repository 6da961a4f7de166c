/**
 * One collection task for its filler: the stored form in the form runtime, with the answers already
 * submitted; submit (or save changes) until the deadline, read-only after it. The server checks the answers
 * again with the same rules; what it refuses lands on the fields (FormRenderHandle.showErrors).
 */
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { ApiError } from '../../runtime/api/client.ts';
import { FormRender, FormValidationError, type FormRenderHandle } from '../../runtime/form/index.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { answerContent } from '../bpm/forms.tsx';
import { formPaths, taskFillApi } from './api.ts';
import { useTaskFillT } from './i18n.ts';
import { at, fillState, StateTag, useTimeLeft } from './status.tsx';
import { useLoad } from './use-load.ts';

export function FillTask({ id, onBack, onSubmitted }: { id: string; onBack: () => void; onSubmitted: () => void }) {
  const { t } = useTaskFillT();
  const timeLeft = useTimeLeft();
  const { data, error, reload } = useLoad(id, (signal) => taskFillApi.fill(id, signal), t('loadFailed'));
  const form = useRef<FormRenderHandle>(null);
  const [submitting, setSubmitting] = useState(false);
  const values = useMemo(() => data?.data ?? undefined, [data]);

  const back = (
    <Button onClick={onBack} data-testid="taskfill-back">
      {t('back')}
    </Button>
  );
  if (error)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={error}
        extra={
          <Space>
            {back}
            <Button onClick={reload}>{t('retry')}</Button>
          </Space>
        }
      />
    );
  if (!data)
    return (
      <div className="fh-taskfill-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  const { task } = data;
  const state = fillState({ submittedAt: data.submittedAt, closed: task.closed });

  const submit = async () => {
    try {
      await form.current?.validate();
    } catch (e) {
      if (e instanceof FormValidationError) return; // the fields show their messages
      throw e;
    }
    const api = await feedback();
    api.modal.confirm({
      title: data.submittedAt ? t('fill.confirmEdit') : t('fill.confirm'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        setSubmitting(true);
        try {
          await taskFillApi.submit(task.id, form.current?.getFormData() ?? {});
          void api.message.success(t('fill.done'));
          onSubmitted();
        } catch (e) {
          const onFields = e instanceof ApiError ? formPaths(e.errors) : [];
          const rest = onFields.length > 0 ? (form.current?.showErrors(onFields) ?? onFields) : [];
          if (onFields.length > 0 && rest.length < onFields.length) void api.message.error(t('fill.fixFields'));
          else api.modal.error({ title: t('fill.failed'), content: answerContent(e, t('fill.failed')) });
          // A refusal because the deadline passed meanwhile: show the task as it now is.
          if (!(e instanceof ApiError) || e.errors === undefined) reload();
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  return (
    <div className="fh-taskfill-page" data-testid="taskfill-fill">
      <div className="fh-taskfill-bar">
        <Space size={8} wrap align="center">
          {back}
          <Typography.Title level={4} className="fh-taskfill-title">
            {task.name}
          </Typography.Title>
          <StateTag state={state} />
        </Space>
      </div>
      <Card size="small" className="fh-taskfill-card">
        <Typography.Paragraph type="secondary" className="fh-taskfill-meta">
          {t('deadline')}: {at(task.deadline)}
          {task.closed ? '' : ` · ${timeLeft(task.deadline)}`}
        </Typography.Paragraph>
        {task.description ? <Typography.Paragraph className="fh-taskfill-desc">{task.description}</Typography.Paragraph> : null}
        {state === 'submitted' ? <Alert type="success" showIcon title={t('fill.submittedNote', { time: at(data.submittedAt) })} className="fh-taskfill-note" /> : null}
        {state === 'closed' ? <Alert type="info" showIcon title={t('fill.closedNote')} className="fh-taskfill-note" /> : null}
        {state === 'missed' ? <Alert type="warning" showIcon title={t('fill.closedMissed')} className="fh-taskfill-note" /> : null}
        <FormRender ref={form} schema={data.form} data={values} readOnly={task.closed} />
        {task.closed ? null : (
          <div className="fh-taskfill-actions">
            <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="taskfill-submit">
              {data.submittedAt ? t('fill.resubmit') : t('fill.submit')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
