/** The collapsible search form derived from the entity's search fields and operators. */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { EntitySchema, FieldDef, SearchField } from '../../schemas/entity/types.ts';
import { RefSelect } from './RefSelect.tsx';
import { textOf } from './i18n.ts';
import { completeRange } from './values.ts';

const VISIBLE_WHEN_COLLAPSED = 3;

function control(search: SearchField, field: FieldDef, language: string, t: (k: string) => string) {
  const options = field.enum?.map((e) => ({ value: e.value as string | number, label: textOf(e.label, language) }));
  if (field.ref) return <RefSelect entity={field.ref.entity} labelField={field.ref.labelField} />;
  if (search.op === 'range') {
    if (field.type === 'datetime' || field.type === 'date') return <DatePicker.RangePicker placeholder={[t('entity.start'), t('entity.end')]} />;
    return <NumberRange />;
  }
  if (options) return <Select allowClear mode={search.op === 'in' ? 'multiple' : undefined} options={options} placeholder={t('entity.selectPlaceholder')} style={{ minWidth: 140 }} />;
  if (field.type === 'integer' || field.type === 'number') return <InputNumber placeholder={t('entity.inputPlaceholder')} />;
  return <Input allowClear placeholder={t('entity.inputPlaceholder')} maxLength={200} />;
}

function NumberRange({ value, onChange }: { value?: [number | null, number | null]; onChange?: (v: [number | null, number | null]) => void }) {
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact>
      <InputNumber value={from} onChange={(v) => onChange?.([v, to])} />
      <InputNumber value={to} onChange={(v) => onChange?.([from, v])} />
    </Space.Compact>
  );
}

export function toQueryParam(schema: EntitySchema, values: Record<string, unknown>): Record<string, unknown> {
  const queryParam: Record<string, unknown> = {};
  for (const search of schema.search ?? []) {
    const value = values[search.field];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const field = schema.fields[search.field];
    if (search.op === 'range' && Array.isArray(value)) {
      queryParam[search.field] = completeRange(value as [Dayjs | null, Dayjs | null], field?.type === 'date');
    } else queryParam[search.field] = value;
  }
  return queryParam;
}

export function SearchBar({ schema, onSearch }: { schema: EntitySchema; onSearch: (queryParam: Record<string, unknown>) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const searches = (schema.search ?? []).filter((s) => schema.fields[s.field] || s.field === 'createdAt');
  if (searches.length === 0) return null;
  const shown = expanded ? searches : searches.slice(0, VISIBLE_WHEN_COLLAPSED);
  const fieldOf = (s: SearchField): FieldDef => schema.fields[s.field] ?? { type: 'datetime', label: { zh: '创建时间', en: 'Created' } };
  return (
    <Form form={form} layout="inline" onFinish={(values) => onSearch(toQueryParam(schema, values))} style={{ rowGap: 12, marginBottom: 16 }} data-testid="entity-search">
      {shown.map((s) => (
        <Form.Item key={s.field} name={s.field} label={textOf(fieldOf(s).label, i18n.language)}>
          {control(s, fieldOf(s), i18n.language, t)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('entity.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('entity.reset')}
          </Button>
          {searches.length > VISIBLE_WHEN_COLLAPSED && (
            <Button type="link" onClick={() => setExpanded(!expanded)}>
              {expanded ? t('entity.collapse') : t('entity.expand')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
