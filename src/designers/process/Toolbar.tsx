/**
 * The designer's toolbar (spec §2): open a file, download, preview, align, zoom, undo/redo, save and
 * deploy. Undo and redo follow the command stack; zoom stays within 0.2–4 in steps of 0.1.
 */
import { useRef, type ReactNode } from 'react';
import { App, Button, Dropdown, Space, Tooltip } from 'antd';
import {
  CloudUploadOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  OneToOneOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignMiddleOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { usePdT } from './i18n.ts';
import { nextZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type AlignType } from './modeler.ts';
import type { ModelerHandle } from './use-modeler.ts';

export interface ToolbarProps {
  modeler: ModelerHandle;
  busy: boolean;
  onOpen(xml: string): void;
  onDownload(kind: 'xml' | 'svg' | 'bpmn'): void;
  onPreview(): void;
  onSave(): void;
  onDeploy(): void;
}

const tip = (title: string, button: ReactNode) => <Tooltip title={title}>{button}</Tooltip>;

const ALIGNS: AlignType[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];
const alignKey = (type: AlignType) => `toolbar.align${type[0]!.toUpperCase()}${type.slice(1)}`;

export function Toolbar({ modeler, busy, onOpen, onDownload, onPreview, onSave, onDeploy }: ToolbarProps) {
  const { t } = usePdT();
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const s = modeler.services;

  const align = (type: AlignType) => {
    // Labels and the process are not alignable; only shapes on the canvas count.
    const shapes = modeler.selected.filter((element) => !element.waypoints && !element.labelTarget);
    if (!s || shapes.length < 2) {
      void message.warning(t('alignNeedsMany'));
      return;
    }
    s.alignElements.trigger(shapes, type);
  };

  const readFile = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!/\.(xml|bpmn)$/i.test(chosen.name)) {
      void message.error(t('fileTypes'));
      return;
    }
    void chosen.text().then(onOpen);
  };

  return (
    <Space wrap size={4} className="pd-toolbar" data-testid="pd-toolbar">
      <input ref={file} type="file" accept=".xml,.bpmn" hidden data-testid="pd-open-input" onChange={(event) => { readFile(event.target.files?.[0]); event.target.value = ''; }} />
      <Button icon={<FolderOpenOutlined />} onClick={() => file.current?.click()}>{t('toolbar.open')}</Button>
      <Dropdown menu={{ items: (['xml', 'svg', 'bpmn'] as const).map((kind) => ({ key: kind, label: t(`toolbar.download${kind === 'xml' ? 'Xml' : kind === 'svg' ? 'Svg' : 'Bpmn'}`) })), onClick: ({ key }) => onDownload(key as 'xml' | 'svg' | 'bpmn') }}>
        <Button icon={<DownloadOutlined />}>{t('toolbar.download')}</Button>
      </Dropdown>
      <Button icon={<EyeOutlined />} onClick={onPreview}>{t('toolbar.previewXml')}</Button>
      <Dropdown menu={{ items: ALIGNS.map((type) => ({ key: type, label: t(alignKey(type)) })), onClick: ({ key }) => align(key as AlignType) }}>
        <Button icon={<VerticalAlignMiddleOutlined />} data-testid="pd-align">{t('toolbar.align')}</Button>
      </Dropdown>
      <Space.Compact>
        {tip(t('toolbar.zoomOut'), <Button aria-label={t('toolbar.zoomOut')} icon={<ZoomOutOutlined />} disabled={modeler.zoom <= ZOOM_MIN + 1e-9} onClick={() => modeler.setZoom(nextZoom(modeler.zoom, -ZOOM_STEP))} />)}
        <Button data-testid="pd-zoom" onClick={() => modeler.setZoom(1)}>{Math.round(modeler.zoom * 100)}%</Button>
        {tip(t('toolbar.zoomIn'), <Button aria-label={t('toolbar.zoomIn')} icon={<ZoomInOutlined />} disabled={modeler.zoom >= ZOOM_MAX - 1e-9} onClick={() => modeler.setZoom(nextZoom(modeler.zoom, ZOOM_STEP))} />)}
        {tip(t('toolbar.zoomReset'), <Button aria-label={t('toolbar.zoomReset')} icon={<OneToOneOutlined />} onClick={() => modeler.setZoom(1)} />)}
      </Space.Compact>
      <Space.Compact>
        {tip(t('toolbar.undo'), <Button aria-label={t('toolbar.undo')} icon={<UndoOutlined />} disabled={!modeler.canUndo} onClick={() => s?.commandStack.undo()} />)}
        {tip(t('toolbar.redo'), <Button aria-label={t('toolbar.redo')} icon={<RedoOutlined />} disabled={!modeler.canRedo} onClick={() => s?.commandStack.redo()} />)}
      </Space.Compact>
      <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={onSave} data-testid="pd-save">{t('toolbar.save')}</Button>
      <Button icon={<CloudUploadOutlined />} disabled={busy} onClick={onDeploy} data-testid="pd-deploy">{t('toolbar.deploy')}</Button>
    </Space>
  );
}
