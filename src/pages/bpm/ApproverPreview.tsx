/**
 * The approver preview beside the start form (and the designer's route simulation): each step a token
 * would reach on the draft (conditions evaluated as the engine would, every approval assumed passed
 * unless the simulation says otherwise), who each approval goes to and how (one approver, candidates,
 * countersign and its mode), and why (route-lines.ts) — the branch each condition chose, what each part
 * of the approver rule resolved to, the accounts left out, what the empty-approver (EmptyPolicyNote) and
 * approver-is-initiator policies did, the engine's variables after a countersign, the events that could
 * lead elsewhere, the process a call starts — all from the server's data, worded here. Where the first
 * step lets the initiator choose its handler, the chooser sits in that step, offering only what the
 * server accepts; the simulation puts its outcome picker in each step (`renderStepExtra`).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonDialog } from '../../widgets/person/dialog.tsx';
import type { PersonValue } from '../../widgets/person/users.ts';
import type { Preview, PreviewChooser, PreviewStep } from './api.ts';
import { joinNames } from './display.tsx';
import { EmptyPolicyNote, EmptyPolicyTag } from './EmptyPolicyNote.tsx';
import { BPM_NS } from './i18n.ts';
import { usePeople } from './people.ts';
import { codesOf, whyLines } from './route-lines.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the start texts
import './start-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './start.css';

export interface ApproverPreviewProps {
  preview: Preview | undefined;
  loading: boolean;
  error?: string | undefined;
  /** The handlers chosen for the first step (nextUsers); the chooser shows only with onChoose. */
  chosen?: string[];
  onChoose?: (codes: string[]) => void;
  /** Set when a submit was refused for want of a choice. */
  chooserError?: string | undefined;
  /** Something to show in a step below its reasons (the simulation's outcome picker). */
  renderStepExtra?: (step: PreviewStep) => ReactNode;
}

/** Red where the path fails or ends not passed, orange where it goes back, green where the system passes the step. */
function stepColor(step: PreviewStep): string {
  const policy = step.emptyFallback?.policy;
  if (step.problem || policy === 'reject' || step.assumed?.outcome === 'reject') return 'red';
  if (step.assumed?.outcome === 'return') return 'orange';
  if (policy === 'pass') return 'green';
  if (step.type === 'userTask') return (step.users ?? []).length === 0 ? 'red' : 'blue';
  return 'gray';
}

