/**
 * /bpm/model/modeleidit?modelId=… : the process designer. Loads the model (an empty process for a new
 * one), hosts the modeler with its toolbar and the properties panel, saves through /bpmModel/edit and
 * deploys through /bpmModel/deploy. Leaving with unsaved changes asks first.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Grid, Input, Modal, Spin } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useBlocker, useSearchParams } from 'react-router-dom';
import { errorText } from '../../runtime/api/client.ts';
import { modelApi, type ButtonOption, type FormOption, type ModelRow } from './api.ts';
import { pdText, usePdT } from './i18n.ts';
import { emptyDiagram, type BpmnElement } from './modeler.ts';
import { PropertiesPanel } from './panel/PropertiesPanel.tsx';
import { Toolbar } from './Toolbar.tsx';
import { toolsApi } from './tools-api.ts';
import { lintSummary, useDesignerTools } from './tools/use-designer-tools.tsx';
import { useModeler, useSelection, type ModelerHandle, type SelectionStore } from './use-modeler.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/diagram-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-js.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './designer.css';

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Node forms the deploy freezes: every user task's xcformKey, read from the diagram. */
function nodeFormsOf(modeler: ModelerHandle): Record<string, { formId: string }> {
  const out: Record<string, { formId: string }> = {};
  for (const element of modeler.services?.elementRegistry.filter((el) => el.type === 'bpmn:UserTask') ?? []) {
    const formId = element.businessObject.get('xcformKey');
    if (typeof formId === 'string' && formId) out[element.id] = { formId };
  }
  return out;
}

type PanelProps = Omit<Parameters<typeof PropertiesPanel>[0], 'element'>;

/**
 * The panel on the selected element (one) or the process: the only component a click on the canvas
 * re-renders (the page, its toolbar and tools do not hold the selection).
 */
function PanelHost({ selection, ...props }: PanelProps & { selection: SelectionStore }) {
  const selected = useSelection(selection);
  const element: BpmnElement | undefined = selected.length === 1 ? selected[0] : props.services.canvas.getRootElement();
  return element ? <PropertiesPanel {...props} element={element} /> : null;
}

