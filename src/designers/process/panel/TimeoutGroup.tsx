/**
 * 超时处理 of a user task (extendData `timeout`, src/schemas/bpmn/task-timeout.ts): a time limit counted
 * from the task's arrival and what happens when it passes — remind the handlers (again at an interval, a
 * bounded number of times), pass, or reject. Durations are typed as ISO 8601 or chosen in the time
 * dialog; one the server could not read is refused here with the reason and never written. Every change
 * is one modeling command on extendData, so it undoes like the other task options.
 */
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import {
  isPositiveDuration,
  MAX_TIMEOUT_REMINDERS,
  MIN_REMIND_INTERVAL_SECONDS,
  readUserTaskSettings,
  TIMEOUT_ACTIONS,
  timeoutData,
  type ModdleLike,
  type TaskTimeout,
} from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { extendDataText } from '../model-write.ts';
import { usePdT } from './i18n-policy.ts';
import { PanelGroup } from './PanelGroup.tsx';
import { TimeDialog } from './TimerInput.tsx';

const DEFAULT_TIMEOUT: TaskTimeout = { after: 'P1D', action: 'remind', times: 1 };

interface DurationFieldProps {
  value: string;
  testId: string;
  /** Seconds the duration must reach to be accepted. */
  min: number;
  /** Blank is allowed (and answered as ''). */
  optional?: boolean;
  invalidText(value: string): string;
  onCommit(next: string): void;
}

/** A duration typed or chosen: written on blur / Enter / the dialog only when the server would read it. */
function DurationField({ value, testId, min, optional = false, invalidText, onCommit }: DurationFieldProps) {
  const { t } = usePdT();
  const [draft, setDraft] = useState<string | null>(null);
  const [dialog, setDialog] = useState(false);
  const text = draft ?? value;
  const wanted = text.trim().toUpperCase();
  const invalid = draft !== null && !(optional && wanted === '') && !isPositiveDuration(wanted, min);
  const commit = () => {
    if (draft === null || invalid) return;
    if (wanted !== value) onCommit(wanted);
    setDraft(null);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input data-testid={testId} status={invalid ? 'error' : ''} aria-invalid={invalid} value={text} onChange={(event) => setDraft(event.target.value)} onBlur={commit} onPressEnter={commit} />
        <Button size="small" data-testid={`${testId}-dialog`} onClick={() => setDialog(true)}>{t('policy.timeout.pick')}</Button>
      </Space.Compact>
      {invalid && <Typography.Text type="danger" data-testid={`${testId}-error`}>{invalidText(text)}</Typography.Text>}
      {dialog && (
        <TimeDialog
          initial={value}
          onCancel={() => setDialog(false)}
          onConfirm={(code) => {
            setDialog(false);
            // The dialog offers 0 as well: a limit of nothing is refused like a typed one.
            if (isPositiveDuration(code, min)) {
              setDraft(null);
              onCommit(code);
            } else setDraft(code);
          }}
        />
      )}
    </>
  );
}

function TimeoutGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const extend = readUserTaskSettings(element.businessObject as unknown as ModdleLike).extendData;
  const timeout = extend.timeout;
  const write = (next: TaskTimeout | undefined) => services.modeling.updateProperties(element, { extendData: extendDataText(extend, { timeout: next ? timeoutData(next) : undefined }) });
  const change = (patch: Partial<TaskTimeout>) => write({ ...(timeout ?? DEFAULT_TIMEOUT), ...patch });
  return (
    <Form layout="vertical" size="small" data-testid="pd-timeout">
      <Form.Item label={t('policy.timeout.enable')} style={{ marginBottom: 8 }}>
        <Switch size="small" data-testid="pd-timeout-enable" checked={!!timeout} onChange={(on) => write(on ? DEFAULT_TIMEOUT : undefined)} />
      </Form.Item>
      {timeout && (
        <>
          <Form.Item label={t('policy.timeout.after')} extra={t('policy.timeout.afterHint')}>
            <DurationField value={timeout.after} testId="pd-timeout-after" min={1} invalidText={(value) => t('policy.timeout.badDuration', { value })} onCommit={(after) => change({ after })} />
          </Form.Item>
          <Form.Item label={t('policy.timeout.action')} extra={t(`policy.timeout.actionHints.${timeout.action}`)}>
            <Radio.Group data-testid="pd-timeout-action" value={timeout.action} onChange={(event) => change({ action: event.target.value as TaskTimeout['action'] })}
              options={TIMEOUT_ACTIONS.map((value) => ({ value, label: t(`policy.timeout.actions.${value}`) }))} />
          </Form.Item>
          {timeout.action === 'remind' && (
            <>
              <Form.Item label={t('policy.timeout.every')} extra={t('policy.timeout.everyHint')}>
                <DurationField value={timeout.every ?? ''} testId="pd-timeout-every" min={MIN_REMIND_INTERVAL_SECONDS} optional invalidText={(value) => t('policy.timeout.shortInterval', { value })}
                  onCommit={(every) => change(every ? { every, times: Math.max(timeout.times ?? 1, 2) } : { every: undefined, times: 1 })} />
              </Form.Item>
              <Form.Item label={t('policy.timeout.times')} extra={t('policy.timeout.timesHint', { max: MAX_TIMEOUT_REMINDERS })}>
                <InputNumber data-testid="pd-timeout-times" min={1} max={MAX_TIMEOUT_REMINDERS} precision={0} disabled={!timeout.every} value={timeout.times ?? 1}
                  onChange={(value) => value !== null && change({ times: value })} />
              </Form.Item>
            </>
          )}
        </>
      )}
    </Form>
  );
}

/** Collapsed, the group is its header only: the body reads the model once it is opened. */
export function TimeoutGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-timeout-group" title={t('policy.timeout.title')}>
      <TimeoutGroupBody {...props} />
    </PanelGroup>
  );
}
