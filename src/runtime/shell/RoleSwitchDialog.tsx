/**
 * Spec §4 role switch: the user's roles; the backend validates the choice and answers a new token
 * (stored by the api client from the header). Tabs and lock are cleared, 角色切换成功！ is shown and
 * the page reloads at the home page, so every cached menu and permission belongs to the new role.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { App, Modal, Radio, Space, Tag } from 'antd';
import { call } from '../api/client.ts';
import { appStore, lockAtom, menuAtom, tabsAtom, topMenuAtom, userInfoAtom } from '../session/state.ts';
import { initialTabs } from '../tabs/tab-rules.ts';
import { site } from '../site.ts';

export function RoleSwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useAtomValue(userInfoAtom);
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const selected = chosen ?? user?.role;

  const submit = async () => {
    if (!selected || selected === user?.role) return onClose();
    setBusy(true);
    try {
      await call('/user/switchRole', { body: { role: selected } });
      appStore.set(tabsAtom, initialTabs());
      appStore.set(lockAtom, { locked: false, password: '' });
      appStore.set(menuAtom, undefined);
      appStore.set(topMenuAtom, undefined);
      await message.success(t('role.switched'), 0.8);
      window.location.assign(site.homePath);
    } catch {
      // The api client already showed the server's reason.
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('role.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid="role-dialog"
    >
      <Radio.Group value={selected} onChange={(event) => setChosen(event.target.value as string)}>
        <Space orientation="vertical">
          {(user?.roles ?? []).map((role) => (
            <Radio key={role.id} value={role.rolecode}>
              {role.rolename} <Tag>{role.rolecode}</Tag>
              {role.rolecode === user?.role && <Tag color="blue">{t('role.current')}</Tag>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
