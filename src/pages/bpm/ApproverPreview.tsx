/**
 * The approver preview beside the start form: each step a token would reach on the draft (conditions
 * evaluated as the engine would, every approval assumed passed), who each approval goes to and how
 * (one approver, candidates, countersign and its mode), and the server's problems (nobody found, a
 * condition that failed).
 */
import { Alert, Card, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Preview, PreviewStep } from './api.ts';
import { joinNames } from './display.tsx';
import { BPM_NS } from './i18n.ts';
import { usePeople } from './people.ts';

export interface ApproverPreviewProps {
  preview: Preview | undefined;
  loading: boolean;
  error?: string | undefined;
}

const stepColor = (step: PreviewStep) => (step.problem || (step.type === 'userTask' && (step.users ?? []).length === 0) ? 'red' : step.type === 'userTask' ? 'blue' : 'gray');

export function ApproverPreview({ preview, loading, error }: ApproverPreviewProps) {
  const { t } = useTranslation(BPM_NS);
  const names = usePeople(preview?.steps.flatMap((s) => s.users ?? []) ?? []);
  const nameOf = (code: string) => names.get(code)?.name ?? code;

  let body;
  if (error) body = <Alert type="error" showIcon title={t('previewFailed')} description={error} />;
  else if (!preview) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!preview.steps.some((s) => s.type === 'userTask')) body = <Empty description={t('previewEmpty')} />;
  else
    body = (
      <>
        <Timeline
          items={preview.steps.map((step) => ({
            key: step.activityId,
            color: stepColor(step),
            content: (
              <div data-testid="preview-step" data-activity={step.activityId}>
                <Typography.Text strong={step.type === 'userTask'}>{step.name || step.activityId}</Typography.Text>{' '}
                <Tag variant="filled">{t(`stepType.${step.type}`, { defaultValue: step.type })}</Tag>
                {step.type === 'userTask' ? (
                  <div>
                    {(step.users ?? []).length > 0 ? (
                      <Typography.Text type="secondary" data-testid="preview-users">
                        {t('labelled', { label: t(`kind.${step.kind ?? 'assignee'}`), value: joinNames((step.users ?? []).map(nameOf)) })}
                        {step.multiApproverMode && step.multiApproverMode !== 'Null' ? t('modeNote', { mode: t(`mode.${step.multiApproverMode}`, { defaultValue: step.multiApproverMode }) }) : ''}
                      </Typography.Text>
                    ) : (
                      <Typography.Text type="danger" data-testid="preview-nobody">
                        {t('previewNobody')}
                      </Typography.Text>
                    )}
                    {step.problem ? (
                      <div>
                        <Typography.Text type="danger" data-testid="preview-problem">
                          {step.problem}
                        </Typography.Text>
                      </div>
                    ) : null}
                  </div>
                ) : null}
              </div>
            ),
          }))}
        />
        {preview.problems.length > 0 ? (
          <Alert type="warning" showIcon title={t('previewProblems')} description={<ul style={{ margin: 0, paddingLeft: 18 }}>{preview.problems.map((p) => <li key={p}>{p}</li>)}</ul>} data-testid="preview-problems" />
        ) : null}
      </>
    );

  return (
    <Card
      size="small"
      title={t('preview')}
      data-testid="approver-preview"
      aria-busy={loading}
    >
      {/* Under the title, not beside it: in English the two did not fit the side column together. */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {loading ? t('previewLoading') : t('previewHint')}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
