/** Deploy with a version note: the note goes into the version history of the models list. */
import { useState } from 'react';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { usePdT } from '../i18n.ts';

export interface DeployDialogProps {
  open: boolean;
  busy?: boolean;
  onOk(note: string): void;
  onCancel(): void;
}

export function DeployDialog({ open, busy, onOk, onCancel }: DeployDialogProps) {
  const { t } = usePdT();
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      title={t('deployDialog.title')}
      okText={t('deployDialog.ok')}
      cancelText={t('cancel')}
      confirmLoading={busy ?? false}
      destroyOnHidden
      afterClose={() => setNote('')}
      onOk={() => onOk(note)}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'deploy-note-ok' } as ButtonProps}
    >
      <Form layout="vertical">
        <Form.Item label={t('deployDialog.note')}>
          <Input.TextArea value={note} maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder={t('deployDialog.notePlaceholder')} onChange={(e) => setNote(e.target.value)} data-testid="deploy-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
