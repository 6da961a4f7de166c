/**
 * optionItems: one row per choice (label, value, disabled, order), plus a bulk editor that takes
 * lines or a JSON array. Tree options (cascader, tree-select) are edited as JSON only: nested rows
 * in a 300 px panel help nobody.
 */
import { useState } from 'react';
import { Button, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../schemas/form/types.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { nextOptionValue, optionLines, parseOptionItems, typedValue } from './option-items.ts';
import { useDraft } from './use-draft.ts';

type Props = EditorProps<Extract<PropertyEditor, { kind: 'optionItems' }>>;

function itemsOf(value: unknown): OptionItem[] {
  return Array.isArray(value) ? (value.filter((item) => typeof item === 'object' && item !== null) as OptionItem[]) : [];
}

export function OptionItemsEditor({ id, spec, value, onChange }: Props) {
  const { t } = useTranslation('designer');
  const tree = spec.editor.tree === true;
  const items = itemsOf(value);
  const draft = useDraft<OptionItem[]>(items, onChange);
  const [bulk, setBulk] = useState<string | null>(null);
  const [bulkError, setBulkError] = useState(false);
  const rows = draft.shown;

  const edit = (index: number, patch: Partial<OptionItem>) => draft.change(rows.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const commitNow = draft.set;
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    commitNow(next);
  };
  const openBulk = () => {
    setBulkError(false);
    setBulk(tree || rows.some((item) => item.disabled || item.children) ? JSON.stringify(rows, null, 2) : optionLines(rows));
  };
  const applyBulk = () => {
    const parsed = parseOptionItems(bulk ?? '', tree);
    if (!parsed.ok) {
      setBulkError(true);
      return;
    }
    if (!onChange(parsed.items)) setBulk(null);
  };

  return (
    <div id={id} className="fh-option-items">
      {tree ? null : (
        <>
          {rows.length === 0 ? <Typography.Text type="secondary">{t('editor.options.empty')}</Typography.Text> : null}
          {rows.map((item, index) => (
            <Space.Compact key={index} size="small" style={{ display: 'flex', marginBottom: 4 }}>
              <Input
                aria-label={`${t('editor.options.label')} ${index + 1}`}
                placeholder={t('editor.options.label')}
                value={String(item.label ?? '')}
                onChange={(event) => edit(index, { label: event.target.value })}
                onBlur={draft.flush}
              />
              <Input
                aria-label={`${t('editor.options.value')} ${index + 1}`}
                placeholder={t('editor.options.value')}
                value={String(item.value ?? '')}
                onChange={(event) => edit(index, { value: typedValue(event.target.value, items[index]?.value ?? item.value) })}
                onBlur={draft.flush}
              />
              <Checkbox
                aria-label={`${t('editor.options.disabled')} ${index + 1}`}
                style={{ padding: '0 4px', alignSelf: 'center' }}
                checked={item.disabled === true}
                onChange={(event) => commitNow(rows.map((row, i) => (i === index ? withDisabled(row, event.target.checked) : row)))}
              />
              <Button aria-label={t('editor.moveUp')} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, -1)} />
              <Button aria-label={t('editor.moveDown')} icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} onClick={() => move(index, 1)} />
              <Button aria-label={t('editor.remove')} icon={<DeleteOutlined />} onClick={() => commitNow(rows.filter((_row, i) => i !== index))} />
            </Space.Compact>
          ))}
        </>
      )}
      <Space size={4} wrap>
        {tree ? null : (
          <Button size="small" icon={<PlusOutlined />} onClick={() => commitNow([...rows, { label: `${t('editor.options.label')} ${rows.length + 1}`, value: nextOptionValue(rows) }])}>
            {t('editor.options.addOption')}
          </Button>
        )}
        <Button size="small" onClick={openBulk}>
          {t('editor.options.bulk')}
        </Button>
      </Space>
      <Modal open={bulk !== null} title={t('editor.options.bulk')} okText={t('editor.save')} cancelText={t('editor.cancel')} onOk={applyBulk} onCancel={() => setBulk(null)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{tree ? t('editor.options.treeHint') : t('editor.options.bulkHint')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('editor.options.bulk')}
          rows={10}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          value={bulk ?? ''}
          onChange={(event) => {
            setBulk(event.target.value);
            setBulkError(false);
          }}
        />
        {bulkError ? (
          <div role="alert" className="fh-editor-error">
            {t('editor.options.invalid')}
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

function withDisabled(item: OptionItem, disabled: boolean): OptionItem {
  const { disabled: _old, ...rest } = item;
  return disabled ? { ...rest, disabled: true } : rest;
}
