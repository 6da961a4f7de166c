/** A searchable select over another entity's rows, showing its label field: used by search forms and edit dialogs. */
import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client.ts';

interface Props {
  entity: string;
  labelField: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
  /** A label for the current value when the page already knows it (from `$labels`). */
  initialLabel?: string | null;
}

type Row = Record<string, unknown> & { id: string };

export function RefSelect({ entity, labelField, value, onChange, disabled, id, initialLabel }: Props) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string }[]>(value && initialLabel ? [{ value, label: initialLabel }] : []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function search(text: string) {
    setLoading(true);
    try {
      const page = await call<{ records: Row[] }>(`/${entity}/queryPage`, {
        body: { page: 1, pageSize: 20, ...(text ? { queryParam: { [labelField]: text } } : {}) },
        quiet: true,
      });
      setOptions(page.records.map((r) => ({ value: r.id, label: String(r[labelField] ?? r.id) })));
    } catch {
      // The field stays usable with what it has; the page shows its own errors.
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    void search('');
    return () => clearTimeout(timer.current);
    // Loaded once per referenced entity.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [entity]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: (text: string) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void search(text), 300);
      } }}
      allowClear
      loading={loading}
      disabled={disabled}
      placeholder={t('entity.selectPlaceholder')}
      value={value ?? undefined}
      options={options}
      onChange={(next) => onChange?.((next as string | undefined) ?? null)}
      style={{ minWidth: 180 }}
    />
  );
}
