/** A block's card on a desktop: the widget's icon and title (the drag handle while editing), "more", settings and remove. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Tooltip, Typography } from 'antd';
import { CloseOutlined, DragOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import type { PortalWidget } from '../widgets/types.ts';
import { usePortalT } from '../i18n.ts';
import { useDesktopT } from './settings-i18n.ts';

export const DRAG_HANDLE = 'fh-widget-handle';

export function WidgetFrame({
  widget,
  kind,
  title,
  editing,
  onRemove,
  onSettings,
  children,
}: {
  widget: PortalWidget | undefined;
  kind: string;
  title?: string;
  editing: boolean;
  onRemove?: () => void;
  onSettings?: () => void;
  children: ReactNode;
}) {
  const { t } = usePortalT();
  const { t: dt } = useDesktopT();
  const navigate = useNavigate();
  const Icon = widget?.icon ?? QuestionCircleOutlined;
  const more = widget?.more;
  return (
    <section className={`fh-widget${editing ? ' fh-widget-editing' : ''}`} data-testid={`widget-${kind}`}>
      <header className={`fh-widget-head ${DRAG_HANDLE}`}>
        {editing && <DragOutlined className="fh-widget-drag" />}
        <Icon />
        <Typography.Text strong ellipsis className="fh-widget-title">
          {title || (widget ? t(`widget.${kind}.title`) : t('widget.unknown', { kind }))}
        </Typography.Text>
        {!editing && more && (
          <Button type="link" size="small" onClick={() => navigate(more)}>
            {t('widget.more')}
          </Button>
        )}
        {editing && onSettings && widget && (
          <Tooltip title={dt('settings.open')}>
            <Button type="text" size="small" icon={<SettingOutlined />} aria-label={dt('settings.open')} onMouseDown={(e) => e.stopPropagation()} onClick={onSettings} data-testid="widget-settings" />
          </Tooltip>
        )}
        {editing && onRemove && (
          <Tooltip title={t('widget.remove')}>
            {/* onMouseDown stops the grid from starting a drag on the handle's button. */}
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('widget.remove')} onMouseDown={(e) => e.stopPropagation()} onClick={onRemove} data-testid="widget-remove" />
          </Tooltip>
        )}
      </header>
      <div className="fh-widget-content">{children}</div>
    </section>
  );
}
