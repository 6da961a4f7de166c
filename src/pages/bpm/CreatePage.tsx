/**
 * 发起流程 /bpm/process-instance/create?processDefinitionId=…: the start form in the form runtime, the
 * approver preview beside it (below it on phones) following the form as it changes, with the chooser
 * of the first step's handler where the process allows one; 保存草稿 keeps the values on the server (one
 * draft per process), a saved draft is offered for restoring when the page opens (or discarded), and
 * submit → the new instance's detail (the server drops the draft then).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { FormRender, FormValidationError, type FormRenderHandle } from '../../runtime/form/index.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type DefinitionDetail, type Preview } from './api.ts';
import { ApproverPreview } from './ApproverPreview.tsx';
import { BPM_NS } from './i18n.ts';
import { detailHref } from './links.ts';
import { answerContent, formOf } from './forms.tsx';
import { when } from './display.tsx';
import { useInitiatorFilled } from './initiator-fill.ts';
import { startApi, type Draft } from './start-api.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the start texts
import './start-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './bpm.css';

/** Keystrokes within this long make one preview call. */
export const PREVIEW_DEBOUNCE_MS = 400;

export default function CreatePage() {
  const { t } = useTranslation(BPM_NS);
  const [params] = useSearchParams();
  const id = params.get('processDefinitionId') ?? params.get('id');
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; definition?: DefinitionDetail; error?: string }>();
  // The form data the preview follows: a new draft after each pause in typing.
  const [draft, setDraft] = useState<{ seq: number; data: Record<string, unknown> }>({ seq: 0, data: {} });
  const [previewed, setPreviewed] = useState<{ seq: number; preview?: Preview; error?: string }>();
  const [lastPreview, setLastPreview] = useState<Preview>();
  const [submitting, setSubmitting] = useState(false);
  // The draft saved on the server: offered until restored or discarded.
  const [savedDraft, setSavedDraft] = useState<{ key: string; draft?: Draft | null; error?: string }>();
  const [values, setValues] = useState<Record<string, unknown>>();
  const [savingDraft, setSavingDraft] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [chooserError, setChooserError] = useState<string>();
  const form = useRef<FormRenderHandle>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = `${id}#${attempt}`;

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    bpmApi.definition(id, controller.signal).then(
      (definition) => setLoaded({ key, definition }),
      (e: unknown) => !controller.signal.aborted && setLoaded({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [id, key, t]);
  const current = loaded?.key === key ? loaded : undefined;
  const definition = current?.definition;
  const error = current?.error;

  useEffect(() => {
    if (!definition) return undefined;
    const controller = new AbortController();
    const { seq, data } = draft;
    bpmApi.preview(definition.id, data, controller.signal).then(
      (preview) => {
        setPreviewed({ seq, preview });
        setLastPreview(preview);
      },
      (e: unknown) => !controller.signal.aborted && setPreviewed({ seq, error: errorText(e, t('previewFailed')) }),
    );
    return () => controller.abort();
  }, [definition, draft, t]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!definition) return undefined;
    const controller = new AbortController();
    startApi.draft(definition.key, controller.signal).then(
      (found) => setSavedDraft({ key: definition.key, draft: found }),
      (e: unknown) => !controller.signal.aborted && setSavedDraft({ key: definition.key, error: errorText(e, t('start.draftLoadFailed')) }),
    );
    return () => controller.abort();
  }, [definition, t]);
  const offered = savedDraft?.key === definition?.key ? savedDraft : undefined;

  // A choice the newest preview no longer offers is dropped rather than sent and refused.
  const chooser = lastPreview?.chooser ?? null;
  const choice = chooser && (chooser.anyone || chosen.every((code) => chooser.options.includes(code))) ? chosen : [];
  const previewing = previewed?.seq !== draft.seq;
  const previewError = previewing ? undefined : previewed?.error;

  const onChange = useCallback((data: Record<string, unknown>) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDraft((d) => ({ seq: d.seq + 1, data })), PREVIEW_DEBOUNCE_MS);
  }, []);

  const schema = definition ? formOf(definition.forms.start) : null;
  const formData = useInitiatorFilled(schema, values);

  const restore = (found: Draft) => {
    setValues(found.formData);
    setDraft((d) => ({ seq: d.seq + 1, data: found.formData }));
    setSavedDraft(undefined);
    void feedback().then((api) => api.message.success(t('start.draftRestored')));
  };

  const discard = async () => {
    if (!definition) return;
    const api = await feedback();
    api.modal.confirm({
      title: t('start.discardConfirm'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await startApi.deleteDraft(definition.key);
          setSavedDraft(undefined);
          void api.message.success(t('start.draftDiscarded'));
        } catch (e) {
          api.modal.error({ title: t('loadFailed'), content: answerContent(e, t('loadFailed')) });
        }
      },
    });
  };

  const saveDraft = async () => {
    if (!definition) return;
    setSavingDraft(true);
    const api = await feedback();
    try {
      await startApi.saveDraft(definition.key, form.current?.getFormData() ?? {});
      // The saved values are what the page shows; nothing else to offer.
      setSavedDraft(undefined);
      void api.message.success(t('start.draftSaved'));
    } catch (e) {
      api.modal.error({ title: t('start.draftSaveFailed'), content: answerContent(e, t('start.draftSaveFailed')) });
    } finally {
      setSavingDraft(false);
    }
  };

  const submit = async () => {
    if (!definition) return;
    if (chooser?.required && choice.length === 0) {
      setChooserError(t('start.chooserRequired'));
      return;
    }
    setChooserError(undefined);
    let data: Record<string, unknown> = {};
    try {
      if (form.current) data = await form.current.validate();
    } catch (e) {
      if (e instanceof FormValidationError) return; // the fields show their messages
      throw e;
    }
    const api = await feedback();
    api.modal.confirm({
      title: t('submitConfirm'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        setSubmitting(true);
        try {
          const answer = await bpmApi.start(definition.id, data, choice);
          void api.message.success(t('submitted'));
          navigate(detailHref(answer.instanceId));
        } catch (e) {
          api.modal.error({ title: t('loadFailed'), content: answerContent(e, t('loadFailed')) });
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  if (!id) return <Result status="warning" title={t('noDefinition')} />;
  if (error) return <Result status="error" title={t('loadFailed')} subTitle={error} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>} />;
  if (!definition)
    return (
      <div className="fh-bpm-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  return (
    <div className="fh-bpm-page" data-testid="bpm-create">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {definition.name}
      </Typography.Title>
      {offered?.draft ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('start.draftFound', { time: when(offered.draft.updatedAt) })}
          // The buttons under the message, not beside it: beside it they squeeze the text to a column on a phone.
          description={
            <>
              {offered.draft.definitionId !== definition.id ? <div>{t('start.draftOtherVersion')}</div> : null}
              <Space wrap style={{ marginTop: 6 }}>
                <Button size="small" type="primary" onClick={() => restore(offered.draft!)} data-testid="draft-restore">
                  {t('start.restoreDraft')}
                </Button>
                <Button size="small" danger onClick={() => void discard()} data-testid="draft-discard">
                  {t('start.discardDraft')}
                </Button>
              </Space>
            </>
          }
          data-testid="draft-offer"
        />
      ) : offered?.error ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('start.draftLoadFailed')} description={offered.error} />
      ) : null}
      <div className="fh-bpm-split">
        <div className="fh-bpm-main">
          <Card size="small">
            {schema === undefined ? (
              <Alert type="info" showIcon title={t('noForm')} data-testid="no-start-form" />
            ) : schema === null ? (
              <Empty />
            ) : (
              <FormRender ref={form} schema={schema} onChange={onChange} {...(formData ? { data: formData } : {})} />
            )}
            <div className="fh-bpm-actions">
              <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="start-submit">
                {t('submit')}
              </Button>
              {schema ? (
                <Button loading={savingDraft} onClick={() => void saveDraft()} data-testid="draft-save">
                  {t('start.saveDraft')}
                </Button>
              ) : null}
            </div>
          </Card>
        </div>
        <div className="fh-bpm-side">
          <ApproverPreview
            preview={lastPreview}
            loading={previewing}
            error={previewError}
            chosen={choice}
            onChoose={(codes) => {
              setChosen(codes);
              setChooserError(undefined);
            }}
            chooserError={chooserError}
          />
        </div>
      </div>
    </div>
  );
}
