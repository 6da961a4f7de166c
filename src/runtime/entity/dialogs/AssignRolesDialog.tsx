/** Assigns an account its roles and the one a fresh login starts in (sytPermissionAccount/roles). */
import { useEffect, useState } from 'react';
import { Alert, Checkbox, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, errorText } from '../../api/client.ts';
import type { ActionDialogProps } from './registry.ts';

interface Role {
  id: string;
  rolecode: string;
  rolename: string;
  isDefault?: boolean;
}

export function AssignRolesDialog({ entity, row, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Role[]>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [defaultRole, setDefaultRole] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    Promise.all([call<Role[]>('/sytPermissionRole/list', { body: {}, quiet: true }), call<Role[]>(`/${entity.name}/roles`, { body: { id: row.id }, quiet: true })])
      .then(([all, held]) => {
        setRoles(all);
        setChosen(held.map((r) => r.id));
        setDefaultRole(held.find((r) => r.isDefault)?.id ?? held[0]?.id);
      })
      .catch((e: unknown) => setError(errorText(e, t('common.serviceError'))));
  }, [entity.name, row.id, t]);

  async function save() {
    setSaving(true);
    try {
      const first = defaultRole && chosen.includes(defaultRole) ? defaultRole : chosen[0];
      const ordered = first ? [first, ...chosen.filter((id) => id !== first)] : [];
      await call(`/${entity.name}/roles`, { body: { id: row.id, roleIds: ordered }, quiet: true });
      onDone();
    } catch (e) {
      setError(errorText(e, t('common.serviceError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={t('entity.rolesTitle', { name: String(row.humanname ?? '') })} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText={t('common.ok')} cancelText={t('common.cancel')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {!roles ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="assign-roles">
          <Typography.Text type="secondary">{t('entity.rolesHint')}</Typography.Text>
          {roles.map((role) => (
            <Space key={role.id} style={{ justifyContent: 'space-between', width: '100%' }}>
              <Checkbox
                checked={chosen.includes(role.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, role.id] : chosen.filter((id) => id !== role.id))}
              >
                {role.rolename} <Typography.Text type="secondary">{role.rolecode}</Typography.Text>
              </Checkbox>
              <Radio checked={defaultRole === role.id} disabled={!chosen.includes(role.id)} onChange={() => setDefaultRole(role.id)}>
                {t('entity.defaultRole')}
              </Radio>
            </Space>
          ))}
        </Space>
      )}
    </Modal>
  );
}
