/**
 * The listener field dialog (spec §3, §5): name, required flag (0 yes, 1 no), field type (string or
 * expression) and value, the value required only when the flag is 0. Closing it any other way than its
 * buttons asks 确认关闭？ (cancelling that only logs).
 */
import { useState } from 'react';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { fieldProblems, type ListenerField } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n-more.ts';

export const blankField = (): ListenerField => ({ name: '', required: '1', fieldType: 'string', value: '' });

export function ListenerFieldDialog({ initial, onConfirm, onCancel }: { initial: ListenerField; onConfirm(field: ListenerField): void; onCancel(): void }) {
  const { t } = usePdT();
  const { modal } = App.useApp();
  const [field, setField] = useState(initial);
  const [shown, setShown] = useState<string[]>([]);
  const labels: Record<string, string> = { name: t('more.fieldName'), required: t('more.fieldRequired'), fieldType: t('more.fieldType'), value: t('more.fieldValue') };
  const error = (key: string) => (shown.includes(key) ? <Typography.Text type="danger" data-testid={`pd-field-error-${key}`}>{t('more.required', { label: labels[key] })}</Typography.Text> : null);
  const confirm = () => {
    const problems = fieldProblems(field);
    setShown(problems);
    if (problems.length === 0) onConfirm({ ...field, name: field.name.trim() });
  };
  const askClose = () => {
    modal.confirm({ title: t('more.prompt'), content: t('more.confirmClose'), okText: t('more.ok'), cancelText: t('more.cancel'), onOk: onCancel, onCancel: () => console.info('close cancelled') });
  };
  return (
    <Modal open title={t('more.fieldTitle')} okText={t('more.ok')} cancelText={t('more.cancel')} onOk={confirm} onCancel={askClose} maskClosable={false} width={440} destroyOnHidden>
      <Form layout="vertical" size="small" data-testid="pd-field-dialog">
        <Form.Item label={labels.name} required>
          <Input data-testid="pd-field-name" value={field.name} onChange={(event) => setField({ ...field, name: event.target.value })} />
          {error('name')}
        </Form.Item>
        <Form.Item label={labels.required} required>
          <Radio.Group data-testid="pd-field-required" value={field.required} onChange={(event) => setField({ ...field, required: event.target.value as '0' | '1' })}
            options={(['0', '1'] as const).map((value) => ({ value, label: t(`more.requiredOptions.${value}`) }))} />
          {error('required')}
        </Form.Item>
        <Form.Item label={labels.fieldType} required>
          <Radio.Group data-testid="pd-field-type" value={field.fieldType} onChange={(event) => setField({ ...field, fieldType: event.target.value as ListenerField['fieldType'] })}
            options={(['string', 'expression'] as const).map((value) => ({ value, label: t(`more.fieldTypes.${value}`) }))} />
          {error('fieldType')}
        </Form.Item>
        <Form.Item label={labels.value} required={field.required === '0'}>
          <Input data-testid="pd-field-value" value={field.value} onChange={(event) => setField({ ...field, value: event.target.value })} />
          {error('value')}
        </Form.Item>
      </Form>
    </Modal>
  );
}
