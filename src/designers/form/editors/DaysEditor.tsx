/**
 * getdays {widget, datatype}: the day count of one date-range field, or between a start and an end
 * date field (widget 'start,end'), inclusive; working days or calendar days (spec §3, calculations.ts).
 */
import { useState } from 'react';
import { Button, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWorkingDatatype } from '../../../schemas/form/calculations.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { useFormFields } from '../panel/use-store.ts';

interface Days {
  widget?: string;
  datatype?: string;
}

export function readDays(value: unknown): { fields: string[]; working: boolean } {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const widget = record.widget;
  const list = Array.isArray(widget) ? widget : typeof widget === 'string' ? widget.split(',') : [];
  const fields = list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter((item) => item !== '').slice(0, 2);
  return { fields, working: record.datatype === undefined ? true : isWorkingDatatype(record.datatype) };
}

export function writeDays(fields: readonly string[], working: boolean): Days | undefined {
  const names = fields.filter((name) => name !== '');
  if (names.length === 0) return undefined;
  return { widget: names.join(','), datatype: working ? 'workday' : 'total' };
}

export function DaysEditor({ id, value, onChange, context }: EditorProps<Extract<PropertyEditor, { kind: 'days' }>>) {
  const { t } = useTranslation('designer');
  const current = readDays(value);
  // A pair half chosen is kept here: stored alone it would read as a date-range field.
  const [mode, setMode] = useState<'range' | 'pair'>(current.fields.length === 2 ? 'pair' : 'range');
  const [picks, setPicks] = useState<string[]>(current.fields);
  const pair = mode === 'pair';
  const shown = pair && current.fields.length === 2 ? current.fields : pair ? picks : current.fields;
  const options = useFormFields(context.store, context.widget?.id).map((field) => ({ value: field.name, label: `${field.label} (${field.name})` }));
  const set = (fields: string[], working = current.working) => onChange(writeDays(fields, working));
  const pick = (label: string, index: number) => (
    <Select
      size="small"
      allowClear
      showSearch
      style={{ width: '100%' }}
      aria-label={label}
      placeholder={label}
      value={shown[index] || undefined}
      options={options}
      onChange={(name: string | undefined) => {
        if (!pair) {
          set(name ? [name] : []);
          return;
        }
        const fields = [shown[0] ?? '', shown[1] ?? ''];
        fields[index] = name ?? '';
        setPicks(fields);
        if (fields.every((field) => field !== '') || fields.every((field) => field === '')) set(fields);
      }}
    />
  );
  return (
    <Space id={id} direction="vertical" size={4} style={{ width: '100%' }}>
      <Radio.Group
        size="small"
        aria-label={t('editor.days.mode')}
        value={mode}
        onChange={(event) => {
          const next = event.target.value === 'pair' ? 'pair' : 'range';
          setMode(next);
          setPicks(next === 'pair' ? [current.fields[0] ?? '', ''] : []);
          if (next === 'range' && current.fields.length === 2) set(current.fields.slice(0, 1));
        }}
        options={[
          { value: 'range', label: t('editor.days.range') },
          { value: 'pair', label: t('editor.days.pair') },
        ]}
      />
      {pair ? (
        <>
          {pick(t('editor.days.start'), 0)}
          {pick(t('editor.days.end'), 1)}
        </>
      ) : (
        pick(t('editor.days.field'), 0)
      )}
      <Radio.Group
        size="small"
        aria-label={t('editor.days.datatype')}
        value={current.working ? 'workday' : 'total'}
        disabled={current.fields.length === 0}
        onChange={(event) => set(current.fields, event.target.value === 'workday')}
        options={[
          { value: 'workday', label: t('editor.days.workday') },
          { value: 'total', label: t('editor.days.total') },
        ]}
      />
      {current.fields.length > 0 ? (
        <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange(undefined)}>
          {t('editor.clear')}
        </Button>
      ) : null}
    </Space>
  );
}
