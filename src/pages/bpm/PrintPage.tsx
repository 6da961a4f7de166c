/**
 * 打印 /bpm/process-instance/print?id=…: the process as a paper record, outside the shell. A header (process,
 * number, initiator, department, times, result), the form read-only, and the approval record table (step,
 * handler, result, opinion, signature, time). A4 portrait under @media print (the toolbar is not printed);
 * the print dialog opens once the page has rendered. Readable by whoever may read the detail (the server decides).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Result, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import type { Widget } from '../../schemas/form/types.ts';
import { isSignImage } from '../../widgets/sign/model.ts';
import { bpmApi, type InstanceDetail, type TimelineTask } from './api.ts';
import { reasonText, when } from './display.tsx';
import { BPM_NS } from './i18n.ts';
import { detailHref } from './links.ts';
import { PrintForm } from './PrintForm.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- registers the approveMore texts
import './approve-more-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the fixes texts (reason codes)
import './workspace-fixes-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './print.css';

type Loaded = { key: string; detail: InstanceDetail; at: string; error?: undefined } | { key: string; error: string };

/** Signature images the handler left in their step's form (sign widgets keep an image as the value). */
function signaturesOf(task: TimelineTask & { formData?: unknown }): string[] {
  const data = task.formData;
  if (!data || typeof data !== 'object') return [];
  return Object.values(data as Record<string, unknown>).filter(isSignImage);
}

/** Whether the handler decided something there (a cancelled or still open step was signed by nobody). */
const acted = (task: TimelineTask) => !!task.endTime && task.result !== null && task.result !== 1 && task.result !== 4;

/** The record rows: handled steps in time order, then the ones still open. */
function recordRows(detail: InstanceDetail): TimelineTask[] {
  const ended = detail.tasks.filter((x) => x.endTime).toSorted((a, b) => a.endTime!.localeCompare(b.endTime!));
  return [...ended, ...detail.tasks.filter((x) => !x.endTime)];
}

export default function PrintPage() {
  const { t } = useTranslation(BPM_NS);
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  const key = `${id}#${attempt}`;
  // ?auto=0 keeps the dialog closed (tests, or a reader who only wants the view).
  const auto = params.get('auto') !== '0';

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    bpmApi.instance(id, controller.signal).then(
      (detail) => setLoaded({ key, detail, at: new Date().toISOString() }),
      (e: unknown) => !controller.signal.aborted && setLoaded({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [id, key, t]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const ready = loaded?.key === key && loaded.error === undefined;
  useEffect(() => {
    if (!ready || !auto) return undefined;
    // After the form's widgets have painted.
    const timer = window.setTimeout(() => window.print(), 600);
    return () => window.clearTimeout(timer);
  }, [ready, auto]);

  if (!id) return <Result status="warning" title={t('noInstance')} />;
  if (!loaded || loaded.key !== key)
    return (
      <div className="fh-print-page" aria-busy="true" data-testid="bpm-print-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (loaded.error !== undefined) return <Result status="error" title={t('loadFailed')} subTitle={loaded.error} extra={<Button onClick={reload}>{t('retry')}</Button>} />;

  const { detail } = loaded;
  const instance = detail.processInstance;
  const rows = recordRows(detail);
  return (
    <div className="fh-print-page" data-testid="bpm-print">
      <div className="fh-print-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => window.print()} data-testid="print-now">
            {t('approveMore.printNow')}
          </Button>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(detailHref(instance.id)))} data-testid="print-close">
            {t('approveMore.close')}
          </Button>
        </Space>
      </div>
      <header className="fh-print-header">
        <h1>{instance.name}</h1>
        <div className="fh-print-sub">
          <span>{t('approveMore.serial', { id: instance.businessKey || instance.id })}</span>
          <span>{t('approveMore.printedAt', { time: when(loaded.at) })}</span>
        </div>
      </header>
      <section>
        <h2>{t('approveMore.basics')}</h2>
        <table className="fh-print-table fh-print-basics" data-testid="print-basics">
          <tbody>
            <tr>
              <th>{t('initiator')}</th>
              <td>{instance.startUser?.humanName ?? '—'}</td>
              <th>{t('department')}</th>
              <td>{instance.startUser?.organizationnames || '—'}</td>
            </tr>
            <tr>
              <th>{t('startTime')}</th>
              <td>{when(instance.createTime)}</td>
              <th>{t('endTime')}</th>
              <td>{when(instance.endTime) || '—'}</td>
            </tr>
            <tr>
              <th>{t('status')}</th>
              <td>{t(`instanceStatus.${instance.status}`, { defaultValue: instance.status })}</td>
              <th>{t('result')}</th>
              <td data-testid="print-result">{t(`resultName.${instance.result}`)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="fh-print-form">
        <h2>{t('approveMore.formValues')}</h2>
        {detail.startForm ? <PrintForm form={detail.startForm as { widgetList: Widget[] }} data={instance.formData ?? {}} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFormData')} />}
      </section>
      <section>
        <h2>{t('approveMore.record')}</h2>
        {rows.length === 0 ? (
          <p>{t('approveMore.noRecord')}</p>
        ) : (
          <table className="fh-print-table fh-print-record" data-testid="print-record">
            <thead>
              <tr>
                <th>{t('approveMore.node')}</th>
                <th>{t('approveMore.handler')}</th>
                <th>{t('result')}</th>
                <th>{t('approveMore.opinion')}</th>
                <th>{t('approveMore.signature')}</th>
                <th>{t('approveMore.doneTime')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((task) => {
                const signs = signaturesOf(task);
                const handler = task.assigneeUser?.humanName ?? task.assigneeUserList.map((p) => p.humanName).join('、');
                return (
                  <tr key={task.id}>
                    <td data-label={t('approveMore.node')}>{task.name}</td>
                    <td data-label={t('approveMore.handler')}>{handler || '—'}</td>
                    <td data-label={t('result')}>{task.result ? t(`resultName.${task.result}`) : '—'}</td>
                    <td data-label={t('approveMore.opinion')} className="fh-print-opinion">
                      {reasonText(task, t) || '—'}
                    </td>
                    <td data-label={t('approveMore.signature')} className="fh-print-sign">{signs.length > 0 ? signs.map((src) => <img key={src.slice(-24)} src={src} alt={handler} />) : acted(task) ? handler : ''}</td>
                    <td data-label={t('approveMore.doneTime')}>{when(task.endTime) || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