export default function ProcessDesignerPage() {
  const { t, i18n } = usePdT();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const modelId = params.get('modelId');
  const modeler = useModeler();
  const [row, setRow] = useState<ModelRow | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [formId, setFormId] = useState<string | null>(null);
  const [formChanged, setFormChanged] = useState(false);
  const [forms, setForms] = useState<FormOption[]>([]);
  const [buttons, setButtons] = useState<ButtonOption[]>([]);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const compact = screens.lg === false;
  const ready = !!modeler.services;
  const dirty = modeler.dirty || formChanged;

  useEffect(() => {
    void modelApi.forms().then(setForms, () => undefined);
    void modelApi.buttons().then(setButtons, () => undefined);
  }, []);

  // Load once the modeler exists; a model id the first save just gave is not reloaded (row.id equals it).
  useEffect(() => {
    if (!ready) return undefined;
    if (modelId && row?.id === modelId) return undefined;
    let live = true;
    setLoading(true);
    const load = modelId ? modelApi.get(modelId) : Promise.resolve(null);
    load
      .then(async (loaded) => {
        if (!live) return;
        await modeler.importXml(loaded?.xml || emptyDiagram(loaded?.key ?? '', loaded?.name ?? ''));
        setRow(loaded);
        setFormId(loaded?.formId ?? null);
        setFormChanged(false);
        setLoadError(null);
      })
      .catch((failure: unknown) => live && setLoadError(errorText(failure, pdText('loadFailed'))))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a new model id only
  }, [ready, modelId]);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({ title: t('leaveConfirm'), okText: t('ok'), cancelText: t('cancel'), onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker, modal, t]);

  const tools = useDesignerTools({ modeler, formId, compact, onDeploy: (note) => deploy(note) });

  const save = useCallback(async (): Promise<ModelRow | null> => {
    const process = modeler.services?.canvas.getRootElement().businessObject;
    const key = process?.id?.trim() ?? '';
    const name = process?.name?.trim() ?? '';
    const missing = !key ? 'panel.keyRequired' : !name ? 'panel.nameRequired' : null;
    if (missing) {
      void message.error(t(missing));
      return null;
    }
    setBusy(true);
    try {
      const xml = await modeler.exportXml();
      const saved = await modelApi.save({
        ...(row?.id ? { id: row.id } : {}),
        key,
        name,
        category: row?.category ?? null,
        description: row?.description ?? null,
        xml,
        formId,
        ...(formChanged ? { formSnapshot: null } : {}),
        nodeForms: nodeFormsOf(modeler),
      });
      setRow(saved);
      setFormChanged(false);
      modeler.markSaved();
      if (saved.id !== modelId) setParams({ modelId: saved.id }, { replace: true });
      void message.success(t('saved'));
      // Lint on save (never per keystroke): problems are listed and marked; the save stands.
      void tools.lint().then((result) => {
        const summary = lintSummary(result);
        if (summary) void message.warning(summary);
      });
      return saved;
    } catch (failure) {
      // The server's answer names the reason (a taken key …); without one, the spec's text.
      void message.error(errorText(failure, t('saveFailed')) || t('saveFailed'));
      return null;
    } finally {
      setBusy(false);
    }
  }, [modeler, row, formId, formChanged, modelId, setParams, message, t, tools]);

  const deploy = useCallback(async (note: string) => {
    // Deploy reads the stored model: unsaved changes are saved first.
    const saved = dirty || !row ? await save() : row;
    if (!saved) return;
    setBusy(true);
    try {
      const deployed = await toolsApi.deploy(saved.id, note);
      void message.success(t('deployDialog.deployedVersion', { version: deployed.version }));
    } catch (failure) {
      void message.error(t('deployFailed', { message: errorText(failure, '') }));
    } finally {
      setBusy(false);
    }
  }, [dirty, row, save, message, t]);

  const open = useCallback(
    (xml: string) => {
      modeler.importXml(xml).then(
        () => setRow((current) => current), // keeps the model row: the file replaces the diagram only
        (failure: unknown) => void message.error(t('importFailed', { message: failure instanceof Error ? failure.message : String(failure) })),
      );
    },
    [modeler, message, t],
  );

  const onDownload = useCallback(
    async (kind: 'xml' | 'svg' | 'bpmn') => {
      const base = modeler.services?.canvas.getRootElement().businessObject.id || 'process';
      if (kind === 'svg') download(`${base}.svg`, await modeler.exportSvg(), 'image/svg+xml');
      else download(`${base}.${kind === 'bpmn' ? 'bpmn' : 'bpmn20.xml'}`, await modeler.exportXml(), 'application/xml');
    },
    [modeler],
  );

  const panel =
    modeler.services && !loading ? (
      <PanelHost
        services={modeler.services}
        selection={modeler.selection}
        version={modeler.version}
        keyLocked={!!row?.id}
        forms={forms}
        buttons={buttons}
        processFormId={formId}
        onProcessForm={(id) => {
          setFormId(id);
          setFormChanged(true);
        }}
        language={i18n.language}
      />
    ) : null;

  return (
    <div className="pd-page" data-testid="process-designer" data-dirty={dirty ? '1' : '0'}>
      <div className="pd-bar">
        {compact && <Button className="pd-toggle" icon={<SettingOutlined />} aria-label={t('title')} onClick={() => setPanelOpen(true)} data-testid="pd-panel-toggle" />}
        <Toolbar modeler={modeler} tools={tools} busy={busy} compact={screens.md === false} onOpen={open} onDownload={(kind) => void onDownload(kind)} onPreview={() => void modeler.exportXml().then(setPreview)} onSave={() => void save()} />
      </div>
      {loadError && <Alert type="error" showIcon message={loadError} />}
      <div className="pd-body">
        <Spin spinning={loading} wrapperClassName="pd-canvas-wrap">
          <div className="pd-canvas" ref={modeler.host} data-testid="pd-canvas" />
        </Spin>
        {!compact && <aside className="pd-side">{panel}</aside>}
      </div>
      {tools.panels}
      {compact && (
        <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} width="88%" title={t('title')}>
          {panel}
        </Drawer>
      )}
      <Modal open={preview !== null} title={t('toolbar.previewXml')} width={900} footer={null} onCancel={() => setPreview(null)}>
        <Input.TextArea readOnly value={preview ?? ''} autoSize={{ minRows: 12, maxRows: 30 }} data-testid="pd-preview" style={{ fontFamily: 'monospace', fontSize: 12 }} />
      </Modal>
    </div>
  );
}
