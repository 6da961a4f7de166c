/**
 * The empty-approver policy's decision on a step (审批人为空时: `emptyFallback`), worded once for the
 * start page's preview and the designer's route simulation: the named people or the administrators the
 * step was given to — so they are not taken for the rule's choice — or the system passing or rejecting
 * it with nobody, so a passed step is not shown as a step without approvers.
 */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreviewStep } from '../../schemas/bpmn/preview.ts';
import { joinNames } from './display.tsx';
import { BPM_NS } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the route texts
import './route-i18n.ts';

type Policy = NonNullable<PreviewStep['emptyFallback']>['policy'];

const TAG_COLOR: Record<Policy, string> = { users: 'blue', admin: 'gold', pass: 'green', reject: 'red' };

/** The short mark beside the step's name. */
export function EmptyPolicyTag({ policy }: { policy: Policy }) {
  const { t } = useTranslation(BPM_NS);
  return (
    <Tag color={TAG_COLOR[policy]} data-testid="preview-empty-tag">
      {t(`route.emptyTag.${policy}`)}
    </Tag>
  );
}

/** The sentence: which policy decided the step, and whom it gave it to. */
export function EmptyPolicyNote({ step, nameOf }: { step: PreviewStep; nameOf: (code: string) => string }) {
  const { t } = useTranslation(BPM_NS);
  const fallback = step.emptyFallback;
  if (!fallback) return null;
  return (
    <div className="fh-preview-policy" data-testid="preview-empty-policy" data-policy={fallback.policy}>
      <Typography.Text type={fallback.policy === 'reject' ? 'danger' : 'secondary'}>
        {t(`route.emptyFallback.${fallback.policy}`, { step: step.name || step.activityId, people: joinNames(fallback.users.map(nameOf)) })}
      </Typography.Text>
    </div>
  );
}
