/** The desktop's toolbar: choose a desktop; edit (add widgets, save, cancel); restore the default; new; publish. */
import { Button, Dropdown, Select, Space, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined, RollbackOutlined, SaveOutlined, CloudUploadOutlined } from '@ant-design/icons';
import type { Desktop } from '../api.ts';
import { WIDGETS } from '../widgets/registry.ts';
import { usePortalT } from '../i18n.ts';
import type { Breakpoint } from './layout-model.ts';

export interface DesktopToolbarProps {
  desktops: Desktop[];
  current: Desktop;
  editing: boolean;
  busy: boolean;
  breakpoint: Breakpoint;
  canPublish: boolean;
  onOpen: (id: string) => void;
  onEdit: () => void;
  onAdd: (kind: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onRestore: () => void;
  onCreate: () => void;
  onPublish: () => void;
}

export function kindOf(desktop: Desktop): 'mine' | 'role' | 'public' {
  return desktop.own ? 'mine' : desktop.roleCode ? 'role' : 'public';
}

export function DesktopToolbar(props: DesktopToolbarProps) {
  const { t } = usePortalT();
  const { desktops, current, editing, busy } = props;
  const tagColor = { mine: 'blue', role: 'purple', public: 'default' } as const;
  return (
    <div className="fh-desktop-toolbar">
      <Select
        value={current.id}
        onChange={props.onOpen}
        disabled={editing}
        aria-label={t('desktop.choose')}
        data-testid="desktop-select"
        style={{ minWidth: 180 }}
        options={desktops.map((d) => ({
          value: d.id,
          label: (
            <Space size={4}>
              {d.name}
              <Tag color={tagColor[kindOf(d)]}>{t(`desktop.${kindOf(d)}`)}</Tag>
            </Space>
          ),
        }))}
      />
      {editing ? (
        <Space wrap>
          <Dropdown
            trigger={['click']}
            menu={{ items: WIDGETS.map((w) => ({ key: w.kind, icon: <w.icon />, label: t(`widget.${w.kind}.title`), 'data-testid': `add-${w.kind}` })), onClick: ({ key }) => props.onAdd(key) }}
          >
            <Button icon={<PlusOutlined />} data-testid="desktop-add">
              {t('desktop.add')}
            </Button>
          </Dropdown>
          <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={props.onSave} data-testid="desktop-save">
            {t('desktop.done')}
          </Button>
          <Button onClick={props.onCancel} disabled={busy} data-testid="desktop-cancel">
            {t('desktop.cancel')}
          </Button>
          <Typography.Text type="secondary" className="fh-desktop-hint">
            {t('desktop.breakpoint', { name: t(`desktop.bp.${props.breakpoint}`) })} · {t('desktop.editHint')}
          </Typography.Text>
        </Space>
      ) : (
        <Space wrap>
          <Button type="primary" icon={<EditOutlined />} onClick={props.onEdit} data-testid="desktop-edit">
            {t('desktop.edit')}
          </Button>
          {current.own && current.baseId && (
            <Button icon={<RollbackOutlined />} onClick={props.onRestore} data-testid="desktop-restore">
              {t('desktop.restore')}
            </Button>
          )}
          <Button icon={<PlusOutlined />} onClick={props.onCreate} data-testid="desktop-create">
            {t('desktop.create')}
          </Button>
          {props.canPublish && (
            <Button icon={<CloudUploadOutlined />} onClick={props.onPublish} data-testid="desktop-publish">
              {t('desktop.publish')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
