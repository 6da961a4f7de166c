/** Import JSON: a VForm 2.2.x export or our own form JSON, as one undoable step (the core's importForm). */
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { commands } from './core-link.ts';
import { report, toast, uiText } from './notify.ts';
import { useDesignerStore } from './store-hooks.ts';

export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  const [text, setText] = useState('');
  return (
    <Modal
      open={open}
      title={t('ui.importTitle')}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onCancel={onClose}
      onOk={() => {
        if (report(store.dispatch(commands.importForm(text)))) {
          toast('success', uiText('importOk'));
          setText('');
          onClose();
        }
      }}
      width={720}
      rootClassName="fd-import-modal"
    >
      <p>{t('ui.importHint')}</p>
      <Input.TextArea aria-label={t('ui.importTitle')} rows={16} value={text} onChange={(event) => setText(event.target.value)} className="fd-code-input" />
    </Modal>
  );
}
