/**
 * The designer's toolbar (spec §2): open a file, download, preview XML/JSON, simulation on/off, align
 * (and auto layout), zoom, undo/redo/redraw, lint, route simulation, save and deploy. Undo and redo
 * follow the command stack; zoom stays within 0.2–4 in steps of 0.1. On a phone everything but save
 * and deploy folds into one "more" menu.
 */
import { useRef, type ReactNode } from 'react';
import { App, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import {
  BranchesOutlined,
  CaretRightOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  MenuOutlined,
  OneToOneOutlined,
  PauseOutlined,
  RedoOutlined,
  SafetyCertificateOutlined,
  SaveOutlined,
  SyncOutlined,
  UndoOutlined,
  VerticalAlignMiddleOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { usePdT } from './i18n.ts';
import { nextZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type AlignType } from './modeler.ts';
import type { DesignerTools } from './tools/use-designer-tools.tsx';
import type { ModelerHandle } from './use-modeler.ts';

export interface ToolbarProps {
  modeler: ModelerHandle;
  tools: DesignerTools;
  busy: boolean;
  /** Phone width: the tools fold into one menu. */
  compact?: boolean;
  onOpen(xml: string): void;
  onDownload(kind: 'xml' | 'svg' | 'bpmn'): void;
  onPreview(): void;
  onSave(): void;
}

const tip = (title: string, button: ReactNode) => <Tooltip title={title}>{button}</Tooltip>;

const ALIGNS: AlignType[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];
const alignKey = (type: AlignType) => `toolbar.align${type[0]!.toUpperCase()}${type.slice(1)}`;
const DOWNLOADS = ['xml', 'svg', 'bpmn'] as const;
const downloadKey = (kind: (typeof DOWNLOADS)[number]) => `toolbar.download${kind === 'xml' ? 'Xml' : kind === 'svg' ? 'Svg' : 'Bpmn'}`;

export function Toolbar({ modeler, tools, busy, compact = false, onOpen, onDownload, onPreview, onSave }: ToolbarProps) {
  const { t } = usePdT();
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const s = modeler.services;

  const align = (type: AlignType) => {
    // Labels and the process are not alignable; only shapes on the canvas count.
    const shapes = modeler.selection.get().filter((element) => !element.waypoints && !element.labelTarget);
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

  const zoomOut = () => modeler.setZoom(nextZoom(modeler.zoom, -ZOOM_STEP));
  const zoomIn = () => modeler.setZoom(nextZoom(modeler.zoom, ZOOM_STEP));
  const atMin = modeler.zoom <= ZOOM_MIN + 1e-9;
  const atMax = modeler.zoom >= ZOOM_MAX - 1e-9;
  const simLabel = t(tools.simulating ? 'toolbar.simulationOff' : 'toolbar.simulationOn');
  const alignItems: MenuProps['items'] = [...ALIGNS.map((type) => ({ key: `align:${type}`, label: t(alignKey(type)) })), { type: 'divider' as const }, { key: 'autoAlign', label: t('toolbar.autoAlign') }];

  const onMenu = (key: string) => {
    if (key.startsWith('align:')) return align(key.slice(6) as AlignType);
    if (key.startsWith('download:')) return onDownload(key.slice(9) as (typeof DOWNLOADS)[number]);
    const actions: Record<string, () => void> = {
      open: () => file.current?.click(),
      previewXml: onPreview,
      previewJson: tools.previewJson,
      simulation: tools.toggleSimulation,
      autoAlign: tools.autoAlign,
      zoomIn,
      zoomOut,
      zoomReset: () => modeler.setZoom(1),
      undo: () => s?.commandStack.undo(),
      redo: () => s?.commandStack.redo(),
      redraw: tools.redraw,
      lint: () => void tools.lint(),
      route: tools.openRoute,
    };
    actions[key]?.();
  };

  const input = <input ref={file} type="file" accept=".xml,.bpmn" hidden data-testid="pd-open-input" onChange={(event) => { readFile(event.target.files?.[0]); event.target.value = ''; }} />;
  const saveButton = <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={onSave} data-testid="pd-save">{t('toolbar.save')}</Button>;
  const deployButton = <Button icon={<CloudUploadOutlined />} disabled={busy} onClick={tools.openDeploy} data-testid="pd-deploy">{t('toolbar.deploy')}</Button>;

  if (compact) {
    const items: MenuProps['items'] = [
      { key: 'open', label: t('toolbar.open'), icon: <FolderOpenOutlined /> },
      { key: 'download', label: t('toolbar.download'), icon: <DownloadOutlined />, children: DOWNLOADS.map((kind) => ({ key: `download:${kind}`, label: t(downloadKey(kind)) })) },
      { key: 'previewXml', label: t('toolbar.previewXml'), icon: <EyeOutlined /> },
      { key: 'previewJson', label: t('toolbar.previewJson'), icon: <EyeOutlined /> },
      { key: 'simulation', label: simLabel, icon: tools.simulating ? <PauseOutlined /> : <CaretRightOutlined /> },
      { key: 'align', label: t('toolbar.align'), icon: <VerticalAlignMiddleOutlined />, children: alignItems },
      { key: 'zoomIn', label: t('toolbar.zoomIn'), icon: <ZoomInOutlined />, disabled: atMax },
      { key: 'zoomOut', label: t('toolbar.zoomOut'), icon: <ZoomOutOutlined />, disabled: atMin },
      { key: 'zoomReset', label: `${t('toolbar.zoomReset')} (${Math.round(modeler.zoom * 100)}%)`, icon: <OneToOneOutlined /> },
      { key: 'undo', label: t('toolbar.undo'), icon: <UndoOutlined />, disabled: !modeler.canUndo },
      { key: 'redo', label: t('toolbar.redo'), icon: <RedoOutlined />, disabled: !modeler.canRedo },
      { key: 'redraw', label: t('toolbar.redraw'), icon: <SyncOutlined /> },
      { key: 'lint', label: t('toolbar.lint'), icon: <SafetyCertificateOutlined /> },
      { key: 'route', label: t('toolbar.route'), icon: <BranchesOutlined /> },
    ];
    return (
      <Space wrap size={4} className="pd-toolbar" data-testid="pd-toolbar">
        {input}
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onMenu(key) }}>
          <Button icon={<MenuOutlined />} data-testid="pd-more">{t('toolbar.more')}</Button>
        </Dropdown>
        {saveButton}
        {deployButton}
      </Space>
    );
  }

  return (
    <Space wrap size={4} className="pd-toolbar" data-testid="pd-toolbar">
      {input}
      <Button icon={<FolderOpenOutlined />} onClick={() => file.current?.click()}>{t('toolbar.open')}</Button>
      <Dropdown menu={{ items: DOWNLOADS.map((kind) => ({ key: `download:${kind}`, label: t(downloadKey(kind)) })), onClick: ({ key }) => onMenu(key) }}>
        <Button icon={<DownloadOutlined />}>{t('toolbar.download')}</Button>
      </Dropdown>
      <Dropdown menu={{ items: [{ key: 'previewXml', label: t('toolbar.previewXml') }, { key: 'previewJson', label: t('toolbar.previewJson') }], onClick: ({ key }) => onMenu(key) }}>
        <Button icon={<EyeOutlined />} data-testid="pd-preview-menu">{t('toolbar.preview')}</Button>
      </Dropdown>
      <Button icon={tools.simulating ? <PauseOutlined /> : <CaretRightOutlined />} type={tools.simulating ? 'primary' : 'default'} ghost={tools.simulating} onClick={tools.toggleSimulation} data-testid="pd-simulation">{simLabel}</Button>
      <Dropdown menu={{ items: alignItems, onClick: ({ key }) => onMenu(key) }}>
        <Button icon={<VerticalAlignMiddleOutlined />} data-testid="pd-align">{t('toolbar.align')}</Button>
      </Dropdown>
      <Space.Compact>
        {tip(t('toolbar.zoomOut'), <Button aria-label={t('toolbar.zoomOut')} icon={<ZoomOutOutlined />} disabled={atMin} onClick={zoomOut} />)}
        <Button data-testid="pd-zoom" onClick={() => modeler.setZoom(1)}>{Math.round(modeler.zoom * 100)}%</Button>
        {tip(t('toolbar.zoomIn'), <Button aria-label={t('toolbar.zoomIn')} icon={<ZoomInOutlined />} disabled={atMax} onClick={zoomIn} />)}
        {tip(t('toolbar.zoomReset'), <Button aria-label={t('toolbar.zoomReset')} icon={<OneToOneOutlined />} onClick={() => modeler.setZoom(1)} />)}
      </Space.Compact>
      <Space.Compact>
        {tip(t('toolbar.undo'), <Button aria-label={t('toolbar.undo')} icon={<UndoOutlined />} disabled={!modeler.canUndo} onClick={() => s?.commandStack.undo()} />)}
        {tip(t('toolbar.redo'), <Button aria-label={t('toolbar.redo')} icon={<RedoOutlined />} disabled={!modeler.canRedo} onClick={() => s?.commandStack.redo()} />)}
        {tip(t('toolbar.redraw'), <Button aria-label={t('toolbar.redraw')} icon={<SyncOutlined />} onClick={tools.redraw} data-testid="pd-redraw" />)}
      </Space.Compact>
      <Button icon={<SafetyCertificateOutlined />} loading={tools.linting} onClick={() => void tools.lint()} data-testid="pd-lint">{t('toolbar.lint')}</Button>
      <Button icon={<BranchesOutlined />} onClick={tools.openRoute} data-testid="pd-route">{t('toolbar.route')}</Button>
      {saveButton}
      {deployButton}
    </Space>
  );
}