function Chooser({ chooser, chosen, onChoose, error }: { chooser: PreviewChooser; chosen: string[]; onChoose: (codes: string[]) => void; error?: string | undefined }) {
  const { t } = useTranslation(BPM_NS);
  const [open, setOpen] = useState(false);
  const names = usePeople([...chooser.options, ...chosen]);
  const nameOf = (code: string) => names.get(code)?.name ?? code;
  return (
    <div className="fh-preview-chooser" data-testid="preview-chooser">
      <Typography.Text strong style={{ fontSize: 13 }}>
        {t('start.chooser')}
        {chooser.required ? <span style={{ color: '#ff4d4f' }}> *</span> : null}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(chooser.anyone ? 'start.chooserAnyone' : 'start.chooserOne')}
        </Typography.Text>
      </div>
      {chooser.anyone ? (
        <Space wrap style={{ marginTop: 4 }}>
          {chosen.map((code) => (
            <Tag key={code} closable onClose={() => onChoose(chosen.filter((c) => c !== code))}>
              {nameOf(code)}
            </Tag>
          ))}
          <Button size="small" onClick={() => setOpen(true)} data-testid="chooser-open">
            {t('start.choosePeople')}
          </Button>
          {open ? (
            <PersonDialog
              initial={chosen.map((code): PersonValue => ({ id: code, humancode: code, humanname: nameOf(code) }))}
              multiple={chooser.multiple}
              onConfirm={(people) => {
                onChoose(people.map((p) => p.humancode));
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          ) : null}
        </Space>
      ) : (
        <Select
          allowClear
          style={{ width: '100%', marginTop: 4 }}
          value={chosen[0]}
          placeholder={t('start.chooserPlaceholder')}
          aria-label={t('start.chooser')}
          status={error ? 'error' : undefined}
          onChange={(value?: string) => onChoose(value ? [value] : [])}
          options={chooser.options.map((code) => ({ value: code, label: nameOf(code) }))}
          data-testid="chooser-select"
        />
      )}
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="chooser-error">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}

export function ApproverPreview({ preview, loading, error, chosen = [], onChoose, chooserError, renderStepExtra }: ApproverPreviewProps) {
  const { t } = useTranslation(BPM_NS);
  const names = usePeople(preview?.steps.flatMap(codesOf) ?? []);
  const nameOf = (code: string) => names.get(code)?.name ?? code;
  const chooser = preview?.chooser ?? null;
  const chooserAt = chooser?.activityIds[0];

  let body;
  if (error) body = <Alert type="error" showIcon title={t('previewFailed')} description={error} />;
  else if (!preview) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!preview.steps.some((s) => s.type === 'userTask')) body = <Empty description={t('previewEmpty')} />;
  else
    body = (
      <>
        <Timeline
          items={preview.steps.map((step) => {
            const why = whyLines(step, t, nameOf);
            return {
              key: step.activityId,
              color: stepColor(step),
              content: (
                <div data-testid="preview-step" data-activity={step.activityId}>
                  <Typography.Text strong={step.type === 'userTask'}>{step.name || step.activityId}</Typography.Text>{' '}
                  <Tag variant="filled">{t(`stepType.${step.type}`, { defaultValue: step.type })}</Tag>
                  {step.self?.policy === 'skip' ? <Tag color="default">{t('start.skippedTag')}</Tag> : null}
                  {step.emptyFallback ? <EmptyPolicyTag policy={step.emptyFallback.policy} /> : null}
                  {step.type === 'userTask' ? (
                    <div>
                      {(step.users ?? []).length > 0 ? (
                        <Typography.Text type="secondary" data-testid="preview-users">
                          {t('labelled', { label: t(`kind.${step.kind ?? 'assignee'}`), value: joinNames((step.users ?? []).map(nameOf)) })}
                          {step.multiApproverMode && step.multiApproverMode !== 'Null' ? t('modeNote', { mode: t(`mode.${step.multiApproverMode}`, { defaultValue: step.multiApproverMode }) }) : ''}
                        </Typography.Text>
                      ) : step.emptyFallback ? null : (
                        <Typography.Text type="danger" data-testid="preview-nobody">
                          {t('previewNobody')}
                        </Typography.Text>
                      )}
                      <EmptyPolicyNote step={step} nameOf={nameOf} />
                      {step.problem ? (
                        <div>
                          <Typography.Text type="danger" data-testid="preview-problem">
                            {step.problem}
                          </Typography.Text>
                        </div>
                      ) : null}
                    </div>
                  ) : null}
                  {why.length > 0 ? (
                    <ul className="fh-preview-why" aria-label={t('start.why')} data-testid="preview-why">
                      {why.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  {renderStepExtra?.(step)}
                  {chooser && onChoose && step.activityId === chooserAt ? <Chooser chooser={chooser} chosen={chosen} onChoose={onChoose} error={chooserError} /> : null}
                </div>
              ),
            };
          })}
        />
        {preview.problems.length > 0 ? (
          <Alert type="warning" showIcon title={t('previewProblems')} description={<ul style={{ margin: 0, paddingLeft: 18 }}>{preview.problems.map((p) => <li key={p}>{p}</li>)}</ul>} data-testid="preview-problems" />
        ) : null}
      </>
    );

  return (
    <Card size="small" title={t('preview')} data-testid="approver-preview" aria-busy={loading}>
      {/* Under the title, not beside it: in English the two did not fit the side column together. */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {loading ? t('previewLoading') : t('previewHint')}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
