/**
 * A timer's type (Date / Duration / Cycle) and body, with the time dialog (spec §5: unit hour, day,
 * month or year; quick values 1–4 or a custom 0–999; one duration code). Used by timer events and by
 * a task listener's timeout. Controlled: the owner decides when a change becomes a command.
 */
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { durationCode, parseDurationCode, TIME_MAX, TIME_QUICK, TIME_UNITS, TIMER_TYPES, type TimerValue, type TimeUnit } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n-more.ts';

export function TimeDialog({ initial, onConfirm, onCancel }: { initial: string; onConfirm(code: string): void; onCancel(): void }) {
  const { t } = usePdT();
  const start = parseDurationCode(initial) ?? { count: 1, unit: 'H' as TimeUnit };
  const [unit, setUnit] = useState<TimeUnit>(start.unit);
  const [count, setCount] = useState<number>(start.count);
  const quick = (TIME_QUICK as readonly number[]).includes(count);
  return (
    <Modal open title={t('more.timeDialog')} okText={t('more.ok')} cancelText={t('more.cancel')} onOk={() => onConfirm(durationCode(count, unit))} onCancel={onCancel} width={420} destroyOnHidden>
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.unit')}>
          <Radio.Group data-testid="pd-time-unit" value={unit} onChange={(event) => setUnit(event.target.value as TimeUnit)}
            options={TIME_UNITS.map((value) => ({ value, label: t(`more.units.${value}`) }))} />
        </Form.Item>
        <Form.Item label={t('more.count')}>
          <Space wrap>
            <Radio.Group value={quick ? count : 'custom'} onChange={(event) => event.target.value !== 'custom' && setCount(event.target.value as number)}
              options={[...TIME_QUICK.map((value) => ({ value, label: String(value) })), { value: 'custom', label: t('more.custom') }]} />
            <InputNumber data-testid="pd-time-count" min={0} max={TIME_MAX} precision={0} value={count} onChange={(value) => value !== null && setCount(value)} />
          </Space>
        </Form.Item>
        <div data-testid="pd-time-code">{durationCode(count, unit)}</div>
      </Form>
    </Modal>
  );
}

export function TimerInput({ value, onChange, testId }: { value: TimerValue; onChange(next: TimerValue): void; testId: string }) {
  const { t } = usePdT();
  const [draft, setDraft] = useState<string | null>(null);
  const [dialog, setDialog] = useState(false);
  const commit = () => {
    if (draft !== null && draft !== value.body) onChange({ ...value, body: draft.trim() });
    setDraft(null);
  };
  return (
    <>
      <Form.Item label={t('more.timerType')}>
        {/* Spec §4: choosing a type replaces the definition (the body starts empty). */}
        <Select data-testid={`${testId}-type`} value={value.type} onChange={(type: TimerValue['type']) => onChange({ type, body: '' })}
          options={TIMER_TYPES.map((type) => ({ value: type, label: t(`more.timerTypes.${type}`) }))} />
      </Form.Item>
      <Form.Item label={t('more.timerBody')} extra={t(`more.timerHint.${value.type}`)}>
        <Space.Compact style={{ width: '100%' }}>
          <Input data-testid={`${testId}-body`} value={draft ?? value.body} onChange={(event) => setDraft(event.target.value)} onBlur={commit} onPressEnter={commit} />
          {value.type === 'Duration' && <Button data-testid={`${testId}-dialog`} onClick={() => setDialog(true)}>{t('more.timeDialog')}</Button>}
        </Space.Compact>
      </Form.Item>
      {dialog && (
        <TimeDialog initial={value.body} onCancel={() => setDialog(false)} onConfirm={(code) => {
          setDialog(false);
          setDraft(null);
          onChange({ ...value, body: code });
        }} />
      )}
    </>
  );
}
