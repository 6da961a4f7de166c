/**
 * 我的桌面 (/portal/index/desktop?Did=…): the desktops of /sytDesktop/listByUser on a responsive grid.
 * Edit mode arranges a working copy (drag, resize, add, remove, per breakpoint) and each block's settings
 * (title, rows, category: SettingsDialog); 保存 writes both with one frontEdit (a shared desktop becomes the
 * person's own copy), 取消 drops them; 恢复默认 deletes the copy so
 * the role's default shows again. Administrators publish the open desktop as a role's template.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { App, Empty, Input, Modal, Result, Skeleton } from 'antd';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { usePermission } from '../../../runtime/permission/usePermission.ts';
import { errorText } from '../../../runtime/api/client.ts';
import { portalApi } from '../api.ts';
import { usePortalT } from '../i18n.ts';
import { widgetOf } from '../widgets/registry.ts';
import { addBlock, type Breakpoint, type StoredBlock } from './layout-model.ts';
import { DesktopGrid } from './DesktopGrid.tsx';
import { SettingsDialog, type BlockEdit } from './SettingsDialog.tsx';
import { cleanSettings, type BlockSettings } from '../widgets/types.ts';
import { DesktopToolbar } from './DesktopToolbar.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { useDesktops } from './use-desktops.ts';
import { LoginFirst } from '../LoginFirst.tsx';

export default function DesktopPage() {
  const { t } = usePortalT();
  const { message, modal } = App.useApp();
  const user = useAtomValue(userInfoAtom);
  const canPublish = usePermission().has('sys_desktop_btn_edit');
  const { desktops, current, error, open, refresh } = useDesktops(Boolean(user));
  const [draft, setDraft] = useState<StoredBlock[]>();
  const [draftSettings, setDraftSettings] = useState<Record<string, BlockSettings>>();
  const [configuring, setConfiguring] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('lg');
  const [publishing, setPublishing] = useState(false);
  const [naming, setNaming] = useState<string>();

  if (!user) return <LoginFirst />;
  if (error) return <Result status="warning" title={t('desktop.loadFailed')} />;
  if (!desktops) return <Skeleton active />;
  if (!current) return <Empty description={t('desktop.none')} />;

  const editing = draft !== undefined;
  const blocks = draft ?? current.layout ?? [];
  const settings = draftSettings ?? (current.settings as Record<string, BlockSettings> | null) ?? {};
  const configured = configuring ? blocks.find((b) => b.key === configuring) : undefined;
  const configuredWidget = configured ? widgetOf(configured.kind) : undefined;

  const startEditing = () => {
    setDraft(current.layout ?? []);
    setDraftSettings((current.settings as Record<string, BlockSettings> | null) ?? {});
  };
  const stopEditing = () => {
    setDraft(undefined);
    setDraftSettings(undefined);
  };
  const configure = (key: string, edit: BlockEdit) => {
    setConfiguring(undefined);
    setDraft(blocks.map((b) => (b.key !== key ? b : edit.title ? { ...b, title: edit.title } : withoutTitle(b))));
    const next = { ...settings };
    if (Object.keys(edit.settings).length > 0) next[key] = edit.settings;
    else delete next[key];
    setDraftSettings(next);
  };

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      // Options of blocks removed meanwhile go with them (the server refuses settings of absent blocks).
      const saved = await portalApi.saveDesktop({ id: current.id, layout: draft, settings: cleanSettings(settings, draft.map((b) => b.key)) });
      await refresh(saved.id);
      stopEditing();
      void message.success(t('desktop.saved'));
    } catch (cause) {
      void message.error(errorText(cause, t('desktop.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const restore = () =>
    modal.confirm({
      content: t('desktop.restoreConfirm'),
      onOk: async () => {
        await portalApi.deleteDesktop(current.id);
        await refresh(current.baseId ?? undefined);
        void message.success(t('desktop.restored'));
      },
    });

  const create = async () => {
    const name = naming?.trim() || t('desktop.defaultName');
    setNaming(undefined);
    try {
      const saved = await portalApi.saveDesktop({ name, layout: [] });
      await refresh(saved.id);
      setDraft([]);
      setDraftSettings({});
    } catch (cause) {
      void message.error(errorText(cause, t('desktop.saveFailed')));
    }
  };

  const add = (kind: string) => {
    const widget = widgetOf(kind);
    if (widget) setDraft(addBlock(blocks, kind, widget.size));
  };

  return (
    <div className="fh-desktop" data-testid="desktop-page" data-desktop={current.id}>
      <DesktopToolbar
        desktops={desktops}
        current={current}
        editing={editing}
        busy={busy}
        breakpoint={breakpoint}
        canPublish={canPublish}
        onOpen={open}
        onEdit={startEditing}
        onAdd={add}
        onSave={() => void save()}
        onCancel={stopEditing}
        onRestore={restore}
        onCreate={() => setNaming('')}
        onPublish={() => setPublishing(true)}
      />
      {blocks.length === 0 && !editing ? (
        <Empty description={t('desktop.empty')} />
      ) : (
        <DesktopGrid
          blocks={blocks}
          editing={editing}
          signedIn
          settings={settings}
          onChange={editing ? setDraft : undefined}
          onSettings={editing ? setConfiguring : undefined}
          onBreakpoint={setBreakpoint}
        />
      )}
      {configured && configuredWidget && (
        <SettingsDialog
          key={configured.key}
          widget={configuredWidget}
          initial={{ title: configured.title, settings: settings[configured.key] ?? {} }}
          onOk={(edit) => configure(configured.key, edit)}
          onCancel={() => setConfiguring(undefined)}
        />
      )}
      <PublishDialog desktopId={current.id} open={publishing} onClose={() => setPublishing(false)} />
      <Modal title={t('desktop.create')} open={naming !== undefined} onOk={() => void create()} onCancel={() => setNaming(undefined)} destroyOnHidden>
        <Input value={naming} onChange={(e) => setNaming(e.target.value)} placeholder={t('desktop.createName')} maxLength={100} data-testid="desktop-name" />
      </Modal>
    </div>
  );
}

function withoutTitle(block: StoredBlock): StoredBlock {
  const { title: _title, ...rest } = block;
  return rest;
}
