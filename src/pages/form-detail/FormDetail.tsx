/**
 * A stored form rendered for filling in: loading, missing formId, load error (with retry) and empty
 * states around <FormRender>. Submitting validates and shows the data the form would send. Fields the
 * form fills from the signed-in user (options.initiatorFill, e.g. 申请人) come filled, as on the start
 * page; the form's name is not repeated above a form that opens with it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Result, Skeleton, Typography } from 'antd';
import { errorText } from '../../runtime/api/client.ts';
import { FormRender } from '../../runtime/form/FormRender.tsx';
import type { FormData } from '../../schemas/form/types.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { useInitiatorFilled } from '../bpm/initiator-fill.ts';
import { formShowsTitle, isEmptyConf, loadForm, parsedConf, type StoredForm } from './load-form.ts';

/** The answer of one load, tagged with the request it answers (a newer request makes it stale). */
type Outcome = { key: string; form: StoredForm; error?: undefined } | { key: string; form?: undefined; error: string };

export function FormDetail({ formId }: { formId: string | null }) {
  const { t } = useTranslation('form');
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const [submitted, setSubmitted] = useState<FormData>();
  const requestKey = `${formId ?? ''}#${attempt}`;
  const conf = outcome?.form?.conf;
  const schema = useMemo(() => parsedConf(conf), [conf]);
  const filled = useInitiatorFilled(schema, undefined);

  useEffect(() => {
    if (!formId) return undefined;
    const controller = new AbortController();
    loadForm(formId, controller.signal).then(
      (form) => setOutcome({ key: requestKey, form }),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key: requestKey, error: errorText(error, t('loadFailed')) });
      },
    );
    return () => controller.abort();
  }, [formId, requestKey, t]);

  const onSubmit = useCallback(
    (data: FormData) => {
      setSubmitted(data);
      void feedback().then((api) => api.message.success(t('submitted')));
    },
    [t],
  );

  if (!formId) return <Result status="warning" title={t('noForm')} />;
  if (!outcome || outcome.key !== requestKey) {
    return (
      <div data-testid="form-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (outcome.error !== undefined) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={outcome.error}
        extra={
          <Button type="primary" onClick={() => setAttempt(attempt + 1)}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const { form } = outcome;
  return (
    <Card title={form.name && !formShowsTitle(form.conf, form.name) ? form.name : undefined} className="fh-form-detail">
      {isEmptyConf(form.conf) ? <Empty description={t('emptyForm')} /> : <FormRender key={form.id} schema={form.conf} data={filled} onSubmit={onSubmit} />}
      {submitted ? (
        <div className="fh-form-detail-data" style={{ marginTop: 16 }}>
          <Typography.Title level={5}>{t('submittedData')}</Typography.Title>
          <pre data-testid="submitted-data" style={{ maxHeight: 320, overflow: 'auto', background: 'rgba(0,0,0,0.03)', padding: 12 }}>
            {JSON.stringify(submitted, null, 2)}
          </pre>
        </div>
      ) : null}
    </Card>
  );
}
