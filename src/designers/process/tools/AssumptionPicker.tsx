/**
 * The route simulation's choice for one approval step: the outcome its approvers are assumed to give
 * (only those the step's buttons offer, as the server accepts), and for a step with several instances
 * (countersign) how many pass before the one who rejects or returns. Absent for a step the
 * empty-approver policy decides (nobody approves it) or one that offers nothing but passing.
 */
import { InputNumber, Select, Space, Typography } from 'antd';
import type { AssumedOutcome, PreviewStep, SimulationAssumption } from '../../../schemas/bpmn/preview.ts';
import { usePdT } from '../i18n.ts';

export interface AssumptionPickerProps {
  step: PreviewStep;
  value: SimulationAssumption | undefined;
  /** undefined: back to the default (everyone passes). */
  onChange(value: SimulationAssumption | undefined): void;
}

/** Whether the step has anything to choose. */
export function canAssume(step: PreviewStep): boolean {
  const policy = step.emptyFallback?.policy;
  return step.type === 'userTask' && policy !== 'pass' && policy !== 'reject' && (step.outcomes ?? []).some((o) => o !== 'pass');
}

export function AssumptionPicker({ step, value, onChange }: AssumptionPickerProps) {
  const { t } = usePdT();
  if (!canAssume(step)) return null;
  const outcome: AssumedOutcome = value?.outcome ?? 'pass';
  const instances = step.assumed?.instances ?? 0;
  const choose = (next: AssumedOutcome) => onChange(next === 'pass' ? undefined : { outcome: next, ...(value?.passes ? { passes: value.passes } : {}) });
  return (
    <Space wrap size={[8, 4]} className="pd-sim-assume" data-testid="pd-sim-assume" data-step={step.activityId}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('sim.assume.label')}
      </Typography.Text>
      <Select<AssumedOutcome>
        size="small"
        value={outcome}
        onChange={choose}
        style={{ minWidth: 120 }}
        aria-label={t('sim.assume.label')}
        options={(step.outcomes ?? []).map((o) => ({ value: o, label: t(`sim.assume.${o}`) }))}
        data-testid="pd-sim-assume-outcome"
      />
      {outcome !== 'pass' && instances > 1 ? (
        <Space size={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('sim.assume.passes')}
          </Typography.Text>
          <InputNumber
            size="small"
            min={0}
            max={instances - 1}
            precision={0}
            value={Math.min(value?.passes ?? 0, instances - 1)}
            onChange={(passes) => onChange({ outcome, ...(passes ? { passes } : {}) })}
            aria-label={t('sim.assume.passes')}
            style={{ width: 64 }}
            data-testid="pd-sim-assume-passes"
          />
          {t('sim.assume.passesUnit') ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('sim.assume.passesUnit')}</Typography.Text> : null}
        </Space>
      ) : null}
    </Space>
  );
}
