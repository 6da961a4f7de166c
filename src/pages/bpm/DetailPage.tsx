/**
 * 流程详情 /bpm/process-instance/detail?id=…: the header (title, initiator, department, status, result),
 * the form read-only, the approval record and the coloured diagram (each selecting the other), and the initiator's actions while it
 * runs: cancel and urge (the server's rate-limit answer is shown as it comes).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Descriptions, Empty, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { FormRender } from '../../runtime/form/index.ts';
import { userInfoAtom } from '../../runtime/session/state.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type InstanceDetail } from './api.ts';
import { ResultTag, StatusTag, when } from './display.tsx';
import { answerContent } from './forms.tsx';
import { BPM_NS } from './i18n.ts';
import { InstanceTimeline } from './InstanceTimeline.tsx';
import { InstanceDiagram } from './diagram/InstanceDiagram.tsx';
import { approveHref, editHref, printHref } from './links.ts';
import { WithdrawButton } from './WithdrawButton.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';

type Loaded = { key: string; detail: InstanceDetail; error?: undefined } | { key: string; error: string };

export default function DetailPage() {
  const { t } = useTranslation(BPM_NS);
  const [params] = useSearchParams();
  const id = params.get('id');
  const me = useAtomValue(userInfoAtom)?.humancode;
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  // The node picked on the diagram or in the record; each shows it.
  const [selected, setSelected] = useState<string>();
  const key = `${id}#${attempt}`;

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    bpmApi.instance(id, controller.signal).then(
      (detail) => setLoaded({ key, detail }),
      (e: unknown) => !controller.signal.aborted && setLoaded({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [id, key, t]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (!id) return <Result status="warning" title={t('noInstance')} />;
  if (!loaded || loaded.key !== key)
    return (
      <div className="fh-bpm-page" aria-busy="true" data-testid="bpm-detail-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (loaded.error !== undefined) return <Result status="error" title={t('loadFailed')} subTitle={loaded.error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;

  const { detail } = loaded;
  const instance = detail.processInstance;
  const initiator = instance.startUser?.humancode === me;
  const running = instance.status === 'running';

  /** Confirms with an optional reason, then runs the call and shows its answer. */
  const act = async (title: string, run: (reason: string) => Promise<string>) => {
    const api = await feedback();
    let reason = '';
    api.modal.confirm({
      title,
      content: <Input.TextArea rows={2} maxLength={2000} placeholder={t('reasonPlaceholder')} onChange={(e) => (reason = e.target.value)} data-testid="act-reason" />,
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          void api.message.success(await run(reason));
          reload();
        } catch (e) {
          api.modal.error({ title, content: answerContent(e, t('loadFailed')) });
        }
      },
    });
  };

  return (
    <div className="fh-bpm-page" data-testid="bpm-detail">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {instance.name}
        </Typography.Title>
        <Space wrap>
          {detail.resubmitTaskId ? (
            <Button type="primary" onClick={() => navigate(editHref(instance.id, detail.resubmitTaskId!))} data-testid="detail-resubmit">
              {t('approveMore.resubmit')}
            </Button>
          ) : null}
          {detail.withdrawTaskId ? (
            <WithdrawButton
              taskId={detail.withdrawTaskId}
              testId="detail-withdraw"
              onDone={(answer) => {
                const back = answer.tasks.find((x) => x.assignee === me);
                if (back) navigate(approveHref(instance.id, back.id));
                else reload();
              }}
            />
          ) : null}
          {initiator && running ? (
            <>
              <Button onClick={() => void act(t('urgeConfirm'), async (reason) => t('urged', { count: (await bpmApi.urge(instance.id, reason)).urged }))} data-testid="detail-urge">
                {t('urge')}
              </Button>
              <Button danger onClick={() => void act(t('cancelConfirm'), async (reason) => (await bpmApi.cancel(instance.id, reason), t('cancelled')))} data-testid="detail-cancel">
                {t('cancel')}
              </Button>
            </>
          ) : null}
          <Button onClick={() => navigate(printHref(instance.id))} data-testid="detail-print">
            {t('approveMore.print')}
          </Button>
        </Space>
      </Space>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 12 }} data-testid="detail-header">
        <Descriptions.Item label={t('initiator')}>{instance.startUser?.humanName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('department')}>{instance.startUser?.organizationnames || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <StatusTag status={instance.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('result')}>
          <span data-testid="detail-result">
            <ResultTag result={instance.result} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('startTime')}>{when(instance.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('endTime')}>{when(instance.endTime) || '—'}</Descriptions.Item>
      </Descriptions>
      <div className="fh-bpm-split">
        <div className="fh-bpm-main">
          <Card size="small" title={t('formData')} style={{ marginBottom: 12 }}>
            {detail.startForm ? <FormRender schema={detail.startForm} data={instance.formData} readOnly /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFormData')} />}
          </Card>
          <Card size="small" title={t('diagram')} style={{ marginBottom: 12 }}>
            <InstanceDiagram detail={detail} selected={selected} onSelect={setSelected} height={400} />
          </Card>
        </div>
        <div className="fh-bpm-side">
          <Card size="small" title={t('timeline')}>
            <InstanceTimeline detail={detail} selected={selected} onSelect={setSelected} />
          </Card>
        </div>
      </div>
    </div>
  );
}
