/**
 * deskTopSet (桌面设置, named only in the spec): my desktops — the own, my role's and the public one —
 * to open, rename (a shared one becomes my copy), delete (my own only) or, for administrators, publish.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Input, Modal, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { usePermission } from '../../../runtime/permission/usePermission.ts';
import { errorText } from '../../../runtime/api/client.ts';
import { portalApi, type Desktop } from '../api.ts';
import { useDesktops } from '../desktop/use-desktops.ts';
import { kindOf } from '../desktop/DesktopToolbar.tsx';
import { PublishDialog } from '../desktop/PublishDialog.tsx';
import { usePortalT } from '../i18n.ts';

export default function DeskTopSetPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const canPublish = usePermission().has('sys_desktop_btn_edit');
  const { desktops, refresh } = useDesktops(true);
  const [renaming, setRenaming] = useState<{ desktop: Desktop; name: string }>();
  const [publishing, setPublishing] = useState<string>();

  const rename = async () => {
    if (!renaming) return;
    try {
      await portalApi.saveDesktop({ id: renaming.desktop.id, name: renaming.name.trim() || renaming.desktop.name });
      setRenaming(undefined);
      await refresh();
    } catch (cause) {
      void message.error(errorText(cause, t('desktop.saveFailed')));
    }
  };
  const create = async () => {
    try {
      const saved = await portalApi.saveDesktop({ name: t('desktop.defaultName'), layout: [] });
      await refresh();
      navigate(`/portal/index/desktop?Did=${encodeURIComponent(saved.id)}`);
    } catch (cause) {
      void message.error(errorText(cause, t('desktop.saveFailed')));
    }
  };
  const remove = (desktop: Desktop) =>
    modal.confirm({
      content: t('deskTopSet.deleteConfirm'),
      onOk: async () => {
        await portalApi.deleteDesktop(desktop.id);
        await refresh();
        void message.success(t('deskTopSet.deleted'));
      },
    });

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => void create()} style={{ marginBottom: 12 }} data-testid="desktop-set-create">
        {t('desktop.create')}
      </Button>
      <Table<Desktop>
        rowKey="id"
        loading={!desktops}
        dataSource={desktops ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        data-testid="desktop-table"
        columns={[
          { title: t('deskTopSet.name'), dataIndex: 'name' },
          { title: t('deskTopSet.kind'), render: (_, d) => <Tag>{t(`desktop.${kindOf(d)}`)}</Tag>, width: 100 },
          { title: t('deskTopSet.blocks'), render: (_, d) => d.layout?.length ?? 0, width: 90 },
          {
            title: t('deskTopSet.actions'),
            width: 300,
            render: (_, d) => (
              <Space wrap size={4}>
                <Button size="small" type="link" onClick={() => navigate(`/portal/index/desktop?Did=${encodeURIComponent(d.id)}`)}>
                  {t('deskTopSet.open')}
                </Button>
                <Button size="small" type="link" onClick={() => setRenaming({ desktop: d, name: d.name })}>
                  {t('deskTopSet.rename')}
                </Button>
                {d.own && (
                  <Button size="small" type="link" danger onClick={() => remove(d)}>
                    {d.baseId ? t('desktop.restore') : t('deskTopSet.delete')}
                  </Button>
                )}
                {canPublish && (
                  <Button size="small" type="link" onClick={() => setPublishing(d.id)}>
                    {t('desktop.publish')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal title={t('deskTopSet.rename')} open={Boolean(renaming)} onOk={() => void rename()} onCancel={() => setRenaming(undefined)} destroyOnHidden>
        <Input value={renaming?.name} maxLength={100} onChange={(e) => renaming && setRenaming({ ...renaming, name: e.target.value })} />
      </Modal>
      {publishing && <PublishDialog desktopId={publishing} open onClose={() => setPublishing(undefined)} />}
    </>
  );
}
