/**
 * The form's fields for the condition and calculation helpers (spec §2 "Field list"): fields nested in
 * grid, table, tab, card, inline, dynamic containers and sub-forms, each with a button that copies its
 * name (toast 复制成功) and, where an expression is being written, one that inserts `{name}`.
 */
import { Button, Popover, Tag, Typography } from 'antd';
import { CopyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../core/fields.ts';
import { feedback } from '../../../runtime/ui/feedback.ts';

export async function copyName(name: string, texts: { copied: string; failed: string }): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(name);
    ok = true;
  } catch {
    ok = false;
  }
  const { message } = await feedback();
  if (ok) void message.success(texts.copied);
  else void message.error(texts.failed);
  return ok;
}

interface Props {
  fields: readonly FormField[];
  /** Absent: the list only copies names. */
  onInsert?: (name: string) => void;
}

/**
 * The popover's list, a component of its own: the popover renders it only once opened, so a selection
 * does not build a row per field of the form for every closed list (issue #13).
 */
function FieldRows({ fields, onInsert }: Props) {
  const { t } = useTranslation('designer');
  const texts = { copied: t('editor.calc.copied'), failed: t('editor.calc.copyFailed') };
  const content =
    fields.length === 0 ? (
      <Typography.Text type="secondary">{t('editor.calc.noFields')}</Typography.Text>
    ) : (
      <ul className="fh-field-list" aria-label={t('editor.calc.fields')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflow: 'auto', minWidth: 220 }}>
        {fields.map((field) => (
          <li key={field.id} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
            {onInsert ? (
              <Button size="small" type="link" style={{ padding: 0 }} title={t('editor.calc.insert')} onClick={() => onInsert(field.name)}>
                {field.label}
              </Button>
            ) : (
              <span>{field.label}</span>
            )}
            <Typography.Text code style={{ fontSize: 12 }}>
              {field.name}
            </Typography.Text>
            {field.subForm ? <Tag style={{ marginInlineEnd: 0 }}>{t('editor.calc.subForm', { name: field.subForm })}</Tag> : null}
            <Button size="small" type="text" aria-label={`${t('editor.calc.copy')} ${field.name}`} icon={<CopyOutlined />} onClick={() => void copyName(field.name, texts)} />
          </li>
        ))}
      </ul>
    );
  return content;
}

export function FieldList({ fields, onInsert }: Props) {
  const { t } = useTranslation('designer');
  return (
    <Popover trigger="click" placement="left" content={<FieldRows fields={fields} {...(onInsert ? { onInsert } : {})} />} title={t('editor.calc.fields')}>
      <Button size="small" icon={<UnorderedListOutlined />}>
        {t('editor.calc.fields')}
      </Button>
    </Popover>
  );
}
