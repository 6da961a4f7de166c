/**
 * The rows an entity's rows belong to (list.master): a searchable list beside the table on a desk, a select
 * above it on a phone. Choosing one filters the list by the master field and makes it the default of new
 * rows; "all" shows every row. Read through the referenced entity's own queryPage, under its permission.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Input, Menu, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, errorText } from '../api/client.ts';
import { textOf } from './i18n.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';

export interface MasterChoice {
  id: string;
  label: string;
}

type Row = Record<string, unknown> & { id: string };

/** One page of masters is enough to pick from; the search narrows it by the label field. */
const MASTER_PAGE = 100;
const ASIDE = { flex: 'none', width: 240, paddingInlineEnd: 12, borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)' } as const;

export function MasterList({ schema, narrow, value, onChange }: { schema: EntitySchema; narrow: boolean; value: MasterChoice | undefined; onChange: (choice: MasterChoice | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const fieldKey = schema.list.master!.field;
  const field = schema.fields[fieldKey]!;
  const ref = field.ref!;
  const label = textOf(field.label, i18n.language);
  const [text, setText] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; rows?: MasterChoice[]; error?: string }>();
  const requestKey = `${text}#${attempt}`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    call<{ records: Row[] }>(`/${ref.entity}/queryPage`, {
      body: { page: 1, pageSize: MASTER_PAGE, ...(text ? { queryParam: { [ref.labelField]: text } } : {}) },
      quiet: true,
      signal: controller.signal,
    }).then(
      (page) => setState({ key: requestKey, rows: page.records.map((r) => ({ id: r.id, label: String(r[ref.labelField] ?? r.id) })) }),
      (e: unknown) => !controller.signal.aborted && setState({ key: requestKey, error: errorText(e, t('entity.loadFailed')) }),
    );
    return () => controller.abort();
  }, [ref.entity, ref.labelField, text, requestKey, t]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loading = state?.key !== requestKey;
  const rows = state?.rows ?? [];
  const error = loading ? undefined : state?.error;
  const retry = <Button size="small" onClick={() => setAttempt((n) => n + 1)}>{t('entity.retry')}</Button>;

  if (narrow) {
    return (
      <div style={{ marginBottom: 12 }} data-testid="entity-master">
        {error && <Alert type="error" showIcon title={error} action={retry} style={{ marginBottom: 8 }} />}
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: (next: string) => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setText(next.trim()), 300);
          } }}
          loading={loading}
          value={value?.id}
          placeholder={t('entity.masterOf', { label, name: t('entity.masterAll') })}
          aria-label={label}
          options={rows.map((r) => ({ value: r.id, label: r.label }))}
          onChange={(id: string | undefined) => onChange(id ? rows.find((r) => r.id === id) : undefined)}
          notFoundContent={loading ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entity.masterEmpty', { label })} />}
          style={{ width: '100%' }}
          data-testid="entity-master-select"
        />
      </div>
    );
  }
  return (
    <aside style={ASIDE} data-testid="entity-master" aria-label={label}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{label}</div>
      <Input.Search
        allowClear
        placeholder={t('entity.masterSearch', { label })}
        onSearch={(next) => setText(next.trim())}
        style={{ marginBottom: 8 }}
        data-testid="entity-master-search"
      />
      {error ? (
        <Alert type="error" showIcon title={error} action={retry} />
      ) : (
        <Spin spinning={loading}>
          <Menu
            mode="inline"
            selectedKeys={[value?.id ?? '$all']}
            onClick={({ key }) => onChange(key === '$all' ? undefined : rows.find((r) => r.id === key))}
            items={[
              { key: '$all', label: t('entity.masterAll'), 'data-testid': 'entity-master-all' } as never,
              ...rows.map((r) => ({ key: r.id, label: r.label, title: r.label, 'data-testid': 'entity-master-item', 'data-id': r.id }) as never),
            ]}
            style={{ borderInlineEnd: 'none' }}
          />
          {!loading && rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entity.masterEmpty', { label })} />}
        </Spin>
      )}
    </aside>
  );
}
