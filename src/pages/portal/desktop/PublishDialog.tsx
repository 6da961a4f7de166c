/** Publishes the open desktop as a role's template or as the public desktop (administrators: sys_desktop_btn_edit). */
import { useEffect, useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { portalApi } from '../api.ts';
import { errorText } from '../../../runtime/api/client.ts';
import { usePortalT } from '../i18n.ts';

const PUBLIC = '';

export function PublishDialog({ desktopId, open, onClose }: { desktopId: string; open: boolean; onClose: () => void }) {
  const { t } = usePortalT();
  const { message } = App.useApp();
  const [roles, setRoles] = useState<{ value: string; label: string }[]>([]);
  const [role, setRole] = useState(PUBLIC);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    portalApi.roles().then(
      (list) => setRoles(list.map((r) => ({ value: r.rolecode, label: `${r.rolename} (${r.rolecode})` }))),
      () => setRoles([]),
    );
  }, [open]);

  const submit = async () => {
    setBusy(true);
    try {
      await portalApi.publishDesktop(desktopId, role || undefined);
      void message.success(t('desktop.published'));
      onClose();
    } catch (error) {
      void message.error(errorText(error, t('desktop.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('desktop.publishTitle')} open={open} onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('desktop.publishRole')}>
          <Select value={role} onChange={setRole} options={[{ value: PUBLIC, label: t('desktop.publishPublic') }, ...roles]} data-testid="publish-role" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
